package dev.pdfstyles.geometry.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Area;
import java.awt.geom.GeneralPath;
import java.awt.geom.Rectangle2D;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StrokeWidthMeterTest
{
    private static final double TEST_EPS = 0.005;

    @Test
    void strokeWidthEm_longThinStem_isItsWidth()
    {
        // a 90-unit-wide, 1000-unit-tall stem in a 1000-unit em: 2A/P = 2*90000/2180, about 0.0826
        Rectangle2D stem = new Rectangle2D.Double(0, 0, 90, 1000);
        assertEquals(2 * 90.0 * 1000 / (2 * (90 + 1000)) / 1000, StrokeWidthMeter.strokeWidthEm(stem, 1000), 1e-9);
    }

    @Test
    void strokeWidthEm_squareRing_isTheRingWidthOverTheOutlinesLength()
    {
        Area ring = new Area(new Rectangle2D.Double(0, 0, 600, 600));
        ring.subtract(new Area(new Rectangle2D.Double(100, 100, 400, 400)));
        // area 200,000; outer + inner perimeter 2,400 + 1,600 = 4,000: 2A/P = 100 units = 0.1 em
        assertEquals(0.1, StrokeWidthMeter.strokeWidthEm(ring, 1000), TEST_EPS);
    }

    @Test
    void strokeWidthEm_boldStemAgainstRegularStem_ratioOfTheirWidths()
    {
        double regular = StrokeWidthMeter.strokeWidthEm(new Rectangle2D.Double(0, 0, 80, 700), 1000);
        double bold = StrokeWidthMeter.strokeWidthEm(new Rectangle2D.Double(0, 0, 140, 700), 1000);
        assertTrue(RelativeWeightRule.isBolder(bold, regular));
        assertTrue(!RelativeWeightRule.isBolder(regular, bold));
    }

    @Test
    void strokeWidthEm_emptyOutline_isNaN()
    {
        assertTrue(Double.isNaN(StrokeWidthMeter.strokeWidthEm(new GeneralPath(), 1000)));
    }

    @Test
    void strokeWidthEm_zeroUnitsPerEm_throwsNamingTheValue()
    {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StrokeWidthMeter.strokeWidthEm(new Rectangle2D.Double(0, 0, 1, 1), 0));
        assertTrue(e.getMessage().contains("0"));
    }

    @ParameterizedTest(name = "candidate {0}, regular {1} -> {2}")
    @CsvSource({
            // cairo's emboldened WenQuanYi against WenQuanYi (measured 0.112 / 0.072)
            "0.112, 0.072, true",
            // LiberationSerif-Bold against LiberationSerif
            "0.095, 0.061, true",
            "0.0936, 0.072, true",
            "0.0935, 0.072, false",
            // two regular designs of one script
            "0.075, 0.072, false",
            "NaN, 0.072, false",
            "0.112, NaN, false",
            "0.112, 0, false"
    })
    void isBolder_ratioThreshold(double candidate, double regular, boolean bolder)
    {
        assertEquals(bolder, RelativeWeightRule.isBolder(candidate, regular));
    }
}
