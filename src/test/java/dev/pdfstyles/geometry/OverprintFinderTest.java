package dev.pdfstyles.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OverprintFinderTest {

    private static final float EM = 12f;

    private static int nextOperation;

    /** One glyph as the recorder keys it: painted, horizontal, with an over-print key. */
    private static final class Glyph {
        final int font;
        final int code;
        final int colour;
        final int operation;
        final boolean blank;
        final float x;
        final float y;
        final float em;

        Glyph(int font, int code, int colour, int operation, boolean blank, float x, float y, float em) {
            this.font = font;
            this.code = code;
            this.colour = colour;
            this.operation = operation;
            this.blank = blank;
            this.x = x;
            this.y = y;
            this.em = em;
        }
    }

    private static OverprintFinder.Result find(Glyph[] glyphs) {
        PageGlyphs page = new PageGlyphs();
        for (Glyph g : glyphs) {
            int i = page.add(GlyphStyleDecision.VISIBLE);
            page.place(i, g.x, g.y, 1, 0, g.em, 0.5f * g.em);
            page.setOverprintKey(i, g.font, g.code, g.colour, g.operation, g.blank);
        }
        return OverprintFinder.find(page);
    }

    /** Each glyph painted by its own text operation (as Qt and wkhtmltopdf do). */
    private static Glyph glyph(int font, int code, int colour, float x, float y) {
        return new Glyph(font, code, colour, nextOperation++, false, x, y, EM);
    }

    @ParameterizedTest(name = "copy offset ({0} em, {1} em), same font {2}, same code {3}, same colour {4} -> {5}")
    @CsvSource({
            // Qt/wkhtmltopdf: 0.03 em to the left
            "-0.03, 0, true, true, true, true",
            "0.004, 0, true, true, true, false",
            "0.099, 0.099, true, true, true, true",
            "0.101, 0, true, true, true, false",
            "0, 0.101, true, true, true, false",
            // "ll" at a normal advance
            "0.25, 0, true, true, true, false",
            // a drop shadow: same glyph, another colour
            "0.05, -0.05, true, true, false, false",
            "0.01, 0, false, true, true, false",
            "0.01, 0, true, false, true, false"
    })
    void find_copyNearby(float dxEm, float dyEm, boolean sameFont, boolean sameCode, boolean sameColour,
                         boolean bold) {
        Glyph first = glyph(1, 65, 7, 100, 700);
        Glyph second = glyph(sameFont ? 1 : 2, sameCode ? 65 : 66, sameColour ? 7 : 8,
                100 + dxEm * EM, 700 + dyEm * EM);
        assertArrayEquals(new boolean[] {bold, bold},
                find(new Glyph[] {first, second}).bold);
        // symmetric: the order of painting does not matter
        assertArrayEquals(new boolean[] {bold, bold},
                find(new Glyph[] {second, first}).bold);
    }

    @org.junit.jupiter.api.Test
    void find_dropShadow_repeatsButNotBold() {
        Glyph shadow = glyph(1, 65, 3, 101, 699);
        Glyph text = glyph(1, 65, 0, 100, 700);
        OverprintFinder.Result result = find(new Glyph[] {shadow, text});
        assertArrayEquals(new boolean[] {false, false}, result.bold);
        assertArrayEquals(new boolean[] {false, true}, result.repeatsEarlierCopy);
    }

    @org.junit.jupiter.api.Test
    void find_differentStringSharingAPrefix_notACopy() {
        // testOverlappingText.pdf: "Tt" painted, then "Tx" at the same place by another operation
        Glyph[] glyphs = {
                new Glyph(1, 'T', 0, 1, false, 100, 700, EM),
                new Glyph(1, 't', 0, 1, false, 106, 700, EM),
                new Glyph(1, 'T', 0, 2, false, 100, 700, EM),
                new Glyph(1, 'x', 0, 2, false, 106, 700, EM)};
        OverprintFinder.Result result = find(glyphs);
        assertArrayEquals(new boolean[4], result.bold);
        assertArrayEquals(new boolean[4], result.repeatsEarlierCopy);
    }

    @org.junit.jupiter.api.Test
    void find_wordShownTwiceInOneOperation_copies() {
        // Ghostscript turns PostScript double-strike into one TJ: "AB" then "AB" shifted 0.035 em
        Glyph[] glyphs = {
                new Glyph(1, 'A', 0, 1, false, 100, 700, EM),
                new Glyph(1, 'B', 0, 1, false, 108, 700, EM),
                new Glyph(1, 'A', 0, 1, false, 100.42f, 700, EM),
                new Glyph(1, 'B', 0, 1, false, 108.42f, 700, EM)};
        OverprintFinder.Result result = find(glyphs);
        assertArrayEquals(new boolean[] {true, true, true, true}, result.bold);
        assertArrayEquals(new boolean[] {false, false, true, true}, result.repeatsEarlierCopy);
    }

    @org.junit.jupiter.api.Test
    void find_wholeStringRepaintedExactlyInPlace_repeatsButNotBold() {
        Glyph[] glyphs = {
                new Glyph(1, 'A', 0, 1, false, 100, 700, EM),
                new Glyph(1, 'A', 0, 2, false, 100, 700, EM)};
        OverprintFinder.Result result = find(glyphs);
        assertArrayEquals(new boolean[] {false, false}, result.bold);
        assertArrayEquals(new boolean[] {false, true}, result.repeatsEarlierCopy);
    }

    @ParameterizedTest(name = "{0} copies")
    @CsvSource({"2", "3", "4"})
    void find_twoToFourCopies_allBold(int copies) {
        Glyph[] glyphs = new Glyph[copies + 1];
        for (int i = 0; i < copies; i++) {
            glyphs[i] = glyph(1, 65, 0, 100 + i * 0.02f * EM, 700);
        }
        glyphs[copies] = glyph(1, 66, 0, 110, 700);   // the next letter stays regular
        OverprintFinder.Result result = find(glyphs);
        boolean[] bold = result.bold;
        // the first painted copy keeps the text, every later copy repeats it
        assertArrayEquals(new boolean[] {false}, new boolean[] {result.repeatsEarlierCopy[0]});
        for (int i = 1; i < copies; i++) {
            assertArrayEquals(new boolean[] {true}, new boolean[] {result.repeatsEarlierCopy[i]});
        }
        for (int i = 0; i < copies; i++) {
            assertArrayEquals(new boolean[] {true}, new boolean[] {bold[i]});
        }
        assertArrayEquals(new boolean[] {false}, new boolean[] {bold[copies]});
    }
}
