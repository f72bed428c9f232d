package dev.pdfstyles.geometry;

import java.util.Arrays;

/** Length arithmetic on sets of 1-D intervals. */
final class Intervals {

    private Intervals() {
    }

    /**
     * Length of {@code [from, to]} covered by the union of {@code count} intervals stored as
     * {lo0, hi0, lo1, hi1, ...}, where gaps of at most {@code bridge} between intervals count as covered.
     */
    static float coveredLength(float[] loHi, int count, float bridge, float from, float to) {
        if (count == 0 || to < from) {
            return 0;
        }
        Integer[] byLo = new Integer[count];
        for (int i = 0; i < count; i++) {
            byLo[i] = i;
        }
        Arrays.sort(byLo, (a, b) -> Float.compare(loHi[a * 2], loHi[b * 2]));
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

    private static float clippedLength(float lo, float hi, float from, float to) {
        return Math.max(0f, Math.min(hi, to) - Math.max(lo, from));
    }
}
