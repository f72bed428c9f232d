package dev.pdfstyles.spatial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IntervalsTest {

    private static final float TEST_EPS = 1e-5f;

    @ParameterizedTest(name = "[{0},{1}] [{2},{3}] bridge {4} over [{5},{6}] = {7}")
    @CsvSource({
            "0, 2, 3, 5, 0, 0, 5, 4",
            "0, 2, 3, 5, 1, 0, 5, 5",
            "0, 2, 3, 5, 0.99, 0, 5, 4",
            "3, 5, 0, 2, 1, 0, 5, 5",
            "0, 10, 2, 3, 0, 1, 4, 3",
            "-5, -1, 20, 30, 0, 0, 10, 0"
    })
    void coveredLength_unionWithBridgedGaps(float lo1, float hi1, float lo2, float hi2, float bridge, float from,
                                            float to, float expected) {
        float[] intervals = {lo1, hi1, lo2, hi2};
        assertEquals(expected, Intervals.coveredLength(intervals, 2, bridge, from, to), TEST_EPS);
    }

    @Test
    void coveredLength_unsortedIntervalsWithNegativesAndTies_sameAsABoxedSortReference() {
        // arrange: lo values drawn from a few repeated ones (ties), negatives and -0.0 among them
        Random random = new Random(20261130L);
        float[] los = {-3.5f, -0.0f, 0.0f, 1.25f, 1.25f, 7f, -12f};
        for (int trial = 0; trial < 500; trial++) {
            int count = 1 + random.nextInt(12);
            float[] intervals = new float[count * 2];
            for (int i = 0; i < count; i++) {
                intervals[i * 2] = random.nextBoolean() ? los[random.nextInt(los.length)] : random.nextFloat() * 20 - 10;
                intervals[i * 2 + 1] = intervals[i * 2] + random.nextFloat() * 3;
            }
            float bridge = random.nextFloat();
            // act
            float covered = Intervals.coveredLength(intervals, count, bridge, -5, 15);
            // assert
            assertEquals(reference(intervals, count, bridge, -5, 15), covered, 0f, Arrays.toString(intervals));
        }
    }

    /**
     * The same union over the intervals put in order by a stable boxed sort, the plain way: what its own ordering of unsorted intervals must agree with.
     */
    private static float reference(float[] loHi, int count, float bridge, float from, float to) {
        Integer[] byLo = new Integer[count];
        for (int i = 0; i < count; i++) {
            byLo[i] = i;
        }
        Arrays.sort(byLo, Comparator.comparing(i -> loHi[i * 2]));
        float[] sorted = new float[count * 2];
        for (int k = 0; k < count; k++) {
            sorted[k * 2] = loHi[byLo[k] * 2];
            sorted[k * 2 + 1] = loHi[byLo[k] * 2 + 1];
        }
        return Intervals.coveredLength(sorted, count, bridge, from, to);
    }

    @Test
    void coversAtLeast_randomIntervalsWithNaNAndInfiniteEnds_sameAnswerAsTheUnionsLength() {
        // arrange: pieces near a window, some ends NaN or infinite, windows reversed or infinite, thresholds
        // drawn from the pieces' own clipped lengths (ties) as well as at random
        Random random = new Random(20261206L);
        float[] odd = {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, -0.0f, 0.0f};
        int shortcuts = 0;
        for (int trial = 0; trial < 20_000; trial++) {
            int count = random.nextInt(6);
            float[] intervals = new float[count * 2];
            for (int i = 0; i < count * 2; i += 2) {
                intervals[i] = random.nextFloat() * 12 - 3;
                intervals[i + 1] = intervals[i] + random.nextFloat() * 6;
                if (random.nextInt(20) == 0) {
                    intervals[i + random.nextInt(2)] = odd[random.nextInt(odd.length)];
                }
            }
            float from = random.nextInt(50) == 0 ? odd[random.nextInt(odd.length)] : random.nextFloat() * 2 - 1;
            float to = random.nextInt(50) == 0 ? odd[random.nextInt(odd.length)] : from + random.nextFloat() * 6 - 0.5f;
            float bridge = random.nextInt(30) == 0 ? Float.NaN : random.nextFloat();
            float atLeast;
            if (count > 0 && random.nextBoolean()) {
                int i = random.nextInt(count);
                atLeast = Math.max(0f, Math.min(intervals[i * 2 + 1], to) - Math.max(intervals[i * 2], from));
            } else {
                atLeast = random.nextInt(10) == 0 ? Float.MIN_VALUE : random.nextFloat() * 6;
            }
            // act
            boolean covers = Intervals.coversAtLeast(intervals, count, bridge, from, to, atLeast);
            // assert
            boolean expected = Intervals.coveredLength(intervals, count, bridge, from, to) >= atLeast;
            assertEquals(expected, covers, () -> Arrays.toString(intervals) + " over [" + from + ", " + to
                    + "] bridge " + bridge + " at least " + atLeast);
            shortcuts += expected && count > 1 ? 1 : 0;
        }
        // the cases the shortcut answers are many, so the comparison tests it
        assertTrue(shortcuts > 1000, "covered with several pieces: " + shortcuts);
    }

    @Test
    void widestInnerGap_twoRunsApart_gapBetweenThemOnly() {
        // arrange: runs 0..10 and 30..40 out of order, and one inside the first; the rule spans -5..50
        float[] loHi = {30, 40, 0, 10, 2, 4};
        // act
        float gap = Intervals.widestInnerGap(loHi, 3, -5, 50);
        // assert: the 5 before and the 10 after do not count
        assertEquals(20f, gap, 0f);
    }

    @Test
    void widestInnerGap_overlappingRuns_noGap() {
        assertEquals(0f, Intervals.widestInnerGap(new float[] {0, 10, 9, 20}, 2, 0, 20), 0f);
        assertEquals(0f, Intervals.widestInnerGap(new float[] {0, 10}, 1, 0, 20), 0f);
    }
}
