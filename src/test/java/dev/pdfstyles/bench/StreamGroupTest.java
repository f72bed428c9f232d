package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class StreamGroupTest {

    @Test
    void savedShare_styledOverStock_shareOfTheOverheadTheCacheTookOff() {
        // stock 100, styled 120, shared 110: the cache took 10 of the 20
        assertEquals(0.5, StreamGroup.savedShare(100, 120, 110), 1e-12);
        // the cache costing more reads below zero
        assertEquals(-0.5, StreamGroup.savedShare(100, 120, 130), 1e-12);
    }

    @Test
    void savedShare_styledAtOrBelowStock_noShareToTell() {
        // run 40's pass 2: styled 0.965, shared 1.030 of stock, which the division read as 183% saved
        assertTrue(Double.isNaN(StreamGroup.savedShare(1_000, 965, 1_030)));
        assertTrue(Double.isNaN(StreamGroup.savedShare(1_000, 1_000, 990)));
        assertEquals("n/a", BenchmarkReport.percentOrNone(StreamGroup.savedShare(1_000, 965, 1_030)));
        assertEquals("50%", BenchmarkReport.percentOrNone(StreamGroup.savedShare(100, 120, 110)));
    }

    /**
     * The median row is each column's median over the passes, each pass's ratios and saving paired within it. Run
     * 46's passes read 1.096, 1.084 and 1.102 with the cache off; medians taken position by position, even paired
     * within each pass, read 1.067, below every pass.
     */
    @Test
    void medianRow_threePasses_eachColumnsMedianOverThePasses() {
        // arrange: run 46's ratios, on passes the host ran at three speeds
        List<StreamGroup.Round> rounds = List.of(round(1000, 1096, 1084), round(2000, 2168, 2138),
                round(3000, 3306, 3060));
        // act
        double[] row = StreamGroup.medianRow(rounds);
        // assert: saved shares 12/96, 30/168 and 246/306
        assertEquals(2000, row[0], 1e-9);
        assertEquals(1.096, row[1], 1e-12);
        assertEquals(1.069, row[2], 1e-12);
        assertEquals(30.0 / 168, row[3], 1e-12);
    }

    /** A pass that showed no overhead has no saved share: the median is over the passes that have one. */
    @Test
    void medianRow_passWithoutOverhead_savedShareOverTheOthers() {
        // arrange: run 45's first pass read a styled ratio of 0.884
        List<StreamGroup.Round> rounds = List.of(round(1000, 884, 971), round(1000, 1100, 1050),
                round(1000, 1100, 1000));
        List<StreamGroup.Round> noOverhead = List.of(round(1000, 990, 1010), round(1000, 1000, 990));
        // act
        double[] row = StreamGroup.medianRow(rounds);
        // assert: the mean of the middle two, 50% and 100%
        assertEquals(0.75, row[3], 1e-12);
        assertTrue(Double.isNaN(StreamGroup.medianRow(noOverhead)[3]));
    }

    /** The verdict table's median row: off, on and the saving, each the median over the passes (run 46's). */
    @Test
    void medianVerdictRow_threePasses_eachColumnsMedian() {
        // arrange: two positions a pass
        List<StreamVerdictPass> passes = List.of(verdictPass(90_900, 79_900), verdictPass(84_000, 76_800),
                verdictPass(83_200, 77_000));
        // act
        long[] row = StreamGroup.medianVerdictRow(passes);
        // assert: savings 11,000, 7,200 and 6,200
        assertArrayEquals(new long[] {84_000, 77_000, 7_200}, row);
    }

    private static StreamGroup.Round round(long stock, long styled, long shared) {
        StreamGroup.Round round = new StreamGroup.Round();
        round.stockCpuNanos = stock;
        round.styledCpuNanos = styled;
        round.sharedCpuNanos = shared;
        return round;
    }

    /** A pass of two positions whose CPU times sum to {@code off} and {@code on}. */
    private static StreamVerdictPass verdictPass(long off, long on) {
        StreamVerdictPass pass = new StreamVerdictPass(2);
        pass.cpuNanosByPosition[StreamVerdictPass.OFF][0] = off - 1_000;
        pass.cpuNanosByPosition[StreamVerdictPass.OFF][1] = 1_000;
        pass.cpuNanosByPosition[StreamVerdictPass.ON][0] = on - 500;
        pass.cpuNanosByPosition[StreamVerdictPass.ON][1] = 500;
        return pass;
    }
}
