package dev.pdfstyles.eval;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;

/**
 * What the elements open at a point of an XHTML stream say about the text there: which styles it has and whether
 * it is hidden, read through one {@link Markup} table. The SAX readers of the scorer ({@link XhtmlStyledWords},
 * {@link PagedStyledText}) share it, so they read styles and word breaks the same way.
 */
final class OpenMarkup {
    private final Markup markup;
    private final Map<Style, Integer> openStyleDepth = new EnumMap<>(Style.class);
    private int hiddenDepth;

    OpenMarkup(Markup markup) {
        this.markup = markup;
    }

    /** Counts the element {@code name} as opened; returns whether it ends the word before it. */
    boolean open(String name) {
        return step(name, 1);
    }

    /** Counts the element {@code name} as closed; returns whether it ends the word inside it. */
    boolean close(String name) {
        return step(name, -1);
    }

    private boolean step(String name, int step) {
        if (markup.hidesText(name)) {
            hiddenDepth += step;
        }
        Style style = markup.styleOf(name);
        if (style != null) {
            openStyleDepth.merge(style, step, Integer::sum);
        }
        return markup.breaksWords(name);
    }

    /** Inside an element whose text a reader does not see ({@code head}, {@code script}...). */
    boolean isHidden() {
        return hiddenDepth > 0;
    }

    EnumSet<Style> activeStyles() {
        EnumSet<Style> active = EnumSet.noneOf(Style.class);
        for (Map.Entry<Style, Integer> entry : openStyleDepth.entrySet()) {
            if (entry.getValue() > 0) {
                active.add(entry.getKey());
            }
        }
        return active;
    }

    /** The local name in lower case, without a prefix, whichever of the two names the SAX parser filled in. */
    static String elementName(String localName, String qName) {
        String name = localName == null || localName.isEmpty() ? qName : localName;
        int colon = name.indexOf(':');
        return (colon >= 0 ? name.substring(colon + 1) : name).toLowerCase(Locale.ROOT);
    }
}
