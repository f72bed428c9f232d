package dev.pdfstyles.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
