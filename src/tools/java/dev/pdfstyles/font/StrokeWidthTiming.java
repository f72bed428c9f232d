package dev.pdfstyles.font;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.pdfstyles.font.outline.DisjointContours;
import dev.pdfstyles.font.outline.StrokeWidthMeter;


/**
 * Developer tool (issue #7), not a test: over the glyphs some PDFs show, the share whose contours need no
 * merge (the fast path of {@link StrokeWidthMeter}), and the time of {@link StrokeWidthMeter#strokeWidthEm}
 * against the Area merge ({@link StrokeWidthMeter#strokeWidthEmByMerge}) for them, in thread CPU time (the machine may be shared), as the median
 * of several rounds after warm-up.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.font.outline.StrokeWidthTiming \
 *     [test-documents/chromium/cjk.pdf test-documents/cairo/cjk.pdf]
 * </pre>
 */
public final class StrokeWidthTiming {
    /** Rounds timed after as many of warm-up: enough for a stable median on a quiet machine. */
    private static final int ROUNDS = 15;
    /** Passes over the glyphs per round: a pass is a few milliseconds, near the CPU clock's resolution. */
    private static final int REPEATS = 5;

    private StrokeWidthTiming() {
    }

    public static void main(String[] args) throws Exception {
        String[] files = args.length > 0 ? args
                : new String[] {"test-documents/chromium/cjk.pdf", "test-documents/cairo/cjk.pdf"};
        for (String file : files) {
            report(Paths.get(file));
        }
    }

    private static void report(Path pdf) throws Exception {
        List<CorpusGlyphOutlines.Sample> samples = CorpusGlyphOutlines.of(pdf);
        int fast = 0;
        for (CorpusGlyphOutlines.Sample sample : samples) {
            double flatness = StrokeWidthMeter.MERGE_FLATNESS_EM * sample.glyph.unitsPerEm;
            if (DisjointContours.measure(StrokeWidthMeter.flattened(sample.glyph.path, flatness)) != null) {
                fast++;
            }
        }
        List<Double> now = new ArrayList<>();
        List<Double> merged = new ArrayList<>();
        for (int round = 0; round < 2 * ROUNDS; round++) {
            double tNow = 0;
            double tMerged = 0;
            for (int repeat = 0; repeat < REPEATS; repeat++) {
                tNow += timeMs(samples, false) / REPEATS;
                tMerged += timeMs(samples, true) / REPEATS;
            }
            if (round >= ROUNDS) {
                now.add(tNow);
                merged.add(tMerged);
            }
        }
        double medianNow = median(now);
        double medianMerged = median(merged);
        System.out.printf("%s: %d glyphs, %d (%.1f%%) without merge; strokeWidthEm %.2f ms, Area merge %.2f ms,"
                + " speed-up %.2fx%n", pdf, samples.size(), fast, 100.0 * fast / samples.size(), medianNow,
                medianMerged, medianMerged / medianNow);
    }

    private static double timeMs(List<CorpusGlyphOutlines.Sample> samples, boolean byMerge) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        double sink = 0;
        for (CorpusGlyphOutlines.Sample sample : samples) {
            ProbeGlyph g = sample.glyph;
            sink += byMerge ? StrokeWidthMeter.strokeWidthEmByMerge(g.path, g.unitsPerEm)
                    : StrokeWidthMeter.strokeWidthEm(g.path, g.unitsPerEm);
        }
        if (sink == Double.MIN_VALUE) {
            System.out.print("");
        }
        return (threads.getCurrentThreadCpuTime() - start) / 1e6;
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
