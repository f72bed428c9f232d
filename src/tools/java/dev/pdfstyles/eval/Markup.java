package dev.pdfstyles.eval;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which elements of a markup dialect carry a style, end a word, or hide their text. One table per dialect so the
 * scorer and every peer converter read styles the same way. Element names are matched on the local name, lower case.
 */
public final class Markup {
    /**
     * The plugin's output contract (DESIGN.md): only {@code b}, {@code i}, {@code u}, {@code s} carry styles.
     * Look-alikes such as {@code strong}, {@code em} or {@code del} are deliberately not accepted: the plugin must
     * write the contract's elements, and a synonym here would hide a contract break.
     */
    public static final Markup TIKA_XHTML = new Markup(
            contractStyles(),
            Set.of("html", "body", "p", "div", "br", "li", "ul", "ol", "dl", "dt", "dd", "table", "tr", "td", "th",
                    "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "title"),
            Set.of("head", "script", "style"));

    private final Map<String, Style> styleByElement;
    private final Set<String> wordBreakingElements;
    private final Set<String> hiddenElements;

    public Markup(Map<String, Style> styleByElement, Set<String> wordBreakingElements, Set<String> hiddenElements) {
        this.styleByElement = Collections.unmodifiableMap(new HashMap<>(styleByElement));
        this.wordBreakingElements = Collections.unmodifiableSet(new HashSet<>(wordBreakingElements));
        this.hiddenElements = Collections.unmodifiableSet(new HashSet<>(hiddenElements));
    }

    /** {@code b}, {@code i}, {@code u}, {@code s} to their styles: the contract, shared by every dialect. */
    static Map<String, Style> contractStyles() {
        Map<String, Style> styles = new HashMap<>();
        for (Style style : Style.values()) {
            styles.put(style.key(), style);
        }
        return styles;
    }

    /** The style the element carries, or {@code null}. */
    public Style styleOf(String element) {
        return styleByElement.get(element);
    }

    /** Whether the start and end of the element separate words like whitespace does (block elements). */
    public boolean breaksWords(String element) {
        return wordBreakingElements.contains(element);
    }

    /** Whether the element's text is not page text (HTML head, pdftohtml font specs). */
    public boolean hidesText(String element) {
        return hiddenElements.contains(element);
    }
}
