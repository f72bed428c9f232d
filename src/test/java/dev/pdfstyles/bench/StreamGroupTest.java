package dev.pdfstyles.bench;

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

    @Test
    void savedShare_fromRatios_sameRuleAsFromSums() {
        assertEquals(0.5, StreamGroup.savedShare(1.20, 1.10), 1e-12);
        assertEquals(-0.5, StreamGroup.savedShare(1.20, 1.30), 1e-12);
        assertTrue(Double.isNaN(StreamGroup.savedShare(0.965, 1.030)));
    }

    /**
     * Two positions over three passes whose stock and styled times the host moved apart. Medians taken kind by
     * kind pair one pass's stock time with another's styled time: 600 / 400 = 1.5, above every pass (1.2, 1.4,
     * 1.1). Paired within each pass, the positions read 1.1 and 4 / 3, each weighing its median stock time, 200.
     */
    @Test
    void pairedRatios_hostSpeedMovedBetweenPasses_staysWithinThePasses() {
        // arrange: [kind: stock, styled, shared][position]
        long[][] pass1 = {{300, 200}, {300, 300}, {300, 200}};
        long[][] pass2 = {{200, 300}, {300, 400}, {200, 300}};
        long[][] pass3 = {{200, 200}, {220, 220}, {200, 200}};
        List<long[][]> passes = List.of(pass1, pass2, pass3);
        // act
        double[] ratios = StreamGroup.pairedRatios(passes);
        // assert: kind by kind would read 1.5; the shared parser matched stock in every pass
        long[] kindByKind = StreamGroup.sumOfMedians(passes);
        assertEquals(1.5, (double) kindByKind[1] / kindByKind[0], 1e-12);
        assertEquals((1.1 + 4.0 / 3) / 2, ratios[0], 1e-12);
        assertEquals(1.0, ratios[1], 1e-12);
        assertTrue(ratios[0] >= 1.1 && ratios[0] <= 1.4);
    }

    /**
     * A position counts by its median stock time, as a document counts by its cost in a pass's summed ratio; a
     * pass whose stock time reads zero gives its position no ratio, and a position with none is left out.
     */
    @Test
    void pairedRatios_positionsWeighedByStockTime_zeroStockLeftOut() {
        // arrange: position 0 costs 100 at 1.0; position 1 costs 300 at 1.2; position 2 read no stock time
        long[][] pass1 = {{100, 300, 0}, {100, 360, 5}, {100, 330, 5}};
        long[][] pass2 = {{100, 0, 0}, {100, 999, 5}, {100, 999, 5}};
        long[][] pass3 = {{100, 300, 0}, {100, 360, 5}, {100, 330, 5}};
        // act
        double[] ratios = StreamGroup.pairedRatios(List.of(pass1, pass2, pass3));
        // assert: (100 * 1.0 + 300 * 1.2) / 400 and (100 * 1.0 + 300 * 1.1) / 400; pass 2 leaves position 1 two
        // passes, whose median is their mean
        assertEquals(1.15, ratios[0], 1e-12);
        assertEquals(1.075, ratios[1], 1e-12);
    }

    /**
     * The verdict passes' saving, paired within each pass: every pass saved 40, but medians taken kind by kind
     * pair one pass's cache-off time with another's cache-on time and read 60.
     */
    @Test
    void pairedSaving_hostSpeedMovedBetweenPasses_savingOfThePasses() {
        // arrange: [off, on][position]
        long[][] pass1 = {{250, 250}, {240, 220}};
        long[][] pass2 = {{200, 250}, {180, 230}};
        long[][] pass3 = {{250, 150}, {220, 140}};
        List<long[][]> passes = List.of(pass1, pass2, pass3);
        // act
        long saved = StreamGroup.pairedSaving(passes, 0, 1);
        // assert: per position the passes saved (10, 20, 30) and (30, 20, 10)
        long[] kindByKind = StreamGroup.sumOfMedians(passes);
        assertEquals(60, kindByKind[0] - kindByKind[1]);
        assertEquals(40, saved);
    }
}
