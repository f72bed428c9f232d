package dev.pdfstyles.picture;

import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.tika.parser.pdf.PDFParserConfig;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.tika.fallback.PageStylePass;
import dev.pdfstyles.tika.fallback.StockTextSettings;

/**
 * Reads one page's decisions with the plugin's own per-page pipeline: the second pass
 * ({@link PageStylePass}, configured as Tika's default text writer) with a {@link DecisionRecorder}
 * watching its recorder. The decisions are the ones a parse with the same settings makes on that page
 * (the single pass and the second pass share the recorder); fonts are judged afresh, per call.
 */
public final class PageDecisionReader {

    private PageDecisionReader() {
    }

    /**
     * @param pageIndex zero-based
     * @throws IOException when the page cannot be read, or the plugin's pass failed on it (then a parse
     *                     writes the page unstyled, and there are no decisions to show)
     */
    public static PageDecisions read(PDDocument document, int pageIndex, DetectionSettings settings)
            throws IOException {
        int pageCount = document.getNumberOfPages();
        if (pageIndex < 0 || pageIndex >= pageCount) {
            throw new IllegalArgumentException("page " + (pageIndex + 1) + " is not in 1.." + pageCount);
        }
        if (!settings.isUnderline() && !settings.isStrikethrough()) {
            throw new IllegalArgumentException("underline and strike-through detection are both off: "
                    + "no rule would be looked at");
        }
        FontVerdictCache fonts = new FontVerdictCache(settings.fontEvidence());
        DecisionRecorder recorder = new DecisionRecorder();
        PageStylePass pass = new PageStylePass(document, settings, fonts, StockTextSettings.of(new PDFParserConfig()),
                recorder);
        PDPage page = document.getPage(pageIndex);
        if (pass.stylePage(page) == null) {
            throw new IOException("the plugin's pass failed on page " + (pageIndex + 1)
                    + " (a parse writes it unstyled): no decisions to show");
        }
        PDRectangle cropBox = page.getCropBox();
        // PDPage.getRotation gives 0, 90, 180 or 270 (PDFRenderer turns the picture by the same)
        return recorder.build(pageIndex, pageCount, cropBox.getWidth(), cropBox.getHeight(), page.getRotation(),
                fonts.describeAll());
    }
}
