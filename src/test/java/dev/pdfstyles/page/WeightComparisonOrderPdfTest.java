package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.ContentStreams;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * The page-level weight comparison sees every glyph of the page, including those shown before its first glyph in
 * a font of unknown weight. The recorder starts collecting for the comparison at that glyph and takes the glyphs
 * before it then; a page whose regular face is shown only before the emboldened copy tests that.
 *
 * <p>The page is cairo's CJK page (test-documents/cairo/cjk.pdf), its content replaced by two lines in its own
 * fonts: {@code f-1-1} is WenQuanYi Micro Hei, judged regular by its outlines; {@code f-0-1} is cairo's
 * emboldened copy of it, a font of unknown weight whose codes 1-4 are the bold title 中文样式.
 */
class WeightComparisonOrderPdfTest {

    private static final String REGULAR_LINE =
            "BT 12 0 0 -12 56.7 100 Tm /f-1-1 1 Tf <0001000200030004000500060007> Tj ET";
    private static final String EMBOLDENED_LINE = "BT 12 0 0 -12 56.7 130 Tm /f-0-1 1 Tf <00010002> Tj ET";

    @Test
    void emboldenedCopyShownAfterItsRegularFace_isBold() throws Exception {
        // arrange: the regular face's glyphs all come before the copy's
        byte[] pdf = cjkPageWithContent(REGULAR_LINE + "\n" + EMBOLDENED_LINE);
        // act
        String xhtml = styledXhtml(pdf);
        // assert
        assertTrue(xhtml.contains("<b>中文</b>"), xhtml);
    }

    /** The same copy alone on its page: nothing regular to compare it with, so it stays unstyled. */
    @Test
    void emboldenedCopyAlone_isNotBold() throws Exception {
        // arrange
        byte[] pdf = cjkPageWithContent(EMBOLDENED_LINE);
        // act
        String xhtml = styledXhtml(pdf);
        // assert
        assertTrue(xhtml.contains("中文"), xhtml);
        assertFalse(xhtml.contains("<b>"), xhtml);
    }

    private static String styledXhtml(byte[] pdf) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        new StyledPdfParser().parse(new ByteArrayInputStream(pdf), handler, new Metadata(), new ParseContext());
        return handler.toString();
    }

    /** cairo/cjk.pdf with its page's content replaced by {@code content}, in the page's own resources. */
    private static byte[] cjkPageWithContent(String content) throws IOException {
        try (PDDocument document = Loader.loadPDF(TestDocuments.corpusRoot().resolve("cairo/cjk.pdf").toFile())) {
            ContentStreams.setContent(document, document.getPage(0), "1 0 0 -1 0 842 cm\n0 0 0 rg\n" + content + "\n");
            return ContentStreams.saved(document);
        }
    }
}
