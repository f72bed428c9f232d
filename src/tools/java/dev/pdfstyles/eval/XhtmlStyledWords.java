package dev.pdfstyles.eval;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Turns XHTML (as Tika's {@code ToXMLContentHandler} writes it, embedded documents, annotations and page divs
 * included) into the reader's word list with styles, by SAX. Text in the body is read in document order; inline
 * element boundaries do not split words ({@code <b>bo</b>ld} is one word), whitespace and block elements
 * ({@link Markup#breaksWords}) do. Usable as a {@link org.xml.sax.ContentHandler} directly.
 */
public final class XhtmlStyledWords extends DefaultHandler {
    private final Markup markup;
    private final StyledWordBuilder builder = new StyledWordBuilder();
    private final Map<Style, Integer> openStyleDepth = new EnumMap<>(Style.class);
    private final Deque<String> openElements = new ArrayDeque<>();
    private int hiddenDepth;

    public XhtmlStyledWords(Markup markup) {
        this.markup = markup;
    }

    /** Words of a Tika XHTML document. */
    public static List<StyledWord> fromXhtml(String xhtml) {
        return fromXml(xhtml, Markup.TIKA_XHTML);
    }

    /** Words of a well-formed XML document in the given dialect; characters XML 1.0 forbids are replaced first. */
    public static List<StyledWord> fromXml(String xml, Markup markup) {
        XhtmlStyledWords handler = new XhtmlStyledWords(markup);
        XmlInput.parse(xml, handler);
        return handler.words();
    }

    /** The words read so far, the pending one included. */
    public List<StyledWord> words() {
        return builder.finish();
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        String name = elementName(localName, qName);
        openElements.push(name);
        if (markup.breaksWords(name)) {
            builder.breakWord();
        }
        if (markup.hidesText(name)) {
            hiddenDepth++;
        }
        Style style = markup.styleOf(name);
        if (style != null) {
            openStyleDepth.merge(style, 1, Integer::sum);
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        String name = openElements.isEmpty() ? elementName(localName, qName) : openElements.pop();
        if (markup.breaksWords(name)) {
            builder.breakWord();
        }
        if (markup.hidesText(name)) {
            hiddenDepth--;
        }
        Style style = markup.styleOf(name);
        if (style != null) {
            openStyleDepth.merge(style, -1, Integer::sum);
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (hiddenDepth > 0) {
            return;
        }
        builder.append(new String(ch, start, length), activeStyles());
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        characters(ch, start, length);
    }

    private EnumSet<Style> activeStyles() {
        EnumSet<Style> active = EnumSet.noneOf(Style.class);
        for (Map.Entry<Style, Integer> entry : openStyleDepth.entrySet()) {
            if (entry.getValue() > 0) {
                active.add(entry.getKey());
            }
        }
        return active;
    }

    private static String elementName(String localName, String qName) {
        String name = localName == null || localName.isEmpty() ? qName : localName;
        int colon = name.indexOf(':');
        return (colon >= 0 ? name.substring(colon + 1) : name).toLowerCase(Locale.ROOT);
    }
}
