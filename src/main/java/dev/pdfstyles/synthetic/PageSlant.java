package dev.pdfstyles.synthetic;

import java.util.Arrays;

/**
 * A slant shared by (nearly) all text on a page is the page's, not the text's: a sheared page or a
 * deskew transform applied to everything. It is subtracted before the italic test, on pages where the
 * transformation (the CTM) slants text at all: a slant in the text matrix is the text's own, as when every
 * line of a page is set in a sheared regular face (PyMuPDF's test_4047.pdf, a list in Tahoma at 15 degrees).
 */
public final class PageSlant {

    /** Pages with fewer measured glyphs keep their slants: one sheared line may be the whole page. */
    static final int MIN_GLYPHS = 40;

    /** Share of glyphs that must share the page slant for it to count as the page's. */
    static final float MIN_SHARED_FRACTION = 0.95f;

    /** Two slants within this (tan) are the same slant. */
    static final float SAME_SLANT_TOLERANCE = 0.02f;

    private PageSlant() {
    }

    /** The slant to subtract from every glyph on the page (0 when the page has none of its own). */
    public static float of(float[] slants, int count) {
        int measuredCount = 0;
        int upright = 0;
        for (int i = 0; i < count; i++) {
            if (!Float.isNaN(slants[i])) {
                measuredCount++;
                if (Math.abs(slants[i]) < SyntheticStyleRules.MIN_ITALIC_SLANT - SAME_SLANT_TOLERANCE) {
                    upright++;
                }
            }
        }
        // Upright glyphs cannot share a page slant of at least MIN_ITALIC_SLANT: most pages stop here,
        // without sorting.
        if (measuredCount < MIN_GLYPHS || upright > (1 - MIN_SHARED_FRACTION) * measuredCount) {
            return 0f;
        }
        float[] measured = new float[measuredCount];
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (!Float.isNaN(slants[i])) {
                measured[n++] = slants[i];
            }
        }
        Arrays.sort(measured, 0, n);
        float median = measured[n / 2];
        if (Math.abs(median) < SyntheticStyleRules.MIN_ITALIC_SLANT) {
            return 0f;
        }
        int shared = 0;
        for (int i = 0; i < n; i++) {
            if (Math.abs(measured[i] - median) <= SAME_SLANT_TOLERANCE) {
                shared++;
            }
        }
        return shared >= MIN_SHARED_FRACTION * n ? median : 0f;
    }
}
