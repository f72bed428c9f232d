package dev.pdfstyles.tika.fallback;

import org.apache.tika.parser.pdf.PDFParserConfig;


/**
 * Mirrors how Tika configures its text stripper ({@code PDFParserConfig.configure(PDF2XHTML)} in Tika
 * 3.3.1), the one Tika detail the style pass depends on: both passes must write the same characters.
 * {@code StockBehaviourParityTest} and {@code SortedOutputStylesTest} hold it to the stock parser's output.
 */
public final class StockTextSettings {

    private StockTextSettings() {
    }

    public static StripperOptions of(PDFParserConfig config) {
        return new StripperOptions(config.isSortByPosition(), config.isEnableAutoSpace() ? " " : "",
                config.getAverageCharTolerance(), config.getSpacingTolerance(), config.getDropThreshold(),
                config.isSuppressDuplicateOverlappingText(), SpaceGlyphSetting.of(config));
    }

    /**
     * Whether the stock parser writes text of the document's own that a splice can style: every mode but
     * OCR-only, whose text is Tesseract's (default text, marked content and angle detection are styled, each
     * its own way: {@code dev.pdfstyles.tika.BodyRoute}).
     */
    public static boolean isSpliceable(PDFParserConfig config) {
        return config.getOcrStrategy() != PDFParserConfig.OCR_STRATEGY.OCR_ONLY;
    }
}
