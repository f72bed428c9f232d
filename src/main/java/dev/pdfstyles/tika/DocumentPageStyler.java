package dev.pdfstyles.tika;

import java.io.IOException;
import java.util.Collections;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;

import dev.pdfstyles.geometry.DetectionSettings;
import dev.pdfstyles.geometry.PageStylePass;
import dev.pdfstyles.geometry.StripperOptions;
import dev.pdfstyles.geometry.font.FontVerdictCache;
import dev.pdfstyles.model.StyledText;

/**
 * Styles the pages of the one document a parse call loaded. Created per call; the style pass and the
 * font verdicts are made on first use and kept for the rest of the document.
 */
final class DocumentPageStyler implements PageStyler {

    private final DocumentCapture capture;
    private final DetectionSettings settings;
    private final StripperOptions stripperOptions;
    private FontVerdictCache fonts;
    private PageStylePass pass;
    private PDDocument passDocument;
    /** Pages come in order: walking the page tree once beats PDPageTree.get(i), which starts at the root. */
    private java.util.Iterator<PDPage> pages;
    private int nextPageIndex;

    DocumentPageStyler(DocumentCapture capture, DetectionSettings settings, StripperOptions stripperOptions) {
        this.capture = capture;
        this.settings = settings;
        this.stripperOptions = stripperOptions;
    }

    @Override
    public StyledText stylePage(int pageIndex) throws IOException {
        PDDocument document = capture.document();
        if (document == null || pageIndex < 0 || pageIndex >= document.getNumberOfPages()) {
            return null;
        }
        if (pass == null || passDocument != document) {
            fonts = new FontVerdictCache(settings.fontEvidence());
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

    /** Verdicts of every font seen so far, one line each (empty if no page was styled). */
    List<String> describeFonts() {
        return fonts == null ? Collections.emptyList() : fonts.describeAll();
    }
}
