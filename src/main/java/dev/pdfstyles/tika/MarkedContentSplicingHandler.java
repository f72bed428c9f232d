package dev.pdfstyles.tika;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;

import org.apache.tika.sax.ContentHandlerDecorator;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledSegments;
import dev.pdfstyles.xhtml.SegmentedCharacterStream;

/**
 * Sits under the stock parser's XHTML writer when Tika's marked-content writer writes the body
 * ({@code extractMarkedContent=true} on a tagged document), and adds style elements to its text.
 *
 * <p>That writer writes the whole document's text first, in the order of the structure tree, inside the
 * elements it makes of the structure types ({@code p}, {@code h1}-{@code h6}, {@code li}, {@code td},
 * {@code th}, {@code div} with the type as class, {@code a} for links, {@code ul}, {@code table}...);
 * then one page div per page, with annotations, images and OCR output. Each characters event of the text is
 * the text of one marked-content sequence, or of a link's sequences together; {@link SegmentedCharacterStream}
 * styles it from our own reading of the pages ({@code tika.marked.MarkedContentStyles}). Style elements are
 * written only directly inside the elements that hold text ({@link #TEXT_ELEMENTS}), and only before the first
 * page div: what follows (annotations, OCR, embedded documents) is never styled here.
 */
final class MarkedContentSplicingHandler extends ContentHandlerDecorator {

    /** The elements of Tika's marked-content writer inside which a style element may stand. */
    static final Set<String> TEXT_ELEMENTS = Set.of("p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th",
            "div", "a");

    /** html = 1, body = 2: the text and the page divs are children of the body. */
    private static final int BODY_DEPTH = 2;

    private final SegmentedCharacterStream stream;
    private final Deque<String> open = new ArrayDeque<>();
    /** From the body's start to the first page div: the writer's text. */
    private boolean inText;
    private boolean textOver;

    MarkedContentSplicingHandler(ContentHandler downstream, StyledSegments segments) {
        super(downstream);
        this.stream = new SegmentedCharacterStream(segments, downstream);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
        stream.closeElements();
        String name = localName == null || localName.isEmpty() ? qName : localName;
        if (open.size() == BODY_DEPTH - 1 && "body".equals(name)) {
            inText = !textOver;
        } else if (open.size() == BODY_DEPTH && "div".equals(name) && "page".equals(atts.getValue("class"))) {
            inText = false;
            textOver = true;
        }
        open.push(name);
        super.startElement(uri, localName, qName, atts);
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        stream.closeElements();
        if (!open.isEmpty()) {
            open.pop();
        }
        if (open.size() < BODY_DEPTH) {
            inText = false;
        }
        super.endElement(uri, localName, qName);
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (inText) {
            String element = open.peek();
            stream.characters(ch, start, length, element != null && TEXT_ELEMENTS.contains(element));
        } else {
            super.characters(ch, start, length);
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        stream.closeElements();
        super.ignorableWhitespace(ch, start, length);
    }

    @Override
    public void processingInstruction(String target, String data) throws SAXException {
        stream.closeElements();
        super.processingInstruction(target, data);
    }

    @Override
    public void skippedEntity(String name) throws SAXException {
        stream.closeElements();
        super.skippedEntity(name);
    }

    @Override
    public void endDocument() throws SAXException {
        stream.closeElements();
        super.endDocument();
    }
}
