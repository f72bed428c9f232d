package dev.pdfstyles.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SyntheticStyleRulesTest {

    private static final float TEST_EPS = 1e-5f;

    @Test
    void slant_wordShear_isTheShearFactor() {
        // 1 0 0.34 1 Tm: baseline (1,0), up (0.34,1)
        assertEquals(0.34f, SyntheticStyleRules.slant(1, 0, 0.34f, 1), TEST_EPS);
    }

    @Test
    void slant_rotatedBy90Degrees_isUnchanged() {
        // rotate baseline (1,0)->(0,1) and up (0.34,1)->(-1,0.34)
        assertEquals(0.34f, SyntheticStyleRules.slant(0, 1, -1, 0.34f), TEST_EPS);
    }

    @Test
    void slant_scaledAndRotated30Degrees_isUnchanged() {
        double angle = Math.toRadians(30);
        float cos = (float) Math.cos(angle);
        float sin = (float) Math.sin(angle);
        float size = 12;
        // up vector (0.25, 1) rotated and scaled
        float ux = size * (0.25f * cos - sin);
        float uy = size * (0.25f * sin + cos);
        assertEquals(0.25f, SyntheticStyleRules.slant(size * cos, size * sin, ux, uy), 1e-4f);
    }

    @Test
    void slant_degenerate_isNaN() {
        assertTrue(Float.isNaN(SyntheticStyleRules.slant(1, 0, 2, 0)));
    }

    @ParameterizedTest(name = "slant {0}, back-slant counts {1} -> {2}")
    @CsvSource({
            "0.0, false, false",
            "0.079, false, false",
            "0.081, false, true",
            "0.21256, false, true",
            "0.25, false, true",
            "0.34, false, true",
            "0.599, false, true",
            "0.601, false, false",
            "-0.25, false, false",
            "-0.25, true, true",
            "NaN, true, false"
    })
    void isShearItalic_thresholds(float slant, boolean backSlant, boolean expected) {
        assertEquals(expected, SyntheticStyleRules.isShearItalic(slant, backSlant));
    }

    @ParameterizedTest(name = "fill+stroke {0}, same colour {1}, width {2} em -> {3}")
    @CsvSource({
            "true, true, 0.035, true",
            "true, true, 0.0081, true",
            "true, true, 0.0079, false",
            "true, true, 0.199, true",
            "true, true, 0.201, false",
            // a halo: stroke in another colour
            "true, false, 0.035, false",
            // outline-only or fill-only text
            "false, true, 0.035, false"
    })
    void isFillStrokeBold_thresholds(boolean fillAndStroke, boolean sameColour, float widthEm, boolean expected) {
        assertEquals(expected, SyntheticStyleRules.isFillStrokeBold(fillAndStroke, sameColour, widthEm));
    }
}
