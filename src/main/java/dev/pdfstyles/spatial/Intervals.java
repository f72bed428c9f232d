package dev.pdfstyles.spatial;

import java.util.Arrays;

/** Length arithmetic on sets of 1-D intervals. */
public final class Intervals {

    private Intervals() {
    }

    /**
     * Length of {@code [from, to]} covered by the union of {@code count} intervals stored as
     * {lo0, hi0, lo1, hi1, ...}, where gaps of at most {@code bridge} between intervals count as covered.
     */
    public static float coveredLength(float[] loHi, int count, float bridge, float from, float to) {
        if (count == 0 || to < from) {
            return 0;
        }
        if (count == 1) {
            return clippedLength(loHi[0], loHi[1], from, to);   // most glyphs: one rule piece, nothing to order
        }
        int[] byLo = orderByLo(loHi, count);
        float covered = 0;
        float runLo = loHi[byLo[0] * 2];
        float runHi = loHi[byLo[0] * 2 + 1];
        for (int k = 1; k < count; k++) {
            float lo = loHi[byLo[k] * 2];
            float hi = loHi[byLo[k] * 2 + 1];
            if (lo <= runHi + bridge) {
                runHi = Math.max(runHi, hi);
            } else {
                covered += clippedLength(runLo, runHi, from, to);
                runLo = lo;
                runHi = hi;
            }
        }
        return covered + clippedLength(runLo, runHi, from, to);
    }

    /**
     * Whether {@link #coveredLength} is at least {@code atLeast}, with the same answer. The union covers at least
     * what any one of its intervals covers, so one interval that covers enough settles it without putting the
     * intervals in order (a glyph under a few overlapping rule pieces, each of which covers it). That bound holds
     * in float arithmetic too, where every clipped length is finite: a finite window and no NaN end (the
     * union's own sum is NaN there); otherwise the union is measured.
     */
    public static boolean coversAtLeast(float[] loHi, int count, float bridge, float from, float to, float atLeast) {
        if (count > 1 && Float.isFinite(from) && Float.isFinite(to)) {
            boolean oneCovers = false;
            boolean noNaN = true;
            for (int i = 0; i < count; i++) {
                float lo = loHi[i * 2];
                float hi = loHi[i * 2 + 1];
                noNaN &= lo == lo && hi == hi;
                oneCovers |= clippedLength(lo, hi, from, to) >= atLeast;
            }
            if (oneCovers && noNaN) {
                return true;
            }
        }
        return coveredLength(loHi, count, bridge, from, to) >= atLeast;
    }

    /**
     * The widest stretch of {@code [from, to]} that the union of {@code count} intervals (stored as in
     * {@link #coveredLength}) leaves uncovered between two of its runs; 0 when the runs leave no gap there.
     * The stretches before the first run and after the last do not count.
     */
    public static float widestInnerGap(float[] loHi, int count, float from, float to) {
        if (count < 2) {
            return 0;
        }
        int[] byLo = orderByLo(loHi, count);
        float widest = 0;
        float runHi = loHi[byLo[0] * 2 + 1];
        for (int k = 1; k < count; k++) {
            float lo = loHi[byLo[k] * 2];
            if (lo > runHi) {
                widest = Math.max(widest, Math.min(lo, to) - Math.max(runHi, from));
            }
            runHi = Math.max(runHi, loHi[byLo[k] * 2 + 1]);
        }
        return widest;
    }

    /**
     * Interval indexes by ascending lo, ties in index order. Intervals under one rule usually arrive in glyph
     * order, already sorted: checked first (a boxed comparator sort costs a tenth of the decoration work on
     * text pages); else sorted as longs of (sortable lo bits, index).
     */
    private static int[] orderByLo(float[] loHi, int count) {
        int[] order = new int[count];
        boolean sorted = true;
        for (int i = 0; i < count; i++) {
            order[i] = i;
            sorted &= i == 0 || Float.compare(loHi[(i - 1) * 2], loHi[i * 2]) <= 0;
        }
        if (sorted) {
            return order;
        }
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            keys[i] = (long) sortableBits(loHi[i * 2]) << Integer.SIZE | i;
        }
        Arrays.sort(keys);
        for (int i = 0; i < count; i++) {
            order[i] = (int) keys[i];
        }
        return order;
    }

    /**
     * The float's bits as an int that orders as {@link Float#compare} does (-0.0 before 0.0, NaN last): sort
     * keys for floats packed into longs with an index (here, in {@link dev.pdfstyles.decoration.RuleIndex} and {@link dev.pdfstyles.synthetic.OverprintFinder}).
     */
    public static int sortableBits(float value) {
        int bits = Float.floatToIntBits(value);
        return bits ^ (bits >> (Integer.SIZE - 1) & Integer.MAX_VALUE);
    }

    private static float clippedLength(float lo, float hi, float from, float to) {
        return Math.max(0f, Math.min(hi, to) - Math.max(lo, from));
    }
}
