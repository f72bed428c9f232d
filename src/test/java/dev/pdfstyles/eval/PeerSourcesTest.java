package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PeerSourcesTest {
    private static final double TEST_EPS = 1e-9;

    @Test
    void pyMuPdfSpans_spansAndLineEnds_wordsJoinAcrossSpansOnly() throws Exception {
        // arrange: "bo" bold + "ld" underlined is one word, half of each; the line end separates "x" from "y"
        String json = "{\"pymupdf\": \"1.21.1\", \"spans\": [{\"t\": \"bo\", \"b\": 1, \"i\": 0, \"u\": 0, \"s\": 0},"
                + " {\"t\": \"ld x\", \"b\": 0, \"i\": 0, \"u\": 1, \"s\": 0}, {\"t\": \"\\n\"},"
                + " {\"t\": \"y\", \"b\": 0, \"i\": 1, \"u\": 0, \"s\": 1}]}";

        // act / assert
        assertEquals(WordLists.parse("bold|b|u x|u y|i|s"), PeerSources.pyMuPdfSpans(json));
    }

    @Test
    void pyMuPdfSpans_noSpans_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> PeerSources.pyMuPdfSpans("{\"x\": 1}"));
    }

    @Test
    void bodyAsXml_html4Head_bodyParsed() {
        // arrange: PDFText2HTML's head is not XML (unclosed meta)
        String html = "<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\"\n"
                + "\"http://www.w3.org/TR/html4/loose.dtd\">\n<html><head><title>T</title>\n"
                + "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-8\">\n</head>\n"
                + "<body>\n<div><p><b>Caf&#233;</b> x\n</p></div></body></html>";

        // act / assert
        assertEquals(WordLists.parse("Caf\u00E9|b x"),
                XhtmlStyledWords.fromXml(PeerSources.bodyAsXml(html), Markup.TIKA_XHTML));
    }

    @Test
    void named_pdfBoxHtmlOnTinyPdf_everyWordAligned(@TempDir Path corpus) throws Exception {
        // arrange
        TinyPdfs.write(corpus, "one", "gen", WordLists.parse("The lessee|b shall"));

        // act
        AccuracyEvaluation evaluation = AccuracyEvaluation.run(corpus, PeerSources.named("pdfbox-html"));

        // assert
        assertEquals(1.0, evaluation.overall().wordRecall(), TEST_EPS);
        assertTrue(PeerSources.isInstalled("pdfbox-html"));
    }

    @Test
    void named_unknown_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> PeerSources.named("acrobat"));
    }
}
