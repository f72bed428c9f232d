package dev.pdfstyles.index;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

import dev.pdfstyles.model.TextStyle;

/**
 * Reads the plugin's XHTML (what tika-server's {@code /rmeta/xml}, {@code /tika} and tika-app {@code -x}
 * return) by SAX into the page text and the runs of each style. Elements are matched on their local
 * name, lower-cased, so XHTML with or without the namespace and HTML-style upper case read alike.
 */
final class StyledFieldsHandler extends DefaultHandler {

    /**
     * Elements that separate words and end style runs, as whitespace does. Tika's PDF output uses
     * {@code div} (pages, annotations), {@code p}, {@code li}, table cells and {@code br}; the HTML block
     * elements are here too so that other parsers' XHTML reads the same way.
     */
    private static final Set<String> BLOCK_ELEMENTS = Set.of("html", "body", "div", "p", "br", "hr",
            "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption",
            "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "section", "article", "header", "footer");

    /** Elements whose text is not document text: the head (title and meta come from the metadata instead). */
    private static final Set<String> HIDDEN_ELEMENTS = Set.of("head", "script", "style");

    private static final Map<String, TextStyle.Kind> KIND_BY_ELEMENT = kindsByElement();

    private final RunCollector runs = new RunCollector();
    private final StringBuilder text = new StringBuilder();
    private final int[] openDepth = new int[TextStyle.Kind.values().length];
    private int hiddenDepth;

    private static Map<String, TextStyle.Kind> kindsByElement() {
        Map<String, TextStyle.Kind> kinds = new HashMap<>();
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            kinds.put(kind.elementName(), kind);
        }
        return Map.copyOf(kinds);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        element(localName, qName, 1);
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        element(localName, qName, -1);
    }

    private void element(String localName, String qName, int depthChange) {
        String name = nameOf(localName, qName);
        if (BLOCK_ELEMENTS.contains(name)) {
            runs.breakBlock();
            if (text.length() > 0 && !RunCollector.isWordSeparator(text.codePointBefore(text.length()))) {
                text.append('\n');
            }
        }
        if (HIDDEN_ELEMENTS.contains(name)) {
            hiddenDepth += depthChange;
        }
        TextStyle.Kind kind = KIND_BY_ELEMENT.get(name);
        if (kind != null) {
            openDepth[kind.ordinal()] += depthChange;
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (hiddenDepth > 0) {
            return;
        }
        text.append(ch, start, length);
        runs.append(ch, start, length, openStyles());
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        characters(ch, start, length);
    }

    StyledFields result() {
        Map<TextStyle.Kind, List<String>> byKind = new EnumMap<>(TextStyle.Kind.class);
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            byKind.put(kind, runs.finish(kind));
        }
        return new StyledFields(text.toString().strip(), byKind);
    }

    private Set<TextStyle.Kind> openStyles() {
        EnumSet<TextStyle.Kind> open = EnumSet.noneOf(TextStyle.Kind.class);
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            if (openDepth[kind.ordinal()] > 0) {
                open.add(kind);
            }
        }
        return open;
    }

    private static String nameOf(String localName, String qName) {
        String name = localName == null || localName.isEmpty() ? qName : localName;
        int colon = name.indexOf(':');
        return (colon >= 0 ? name.substring(colon + 1) : name).toLowerCase(Locale.ROOT);
    }
}
