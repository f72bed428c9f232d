package dev.pdfstyles.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

class PageSlantTest {

    private static final float TEST_EPS = 1e-6f;

    private static float[] slants(int n, float value) {
        float[] s = new float[n];
        Arrays.fill(s, value);
        return s;
    }

    @Test
    void of_everyGlyphShearedAlike_pageSlant() {
        assertEquals(0.25f, PageSlant.of(slants(100, 0.25f), 100), TEST_EPS);
    }

    @Test
    void of_oneShearedLineAmongUpright_none() {
        float[] s = slants(100, 0f);
        Arrays.fill(s, 0, 20, 0.34f);
        assertEquals(0f, PageSlant.of(s, 100), TEST_EPS);
    }

    @Test
    void of_fewGlyphs_none() {
        assertEquals(0f, PageSlant.of(slants(PageSlant.MIN_GLYPHS - 1, 0.25f), PageSlant.MIN_GLYPHS - 1), TEST_EPS);
    }

    @Test
    void of_uprightPage_none() {
        assertEquals(0f, PageSlant.of(slants(100, 0f), 100), TEST_EPS);
    }
}
