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
 * {@link #HALFWAY_MARGIN_ULPS} ulps of such a point, or outside float's normal range (an infinite or NaN component,
 * which {@code Math.hypot} treats its own way, or a length too small for a normal float, where floats are spaced
 * otherwise), {@code Math.hypot} answers. {@code FloatHypotTest} checks the two against each other on random and
 * built cases.
 *
 * <p>The halfway test reads the root's bits: rounding a double of float's normal range to float drops the low
 * {@link #DROPPED_BITS} bits of its significand, and a point halfway between two floats is a double whose dropped
 * bits read exactly half their range. Computing the halfway points themselves ({@code Math.ulp}, {@code
 * Math.nextUp}) would cost twice the square root.
 */
public final class FloatHypot {

    /**
     * Double ulps of the root within which a halfway point between two floats sends the length to
     * {@code Math.hypot}: twice the two answers' largest distance.
     */
    static final int HALFWAY_MARGIN_ULPS = 4;

    /** Significand bits a double has and a float has not: 52 - 23. */
    static final int DROPPED_BITS = 29;

    private static final long DROPPED_MASK = (1L << DROPPED_BITS) - 1;

    /** The dropped bits of a point halfway between two floats. */
    private static final long HALFWAY_DROPPED = 1L << (DROPPED_BITS - 1);

    private FloatHypot() {
    }

    /** {@code (float) Math.hypot(dx, dy)}, bit for bit. */
    public static float of(float dx, float dy) {
        double x = dx;
        double y = dy;
        double root = Math.sqrt(x * x + y * y);
        if (root >= Float.MIN_NORMAL && root < Double.POSITIVE_INFINITY && !isNearHalfway(root)) {
            return (float) root;
        }
        return (float) Math.hypot(dx, dy);
    }

    /**
     * Whether {@code root}, a double of float's normal range, lies within the margin of a point halfway between two
     * floats. The halfway point below a power of two lies in the binade below it, where it too has the dropped bits
     * of a halfway point; and above {@code Float.MAX_VALUE}, the point from which a double rounds to infinity is the
     * halfway point past it.
     */
    static boolean isNearHalfway(double root) {
        long dropped = Double.doubleToRawLongBits(root) & DROPPED_MASK;
        return Math.abs(dropped - HALFWAY_DROPPED) <= HALFWAY_MARGIN_ULPS;
    }
}
