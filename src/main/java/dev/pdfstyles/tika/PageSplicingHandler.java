package dev.pdfstyles.tika;

import java.io.IOException;

import org.apache.tika.sax.ContentHandlerDecorator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.tika.fallback.PageStyler;
import dev.pdfstyles.xhtml.PageTextSink;
import dev.pdfstyles.xhtml.SaxRecording;
import dev.pdfstyles.xhtml.StyledCharacterStream;

/**
 * Sits under the stock parser's XHTML writer and adds style elements to each page's text.
 *
 * <p>The stock parser writes every page as {@code <div class="page">}, first the page's text as a run of
 * {@code <p>} elements, then annotations, images, OCR output and the like. This handler passes the stock
 * events of the leading paragraph run through a {@link StyledCharacterStream}, which wraps the stock
 * characters in style elements as they arrive, once the page's styles are known (below). Everything else
 * passes through untouched. Only the document's own page divs (at depth 3, under
 * {@code html/body}) are styled: embedded documents arrive deeper and are styled by their own parse.
 *
 * <p>It works in one of two ways. In the single pass ({@link #awaitingStyles}), the styles come from the
 * text writer itself once it has read the page, just before it has written the page's text: the page's
 * events are held back from the page div's start until the writer reports the styles
 * ({@link #pageTextWritten}), then sent on styled; the writer reports from within its own page writing,
 * so a write limit or a failing handler stops it where it would have stopped the stock writer. In the
 * second pass ({@link #stylingWith}), the styles come from our own pass over the page, run when the
 * page div starts, and nothing is held back.
 *
 * <p>Any failure of our pass leaves the page exactly as the stock parser wrote it.
 */
final class PageSplicingHandler extends ContentHandlerDecorator implements PageTextSink {

    private static final Logger LOG = LoggerFactory.getLogger(PageSplicingHandler.class);

    /** html = 1, body = 2, page div = 3. */
    private static final int PAGE_DIV_DEPTH = 3;

    private final ContentHandler downstream;
    private final PageStyler styler;
    private int depth;
    private int pageIndex = -1;
    /** The current page's leading paragraph run, while it lasts; null elsewhere. */
    private StyledCharacterStream leadingRun;
    /** Single pass: the current page's events, held back until its styles are known; null otherwise. */
    private SaxRecording heldBack;
    /** What {@link #heldBack} is while a page is held back: one recording serves every page. */
    private final SaxRecording pageEvents = new SaxRecording();
    /** Element depth inside what is held back, to see the leading paragraph run end. */
    private int heldBackDepth;
    /** Whether the document has started: from then on, events have gone downstream. */
    private boolean started;

    private PageSplicingHandler(ContentHandler downstream, PageStyler styler) {
        super(downstream);
        this.downstream = downstream;
        this.styler = styler;
    }

    /** Styles each page with our own second pass, run when the page div starts. */
    static PageSplicingHandler stylingWith(ContentHandler downstream, PageStyler styler) {
        return new PageSplicingHandler(downstream, styler);
    }

    /** Holds each page's text back until the text writer reports its styles ({@link #pageTextWritten}). */
    static PageSplicingHandler awaitingStyles(ContentHandler downstream) {
        return new PageSplicingHandler(downstream, null);
    }

    /** Whether any event has reached this handler (the document's start comes first). */
    boolean hasStarted() {
        return started;
    }

    @Override
    public void startDocument() throws SAXException {
        started = true;
        super.startDocument();
    }

    @Override
    public void pageTextWritten(StyledText styled) throws SAXException {
        if (heldBack != null) {
            release(styled);
        }
    }

    /** Sends the held-back events on, styled with {@code styled} (unstyled if null). */
    private void release(StyledText styled) throws SAXException {
        SaxRecording events = heldBack;
        heldBack = null;
        leadingRun = new StyledCharacterStream(styled, downstream);
        events.replayTo(this);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
        if (heldBack != null) {
            if (heldBackDepth > 0 || "p".equals(nameOf(localName, qName))) {
                heldBackDepth++;
                heldBack.startElement(uri, localName, qName, atts);
                return;
            }
            release(null);   // something other than the page's text came first: no styles for this page
        }
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
            if (styler != null) {
                leadingRun = new StyledCharacterStream(styledTextOfCurrentPage(), downstream);
            } else {
                super.startElement(uri, localName, qName, atts);
                heldBack = pageEvents;   // empty: the last page's replay emptied it
                heldBackDepth = 0;
                return;
            }
        }
        super.startElement(uri, localName, qName, atts);
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        if (heldBack != null) {
            if (heldBackDepth > 0) {
                heldBackDepth--;
                heldBack.endElement(uri, localName, qName);
                return;
            }
            release(null);   // the page ends before its text was reported
        }
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
        if (heldBack != null) {
            heldBack.characters(ch, start, length);
            return;
        }
        if (leadingRun != null && depth == PAGE_DIV_DEPTH + 1) {
            leadingRun.characters(ch, start, length);
        } else {
            super.characters(ch, start, length);
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        if (heldBack != null) {
            heldBack.ignorableWhitespace(ch, start, length);
            return;
        }
        if (leadingRun != null && depth == PAGE_DIV_DEPTH + 1) {
            leadingRun.ignorableWhitespace(ch, start, length);
        } else {
            super.ignorableWhitespace(ch, start, length);
        }
    }

    @Override
    public void processingInstruction(String target, String data) throws SAXException {
        if (heldBack != null) {
            heldBack.processingInstruction(target, data);
            return;
        }
        if (leadingRun != null) {
            leadingRun.closeElements();
        }
        super.processingInstruction(target, data);
    }

    @Override
    public void startPrefixMapping(String prefix, String uri) throws SAXException {
        if (heldBack != null) {
            heldBack.startPrefixMapping(prefix, uri);
        } else {
            super.startPrefixMapping(prefix, uri);
        }
    }

    @Override
    public void endPrefixMapping(String prefix) throws SAXException {
        if (heldBack != null) {
            heldBack.endPrefixMapping(prefix);
        } else {
            super.endPrefixMapping(prefix);
        }
    }

    @Override
    public void skippedEntity(String name) throws SAXException {
        if (heldBack != null) {
            heldBack.skippedEntity(name);
        } else {
            super.skippedEntity(name);
        }
    }

    @Override
    public void endDocument() throws SAXException {
        if (heldBack != null) {
            release(null);
        }
        super.endDocument();
    }

    private StyledText styledTextOfCurrentPage() {
        try {
            return styler.stylePage(pageIndex);
        } catch (IOException | RuntimeException | LinkageError | StackOverflowError e) {
            // The stock text stands (a LinkageError: a PDFBox without a member our pass calls; a stack
            // overflow: a page nested past what our pass can walk). No warning metadata: the stock parser reports its own failures,
            // and metadata must stay identical to its output.
            LOG.debug("page {} left unstyled", pageIndex + 1, e);
            return null;
        }
    }

    private static String nameOf(String localName, String qName) {
        return localName == null || localName.isEmpty() ? qName : localName;
    }
}
