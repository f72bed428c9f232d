package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.bench.DocumentTimings.Side;

class DocumentTimingsTest {

    private static final double TEST_EPS = 1e-9;

    private static ParseProbe.Sample sample(long cpuNanos) {
        return new ParseProbe.Sample(cpuNanos + 1, cpuNanos, 0, 0, HeapWatch.NO_COLLECTION, 1, 0, null);
    }

    @Test
    void cpuRatio_roundsAtDifferentSpeeds_medianOfEachRoundsRatio() {
        // arrange: three JVMs' medians; the first's are both the middle ones, its ratio the highest
        DocumentTimings page = new DocumentTimings("generated:dense-paths");
        page.add(sample(298), sample(617));
        page.add(sample(427), sample(649));
        page.add(sample(244), sample(308));
        // act
        double ratio = page.cpuRatio();
        // assert: 617/298 = 2.07, 649/427 = 1.52, 308/244 = 1.26; the medians' ratio would be 617/298
        assertEquals(649.0 / 427, ratio, TEST_EPS);
        assertEquals(298, page.medianCpuNanos(Side.STOCK));
        assertEquals(617, page.medianCpuNanos(Side.STYLED));
        assertEquals(650.0 / 428, page.timeRatio(), TEST_EPS);
    }

    @Test
    void cpuRatio_sharedSideShorterThanStock_rejected() {
        // arrange
        DocumentTimings page = new DocumentTimings("a.pdf");
        page.add(sample(10), sample(11));
        page.add(sample(10), sample(12));
        page.addShared(sample(9));
        // act + assert
        assertThrows(IllegalStateException.class, () -> page.cpuRatio(Side.STYLED_SHARED));
    }
}
