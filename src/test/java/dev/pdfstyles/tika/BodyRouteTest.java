package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.PDF;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BodyRouteTest {

    @ParameterizedTest(name = "marked {0}, angles {1}, tagged {2}, xfa-only {3}, render-first {4}, ocr {5} -> {6}")
    @CsvSource({
        // marked, angles, tagged (metadata; "-": absent), xfaOnly, renderFirst, ocr, route
        "false, false, -,     false, false, NO_OCR,   SINGLE_PASS",
        "false, false, true,  false, false, NO_OCR,   SINGLE_PASS",
        "false, true,  -,     false, false, NO_OCR,   SINGLE_PASS",
        "false, false, -,     true,  false, NO_OCR,   SECOND_PASS",
        "false, false, -,     false, true,  NO_OCR,   SECOND_PASS",
        "false, true,  -,     true,  false, NO_OCR,   STOCK",
        "false, true,  -,     false, true,  NO_OCR,   STOCK",
        "true,  false, true,  false, false, NO_OCR,   MARKED_CONTENT",
        "true,  true,  true,  false, false, NO_OCR,   MARKED_CONTENT",
        "true,  false, false, false, false, NO_OCR,   SINGLE_PASS",
        "true,  true,  false, false, false, NO_OCR,   SINGLE_PASS",
        "true,  false, -,     false, false, NO_OCR,   STOCK",
        "true,  false, true,  true,  false, NO_OCR,   STOCK",
        "true,  false, true,  false, true,  NO_OCR,   STOCK",
        "true,  false, false, true,  false, NO_OCR,   SECOND_PASS",
        "false, false, -,     false, false, OCR_ONLY, STOCK",
        "true,  false, true,  false, false, OCR_ONLY, STOCK",
        "false, false, -,     false, false, OCR_AND_TEXT_EXTRACTION, SINGLE_PASS",
    })
    void of_configurationAndMetadata_route(boolean marked, boolean angles, String tagged, boolean xfaOnly,
                                           boolean renderFirst, PDFParserConfig.OCR_STRATEGY ocr, BodyRoute route) {
        // arrange
        PDFParserConfig config = new PDFParserConfig();
        config.setExtractMarkedContent(marked);
        config.setDetectAngles(angles);
        config.setIfXFAExtractOnlyXFA(xfaOnly);
        if (renderFirst) {
            config.setImageStrategy(PDFParserConfig.IMAGE_STRATEGY.RENDER_PAGES_BEFORE_PARSE);
        }
        config.setOcrStrategy(ocr);
        Metadata metadata = new Metadata();
        if (!"-".equals(tagged)) {
            metadata.set(PDF.HAS_MARKED_CONTENT, Boolean.parseBoolean(tagged));
        }
        // act + assert
        assertEquals(route, BodyRoute.of(config, metadata));
    }
}
