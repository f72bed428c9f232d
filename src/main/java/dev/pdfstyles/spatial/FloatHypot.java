package dev.pdfstyles.spatial;

/**
 * The length of a vector with float components, exactly as {@code (float) Math.hypot(dx, dy)} gives it, at about
 * the cost of a square root.
 *
 * <p>{@code Math.hypot} guards against overflow and underflow in double arithmetic, which float components cannot
 * cause (their squares and the squares' sum stay well inside double range), and costs several times a square
 * root. Path collection asks for one length per stroked segment: on a page of drawings (the dense benchmark page
 * strokes 28,000 segments) that was about a hundredth of the stock parse.
 *
 * <p>Why the answers are the same: the squares of floats are exact in double, so {@code Math.sqrt(dx * dx + dy *
 * dy)} rounds twice, and each rounding moves it by at most half a double ulp of the true length (the sum's moves
 * the root by half as much as it moves the sum): it lies within one ulp of the true length, and {@code
 * Math.hypot} does too. The two doubles are then at most two ulps apart, and they round to the same float unless
 * a point halfway between two floats lies between them. When the root lies within
 * {@link #HALFWAY_MARGIN_ULPS} ulps of such a point, or is not finite (an infinite or NaN component, which
 * {@code Math.hypot} treats its own way), {@code Math.hypot} answers. {@code FloatHypotTest} checks the two
 * against each other on random and built cases.
 */
public final class FloatHypot {

    /**
     * Double ulps of the root within which a halfway point between two floats sends the length to
     * {@code Math.hypot}: twice the two answers' largest distance, for the ulp's halving below a power of two.
     */
    static final int HALFWAY_MARGIN_ULPS = 4;

    private FloatHypot() {
    }

    /** {@code (float) Math.hypot(dx, dy)}, bit for bit. */
    public static float of(float dx, float dy) {
        double x = dx;
        double y = dy;
        double root = Math.sqrt(x * x + y * y);
        float length = (float) root;
        if (Double.isFinite(root) && !isNearHalfway(root, length)) {
            return length;
        }
        return (float) Math.hypot(dx, dy);
    }

    /**
     * Whether {@code root} lies within the margin of a point halfway between {@code length} (its nearest float)
     * and a neighbouring float. Each halfway point is exact in double: the sum of two neighbouring floats needs
     * at most 26 bits.
     */
    static boolean isNearHalfway(double root, float length) {
        double margin = HALFWAY_MARGIN_ULPS * Math.ulp(root);
        double below = ((double) length + Math.nextDown(length)) / 2;
        double above = ((double) length + Math.nextUp(length)) / 2;
        return !(root - below > margin) || !(above - root > margin);
    }
}
