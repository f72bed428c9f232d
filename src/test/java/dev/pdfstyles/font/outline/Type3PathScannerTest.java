package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.GeneralPath;
import java.awt.geom.PathIterator;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType3CharProc;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.pdfstyles.testsupport.ContentStreams;
import dev.pdfstyles.testsupport.DocumentFonts;

/**
 * The scanner must give, bit for bit, the outline PDFBox's engine gives ({@link Type3GlyphOutlines#outlineByEngine}),
 * or decline (null) so that the engine runs: on every Type 3 glyph of the corpus, on each operator it reads, and
 * on decimals that round exactly halfway between two floats.
 */
class Type3PathScannerTest {

    /** A FontMatrix that keeps the glyph's numbers as they are written, so the path holds the parsed floats. */
    private static final float[] IDENTITY_FONT_MATRIX = {1, 0, 0, 1, 0, 0};

    /** Chromium's em square: its glyphs are in 1/2048 em units, y down. */
    private static final float[] CHROMIUM_FONT_MATRIX = {0.00048828125f, 0, 0, -0.00048828125f, 0, 0};

    /** Nested forms followed for fonts in the corpus walk: bounded against cycles. */
    private static final int MAX_FORM_DEPTH = 8;

    @Test
    void filledOutline_everyCorpusType3Glyph_equalsTheEngine() throws Exception {
        // arrange
        List<Path> pdfs;
        try (Stream<Path> files = Files.walk(Paths.get("test-documents"))) {
            pdfs = files.filter(p -> p.toString().endsWith(".pdf")).sorted().collect(Collectors.toList());
        }
        int scanned = 0;
        int declined = 0;
        int chromiumGlyphs = 0;
        for (Path pdf : pdfs) {
            try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
                for (PDType3Font font : type3Fonts(document)) {
                    for (COSName glyphName : font.getCharProcs().keySet()) {
                        PDType3CharProc charProc = new PDType3CharProc(font,
                                (COSStream) font.getCharProcs().getDictionaryObject(glyphName));
                        // act
                        GeneralPath fast = Type3PathScanner.filledOutline(charProc);
                        // assert
                        if (fast == null) {
                            declined++;
                            continue;
                        }
                        scanned++;
                        chromiumGlyphs += pdf.toString().contains("chromium") ? 1 : 0;
                        assertSamePath(Type3GlyphOutlines.outlineByEngine(charProc), fast,
                                pdf + " " + glyphName.getName());
                    }
                }
            }
        }
        assertTrue(chromiumGlyphs > 100, "Chromium's Type 3 glyphs are read by the scanner: " + chromiumGlyphs);
        assertTrue(scanned > declined, "scanned " + scanned + ", declined " + declined);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "0 0 m 10 0 l 10 10 l h f",
        "10 0 l 20 0 l 20 20 l f",                              // l without a current point moves
        "0 0 m 1 2 3 4 5 6 c 7 8 9 10 v 11 12 13 14 y h f*",
        "1 2 3 4 5 6 c 0 0 m 7 8 9 10 v f",                     // c and v without a current point move
        "7 8 9 10 v 0 0 m 1 1 2 2 y b",
        "1 1 5 5 re f 2 2 -1 -1 re b*",
        "0 0 m 5 0 l 5 5 l S 0 0 m 3 0 l 3 3 l f",              // the stroked path is not kept
        "0 0 m 5 0 l 5 5 l s 1 1 2 2 re n 1 1 3 3 re B",
        "0 0 m 5 0 l 5 5 l B*",
        "q 2 0 0 2 10 10 cm 0 0 1 1 re f Q 0 0 1 1 re f",
        "q 1 0 0.3 1 0 0 cm q 0 1 -1 0 5 5 cm 0 0 4 2 re F Q 0 0 4 2 re f Q Q Q 0 0 1 1 re f",  // extra Q ignored
        "1000 0 0 0 750 750 d1 0 0 m 750 0 l 750 750 l f",
        "500 0 d0 0.5 g 0 0 1 rg 0 0 0 1 k 0.2 G 1 0 0 RG 0 0 0 1 K 2 w 1 J 1 j 4 M 50 i 0 0 1 1 re W n 0 0 2 2 re f",
        "0 0 m 1 0 l 1 1 l h 2 2 m 3 3 l h h f",               // h after h, h with a current point after close
        ".5 -.5 m +3 4. l -0 0.0 l 00012.50000 -0.000001 l f",
        "0 0 m 1 2 3 m 4 5 l f",                                // extra operands: the first ones count
        "0 0 m 5 l 1 1 l f",                                    // too few operands: the operator is skipped
        "  \r\n\t\f0 0 m 1 0 l 1 1 l f\n",
        "h f 0 0 0 0 re f",
        "",
    })
    void filledOutline_plainPathOperators_equalsTheEngine(String content) throws Exception {
        for (float[] fontMatrix : new float[][] {IDENTITY_FONT_MATRIX, CHROMIUM_FONT_MATRIX}) {
            try (PDDocument document = new PDDocument()) {
                // arrange
                PDType3CharProc charProc = ContentStreams.type3Glyph(document, content, fontMatrix);
                // act
                GeneralPath fast = Type3PathScanner.filledOutline(charProc);
                // assert
                assertNotNull(fast, content);
                assertSamePath(Type3GlyphOutlines.outlineByEngine(charProc), fast, content);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "/GS0 gs 0 0 1 1 re f",                                 // a name
        "[3 2] 0 d 0 0 1 1 re f",                               // an array
        "0 0 1 1 re f % a comment",
        "BT /F1 12 Tf (a) Tj ET",
        "q BI /W 1 /H 1 /BPC 1 /IM true ID \u0000 EI Q",
        "0 0 m 1 0 l 1 1 l f /Fm0 Do",
        "/Sh0 sh",
        "0 0 1 1re f",                                          // an operator touching its number
        "0 0 m 1 0 l 1 1 lf",                                   // operators touching
        "--5 0 m",                                              // PDFBox reads a double minus as one
        "5-3 0 m",                                              // PDFBox drops a minus inside a number
        "1.5.5 0 m",
        "- 0 m",
        "1 2 3 4 5 6 7 0 0 m",                                  // more operands than any operator here takes
        "1234567890123456789 0 m",                              // more digits than a long
        "0 0 m 1 1 l f EMC",                                    // an operator outside the list
    })
    void filledOutline_anythingElse_declinesToTheEngine(String content) throws Exception {
        try (PDDocument document = new PDDocument()) {
            // arrange
            PDType3CharProc charProc = ContentStreams.type3Glyph(document, content, IDENTITY_FONT_MATRIX);
            // act
            GeneralPath fast = Type3PathScanner.filledOutline(charProc);
            // assert
            assertNull(fast, content);
        }
    }

    @Test
    void filledOutline_decimalsHalfwayBetweenFloats_readAsFloatParseFloatDoes() throws Exception {
        // arrange: exact midpoints between adjacent floats, their neighbours, and long random decimals
        Random random = new Random(20261130L);
        StringBuilder content = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            float f = random.nextFloat() * (float) Math.pow(10, random.nextInt(8) - 3);
            BigDecimal midpoint = new BigDecimal(f).add(new BigDecimal(Math.nextUp(f))).divide(BigDecimal.valueOf(2));
            String text = midpoint.toPlainString();
            if (text.replace(".", "").replaceFirst("^0+", "").length() > 18) {
                text = String.format(Locale.ROOT, "%.9f", midpoint);   // still near a midpoint
            }
            String random9 = String.format(Locale.ROOT, "%.9f", random.nextDouble() * 4000 - 2000);
            content.append(text).append(' ').append(random9).append(" m\n");
            content.append('-').append(text).append(' ').append(String.format(Locale.ROOT, "%.7f", f)).append(" l\n");
        }
        content.append("f\n");
        try (PDDocument document = new PDDocument()) {
            PDType3CharProc charProc = ContentStreams.type3Glyph(document, content.toString(), IDENTITY_FONT_MATRIX);
            // act
            GeneralPath fast = Type3PathScanner.filledOutline(charProc);
            // assert
            assertNotNull(fast);
            assertSamePath(Type3GlyphOutlines.outlineByEngine(charProc), fast, "decimals");
        }
    }

    @Test
    void filledOutline_overTheOperatorBudget_declines() throws Exception {
        // arrange: b counts three operators, as PDFBox runs it as h plus B
        StringBuilder content = new StringBuilder();
        for (int i = 0; i <= Type3GlyphOutlines.MAX_OPERATORS / 3; i++) {
            content.append("b\n");
        }
        try (PDDocument document = new PDDocument()) {
            PDType3CharProc charProc = ContentStreams.type3Glyph(document, content.toString(), IDENTITY_FONT_MATRIX);
            // act + assert
            assertNull(Type3PathScanner.filledOutline(charProc));
        }
    }

    /** Random glyph procedures per run of {@link #filledOutline_randomTokenStreams_equalTheEngineOrDecline}. */
    private static final int RANDOM_PROCEDURES = 4000;

    /** The operators the scanner reads. */
    private static final String[] RANDOM_OPERATORS = {
        "m", "l", "c", "v", "y", "h", "re", "f", "F", "f*", "B", "B*", "b", "b*", "S", "s", "n", "W", "W*",
        "q", "Q", "cm", "w", "J", "j", "M", "i", "g", "G", "rg", "RG", "k", "K", "d0", "d1",
    };

    /** Numbers in the forms the scanner reads as PDFBox does. */
    private static final String[] RANDOM_NUMBERS = {
        "0", "1", "-1", "2.5", "-.5", ".75", "+3", "5.", "-0", "0.0", "100", "-250.125", "0.001", "1234.56789",
        "3.14159265", "-0.000001", "99999", "00012.50000",
    };

    /** Tokens that make the scanner decline: PDFBox's own readings of odd numbers, other operators, syntax. */
    private static final String[] RANDOM_DECLINED = {
        "--2", "1-2", "1.2.3", "-", ".", "+", "BT", "ET", "Do", "/Name", "[1 2]", "(text)", "<00>", "%c\n", "sh",
        "gs", "d", "ri", "EMC", "Tj",
    };

    /** The last separator (none: touching tokens) makes the scanner decline. */
    private static final String[] RANDOM_SEPARATORS = {" ", " ", " ", "\n", "\r\n", "\t", "  ", "\f", ""};

    @Test
    void filledOutline_randomTokenStreams_equalTheEngineOrDecline() throws Exception {
        Random random = new Random(20261130L);
        int scanned = 0;
        for (int run = 0; run < RANDOM_PROCEDURES; run++) {
            // arrange: operators with 0-6 operands; a quarter of the procedures may also hold declined tokens
            // and touching tokens
            boolean declinable = random.nextInt(4) == 0;
            int separators = declinable ? RANDOM_SEPARATORS.length : RANDOM_SEPARATORS.length - 1;
            StringBuilder content = new StringBuilder();
            for (int t = 1 + random.nextInt(40); t > 0; t--) {
                for (int k = random.nextInt(7); k > 0; k--) {
                    content.append(random.nextBoolean() ? RANDOM_NUMBERS[random.nextInt(RANDOM_NUMBERS.length)]
                            : String.format(Locale.ROOT, "%.3f", random.nextFloat() * 200 - 100))
                            .append(RANDOM_SEPARATORS[random.nextInt(separators)]);
                }
                String token = declinable && random.nextInt(8) == 0
                        ? RANDOM_DECLINED[random.nextInt(RANDOM_DECLINED.length)]
                        : RANDOM_OPERATORS[random.nextInt(RANDOM_OPERATORS.length)];
                content.append(token).append(RANDOM_SEPARATORS[random.nextInt(separators)]);
            }
            float[] fontMatrix = random.nextBoolean() ? IDENTITY_FONT_MATRIX : CHROMIUM_FONT_MATRIX;
            try (PDDocument document = new PDDocument()) {
                PDType3CharProc charProc = ContentStreams.type3Glyph(document, content.toString(), fontMatrix);
                // act
                GeneralPath fast = Type3PathScanner.filledOutline(charProc);
                // assert
                if (fast != null) {
                    scanned++;
                    assertSamePath(Type3GlyphOutlines.outlineByEngine(charProc), fast, content.toString());
                }
            }
        }
        assertTrue(scanned > RANDOM_PROCEDURES / 2, "the scanner read " + scanned + " of the random procedures");
    }

    private static void assertSamePath(GeneralPath expected, GeneralPath actual, String what) {
        assertEquals(expected.getWindingRule(), actual.getWindingRule(), what);
        PathIterator e = expected.getPathIterator(null);
        PathIterator a = actual.getPathIterator(null);
        float[] ec = new float[6];
        float[] ac = new float[6];
        int segment = 0;
        while (!e.isDone() && !a.isDone()) {
            int type = e.currentSegment(ec);
            assertEquals(type, a.currentSegment(ac), what + " segment " + segment);
            for (int i = 0; i < coordinates(type); i++) {
                assertEquals(Float.floatToIntBits(ec[i]), Float.floatToIntBits(ac[i]),
                        what + " segment " + segment + " coordinate " + i + ": " + ec[i] + " vs " + ac[i]);
            }
            e.next();
            a.next();
            segment++;
        }
        assertEquals(e.isDone(), a.isDone(), what + ": segment count");
    }

    private static int coordinates(int segmentType) {
        switch (segmentType) {
            case PathIterator.SEG_MOVETO:
            case PathIterator.SEG_LINETO:
                return 2;
            case PathIterator.SEG_QUADTO:
                return 4;
            case PathIterator.SEG_CUBICTO:
                return 6;
            default:
                return 0;
        }
    }

    /** The Type 3 fonts with glyph procedures, of every page and of the forms they draw, each once. */
    private static List<PDType3Font> type3Fonts(PDDocument document) throws IOException {
        List<PDType3Font> fonts = new ArrayList<>();
        for (PDFont font : DocumentFonts.of(document)) {
            if (font instanceof PDType3Font && ((PDType3Font) font).getCharProcs() != null) {
                fonts.add((PDType3Font) font);
            }
        }
        return fonts;
    }
}
