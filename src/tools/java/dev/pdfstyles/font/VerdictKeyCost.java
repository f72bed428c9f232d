package dev.pdfstyles.font;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;

import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.testsupport.DocumentFonts;

/**
 * Developer tool (issue 27), not a test: what the shared verdict cache's key costs against the verdict it
 * saves. For every font of the PDFs under a folder, the time of judging it as a parse does (a fresh
 * {@link FontVerdictCache}, the document just loaded, so PDFBox builds its glyphs anew) and the time of its key
 * ({@link FontDictionaryDigest}), each the median over rounds after warm-up. A hit saves the first and costs the
 * second; a font keyed and not found costs both.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.font.VerdictKeyCost \
 *     [test-documents] [--fonts]
 * </pre>
 */
public final class VerdictKeyCost {
    /** Untimed rounds first, so that both the judge and the digest run compiled. */
    private static final int WARM_UP_ROUNDS = 20;
    private static final int TIMED_ROUNDS = 30;
    /** A verdict costlier than this is one the cache is for: fonts judged by measuring outlines. */
    private static final double COSTLY_VERDICT_MICROS = 20;

    private VerdictKeyCost() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Paths.get(args.length > 0 && !args[0].startsWith("--") ? args[0] : "test-documents");
        boolean listFonts = Arrays.asList(args).contains("--fonts");
        List<byte[]> documents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".pdf")).sorted()::iterator) {
                documents.add(Files.readAllBytes(file));
                names.add(folder.relativize(file).toString());
            }
        }
        FontEvidenceSettings settings = FontEvidenceSettings.defaults();
        List<String> fontNames = new ArrayList<>();
        List<long[]> judgeNanos = new ArrayList<>();
        List<long[]> keyNanos = new ArrayList<>();
        for (int round = -WARM_UP_ROUNDS; round < TIMED_ROUNDS; round++) {
            int f = 0;
            for (int d = 0; d < documents.size(); d++) {
                try (PDDocument document = Loader.loadPDF(documents.get(d))) {
                    for (PDFont font : DocumentFonts.of(document)) {
                        long start = System.nanoTime();
                        new FontVerdictCache(settings).verdictFor(font);
                        long judged = System.nanoTime();
                        new FontDictionaryDigest().keyOf(font.getCOSObject(), settings);
                        long keyed = System.nanoTime();
                        if (round == -WARM_UP_ROUNDS) {
                            fontNames.add(names.get(d) + " " + font.getName());
                            judgeNanos.add(new long[TIMED_ROUNDS]);
                            keyNanos.add(new long[TIMED_ROUNDS]);
                        }
                        if (round >= 0) {
                            judgeNanos.get(f)[round] = judged - start;
                            keyNanos.get(f)[round] = keyed - judged;
                        }
                        f++;
                    }
                } catch (IOException | RuntimeException e) {
                    // a document PDFBox cannot load has no fonts to time; it fails the same way every round
                }
            }
        }
        double judgeAll = 0;
        double keyAll = 0;
        double judgeCostly = 0;
        double keyCostly = 0;
        int costly = 0;
        for (int f = 0; f < fontNames.size(); f++) {
            double judge = median(judgeNanos.get(f)) / 1e3;
            double key = median(keyNanos.get(f)) / 1e3;
            judgeAll += judge;
            keyAll += key;
            if (judge > COSTLY_VERDICT_MICROS) {
                costly++;
                judgeCostly += judge;
                keyCostly += key;
            }
            if (listFonts) {
                System.out.printf("%9.1f us judged %9.1f us keyed  %s%n", judge, key, fontNames.get(f));
            }
        }
        System.out.printf("%d fonts in %d documents: judged in %.1f ms, keyed in %.1f ms (medians of %d rounds)%n",
                fontNames.size(), documents.size(), judgeAll / 1e3, keyAll / 1e3, TIMED_ROUNDS);
        System.out.printf("%d fonts judged in over %.0f us: judged in %.1f ms, keyed in %.1f ms%n", costly,
                COSTLY_VERDICT_MICROS, judgeCostly / 1e3, keyCostly / 1e3);
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
