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
 * ({@link Markup#breaksWords}) do. The characters go to a {@link StyledTextSink}: a word list, or the text of one
 * page when a peer tool is run page by page.
 */
public final class XhtmlStyledWords extends DefaultHandler {
    private final OpenMarkup open;
    private final StyledTextSink sink;
    private final Deque<String> openElements = new ArrayDeque<>();

    private XhtmlStyledWords(Markup markup, StyledTextSink sink) {
        this.open = new OpenMarkup(markup);
        this.sink = sink;
    }

    /** Words of a Tika XHTML document. */
    public static List<StyledWord> fromXhtml(String xhtml) {
        return fromXml(xhtml, Markup.TIKA_XHTML);
    }

    /** Words of a well-formed XML document in the given dialect; characters XML 1.0 forbids are replaced first. */
    public static List<StyledWord> fromXml(String xml, Markup markup) {
        StyledWordBuilder words = new StyledWordBuilder();
        read(xml, markup, words);
        return words.finish();
    }

    /** Writes the text of a well-formed XML document in the given dialect into {@code sink}. */
    static void read(String xml, Markup markup, StyledTextSink sink) {
        XmlInput.parse(xml, new XhtmlStyledWords(markup, sink));
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        String name = OpenMarkup.elementName(localName, qName);
        openElements.push(name);
        if (open.open(name)) {
            sink.breakWord();
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        String name = openElements.isEmpty() ? OpenMarkup.elementName(localName, qName) : openElements.pop();
        if (open.close(name)) {
            sink.breakWord();
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (open.isHidden()) {
            return;
        }
        sink.append(new String(ch, start, length), open.activeStyles());
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        characters(ch, start, length);
    }
}
