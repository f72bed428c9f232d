package dev.pdfstyles.font;

/**
 * Decides italic from an italic angle in degrees (post.italicAngle, CFF/Type 1 ItalicAngle, descriptor
 * ItalicAngle, AFM ItalicAngle) or from a slant expressed as horizontal run per unit of rise (a skewed
 * FontMatrix, a measured stem). Pure functions over numbers.
 *
 * <pre>
 *      |  /        angle a from the vertical, counter-clockwise positive (PDF 32000-1 Table 122),
 *      | /         so italics have negative angles; buggy producers write positive ones, so |a| is used.
 *      |/a         slant = dx/dy = tan(|a|)
 * </pre>
 */
final class ItalicAngleRule {
    /**
     * Smallest |angle| that means italic: 4 degrees. Upright faces carry small optical angles of -1..-3 degrees
     * (pdf-inspector PR #125); the least slanted real italics are around -9 (cmsl10 -9.46, Palatino Italic
     * -10, Times-Italic -15.5, Helvetica-Oblique -12). Lowering it under 3 makes those uprights italic.
     */
    static final double MIN_ITALIC_ANGLE_DEG = 4.0;

    /**
     * Largest |angle| taken as a real angle: 45 degrees. Beyond it no text face is drawn (the steepest script
     * and backslanted faces stay near 20-30); larger values are garbage from broken producers and give no vote.
     */
    static final double MAX_PLAUSIBLE_ANGLE_DEG = 45.0;

    /** Slant (dx per dy) equal to {@link #MIN_ITALIC_ANGLE_DEG}: tan(4 degrees) = 0.0699. */
    static final double MIN_ITALIC_SLANT = Math.tan(Math.toRadians(MIN_ITALIC_ANGLE_DEG));

    /** Slant equal to {@link #MAX_PLAUSIBLE_ANGLE_DEG}: tan(45 degrees) = 1 (written exactly, not via Math.tan). */
    static final double MAX_PLAUSIBLE_SLANT = 1.0;

    /** {@link #stretchOfSlant} of the italic slants leaning back, the upright ones, the italic ones leaning forward. */
    private static final int BACK_ITALIC_STRETCH = 1;
    private static final int UPRIGHT_STRETCH = 2;
    private static final int FORWARD_ITALIC_STRETCH = 3;

    private ItalicAngleRule() {
    }

    /** YES when 4 &lt;= |angle| &lt;= 45 degrees, NO when |angle| &lt; 4, UNKNOWN for NaN, infinite or steeper. */
    static Tristate fromAngleDegrees(double angleDeg) {
        if (!Double.isFinite(angleDeg)) {
            return Tristate.UNKNOWN;
        }
        double magnitude = Math.abs(angleDeg);
        if (magnitude > MAX_PLAUSIBLE_ANGLE_DEG) {
            return Tristate.UNKNOWN;
        }
        return Tristate.of(magnitude >= MIN_ITALIC_ANGLE_DEG);
    }

    /** The same rule for a slant dx/dy: YES when tan(4) &lt;= |slant| &lt;= 1. */
    static Tristate fromSlant(double slant) {
        switch (stretchOfSlant(slant)) {
            case BACK_ITALIC_STRETCH:
            case FORWARD_ITALIC_STRETCH:
                return Tristate.YES;
            case UPRIGHT_STRETCH:
                return Tristate.NO;
            default:
                return Tristate.UNKNOWN;
        }
    }

    /**
     * Which stretch of slants this is in, from back-leaning to forward-leaning: 0 steeper back than plausible,
     * 1 italic leaning back, 2 upright, 3 italic leaning forward, 4 steeper than plausible; -1 for NaN.
     * {@link #fromSlant} is decided by the stretch alone (see {@link StemWeightRule#stretchOf}).
     */
    static int stretchOfSlant(double slant) {
        if (Double.isNaN(slant)) {
            return -1;
        }
        if (slant < -MAX_PLAUSIBLE_SLANT) {
            return 0;
        }
        if (slant <= -MIN_ITALIC_SLANT) {
            return BACK_ITALIC_STRETCH;
        }
        if (slant < MIN_ITALIC_SLANT) {
            return UPRIGHT_STRETCH;
        }
        return slant <= MAX_PLAUSIBLE_SLANT ? FORWARD_ITALIC_STRETCH : 4;
    }
}
