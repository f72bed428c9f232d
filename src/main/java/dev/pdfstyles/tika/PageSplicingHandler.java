package dev.pdfstyles.tika;

import java.io.IOException;

import org.apache.tika.sax.ContentHandlerDecorator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.xhtml.SaxEventBuffer;
import dev.pdfstyles.xhtml.StyledParagraphWriter;

/**
 * Sits under the stock parser's XHTML writer and adds style elements to each page's text.
 *
 * <p>The stock parser writes every page as {@code <div class="page">}, first the page's text as a run of
 * {@code <p>} elements, then annotations, images, OCR output and the like. This handler holds back that
 * leading run of paragraphs, and when it ends (at the first other element or at the page's end) writes
 * it again with the styles of our own pass over the same page (see {@link StyledParagraphWriter}).
 * Everything else passes through untouched. Only the document's own page divs (at depth 3, under
 * {@code html/body}) are touched: embedded documents arrive deeper and are styled by their own parse.
 *
 * <p>Any failure of our pass leaves the page exactly as the stock parser wrote it.
 */
final class PageSplicingHandler extends ContentHandlerDecorator {

    private static final Logger LOG = LoggerFactory.getLogger(PageSplicingHandler.class);

    /** html = 1, body = 2, page div = 3. */
    private static final int PAGE_DIV_DEPTH = 3;

    private final ContentHandler downstream;
    private final PageStyler styler;
    private final SaxEventBuffer buffer = new SaxEventBuffer();
    private int depth;
    private int pageIndex = -1;
    private boolean inLeadingRun;
    private boolean runHasOnlyParagraphs;

    PageSplicingHandler(ContentHandler downstream, PageStyler styler) {
        super(downstream);
        this.downstream = downstream;
        this.styler = styler;
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
        depth++;
        String name = nameOf(localName, qName);
        if (depth == PAGE_DIV_DEPTH && "div".equals(name) && "page".equals(atts.getValue("class"))) {
            pageIndex++;
            inLeadingRun = true;
            runHasOnlyParagraphs = true;
            buffer.clear();
            super.startElement(uri, localName, qName, atts);
            return;
        }
        if (inLeadingRun) {
            if (depth == PAGE_DIV_DEPTH + 1 && !"p".equals(name)) {
                endLeadingRun();
            } else {
                runHasOnlyParagraphs &= "p".equals(name);
                buffer.startElement(uri, localName, qName, atts);
                return;
            }
        }
        super.startElement(uri, localName, qName, atts);
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        if (inLeadingRun) {
            if (depth == PAGE_DIV_DEPTH) {
                endLeadingRun();
            } else {
                buffer.endElement(uri, localName, qName);
                depth--;
                return;
            }
        }
        depth--;
        super.endElement(uri, localName, qName);
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (inLeadingRun) {
            buffer.characters(ch, start, length);
        } else {
            super.characters(ch, start, length);
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        if (inLeadingRun) {
            buffer.ignorableWhitespace(ch, start, length);
        } else {
            super.ignorableWhitespace(ch, start, length);
        }
    }

    @Override
    public void processingInstruction(String target, String data) throws SAXException {
        if (inLeadingRun) {
            endLeadingRun();
        }
        super.processingInstruction(target, data);
    }

    @Override
    public void endDocument() throws SAXException {
        if (inLeadingRun) {
            endLeadingRun();
        }
        super.endDocument();
    }

    private void endLeadingRun() throws SAXException {
        inLeadingRun = false;
        StyledText styled = runHasOnlyParagraphs ? styledTextOfCurrentPage() : null;
        if (styled == null || !styled.hasAnyStyle() || !StyledParagraphWriter.write(buffer, styled, downstream)) {
            buffer.replay(downstream);
        }
        buffer.clear();
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
