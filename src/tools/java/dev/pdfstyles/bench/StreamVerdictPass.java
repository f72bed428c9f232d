package dev.pdfstyles.bench;

import java.io.IOException;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.FontVerdictCacheStatistics;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.font.PageFontWeights;
import dev.pdfstyles.font.SharedFontVerdicts;
import dev.pdfstyles.testsupport.DocumentFonts;

/**
 * One pass of the stream group's font verdicts and page weight comparisons alone (issue 27): the fonts each stream
 * document's pages name, judged as a parse judges them ({@link FontVerdictCache#verdictFor}), then each page's
 * weight comparison ({@link PageFontWeights#emboldened}) where a parse runs one, once with a verdict cache of the
 * document's own (the shared cache off) and once through one {@link SharedFontVerdicts} kept over the whole stream
 * (on), the two taking turns which goes first per document. Each judging gets its own load of the document,
 * untimed, so that neither finds glyph paths PDFBox built for the other; only the judging and the comparisons are
 * timed, in the thread's CPU time, not the reading of the pages' glyphs the comparisons are given.
 *
 * <p>Why: the cache's saving read from whole parses is the difference of two sums of thousands of parses, each
 * moved by the host by more than all the stream's verdicts cost together, so it reads anything from far below zero
 * to far above the overhead. Judged alone, the same fonts in the same order give the saving itself, which the
 * report sets against the parses' overhead. The comparisons are in it because the cache keeps the stroke widths
 * they measure beside a font's verdict ({@link FontVerdictCache}): on a page of emboldened CJK copies, those are
 * most of what a parse spends on fonts.
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
    /** Pages whose weight comparison ran, per mode (as a parse runs it: a page showing a candidate font). */
    long pagesCompared;
    /** Stream positions whose document PDFBox could not load or list fonts of (a password, damage): not judged. */
    int documentsNotRead;
    /** What the shared cache did over the pass. */
    FontVerdictCacheStatistics statistics;

    /** An empty pass over {@code positions} documents ({@link #run} fills it; tests fill it by hand). */
    StreamVerdictPass(int positions) {
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
                Judging judging = judge(bytes, cache);
                if (judging == null) {
                    pass.documentsNotRead++;
                    break;   // unreadable both ways: the position counts nothing for either
                }
                pass.cpuNanosByPosition[which][d] = judging.cpuNanos;
                if (which == ON) {
                    pass.fontsJudged += cache.size();
                    pass.pagesCompared += judging.pagesCompared;
                }
            }
        }
        pass.statistics = shared.statistics();
        return pass;
    }

    /** What judging one document cost: CPU time, and the pages compared. */
    private static final class Judging {
        long cpuNanos;
        int pagesCompared;
    }

    /**
     * Judges the document's fonts through {@code cache}, then runs its pages' weight comparisons; null when it cannot
     * be loaded or its fonts listed. A document whose text cannot be read to its end keeps the comparisons made until
     * then, as its parse would.
     */
    private static Judging judge(byte[] bytes, FontVerdictCache cache) {
        try (PDDocument document = Loader.loadPDF(bytes)) {
            List<PDFont> fonts = DocumentFonts.of(document);
            Judging judging = new Judging();
            long start = THREADS.getCurrentThreadCpuTime();
            for (PDFont font : fonts) {
                cache.verdictFor(font);
            }
            judging.cpuNanos = THREADS.getCurrentThreadCpuTime() - start;
            PageComparisons pages = new PageComparisons(cache, judging);
            try {
                pages.writeText(document, Writer.nullWriter());
            } catch (IOException | RuntimeException e) {
                // the pages read so far were compared
            }
            return judging;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Reads each page's glyphs as the styled parse records them (every glyph the text stripper is shown, before it
     * drops overlapping copies), and at the page's end runs its weight comparison when one of its glyphs is in a
     * {@link PageFontWeights#isCandidate candidate} font, as the parse does; only that check and the comparison are
     * timed. One {@link PageFontWeights} per document, as in a parse: it keeps the glyphs each font's stroke width is
     * measured on from the first page that showed it.
     */
    private static final class PageComparisons extends PDFTextStripper {
        private final FontVerdictCache cache;
        private final PageFontWeights weights;
        private final Judging judging;
        private final List<TextPosition> glyphs = new ArrayList<>();

        PageComparisons(FontVerdictCache cache, Judging judging) {
            this.cache = cache;
            this.weights = new PageFontWeights(cache);
            this.judging = judging;
        }

        @Override
        protected void startPage(PDPage page) {
            glyphs.clear();
        }

        @Override
        protected void processTextPosition(TextPosition text) {
            glyphs.add(text);
        }

        @Override
        protected void writePage() {
            long start = THREADS.getCurrentThreadCpuTime();
            if (showsCandidate()) {
                weights.emboldened(glyphs);
                judging.pagesCompared++;
            }
            judging.cpuNanos += THREADS.getCurrentThreadCpuTime() - start;
        }

        private boolean showsCandidate() {
            PDFont last = null;
            for (TextPosition glyph : glyphs) {
                PDFont font = glyph.getFont();
                if (font != null && font != last) {
                    if (PageFontWeights.isCandidate(font, cache)) {
                        return true;
                    }
                    last = font;
                }
            }
            return false;
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
