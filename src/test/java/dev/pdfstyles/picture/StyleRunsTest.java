package dev.pdfstyles.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.model.TextStyle;

class StyleRunsTest {

    private static final float EM = 10f;
    private static final float ADVANCE = 5f;
    private static final float TEST_EPS = 1e-4f;
    private static final TextStyle BOLD = TextStyle.of(true, false, false, false);

    private static GlyphDecision glyph(int index, float x, float y, TextStyle style) {
        return new GlyphDecision(index, "x", x, y, 1, 0, EM, ADVANCE, style);
    }

    /**
     * Two bold glyphs, the second placed {@code gapEm} after the first's end and {@code riseEm} above its
     * baseline: one run or two.
     */
    @ParameterizedTest(name = "gap {0} em, rise {1} em -> {2} runs")
    @CsvSource({
            "0, 0, 1",
            "0.49, 0, 1",
            "0.51, 0, 2",
            "-0.2, 0, 1",
            "0, 0.049, 1",
            "0, 0.051, 2",
            "0, -0.051, 2"
    })
    void of_twoBoldGlyphs_joinWhenNearOnOneBaseline(float gapEm, float riseEm, int expectedRuns) {
        // arrange
        List<GlyphDecision> glyphs = List.of(glyph(0, 100, 700, BOLD),
                glyph(1, 100 + ADVANCE + gapEm * EM, 700 + riseEm * EM, BOLD));
        // act, assert
        assertEquals(expectedRuns, StyleRuns.of(glyphs, TextStyle.Kind.BOLD).size());
    }

    @Test
    void of_plainGlyphBetween_twoRuns() {
        // arrange
        List<GlyphDecision> glyphs = new ArrayList<>();
        glyphs.add(glyph(0, 100, 700, BOLD));
        glyphs.add(glyph(1, 105, 700, TextStyle.PLAIN));
        glyphs.add(glyph(2, 110, 700, BOLD));
        // act, assert
        assertEquals(2, StyleRuns.of(glyphs, TextStyle.Kind.BOLD).size());
        assertEquals(1, StyleRuns.ofText(glyphs).size());
        assertEquals(0, StyleRuns.of(glyphs, TextStyle.Kind.ITALIC).size());
    }

    @Test
    void box_levelRunOfThreeGlyphs_spansTheirAdvancesFromDescenderToAscender() {
        // arrange
        List<GlyphDecision> glyphs = List.of(glyph(0, 100, 700, BOLD), glyph(1, 105, 700, BOLD),
                glyph(2, 110, 700, BOLD));
        // act
        Rectangle2D box = StyleRuns.of(glyphs, TextStyle.Kind.BOLD).get(0).box(1).getBounds2D();
        // assert
        assertEquals(101, box.getMinX(), TEST_EPS);
        assertEquals(114, box.getMaxX(), TEST_EPS);
        assertEquals(700 - StyleRuns.BOX_BELOW_BASELINE_EM * EM + 1, box.getMinY(), TEST_EPS);
        assertEquals(700 + StyleRuns.BOX_ABOVE_BASELINE_EM * EM - 1, box.getMaxY(), TEST_EPS);
    }

    @Test
    void box_textRunningUp_boxTurnedWithIt() {
        // arrange: a glyph whose baseline runs up the page; "up" for it is -x
        GlyphDecision up = new GlyphDecision(0, "x", 300, 100, 0, 1, EM, ADVANCE, BOLD);
        // act
        Rectangle2D box = StyleRuns.of(List.of(up), TextStyle.Kind.BOLD).get(0).box(0).getBounds2D();
        // assert
        assertEquals(100, box.getMinY(), TEST_EPS);
        assertEquals(100 + ADVANCE, box.getMaxY(), TEST_EPS);
        assertEquals(300 - StyleRuns.BOX_ABOVE_BASELINE_EM * EM, box.getMinX(), TEST_EPS);
        assertEquals(300 + StyleRuns.BOX_BELOW_BASELINE_EM * EM, box.getMaxX(), TEST_EPS);
    }

    @Test
    void box_insetWiderThanTheRun_shrinksToItsMiddle() {
        // act
        Rectangle2D box = StyleRuns.of(List.of(glyph(0, 100, 700, BOLD)), TextStyle.Kind.BOLD).get(0).box(50)
                .getBounds2D();
        // assert: never inside out
        assertEquals(102.5, box.getCenterX(), TEST_EPS);
        assertEquals(0, box.getWidth(), TEST_EPS);
    }
}
