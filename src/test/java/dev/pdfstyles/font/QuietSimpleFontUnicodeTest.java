package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts.FontName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import dev.pdfstyles.testsupport.DocumentFonts;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * QuietSimpleFontUnicode against PDFBox itself, on every simple font of the corpus and of Tika's test PDFs: the
 * same answer for every code, and PDFBox asked only about codes it maps (the others are the ones it warns about).
 */
class QuietSimpleFontUnicodeTest {
    @Test
    void apply_everyCodeOfRealFonts_answersAsPdfboxAndAsksOnlyAboutMappedCodes() throws Exception {
        // arrange
        List<byte[]> pdfs = TestDocuments.corpusAndTikaPdfBytes();
        int fonts = 0;
        int quietCodes = 0;
        for (byte[] pdf : pdfs) {
            List<PDFont> all;
            try (PDDocument document = Loader.loadPDF(pdf)) {
                all = DocumentFonts.of(document);
                for (PDFont font : all) {
                    if (!(font instanceof PDSimpleFont)) {
                        continue;
                    }
                    fonts++;
                    PDSimpleFont simple = (PDSimpleFont) font;
                    List<Integer> askedUnmapped = new ArrayList<>();
                    QuietSimpleFontUnicode quiet = new QuietSimpleFontUnicode(simple, code -> {
                        String answer = simple.toUnicode(code);
                        if (answer == null) {
                            askedUnmapped.add(code);
                        }
                        return answer;
                    });
                    for (int code = 0; code < 256; code++) {
                        // act
                        String answer = quiet.apply(code);
                        // assert
                        assertEquals(simple.toUnicode(code), answer, font.getName() + " code " + code);
                        quietCodes += answer == null ? 1 : 0;
                    }
                    assertEquals(List.of(), askedUnmapped, font.getName() + ": PDFBox asked about unmapped codes");
                }
            } catch (IOException e) {
                // encrypted or broken test PDFs: no fonts to compare
            }
        }
        assertTrue(QuietSimpleFontUnicode.canFetchPdfboxCMap(), "PDFont.getToUnicodeCMap() not found");
        assertTrue(fonts > 300, "simple fonts compared: " + fonts);
        assertTrue(quietCodes > 10_000, "codes answered without PDFBox: " + quietCodes);
    }

    /** ZapfDingbats reads its glyph names with its own glyph list, the other base-14 fonts with the AGL. */
    @ParameterizedTest(name = "{0}")
    @EnumSource(FontName.class)
    void apply_everyCodeOfABase14Font_answersAsPdfbox(FontName name) {
        // arrange
        PDSimpleFont font = new PDType1Font(name);
        QuietSimpleFontUnicode quiet = new QuietSimpleFontUnicode(font);
        for (int code = 0; code < 256; code++) {
            // act + assert
            assertEquals(font.toUnicode(code), quiet.apply(code), name + " code " + code);
        }
    }
}
