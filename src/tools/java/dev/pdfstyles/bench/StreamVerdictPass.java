package dev.pdfstyles.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;

import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.FontVerdictCacheStatistics;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.font.SharedFontVerdicts;
import dev.pdfstyles.testsupport.DocumentFonts;

/**
 * One pass of the stream group's font verdicts alone (issue 27): the fonts each stream document's pages name,
 * judged as a parse judges them ({@link FontVerdictCache#verdictFor}), once with a verdict cache of the document's
 * own (the shared cache off) and once through one {@link SharedFontVerdicts} kept over the whole stream (on), the
 * two taking turns which goes first per document. Each judging gets its own load of the document, untimed, so that
 * neither finds glyph paths PDFBox built for the other; only the judging is timed, in the thread's CPU time.
 *
 * <p>Why: the cache's saving read from whole parses is the difference of two sums of thousands of parses, each
 * moved by the host by more than all the stream's verdicts cost together, so it reads anything from far below zero
 * to far above the overhead. Judged alone, the same fonts in the same order give the saving itself, which the
 * report sets against the parses' overhead.
 */
final class StreamVerdictPass {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Index of the cache-off judging in {@link #cpuNanosByPosition}. */
    static final int OFF = 0;
    /** Index of the judging through the shared cache. */
    static final int ON = 1;

    /** Per stream position, the CPU time of judging its document's fonts: [OFF or ON][position]. */
    final long[][] cpuNanosByPosition;
    /** Fonts judged per mode (each document's fonts, per appearance). */
    long fontsJudged;
    /** Stream positions whose document PDFBox could not load or list fonts of (a password, damage): not judged. */
    int documentsNotRead;
    /** What the shared cache did over the pass. */
    FontVerdictCacheStatistics statistics;

    private StreamVerdictPass(int positions) {
        cpuNanosByPosition = new long[2][positions];
    }

    /**
     * Judges the stream's fonts both ways.
     *
     * @param round the pass's number, which rotates which way goes first
     */
    static StreamVerdictPass run(List<BenchDocument> stream, int round) {
        FontEvidenceSettings settings = FontEvidenceSettings.defaults();
        SharedFontVerdicts shared = new SharedFontVerdicts(settings.sharedVerdictCacheSize());
        StreamVerdictPass pass = new StreamVerdictPass(stream.size());
        for (int d = 0; d < stream.size(); d++) {
            byte[] bytes = stream.get(d).bytes;
            for (int k = 0; k < 2; k++) {
                int which = (k + d + round) % 2;
                FontVerdictCache cache = which == ON ? new FontVerdictCache(settings, shared)
                        : new FontVerdictCache(settings);
                long cpuNanos = judge(bytes, cache);
                if (cpuNanos < 0) {
                    pass.documentsNotRead++;
                    break;   // unreadable both ways: the position counts nothing for either
                }
                pass.cpuNanosByPosition[which][d] = cpuNanos;
                if (which == ON) {
                    pass.fontsJudged += cache.size();
                }
            }
        }
        pass.statistics = shared.statistics();
        return pass;
    }

    /** CPU time of judging the document's fonts through {@code cache}; -1 when it cannot be loaded or listed. */
    private static long judge(byte[] bytes, FontVerdictCache cache) {
        try (PDDocument document = Loader.loadPDF(bytes)) {
            List<PDFont> fonts = DocumentFonts.of(document);
            long start = THREADS.getCurrentThreadCpuTime();
            for (PDFont font : fonts) {
                cache.verdictFor(font);
            }
            return THREADS.getCurrentThreadCpuTime() - start;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The pass's CPU time of the judging cache off and on: {off, on}. */
    long[] cpuNanos() {
        long[] sums = new long[2];
        for (int which = 0; which < sums.length; which++) {
            for (long nanos : cpuNanosByPosition[which]) {
                sums[which] += nanos;
            }
        }
        return sums;
    }
}
