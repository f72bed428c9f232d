package dev.pdfstyles.tika;

import java.io.IOException;

import org.apache.tika.sax.ContentHandlerDecorator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.xhtml.StyledCharacterStream;

/**
 * Sits under the stock parser's XHTML writer and adds style elements to each page's text.
 *
 * <p>The stock parser writes every page as {@code <div class="page">}, first the page's text as a run of
 * {@code <p>} elements, then annotations, images, OCR output and the like. When a page div starts, this
 * handler runs our own pass over the same page, then passes the stock events of the leading paragraph
 * run through a {@link StyledCharacterStream}, which wraps the stock characters in style elements as they
 * arrive. Nothing is held back, so a write limit, an exception or a slow page behaves as with the stock
 * parser. Everything else passes through untouched. Only the document's own page divs (at depth 3, under
 * {@code html/body}) are styled: embedded documents arrive deeper and are styled by their own parse.
 *
 * <p>Any failure of our pass leaves the page exactly as the stock parser wrote it.
 */
final class PageSplicingHandler extends ContentHandlerDecorator {

    private static final Logger LOG = LoggerFactory.getLogger(PageSplicingHandler.class);

    /** html = 1, body = 2, page div = 3. */
    private static final int PAGE_DIV_DEPTH = 3;

    private final ContentHandler downstream;
    private final PageStyler styler;
    private int depth;
    private int pageIndex = -1;
    /** The current page's leading paragraph run, while it lasts; null elsewhere. */
    private StyledCharacterStream leadingRun;

    PageSplicingHandler(ContentHandler downstream, PageStyler styler) {
        super(downstream);
        this.downstream = downstream;
        this.styler = styler;
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
        depth++;
        String name = nameOf(localName, qName);
        if (leadingRun != null) {
            leadingRun.closeElements();
            if (depth != PAGE_DIV_DEPTH + 1 || !"p".equals(name)) {
                leadingRun = null;   // the text is over: annotations, images, OCR output follow
            }
        }
        if (depth == PAGE_DIV_DEPTH && "div".equals(name) && "page".equals(atts.getValue("class"))) {
            pageIndex++;
            leadingRun = new StyledCharacterStream(styledTextOfCurrentPage(), downstream);
        }
        super.startElement(uri, localName, qName, atts);
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        if (leadingRun != null) {
            leadingRun.closeElements();
            if (depth == PAGE_DIV_DEPTH) {
                leadingRun = null;
            }
        }
        depth--;
        super.endElement(uri, localName, qName);
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (leadingRun != null && depth == PAGE_DIV_DEPTH + 1) {
            leadingRun.characters(ch, start, length);
        } else {
            super.characters(ch, start, length);
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        if (leadingRun != null && depth == PAGE_DIV_DEPTH + 1) {
            leadingRun.ignorableWhitespace(ch, start, length);
        } else {
            super.ignorableWhitespace(ch, start, length);
        }
    }

    @Override
    public void processingInstruction(String target, String data) throws SAXException {
        if (leadingRun != null) {
            leadingRun.closeElements();
        }
        super.processingInstruction(target, data);
    }

    private StyledText styledTextOfCurrentPage() {
        try {
            return styler.stylePage(pageIndex);
        } catch (IOException | RuntimeException e) {
            // The stock text stands. No warning metadata: the stock parser reports its own failures,
            // and metadata must stay identical to its output.
            LOG.debug("page {} left unstyled", pageIndex + 1, e);
            return null;
        }
    }

    private static String nameOf(String localName, String qName) {
        return localName == null || localName.isEmpty() ? qName : localName;
    }
}
