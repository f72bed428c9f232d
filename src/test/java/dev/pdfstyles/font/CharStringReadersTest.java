package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.GeneralPath;
import java.awt.geom.PathIterator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1CFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.PDVectorFont;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.DocumentFonts;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * {@link CffCharStrings} and {@link Type1CharStrings} against PDFBox itself, on every code of every embedded CFF
 * and Type 1 font of the corpus and of Tika's test PDFs: each outline they draw is PDFBox's
 * {@code getNormalizedPath}, segment for segment, and the glyphs they leave to PDFBox are few. On the day they
 * were written: 123 CFF fonts, 31,247 outlines drawn and 241 left (all {@code nbspace} and {@code sfthyphen});
 * 63 Type 1 fonts, 16,128 drawn and none left. pdfTeX's Computer Modern fonts bring flex and hint replacement.
 */
class CharStringReadersTest {
    /**
     * Font units two outlines' coordinates may differ by: PDFBox reads a 16.16 fixed operand over 65535 where
     * the format divides by 65536, under 1/65535 of a unit per operand; a glyph of 1000 units moves by far less
     * than this.
     */
    private static final double TEST_EPS = 1e-3;

    /** The outline a reader draws itself for a code, null for one it leaves to PDFBox. */
    private interface Drawn {
        GeneralPath path(int code) throws IOException;
    }

    /** What comparing one kind of font over the documents found. */
    private static final class Comparison {
        int fonts;
        int drawn;
        int leftToPdfbox;
        final List<String> different = new ArrayList<>();
    }

    @Test
    void cffCharStrings_everyCodeOfRealFonts_drawsPdfboxPath() throws Exception {
        // arrange
        int[] fontsWithLocalSubrs = {0};
        Function<PDFont, Drawn> reader = font -> {
            CffCharStrings charStrings = CffCharStrings.of((PDType1CFont) font);
            assertNotNull(charStrings, font.getName());
            // fontbox keeps a CFF font's local subroutines as a byte[][] under the private dictionary's "Subrs"
            if (((PDType1CFont) font).getCFFType1Font().getPrivateDict().containsKey("Subrs")) {
                assertTrue(charStrings.readsLocalSubrs(), font.getName() + ": local subroutines not found");
                fontsWithLocalSubrs[0]++;
            }
            return charStrings::drawnPath;
        };
        // act
        Comparison comparison = compareWithPdfbox(PDType1CFont.class, reader);
        // assert
        assertEquals(List.of(), comparison.different);
        assertTrue(comparison.fonts > 100, "CFF fonts compared: " + comparison.fonts);
        assertTrue(fontsWithLocalSubrs[0] > 0, "CFF fonts with local subroutines: " + fontsWithLocalSubrs[0]);
        assertTrue(comparison.leftToPdfbox * 100 < comparison.drawn, "glyphs left to PDFBox: "
                + comparison.leftToPdfbox + " of " + (comparison.drawn + comparison.leftToPdfbox));
    }

    @Test
    void type1CharStrings_everyCodeOfRealFonts_drawsPdfboxPath() throws Exception {
        // arrange
        Function<PDFont, Drawn> reader = font -> {
            Type1CharStrings charStrings = Type1CharStrings.of((PDType1Font) font);
            assertNotNull(charStrings, font.getName());
            return charStrings::drawnPath;
        };
        // act
        Comparison comparison = compareWithPdfbox(PDType1Font.class, reader);
        // assert
        assertEquals(List.of(), comparison.different);
        assertTrue(comparison.fonts > 20, "Type 1 fonts compared: " + comparison.fonts);
        assertTrue(comparison.leftToPdfbox * 100 < comparison.drawn, "glyphs left to PDFBox: "
                + comparison.leftToPdfbox + " of " + (comparison.drawn + comparison.leftToPdfbox));
    }

    /** Every code 0-255 of every embedded font of the kind, the reader's outline against PDFBox's. */
    private static Comparison compareWithPdfbox(Class<? extends PDFont> kind, Function<PDFont, Drawn> readerOf) {
        Comparison comparison = new Comparison();
        for (byte[] pdf : TestDocuments.corpusAndTikaPdfBytes()) {
            List<PDFont> fonts;
            try (PDDocument document = Loader.loadPDF(pdf)) {
                fonts = DocumentFonts.of(document);
                for (PDFont font : fonts) {
                    if (kind.isInstance(font) && font.isEmbedded()) {
                        comparison.fonts++;
                        compareFont(font, readerOf.apply(font), comparison);
                    }
                }
            } catch (IOException e) {
                // encrypted or broken test PDFs: no fonts to compare
            }
        }
        return comparison;
    }

    private static void compareFont(PDFont font, Drawn reader, Comparison comparison) throws IOException {
        for (int code = 0; code < 256; code++) {
            GeneralPath ours;
            try {
                ours = reader.path(code);
            } catch (IOException e) {
                comparison.different.add(font.getName() + " code " + code + ": " + e.getMessage());
                continue;
            }
            if (ours == null) {
                comparison.leftToPdfbox++;
                continue;
            }
            comparison.drawn++;
            String difference = difference(ours, ((PDVectorFont) font).getNormalizedPath(code));
            if (difference != null) {
                comparison.different.add(font.getName() + " code " + code + ": " + difference);
            }
        }
    }

    /** Where two paths first differ, or null when they have the same segments within {@link #TEST_EPS}. */
    private static String difference(GeneralPath ours, GeneralPath pdfbox) {
        PathIterator a = ours.getPathIterator(null);
        PathIterator b = pdfbox.getPathIterator(null);
        double[] ca = new double[6];
        double[] cb = new double[6];
        for (int segment = 0; !a.isDone() || !b.isDone(); segment++, a.next(), b.next()) {
            if (a.isDone() || b.isDone()) {
                return "segment " + segment + ": one path ends";
            }
            int ta = a.currentSegment(ca);
            int tb = b.currentSegment(cb);
            if (ta != tb) {
                return "segment " + segment + ": type " + ta + " against " + tb;
            }
            for (int k = 0; k < 6; k++) {
                if (Math.abs(ca[k] - cb[k]) > TEST_EPS) {
                    return "segment " + segment + ": coordinate " + k + " " + ca[k] + " against " + cb[k];
                }
            }
        }
        return null;
    }
}
