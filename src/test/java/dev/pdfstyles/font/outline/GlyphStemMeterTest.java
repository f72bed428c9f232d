package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.geom.GeneralPath;
import java.awt.geom.Path2D;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GlyphStemMeterTest {
    private static final double TEST_EPS = 1e-6;

    /** A stem of the given width and height leaning by slant, its bottom-left corner at (x, 0). */
    private static GeneralPath stem(double x, double width, double height, double slant) {
        GeneralPath p = new GeneralPath(Path2D.WIND_NON_ZERO);
        p.moveTo(x, 0);
        p.lineTo(x + width, 0);
        p.lineTo(x + width + slant * height, height);
        p.lineTo(x + slant * height, height);
        p.closePath();
        return p;
    }

    @ParameterizedTest(name = "width {0} slant {1} em {2}")
    @CsvSource({"84, 0, 1000", "140, 0, 1000", "84, 0.2126, 1000", "180, 0, 2048", "90, -0.1, 1000"})
    void measure_singleStem_givesWidthAndSlant(double width, double slant, double em) {
        // act
        StemMeasurement m = GlyphStemMeter.measure(stem(50, width, 700, slant), em);
        // assert
        assertEquals(width / em, m.stemWidthEm(), TEST_EPS);
        assertEquals(slant, m.slant(), TEST_EPS);
    }

    @Test
    void measure_letterH_givesLeftStemNotCrossbar() {
        // arrange: two stems and a crossbar at half height, as in 'H'
        GeneralPath h = stem(0, 90, 700, 0);
        h.append(stem(500, 90, 700, 0), false);
        GeneralPath bar = new GeneralPath();
        bar.moveTo(90, 330);
        bar.lineTo(500, 330);
        bar.lineTo(500, 400);
        bar.lineTo(90, 400);
        bar.closePath();
        h.append(bar, false);
        // act
        StemMeasurement m = GlyphStemMeter.measure(h, 1000);
        // assert
        assertEquals(0.090, m.stemWidthEm(), TEST_EPS);
        assertEquals(0.0, m.slant(), TEST_EPS);
    }

    @Test
    void measure_counterClockwiseHole_isNotFilled() {
        // arrange: an 'O'-like ring: outer box, inner box wound the other way
        GeneralPath ring = new GeneralPath(Path2D.WIND_NON_ZERO);
        ring.append(stem(0, 400, 700, 0), false);
        GeneralPath hole = new GeneralPath();
        hole.moveTo(100, 100);
        hole.lineTo(100, 600);
        hole.lineTo(300, 600);
        hole.lineTo(300, 100);
        hole.closePath();
        ring.append(hole, false);
        // act
        StemMeasurement m = GlyphStemMeter.measure(ring, 1000);
        // assert
        assertEquals(0.100, m.stemWidthEm(), TEST_EPS);
    }

    @Test
    void measure_emptyPath_isNotMeasured() {
        assertFalse(GlyphStemMeter.measure(new GeneralPath(), 1000).isMeasured());
        assertFalse(GlyphStemMeter.measure(null, 1000).isMeasured());
    }

    @ParameterizedTest
    @CsvSource({"0", "-1000", "NaN", "Infinity"})
    void measure_badUnitsPerEm_throwsNamingValue(double em) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GlyphStemMeter.measure(stem(0, 80, 700, 0), em));
        assertEquals(true, e.getMessage().contains(String.valueOf(em)));
    }
}
