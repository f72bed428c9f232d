package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.bench.DocumentTimings.Side;

class GroupSummaryTest {

    private static final double TEST_EPS = 1e-9;

    private static ParseProbe.Sample sample(long nanos, long allocated, int pages) {
        // CPU time: half the wall time, as on a machine shared with one other busy process
        return new ParseProbe.Sample(nanos, nanos / 2, allocated, 0, HeapWatch.NO_COLLECTION, pages, 1, null);
    }

    /** A document measured in three rounds: stock times 10/11/12 units, styled times {@code styled}. */
    private static DocumentTimings document(String name, int pages, long unit, long... styled) {
        DocumentTimings timings = new DocumentTimings(name);
        for (int round = 0; round < styled.length; round++) {
            timings.add(sample((10 + round) * unit, 100 * pages, pages), sample(styled[round] * unit, 300 * pages,
                    pages));
        }
        return timings;
    }

    @Test
    void ratios_smallAndLargeDocument_medianOfFilesDiffersFromTotal() {
        // arrange: a 1-page file at 3x (styled 30/33/36 over stock 10/11/12) and a 100-page one at 1.2x
        DocumentTimings small = document("small", 1, 1, 30, 33, 36);
        DocumentTimings large = document("large", 100, 100, 12, 13, 14);
        DocumentTimings third = document("third", 1, 1, 20, 22, 24);
        GroupSummary group = new GroupSummary("g", Arrays.asList(small, large, third));
        // act / assert: per-file medians 33/11, 1300/1100, 22/11
        assertEquals(2.0, group.medianRatio(), TEST_EPS);
        assertEquals((33.0 + 1300 + 22) / (11 + 1100 + 11), group.totalRatio(), TEST_EPS);
        assertEquals(102, group.pages());
        assertEquals(102 * 1e9 / (11 + 1100 + 11), group.pagesPerSecond(Side.STOCK), 1e-6);
        assertEquals(300.0, group.allocatedBytesPerPage(Side.STYLED), TEST_EPS);
        // CPU times are integer halves: per file, the median of its rounds' ratios (15/5, 16/5, 18/6; 600/500,
        // 650/550, 700/600; 10/5, 11/5, 12/6) is 3.0, 650/550 and 2.0
        assertEquals(2.0, group.medianCpuRatio(), TEST_EPS);
        assertEquals((16.0 + 650 + 11) / (5 + 550 + 5), group.totalCpuRatio(), TEST_EPS);
    }

    @Test
    void slowest_twoDocuments_highestRatioFirst() {
        DocumentTimings small = document("small", 1, 1, 30, 33, 36);
        DocumentTimings large = document("large", 100, 100, 12, 13, 14);
        GroupSummary group = new GroupSummary("g", Arrays.asList(large, small));
        assertEquals("small", group.slowest(1).get(0).name);
    }
}
