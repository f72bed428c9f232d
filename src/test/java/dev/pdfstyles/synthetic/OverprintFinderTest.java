package dev.pdfstyles.synthetic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.spatial.BoxIndex;

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
            int i = page.add(PageGlyphs.VISIBLE);
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

    /**
     * Justified Arabic stretches a word by repeating a narrow kashida (advance 0.116 em) every 0.074 em along
     * the baseline, in one operation: the copies stand side by side, each moved by more than half its advance,
     * and lengthen the stroke without making it heavier. The same glyph over-printed 0.03 em along is fake bold.
     */
    @ParameterizedTest(name = "a 0.116 em glyph repeated {0} em along -> bold {1}")
    @CsvSource({"0.074, false", "0.06, false", "0.03, true"})
    void find_narrowGlyphRepeatedAlongTheBaseline(float stepEm, boolean bold) {
        float advance = 0.116f * EM;
        int operation = nextOperation++;
        PageGlyphs page = new PageGlyphs();
        for (int k = 0; k < 3; k++) {
            int i = page.add(PageGlyphs.VISIBLE);
            page.place(i, 100 + k * stepEm * EM, 700, 1, 0, EM, advance);
            page.setOverprintKey(i, 1, 271, 0, operation, false);
        }
        OverprintFinder.Result result = OverprintFinder.find(page);
        assertArrayEquals(new boolean[] {bold, bold, bold}, result.bold);
        assertArrayEquals(new boolean[] {false, bold, bold}, result.repeatsEarlierCopy);
    }

    /**
     * The recorder gives each fill colour object of a page a number, and {@code find} asks the numbers' keys
     * only of copies it compares: two numbers with one key are one colour (fake bold), with two keys a shadow.
     * A page without copies asks no key at all, which is what keeps the keys' hashing off most pages.
     */
    @ParameterizedTest(name = "numbers 0 and 1 keyed {0} and {1} -> bold {2}")
    @CsvSource({"5, 5, true", "5, 6, false"})
    void find_colourNumbers_comparedByTheirKeys(int keyOfFirst, int keyOfSecond, boolean bold) {
        PageGlyphs page = new PageGlyphs();
        for (int k = 0; k < 2; k++) {
            int i = page.add(PageGlyphs.VISIBLE);
            page.place(i, 100 - k * 0.03f * EM, 700, 1, 0, EM, 0.5f * EM);
            page.setOverprintKey(i, 1, 65, k, nextOperation++, false);
        }
        List<Integer> asked = new ArrayList<>();
        OverprintFinder.Result result = OverprintFinder.find(page, number -> {
            asked.add(number);
            return number == 0 ? keyOfFirst : keyOfSecond;
        });
        assertArrayEquals(new boolean[] {bold, bold}, result.bold);
        assertArrayEquals(new boolean[] {false, true}, result.repeatsEarlierCopy);
        assertFalse(asked.isEmpty());

        PageGlyphs line = new PageGlyphs();
        for (int k = 0; k < 20; k++) {
            int i = line.add(PageGlyphs.VISIBLE);
            line.place(i, 100 + k * 0.5f * EM, 700, 1, 0, EM, 0.5f * EM);
            line.setOverprintKey(i, 1, 65 + k % 3, k % 2, nextOperation++, false);
        }
        OverprintFinder.find(line, number -> {
            throw new AssertionError("a page without copies asked the key of colour " + number);
        });
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

    // ---- the page-level test that lets most pages skip the grid ----

    private static PageGlyphs page(Glyph[] glyphs, float dirX, float dirY) {
        PageGlyphs page = new PageGlyphs();
        for (Glyph g : glyphs) {
            int i = page.add(PageGlyphs.VISIBLE);
            page.place(i, g.x, g.y, dirX, dirY, g.em, 0.5f * g.em);
            page.setOverprintKey(i, g.font, g.code, g.colour, g.operation, g.blank);
        }
        return page;
    }

    /** A line of ordinary text: words of letters 0.2-0.6 em apart, a word and its space per operation. */
    private static Glyph[] line(float y, int words, Random random) {
        return line(y, words, 0.2f, random);
    }

    /** As {@link #line(float, int, Random)}, letters at least {@code minStepEm} apart. */
    private static Glyph[] line(float y, int words, float minStepEm, Random random) {
        List<Glyph> glyphs = new ArrayList<>();
        float x = 72;
        for (int w = 0; w < words; w++) {
            int operation = nextOperation++;
            for (int letter = 0; letter < 3 + random.nextInt(6); letter++) {
                glyphs.add(new Glyph(1, 'a' + random.nextInt(26), 0, operation, false, x, y, EM));
                x += (minStepEm + (0.6f - minStepEm) * random.nextFloat()) * EM;
            }
            glyphs.add(new Glyph(1, ' ', 0, nextOperation++, true, x, y, EM));
            x += 0.28f * EM;
        }
        return glyphs.toArray(new Glyph[0]);
    }

    @org.junit.jupiter.api.Test
    void mayHoldCopies_linesOfOrdinaryText_no() {
        Random random = new Random(3);
        List<Glyph> glyphs = new ArrayList<>();
        for (int l = 0; l < 40; l++) {
            glyphs.addAll(Arrays.asList(line(700 - l * 1.2f * EM, 10, random)));
        }
        assertFalse(OverprintFinder.mayHoldCopies(page(glyphs.toArray(new Glyph[0]), 1, 0)));
    }

    /** The glyph moved by (dx, dy), keeping its operation. */
    private static Glyph moved(Glyph g, float dx, float dy) {
        return new Glyph(g.font, g.code, g.colour, g.operation, g.blank, g.x + dx, g.y + dy, g.em);
    }

    /**
     * Two columns drawn one after the other, each top to bottom: from the left column's last line to the right
     * column's first, the text moves forward along the baseline and up the page. That move starts a new stretch,
     * so no stretch's box spans a column and meets the lines beside it.
     */
    private static List<Glyph> twoColumns(int linesPerColumn, Random random) {
        List<Glyph> glyphs = new ArrayList<>();
        for (int column = 0; column < 2; column++) {
            for (int l = 0; l < linesPerColumn; l++) {
                // 4 words end before x = 320; the right column starts at 372
                for (Glyph g : line(700 - l * 1.2f * EM, 4, random)) {
                    glyphs.add(moved(g, column * 300, 0));
                }
            }
        }
        return glyphs;
    }

    @org.junit.jupiter.api.Test
    void mayHoldCopies_twoColumnsDrawnColumnByColumn_no() {
        List<Glyph> glyphs = twoColumns(30, new Random(5));
        assertFalse(OverprintFinder.mayHoldCopies(page(glyphs.toArray(new Glyph[0]), 1, 0)));
    }

    @org.junit.jupiter.api.Test
    void find_twoColumnsWithFakeBoldInTheRightColumn_found() {
        List<Glyph> glyphs = twoColumns(30, new Random(5));
        int letter = glyphs.size() - 20;
        while (glyphs.get(letter).blank) {
            letter--;
        }
        Glyph original = glyphs.get(letter);
        glyphs.add(new Glyph(original.font, original.code, original.colour, nextOperation++, false,
                original.x - 0.03f * EM, original.y, original.em));   // Qt's copy, 0.03 em to the left
        PageGlyphs page = page(glyphs.toArray(new Glyph[0]), 1, 0);
        assertTrue(OverprintFinder.mayHoldCopies(page));
        OverprintFinder.Result result = OverprintFinder.find(page);
        assertTrue(result.bold[letter] && result.bold[glyphs.size() - 1]);
        assertTrue(result.repeatsEarlierCopy[glyphs.size() - 1]);
    }

    /**
     * Small rises and drops within a line (a raised letter, a baseline shift) keep the line one stretch: cut
     * there, the pieces' boxes, each grown by a tolerance, would meet.
     */
    @org.junit.jupiter.api.Test
    void mayHoldCopies_smallRisesAndDropsStayInTheirLine_no() {
        Random random = new Random(7);
        List<Glyph> glyphs = new ArrayList<>();
        for (int l = 0; l < 40; l++) {
            Glyph[] line = line(700 - l * 1.2f * EM, 10, random);
            for (int i = 0; i < line.length; i++) {
                // a glyph in six raised 0.18 em, another lowered 0.12 em
                float shift = i % 6 == 5 ? 0.18f * EM : i % 6 == 2 ? -0.12f * EM : 0;
                glyphs.add(moved(line[i], 0, shift));
            }
        }
        assertFalse(OverprintFinder.mayHoldCopies(page(glyphs.toArray(new Glyph[0]), 1, 0)));
    }

    @org.junit.jupiter.api.Test
    void mayHoldCopies_copiesOverlaysAndMovesBack_yes() {
        Glyph a = new Glyph(1, 'A', 0, 1, false, 100, 700, EM);
        // fake bold in a later operation; the same operation moving back over the letter
        assertTrue(OverprintFinder.mayHoldCopies(page(new Glyph[] {a,
                new Glyph(1, 'A', 0, 2, false, 100.4f, 700, EM)}, 1, 0)));
        assertTrue(OverprintFinder.mayHoldCopies(page(new Glyph[] {a,
                new Glyph(1, 'B', 0, 1, false, 106, 700, EM), new Glyph(1, 'A', 0, 1, false, 100.4f, 700, EM)},
                1, 0)));
    }

    @org.junit.jupiter.api.Test
    void mayHoldCopies_lineLongerThanACompleteIndexsBox_cutIntoStretches() {
        // a table's row across a wide page (a line longer than a box an index finds whole), painted in one operation
        Glyph a = new Glyph(1, 'A', 0, 1, false, 100, 700, EM);
        Glyph farB = new Glyph(1, 'B', 0, 1, false, 100 + BoxIndex.SMALL_BOX_SIDE, 700, EM);
        assertFalse(OverprintFinder.mayHoldCopies(page(new Glyph[] {a, farB}, 1, 0)));
        // the same row, then its first letter painted again over itself: a copy across the pieces
        assertTrue(OverprintFinder.mayHoldCopies(page(new Glyph[] {a, farB,
                new Glyph(1, 'A', 0, 2, false, 100.4f, 700, EM)}, 1, 0)));
    }

    @org.junit.jupiter.api.Test
    void mayHoldCopies_longRowsSetSoTightTheirBoxesMeet_noUnlessACopy() {
        // a table's rows of 60 glyphs each, 0.7 em apart, a glyph of each raised by 0.55 em: every row's box
        // reaches into the one above, and both are longer than the pairs compared stretch by stretch
        Random random = new Random(17);
        List<Glyph> glyphs = new ArrayList<>();
        for (int row = 0; row < 20; row++) {
            float y = 700 - row * 0.7f * EM;
            for (int g = 0; g < 60; g++) {
                float rise = g == 30 ? 0.55f * EM : 0;
                glyphs.add(new Glyph(1, 'a' + random.nextInt(26), 0, nextOperation++, false, 72 + g * 0.5f * EM,
                        y + rise, EM));
            }
        }
        PageGlyphs rows = page(glyphs.toArray(new Glyph[0]), 1, 0);
        assertFalse(OverprintFinder.mayHoldCopies(rows));
        // a glyph of row 3 painted again over itself by a later operation, at the edge next to row 4
        Glyph risen = glyphs.get(3 * 60 + 30);
        glyphs.add(new Glyph(risen.font, risen.code, 0, nextOperation++, false, risen.x + 0.04f * EM, risen.y, EM));
        PageGlyphs withCopy = page(glyphs.toArray(new Glyph[0]), 1, 0);
        assertTrue(OverprintFinder.mayHoldCopies(withCopy));
        assertTrue(OverprintFinder.find(withCopy).bold[3 * 60 + 30]);
    }

    /**
     * The test is only a shortcut on tables too: long rows at a leading around the one where their boxes meet, wide
     * pages, copies and overlays anywhere; the result is the grid's, glyph for glyph.
     */
    @org.junit.jupiter.api.Test
    void find_randomTables_sameAsTheGridAlone() {
        Random random = new Random(20261207L);
        int pagesWithCopies = 0;
        int pagesSkippingTheGrid = 0;
        for (int p = 0; p < 1500; p++) {
            List<Glyph> glyphs = new ArrayList<>();
            float em = 4 + random.nextFloat() * 10;
            int rows = 2 + random.nextInt(12);
            int perRow = 20 + random.nextInt(140);
            float leading = (0.6f + random.nextFloat() * 0.8f) * em;
            float step = (0.16f + random.nextFloat() * 0.5f) * em;
            for (int r = 0; r < rows; r++) {
                for (int g = 0; g < perRow; g++) {
                    float rise = random.nextInt(10) == 0 ? (random.nextFloat() - 0.5f) * 1.1f * em : 0;
                    glyphs.add(new Glyph(1 + random.nextInt(2), 'a' + random.nextInt(8), 0, nextOperation++, false,
                            20 + g * step, 1000 - r * leading + rise, em));
                }
            }
            int disturbances = random.nextInt(3);
            for (int d = 0; d < disturbances; d++) {
                Glyph original = glyphs.get(random.nextInt(glyphs.size()));
                float dx = (random.nextFloat() - 0.5f) * 0.3f * em;
                float dy = (random.nextFloat() - 0.5f) * 0.3f * em;
                glyphs.add(new Glyph(original.font, random.nextInt(3) == 0 ? original.code + 1 : original.code,
                        original.colour, nextOperation++, false, original.x + dx, original.y + dy, em));
            }
            PageGlyphs page = page(glyphs.toArray(new Glyph[0]), 1, 0);
            pagesWithCopies += assertSameAsTheGridAlone(page, p) ? 1 : 0;
            pagesSkippingTheGrid += OverprintFinder.mayHoldCopies(page) ? 0 : 1;
        }
        // the generator reaches both sides of the shortcut
        assertTrue(pagesWithCopies > 100, "pages with copies: " + pagesWithCopies);
        assertTrue(pagesSkippingTheGrid > 100, "pages that skip the grid: " + pagesSkippingTheGrid);
    }

    @org.junit.jupiter.api.Test
    void mayHoldCopies_otherLettersPlacedBackOverALine_no() {
        // an accent placed back over its letter, another letter over one, a word of another font over the line:
        // the stretches' boxes meet, but no glyph is near a copy of itself
        List<Glyph> glyphs = new ArrayList<>(Arrays.asList(line(700, 3, 0.5f, new Random(5))));
        Glyph first = glyphs.get(0);
        glyphs.add(new Glyph(first.font, '\u00b4', 0, nextOperation++, false, first.x + 0.05f, first.y + 0.02f, EM));
        glyphs.add(new Glyph(first.font, first.code + 1, 0, nextOperation++, false, first.x, first.y, EM));
        glyphs.add(new Glyph(first.font + 1, first.code, 0, nextOperation++, false, first.x + 0.3f, first.y, EM));
        PageGlyphs page = page(glyphs.toArray(new Glyph[0]), 1, 0);
        assertFalse(OverprintFinder.mayHoldCopies(page));
        for (boolean repeats : OverprintFinder.findInGrid(page).repeatsEarlierCopy) {
            assertFalse(repeats, "nor does the grid find one");
        }
        // the same glyph of the same font, placed back over the first: a copy
        glyphs.add(new Glyph(first.font, first.code, 0, nextOperation++, false, first.x + 0.3f, first.y, EM));
        assertTrue(OverprintFinder.mayHoldCopies(page(glyphs.toArray(new Glyph[0]), 1, 0)));
    }

    @org.junit.jupiter.api.Test
    void mayHoldCopies_rightToLeftLinesPaintedFromTheirRightEnd_noUnlessACopy() {
        Random random = new Random(11);
        List<Glyph> glyphs = new ArrayList<>();
        for (int l = 0; l < 30; l++) {
            Glyph[] line = line(700 - l * 1.2f * EM, 8, random);
            for (int g = line.length - 1; g >= 0; g--) {
                glyphs.add(line[g]);
            }
        }
        assertFalse(OverprintFinder.mayHoldCopies(page(glyphs.toArray(new Glyph[0]), 1, 0)));
        Glyph letter = glyphs.get(40);
        glyphs.add(new Glyph(letter.font, letter.code, 0, nextOperation++, false, letter.x - 0.4f, letter.y, EM));
        assertTrue(OverprintFinder.mayHoldCopies(page(glyphs.toArray(new Glyph[0]), 1, 0)));
    }

    /**
     * Asserts that {@link OverprintFinder#find} gives the grid's answer on the page, glyph for glyph, and that a page
     * where the grid finds a copy does not skip it; whether it found one.
     */
    private static boolean assertSameAsTheGridAlone(PageGlyphs page, int p) {
        OverprintFinder.Result grid = OverprintFinder.findInGrid(page);
        OverprintFinder.Result result = OverprintFinder.find(page);
        assertArrayEquals(grid.bold, result.bold, "page " + p);
        assertArrayEquals(grid.repeatsEarlierCopy, result.repeatsEarlierCopy, "page " + p);
        boolean anyCopy = false;
        for (boolean repeats : grid.repeatsEarlierCopy) {
            anyCopy |= repeats;
        }
        if (anyCopy) {
            assertTrue(OverprintFinder.mayHoldCopies(page), "page " + p);
        }
        return anyCopy;
    }

    /**
     * The test is only a shortcut: on random pages of lines, copies, overlays, repeated words, backward
     * moves, mixed sizes and directions, the result is the grid's, glyph for glyph.
     */
    @org.junit.jupiter.api.Test
    void find_randomPages_sameAsTheGridAlone() {
        Random random = new Random(20261130L);
        int pagesWithCopies = 0;
        int pagesSkippingTheGrid = 0;
        for (int p = 0; p < 3000; p++) {
            List<Glyph> glyphs = new ArrayList<>();
            float em = 2 + random.nextFloat() * 20;
            int lines = 1 + random.nextInt(6);
            // a second column, drawn after the first, starts right of its longest line: the move to it goes
            // forward and across lines
            int columns = random.nextInt(3) == 0 ? 2 : 1;
            float columnStep = (40 + random.nextFloat() * 40) * em;
            // glyphs shifted across the baseline, around the stretches' limit (0.6 em), half the time
            boolean shifts = random.nextBoolean();
            for (int c = 0; c < columns; c++) {
                for (int l = 0; l < lines; l++) {
                    // letters down to 0.12 em apart: around the shortcut's safe step (0.15 em)
                    List<Glyph> line = new ArrayList<>(Arrays.asList(line(700 - l * (0.8f + random.nextFloat()) * em
                            * 1.2f, 1 + random.nextInt(5), random.nextBoolean() ? 0.2f : 0.12f, random)));
                    if (random.nextInt(3) == 0) {
                        Collections.reverse(line);   // right-to-left: painted from the line's right end
                    }
                    for (Glyph g : line) {
                        float across = shifts && random.nextInt(4) == 0 ? (random.nextFloat() - 0.5f) * 1.6f * em : 0;
                        glyphs.add(new Glyph(g.font + random.nextInt(2) * (random.nextInt(8) == 0 ? 1 : 0),
                                g.code, g.colour, g.operation, g.blank, g.x * em / EM + c * columnStep, g.y + across,
                                em));
                    }
                }
            }
            int disturbances = random.nextInt(3);
            for (int d = 0; d < disturbances && !glyphs.isEmpty(); d++) {
                Glyph original = glyphs.get(random.nextInt(glyphs.size()));
                float dx = (random.nextFloat() - 0.5f) * 0.4f * em;
                float dy = (random.nextFloat() - 0.5f) * 0.4f * em;
                int operation = random.nextBoolean() ? original.operation : nextOperation++;
                int code = random.nextInt(3) == 0 ? original.code + 1 : original.code;
                float copyEm = random.nextInt(4) == 0 ? em * (0.85f + 0.3f * random.nextFloat()) : em;
                glyphs.add(new Glyph(original.font, code, random.nextInt(3) == 0 ? 9 : original.colour, operation,
                        false, original.x + dx, original.y + dy, copyEm));
            }
            Glyph[] array = glyphs.toArray(new Glyph[0]);
            float angle = random.nextInt(3) == 0 ? random.nextFloat() * 6.3f : 0;
            float dirX = angle == 0 ? 1 : (float) Math.cos(angle);
            float dirY = angle == 0 ? 0 : (float) Math.sin(angle);
            if (angle != 0) {   // turn the page about (300, 400): glyphs keep their places along their baseline
                for (int i = 0; i < array.length; i++) {
                    Glyph g = array[i];
                    float rx = g.x - 300;
                    float ry = g.y - 400;
                    array[i] = new Glyph(g.font, g.code, g.colour, g.operation, g.blank,
                            300 + rx * dirX - ry * dirY, 400 + rx * dirY + ry * dirX, g.em);
                }
            }
            PageGlyphs page = page(array, dirX, dirY);
            pagesWithCopies += assertSameAsTheGridAlone(page, p) ? 1 : 0;
            pagesSkippingTheGrid += OverprintFinder.mayHoldCopies(page) ? 0 : 1;
        }
        // the generator reaches both sides of the shortcut
        assertTrue(pagesWithCopies > 200, "pages with copies: " + pagesWithCopies);
        assertTrue(pagesSkippingTheGrid > 200, "pages that skip the grid: " + pagesSkippingTheGrid);
    }

    /**
     * The sweep is only a faster way to the index's answer: on random sets of boxes (lines of text, a few
     * boxes overlapping or touching at an edge, crowds that pass the sweep's limit), the same yes or no.
     */
    @org.junit.jupiter.api.Test
    void anyBoxesMeet_randomBoxes_sameAsTheIndex() {
        Random random = new Random(20261201L);
        int meeting = 0;
        int crowded = 0;
        for (int p = 0; p < 5000; p++) {
            int count = random.nextInt(6) == 0 ? 20 + random.nextInt(80) : random.nextInt(60);
            float[] bounds = new float[count * 4];
            boolean stacked = random.nextInt(5) == 0;   // many boxes at one height: past the sweep's limit
            for (int b = 0; b < count; b++) {
                // lines 6 apart; now and then one tall enough to touch the next, or one moved elsewhere
                float height = random.nextInt(40) == 0 ? 6 : 1 + random.nextInt(4);
                float minY = stacked ? 400 + random.nextInt(3)
                        : 700 - b * 6 - (random.nextInt(40) == 0 ? random.nextInt(300) : 0);
                // stacked: side by side in a row (words apart), now and then one reaching into the next
                float minX = stacked ? 50 + b * 30 : random.nextInt(2) == 0 ? 50 : 50 + random.nextInt(12) * 25;
                float width = stacked ? (random.nextInt(60) == 0 ? 35 : 20)
                        : random.nextInt(3) == 0 ? 25 : 1 + random.nextInt(200);
                bounds[b * 4] = minX;
                bounds[b * 4 + 1] = minY;
                bounds[b * 4 + 2] = minX + width;
                bounds[b * 4 + 3] = minY + height;
            }
            boolean expected = OverprintFinder.anyBoxesMeetByIndex(bounds, count);
            assertEquals(expected, OverprintFinder.anyBoxesMeet(bounds, count), "set " + p);
            meeting += expected ? 1 : 0;
            crowded += stacked && !expected && count > OverprintFinder.MAX_SWEPT_OPEN_BOXES ? 1 : 0;
        }
        // both answers, and crowds that meet nowhere (the index decides them), are reached
        assertTrue(meeting > 500 && meeting < 4500, "sets with boxes that meet: " + meeting);
        assertTrue(crowded > 100, "crowded sets: " + crowded);
    }
}
