package dev.pdfstyles.index;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.pdfstyles.model.TextStyle;

/**
 * What a search index needs from one styled XHTML document: its text, and for each style the runs of words
 * in that style, each run a phrase ("Rental agreement", "Owner", "must"). Immutable.
 *
 * <pre>
 * StyledFields fields = StyledFields.ofXhtml(xhtml);      // XHTML from /rmeta/xml, /tika or tika-app -x
 * fields.text();                                          // "Rental agreement\nThis agreement is made ..."
 * fields.runs(TextStyle.Kind.BOLD);                       // ["Rental agreement", "Owner", "Tenant.", ...]
 * </pre>
 *
 * <p>A word belongs to a style when at least half of its characters are inside the style's element
 * ({@code b}, {@code i}, {@code u}, {@code s}, nested in any order), and consecutive words of one style
 * within one block make one run; see {@link RunCollector}. Only the JDK's SAX parser is used, so this runs
 * wherever the plugin jar is, without Tika.
 */
public final class StyledFields {

    private final String text;
    private final Map<TextStyle.Kind, List<String>> runs;

    StyledFields(String text, Map<TextStyle.Kind, List<String>> runs) {
        this.text = text;
        EnumMap<TextStyle.Kind, List<String>> copy = new EnumMap<>(TextStyle.Kind.class);
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            copy.put(kind, List.copyOf(runs.getOrDefault(kind, List.of())));
        }
        this.runs = Collections.unmodifiableMap(copy);
    }

    /**
     * Reads one XHTML document. Characters that XML 1.0 cannot carry are read as U+FFFD; an external DTD
     * or entity is never fetched.
     *
     * @throws IllegalArgumentException if {@code xhtml} is not well-formed XML
     */
    public static StyledFields ofXhtml(String xhtml) {
        StyledFieldsHandler handler = new StyledFieldsHandler();
        XmlReading.parse(xhtml, handler);
        return handler.result();
    }

    /** The body text (head, scripts and styles left out), block elements ending in a line break, trimmed. */
    public String text() {
        return text;
    }

    /** The runs of {@code kind} in document order; empty when no word has that style. */
    public List<String> runs(TextStyle.Kind kind) {
        return runs.get(kind);
    }
}
