package dev.pdfstyles.eval;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Turns XHTML (as Tika's {@code ToXMLContentHandler} writes it, embedded documents, annotations and page divs
 * included) into the reader's word list with styles, by SAX. Text in the body is read in document order; inline
 * element boundaries do not split words ({@code <b>bo</b>ld} is one word), whitespace and block elements
 * ({@link Markup#breaksWords}) do. Usable as a {@link org.xml.sax.ContentHandler} directly.
 */
public final class XhtmlStyledWords extends DefaultHandler {
    private final OpenMarkup open;
    private final StyledWordBuilder builder = new StyledWordBuilder();
    private final Deque<String> openElements = new ArrayDeque<>();

    public XhtmlStyledWords(Markup markup) {
        this.open = new OpenMarkup(markup);
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
        String name = OpenMarkup.elementName(localName, qName);
        openElements.push(name);
        if (open.open(name)) {
            builder.breakWord();
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        String name = openElements.isEmpty() ? OpenMarkup.elementName(localName, qName) : openElements.pop();
        if (open.close(name)) {
            builder.breakWord();
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (open.isHidden()) {
            return;
        }
        builder.append(new String(ch, start, length), open.activeStyles());
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        characters(ch, start, length);
    }
}
