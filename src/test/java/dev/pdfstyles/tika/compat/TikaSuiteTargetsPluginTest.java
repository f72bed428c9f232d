package dev.pdfstyles.tika.compat;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.apache.tika.TikaTest;
import org.apache.tika.metadata.TikaCoreProperties;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.StyledPdfParser;

/**
 * Guards the premise of running Tika's own PDF tests (Surefire dependenciesToScan): their
 * {@code AUTO_DETECT_PARSER} must reach the plugin through SPI, otherwise those 87 tests would
 * silently test the stock parser again.
 */
class TikaSuiteTargetsPluginTest extends TikaTest {

    @Test
    void autoDetectParser_pdf_isThePlugin() {
        assertInstanceOf(StyledPdfParser.class, ParserLookup.pdfParserOf(AUTO_DETECT_PARSER));
    }

    @Test
    void autoDetectParser_wordExportWithBold_styledAndParsedByPlugin() throws Exception {
        // act
        XMLResult result = getXML("testPDFVarious.pdf");

        // assert
        assertContains("<b>Bold</b>", result.xml);
        assertContains(StyledPdfParser.class.getName(),
                List.of(result.metadata.getValues(TikaCoreProperties.TIKA_PARSED_BY)));
    }
}
