package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;

import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.testsupport.DocumentFonts;

/**
 * Developer tool (issue 7), not a test: the CPU time of judging every font of every corpus PDF with a fresh
 * {@link FontVerdictCache} per document, the way one parse judges them. Each round reloads the documents
 * (untimed) so that PDFBox's per-font glyph caches start cold, as in a real parse; the report is the median
 * over the timed rounds, per document and summed, after warm-up rounds for the JIT.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.FontVerdictCost [rounds]
 * </pre>
 */
public final class FontVerdictCost {

    /**
     * Untimed rounds first: the judge's code must be compiled before it is timed, as in a long-running server (with
     * 10 rounds the sum still fell by a fifth between 21 and 40 timed rounds: C2 had not compiled all of it).
     */
    private static final int WARM_UP_ROUNDS = 40;

    /** Timed rounds by default: enough for a stable median on a 2-core machine with other work running. */
    private static final int DEFAULT_TIMED_ROUNDS = 21;

    private FontVerdictCost() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_TIMED_ROUNDS;
        List<BenchDocument> documents = BenchDocument.corpusPdfs(0);
        long[][] nanos = new long[documents.size()][rounds];
        int fonts = 0;
        for (int round = -WARM_UP_ROUNDS; round < rounds; round++) {
            fonts = 0;
            for (int d = 0; d < documents.size(); d++) {
                try (PDDocument document = Loader.loadPDF(documents.get(d).bytes)) {
                    List<PDFont> all = DocumentFonts.of(document);
                    fonts += all.size();
                    long elapsed = judgeAll(all);
                    if (round >= 0) {
                        nanos[d][round] = elapsed;
                    }
                }
            }
        }
        List<Long> perDocument = new ArrayList<>();
        long total = 0;
        for (long[] documentNanos : nanos) {
            long median = median(documentNanos);
            perDocument.add(median);
            total += median;
        }
        Collections.sort(perDocument);
        System.out.printf("%d documents, %d fonts, %d timed rounds%n", documents.size(), fonts, rounds);
        System.out.printf("sum of per-document medians: %.2f ms (%.1f us per document)%n", total / 1e6,
                total / 1e3 / documents.size());
        System.out.printf("per-document median of medians: %.1f us, 90th percentile %.1f us%n",
                perDocument.get(perDocument.size() / 2) / 1e3,
                perDocument.get(perDocument.size() * 9 / 10) / 1e3);
    }

    private static long judgeAll(List<PDFont> fonts) {
        long start = System.nanoTime();
        FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
        for (PDFont font : fonts) {
            cache.verdictFor(font);
        }
        return System.nanoTime() - start;
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
