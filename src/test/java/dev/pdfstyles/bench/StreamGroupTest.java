package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
