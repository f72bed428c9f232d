package dev.pdfstyles.robustness;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dev.pdfstyles.testsupport.BuildOutput;

/**
 * Issue 8: no input of the malformed corpus makes the plugin use more than twice the heap the stock parser
 * needs. Heap is measured the only way that is not a guess: each parser parses the file in a JVM of its
 * own ({@link HeapProbe}), and the smallest {@code -Xmx} it completes in (without thrashing: at most
 * {@link HeapProbe#MAX_FULL_COLLECTIONS} full collections) is found by bisection. The styled
 * parser must complete in twice the stock parser's smallest heap. Checked on the floods, the inputs whose
 * per-page structures are largest (a page of 204,000 glyphs, 300,000 rules, 3 million operators, 50,000
 * over-printed copies); the other malformed inputs are bounded by allocation in {@link MalformedInputsTest}.
 * Both smallest heaps are written to target/robustness/heap-bounds.tsv.
 */
class HeapBoundTest {

    /** The bound of issue 8: twice the stock parser's heap. */
    static final int MAX_HEAP_FACTOR = 2;

    /** Heaps searched, MiB: below the lower every parse fails (Tika alone needs more), the upper is ample. */
    static final int MIN_SEARCHED_MIB = 8;
    static final int MAX_SEARCHED_MIB = 1024;

    /** Bisection stops when the bracket is this share of its upper end (or 2 MiB): about 6 % precision. */
    static final int PRECISION_DIVISOR = 16;

    /**
     * A hang detector, not a verdict (issue 24): a heap too small shows as OutOfMemoryError or as more than
     * {@link HeapProbe#MAX_FULL_COLLECTIONS} full collections, both counted whatever the clock says; a probe
     * takes 1 to 10 s. (This was a 90 s verdict of "too small", which a busy machine reached on the operator
     * flood in 12 MiB: 82 s.)
     */
    static final long PROBE_HANG_MINUTES = 10;

    private static final Path REPORT = BuildOutput.resolve("robustness", "heap-bounds.tsv");
    private static final List<String> REPORT_LINES = new ArrayList<>();

    @TempDir
    static Path folder;

    static List<MalformedCorpus.Case> floods() {
        return MalformedCorpus.floods();
    }

    @BeforeAll
    static void startReport() {
        REPORT_LINES.clear();
        REPORT_LINES.add("case\tstock smallest heap MiB\tstyled smallest heap MiB\tratio");
    }

    @AfterAll
    static void writeReport() throws IOException {
        Files.createDirectories(REPORT.getParent());
        Files.write(REPORT, REPORT_LINES, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("floods")
    void flood_styledParsesInTwiceTheStockHeap(MalformedCorpus.Case flood) throws Exception {
        // arrange
        Path pdf = folder.resolve(flood.name + ".pdf");
        Files.write(pdf, flood.bytes.get());
        // act
        int stockMiB = smallestHeap("stock", pdf, MIN_SEARCHED_MIB, MAX_SEARCHED_MIB, false);
        boolean styledFits = completes("styled", pdf, MAX_HEAP_FACTOR * stockMiB);
        // the styled parse does what the stock parse does and more: its smallest heap is searched from
        // the stock one up (fewer JVMs to start)
        int styledMiB = styledFits ? smallestHeap("styled", pdf, stockMiB / 2, MAX_HEAP_FACTOR * stockMiB, true)
                : smallestHeap("styled", pdf, stockMiB, MAX_SEARCHED_MIB, false);
        REPORT_LINES.add(flood + "\t" + stockMiB + "\t" + styledMiB + "\t"
                + String.format(java.util.Locale.ROOT, "%.2f", (double) styledMiB / stockMiB));
        // assert
        assertTrue(styledFits, flood + ": the stock parser completes in " + stockMiB + " MiB, the styled parser needs "
                + styledMiB + " MiB, more than " + MAX_HEAP_FACTOR + "x");
    }

    /**
     * The smallest -Xmx (MiB, within the precision) in [low, high] that the parse completes in; high must do
     * ({@code highFits}: already seen to).
     */
    private static int smallestHeap(String parser, Path pdf, int low, int high, boolean highFits) {
        if (!highFits && !completes(parser, pdf, high)) {
            throw new AssertionError(parser + " parser does not complete " + pdf.getFileName() + " in " + high + " MiB");
        }
        if (completes(parser, pdf, low)) {
            return low;
        }
        int fails = low;
        int fits = high;
        while (fits - fails > Math.max(2, fits / PRECISION_DIVISOR)) {
            int middle = (fails + fits) / 2;
            if (completes(parser, pdf, middle)) {
                fits = middle;
            } else {
                fails = middle;
            }
        }
        return fits;
    }

    private static boolean completes(String parser, Path pdf, int heapMiB) {
        List<String> command = List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heapMiB + "m",
                // one collector thread and no compiler tiers to wait for: the heap is what differs
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-XX:+ExitOnOutOfMemoryError",
                "-cp", System.getProperty("java.class.path"),
                HeapProbe.class.getName(), parser, pdf.toString());
        try {
            Process process = new ProcessBuilder(command)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!process.waitFor(PROBE_HANG_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly().waitFor();
                throw new AssertionError("heap probe hung (over " + PROBE_HANG_MINUTES + " min): " + command);
            }
            int status = process.exitValue();
            if (status != 0 && status != HeapProbe.OUT_OF_MEMORY && status != HeapProbe.THRASHING) {
                throw new AssertionError("heap probe failed with status " + status + ": " + command);
            }
            return status == 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
