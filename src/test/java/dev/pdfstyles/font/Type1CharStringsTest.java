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
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.DocumentFonts;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * Type1CharStrings against PDFBox itself, on every code of every embedded Type 1 font of the corpus and of
 * Tika's test PDFs: each outline it draws is PDFBox's {@code getNormalizedPath}, segment for segment, and the
 * glyphs it leaves to PDFBox are few (on the day it was written, 63 fonts: 16,128 outlines drawn, all the same,
 * none left). pdfTeX's Computer Modern fonts bring flex and hint replacement.
 */
class Type1CharStringsTest {
    /** Font units two outlines' coordinates may differ by: both add the same floats in the same order. */
    private static final double TEST_EPS = 1e-3;

    @Test
    void normalizedPath_everyCodeOfRealType1Fonts_drawsPdfboxPath() throws Exception {
        // arrange
        List<byte[]> pdfs = new ArrayList<>();
        for (Path file : TestDocuments.corpusPdfs()) {
            pdfs.add(Files.readAllBytes(file));
        }
        for (String name : TestDocuments.tikaTestPdfNames()) {
            pdfs.add(TestDocuments.tikaTestPdf(name));
        }
        int fonts = 0;
        int drawn = 0;
        int leftToPdfbox = 0;
        List<String> different = new ArrayList<>();
        for (byte[] pdf : pdfs) {
            try (PDDocument document = Loader.loadPDF(pdf)) {
                for (PDFont font : DocumentFonts.of(document)) {
                    if (!(font instanceof PDType1Font) || !font.isEmbedded()) {
                        continue;
                    }
                    PDType1Font type1Font = (PDType1Font) font;
                    Type1CharStrings charStrings = Type1CharStrings.of(type1Font);
                    assertNotNull(charStrings, font.getName());
                    fonts++;
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
                        String difference = PathDifference.of(ours, type1Font.getNormalizedPath(code), TEST_EPS);
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
        assertTrue(fonts > 20, "Type 1 fonts compared: " + fonts);
        assertTrue(leftToPdfbox * 100 < drawn, "glyphs left to PDFBox: " + leftToPdfbox + " of " + (drawn + leftToPdfbox));
    }
}
