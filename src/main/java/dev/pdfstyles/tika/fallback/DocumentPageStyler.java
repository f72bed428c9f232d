package dev.pdfstyles.tika.fallback;

import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.model.StyledText;

/**
 * Styles the pages of the one document a parse call loaded, with a second pass of our own (the fallback
 * where the single pass is not possible). Created per call; the pass is made on first use and kept for
 * the rest of the document, with the call's font verdicts.
 */
public final class DocumentPageStyler implements PageStyler {

    private final DocumentCapture capture;
    private final DetectionSettings settings;
    private final StripperOptions stripperOptions;
    private final FontVerdictCache fonts;
    private PageStylePass pass;
    private PDDocument passDocument;
    /** Pages come in order: walking the page tree once beats PDPageTree.get(i), which starts at the root. */
    private java.util.Iterator<PDPage> pages;
    private int nextPageIndex;

    public DocumentPageStyler(DocumentCapture capture, DetectionSettings settings, StripperOptions stripperOptions,
                       FontVerdictCache fonts) {
        this.capture = capture;
        this.settings = settings;
        this.stripperOptions = stripperOptions;
        this.fonts = fonts;
    }

    @Override
    public StyledText stylePage(int pageIndex) throws IOException {
        PDDocument document = capture.document();
        if (document == null || pageIndex < 0 || pageIndex >= document.getNumberOfPages()) {
            return null;
        }
        if (pass == null || passDocument != document) {
            pass = new PageStylePass(document, settings, fonts, stripperOptions);
            passDocument = document;
            pages = null;
        }
        return pass.stylePage(page(document, pageIndex));
    }

    /** The page, from an iterator kept across calls (the stock parser also walks the tree in this order). */
    private PDPage page(PDDocument document, int pageIndex) {
        if (pages == null || pageIndex < nextPageIndex) {
            pages = document.getPages().iterator();
            nextPageIndex = 0;
        }
        while (nextPageIndex < pageIndex && pages.hasNext()) {
            pages.next();
            nextPageIndex++;
        }
        if (!pages.hasNext()) {
            return document.getPage(pageIndex);
        }
        nextPageIndex++;
        return pages.next();
    }
}
