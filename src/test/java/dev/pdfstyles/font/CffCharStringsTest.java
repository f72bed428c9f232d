package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1CFont;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.DocumentFonts;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * CffCharStrings against PDFBox itself, on every code of every embedded name-keyed CFF font of the corpus and of
 * Tika's test PDFs: each outline it draws is PDFBox's {@code getNormalizedPath}, segment for segment, and the
 * glyphs it leaves to PDFBox are few (on the day it was written, 31,247 drawn and 241 left, all of them
 * {@code nbspace} and {@code sfthyphen}). This is also the check on fontbox keeping a CFF font's local
 * subroutines as a {@code byte[][]} under the private dictionary's "Subrs".
 */
class CffCharStringsTest {
    /**
     * Font units two outlines' coordinates may differ by: PDFBox reads a 16.16 fixed operand over 65535 where
     * the format divides by 65536, under 1/65535 of a unit per operand; a glyph of 1000 units moves by far less
     * than this.
     */
    private static final double TEST_EPS = 1e-3;

    @Test
    void normalizedPath_everyCodeOfRealCffFonts_drawsPdfboxPath() throws Exception {
        // arrange
        List<byte[]> pdfs = new ArrayList<>();
        for (Path file : TestDocuments.corpusPdfs()) {
            pdfs.add(Files.readAllBytes(file));
        }
        for (String name : TestDocuments.tikaTestPdfNames()) {
            pdfs.add(TestDocuments.tikaTestPdf(name));
        }
        int fonts = 0;
        int fontsWithLocalSubrs = 0;
        int drawn = 0;
        int leftToPdfbox = 0;
        List<String> different = new ArrayList<>();
        for (byte[] pdf : pdfs) {
            try (PDDocument document = Loader.loadPDF(pdf)) {
                for (PDFont font : DocumentFonts.of(document)) {
                    if (!(font instanceof PDType1CFont) || !font.isEmbedded()) {
                        continue;
                    }
                    PDType1CFont cffFont = (PDType1CFont) font;
                    CffCharStrings charStrings = CffCharStrings.of(cffFont);
                    assertNotNull(charStrings, font.getName());
                    fonts++;
                    if (cffFont.getCFFType1Font().getPrivateDict().containsKey("Subrs")) {
                        assertTrue(charStrings.readsLocalSubrs(), font.getName() + ": local subroutines not found");
                        fontsWithLocalSubrs++;
                    }
                    for (int code = 0; code < 256; code++) {
                        // act
                        GeneralPath ours;
                        try {
                            ours = charStrings.drawnPath(code);
                        } catch (IOException e) {
                            different.add(font.getName() + " code " + code + ": " + e.getMessage());
                            continue;
                        }
                        // assert
                        if (ours == null) {
                            leftToPdfbox++;
                            continue;
                        }
                        drawn++;
                        String difference = PathDifference.of(ours, cffFont.getNormalizedPath(code), TEST_EPS);
                        if (difference != null) {
                            different.add(font.getName() + " code " + code + ": " + difference);
                        }
                    }
                }
            } catch (IOException e) {
                // encrypted or broken test PDFs: no fonts to compare
            }
        }
        assertEquals(List.of(), different);
        assertTrue(fonts > 100, "CFF fonts compared: " + fonts);
        assertTrue(fontsWithLocalSubrs > 0, "CFF fonts with local subroutines: " + fontsWithLocalSubrs);
        assertTrue(leftToPdfbox * 100 < drawn, "glyphs left to PDFBox: " + leftToPdfbox + " of " + (drawn + leftToPdfbox));
    }
}
