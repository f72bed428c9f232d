package dev.pdfstyles.synthetic;

/**
 * Bold and italic that a producer fakes with the graphics state instead of a bold or italic face.
 * Pure functions over numbers measured by the style pass.
 */
public final class SyntheticStyleRules {

    /**
     * Smallest forward slant (tan of the lean) read as italic: about 4.6 degrees. Producers fake italic
     * with 0.21 (iText/Flying Saucer, tan 12), 0.25 (Chromium/Skia, CoreText) and 0.34 (Word); true
     * italic faces are drawn slanted, not sheared, so they show ~0 here.
     */
    static final float MIN_ITALIC_SLANT = 0.08f;

    /**
     * Smallest slant of a page's transformation (the CTM) that can slant its text: the italic threshold less
     * {@link PageSlant#SAME_SLANT_TOLERANCE}, as close as {@link PageSlant} lets a page slant come to it.
     */
    public static final float MIN_TRANSFORM_SLANT = MIN_ITALIC_SLANT - PageSlant.SAME_SLANT_TOLERANCE;

    /** Largest slant read as italic: about 31 degrees; more is a deliberate distortion, not italic. */
    static final float MAX_ITALIC_SLANT = 0.6f;

    /**
     * Thinnest stroke (em) that visibly emboldens fill+stroke text. Skia strokes size/24 to size/32
     * (0.03-0.04 em); a hairline (width 0, about one device pixel) does not make text look bold.
     */
    static final float MIN_FAKE_BOLD_LINE_WIDTH_EM = 0.008f;

    /** Thickest plausible fake-bold stroke (em): wider strokes blot text and are effects, not bold. */
    static final float MAX_FAKE_BOLD_LINE_WIDTH_EM = 0.2f;

    private SyntheticStyleRules() {
    }

    /**
     * The slant of a glyph-to-page linear map whose baseline vector is (a, b) and up vector (c, d):
     * the tangent of the up vector's lean away from the baseline's normal, positive when leaning
     * forward. Rotation-invariant: rotating the whole map leaves it unchanged. NaN when degenerate.
     */
    public static float slant(float a, float b, float c, float d) {
        float determinant = a * d - b * c;
        if (determinant == 0 || !Float.isFinite(determinant)) {
            return Float.NaN;
        }
        return (a * c + b * d) / determinant;
    }

    /** Whether a (page-corrected) slant reads as italic. */
    public static boolean isShearItalic(float slant, boolean backSlantCounts) {
        if (Float.isNaN(slant)) {
            return false;
        }
        float lean = backSlantCounts ? Math.abs(slant) : slant;
        return lean >= MIN_ITALIC_SLANT && lean <= MAX_ITALIC_SLANT;
    }

    /**
     * Whether fill+stroke rendering (Tr 2 or 6) reads as bold: the stroke must be in the fill colour (a
     * different colour is a halo or outline effect) and of a plausible width for the font size.
     */
    public static boolean isFillStrokeBold(boolean fillAndStroke, boolean strokeMatchesFill, float lineWidthEm) {
        return fillAndStroke && strokeMatchesFill
                && lineWidthEm >= MIN_FAKE_BOLD_LINE_WIDTH_EM && lineWidthEm <= MAX_FAKE_BOLD_LINE_WIDTH_EM;
    }
}
