package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PeerSourcesTest {
    private static final double TEST_EPS = 1e-9;
    /** What scripts/pymupdf-words.py prints for two pages. */
    private static final String PYMUPDF_TWO_PAGES = "{\"pymupdf\": \"1.21.1\", \"styles\": \"bi\", \"pages\": ["
            + "[{\"t\": \"bo\", \"b\": 1, \"i\": 0, \"u\": 0, \"s\": 0},"
            + " {\"t\": \"ld x\", \"b\": 0, \"i\": 0, \"u\": 1, \"s\": 0}, {\"t\": \"\\n\"},"
            + " {\"t\": \"y\", \"b\": 0, \"i\": 1, \"u\": 0, \"s\": 1}],"
            + " [{\"t\": \"z\", \"b\": 1, \"i\": 0, \"u\": 0, \"s\": 0}]]}";

    @Test
    void readPyMuPdf_spansAndLineEnds_wordsJoinAcrossSpansOnly() throws Exception {
        // arrange: "bo" bold + "ld" underlined is one word, half of each; the line end separates "x" from "y",
        // the page end "y" from "z"
        StyledWordBuilder words = new StyledWordBuilder();

        // act
        PeerSources.readPyMuPdf(PYMUPDF_TWO_PAGES, words);

        // assert
        assertEquals(WordLists.parse("bold|b|u x|u y|i|s z|b"), words.finish());
    }

    @Test
    void readPyMuPdf_twoPages_eachSpanOnItsPage() throws Exception {
        // arrange
        StyledPages pages = new StyledPages();

        // act
        PeerSources.readPyMuPdf(PYMUPDF_TWO_PAGES, pages);
        List<PageText> read = pages.finish();

        // assert
        assertEquals(2, read.size());
        assertEquals("boldxy", read.get(0).keys());
        assertEquals("z", read.get(1).keys());
        assertTrue(read.get(1).hasStyle(0, Style.BOLD));
    }

    @Test
    void readPyMuPdf_noPages_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class,
                () -> PeerSources.readPyMuPdf("{\"spans\": []}", new StyledWordBuilder()));
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
    void decodeCharacterReferences_surrogatePairControlAndMarkup_decodedOrKept() {
        // arrange: PDFText2HTML's escaping of U+1F32F, U+0002, "<b>" as text and e-acute
        String text = "&#55356;&#57135; &#2;x &#60;b&#62; &#233;&#9999999999;";

        // act / assert
        assertEquals("\uD83C\uDF2F \u0002x &#60;b&#62; \u00E9\uFFFD", PeerSources.decodeCharacterReferences(text));
    }

    @Test
    void bodyAsXml_referencesXmlForbids_pageStillRead() {
        // arrange
        String html = "<html><head><meta></head><body><p><b>T&#2;op</b> &#55356;&#57135;x &#60;y&#62;</p></body>"
                + "</html>";

        // act
        List<StyledWord> words = XhtmlStyledWords.fromXml(PeerSources.bodyAsXml(html), Markup.TIKA_XHTML);

        // assert
        assertEquals(WordLists.parse("T\uFFFDop|b \uD83C\uDF2Fx <y>"), words);
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
    void named_pdfBoxHtmlPagesOnTwoPagePdf_eachPageItsOwnText(@TempDir Path folder) throws Exception {
        // arrange
        Path pdf = folder.resolve("two.pdf");
        TinyPdfs.writePages(pdf, List.of(WordLists.parse("The lessee|b"), WordLists.parse("shall pay|b")));

        // act
        List<PageText> pages = PeerSources.named("pdfbox-html").extractPages(pdf).pages();

        // assert
        assertEquals(2, pages.size());
        assertEquals("Thelessee", pages.get(0).keys());
        assertTrue(pages.get(0).hasStyle(3, Style.BOLD));
        assertFalse(pages.get(0).hasStyle(2, Style.BOLD));
        assertEquals("shallpay", pages.get(1).keys());
        assertTrue(pages.get(1).hasStyle(5, Style.BOLD));
        assertFalse(pages.get(1).hasStyle(4, Style.BOLD));
    }

    @Test
    void find_pdfBoxHtml_versionAndOnlyBoldItalic() {
        // act
        PeerSources.Peer peer = PeerSources.find("pdfbox-html").orElseThrow();

        // assert
        assertEquals(EnumSet.of(Style.BOLD, Style.ITALIC), peer.styles());
        assertTrue(peer.tool().startsWith("PDFBox `PDFText2HTML` 3."), peer.tool());
    }

    @Test
    void stylesOf_keys_stylesInOrder() {
        assertEquals(EnumSet.of(Style.BOLD, Style.ITALIC, Style.STRIKE), PeerSources.stylesOf("bis"));
        assertEquals(EnumSet.noneOf(Style.class), PeerSources.stylesOf(""));
        assertThrows(IllegalArgumentException.class, () -> PeerSources.stylesOf("bx"));
    }

    @Test
    void named_unknown_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> PeerSources.named("acrobat"));
        assertThrows(IllegalArgumentException.class, () -> PeerSources.isInstalled("acrobat"));
    }
}
