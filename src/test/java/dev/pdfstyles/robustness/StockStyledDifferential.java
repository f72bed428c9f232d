package dev.pdfstyles.robustness;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Supplier;

import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;

import dev.pdfstyles.geometry.DetectionSettings;
import dev.pdfstyles.testsupport.BuildOutput;
import dev.pdfstyles.testsupport.Parsers;

/**
 * Parses the same bytes with the stock parser and with the plugin and holds the plugin to issue 8's
 * promise: same exception class, or same text and metadata once style elements are removed; bounded
 * time; no hang. The plugin runs with {@code mergeOverprintedCopies=false}, the setting that promises the
 * stock text exactly (by default it writes an over-printed copy's text once; ParityTest checks that it
 * only ever leaves characters out). One instance per test class (the two Tika set-ups are made once and
 * shared).
 */
final class StockStyledDifferential {

    /** Neither parser may take longer on one input: a hang, not a slow parse, on this 2-core machine. */
    static final Duration HANG_LIMIT = Duration.ofSeconds(90);

    /**
     * Issue 8's bound, asserted per input on the parsing thread's CPU time (the parser's work; wall time on
     * a shared 2-core machine mostly measures the neighbours): styled <= 2 x stock + CPU_SLACK, each the
     * best of {@link #TIMED_RUNS} runs. The slack is the per-document work a small input cannot amortise
     * (font verdicts from glyph outlines: a few ms per font) and timer noise; it is under a tenth of the
     * larger inputs' stock times. Wall times and both ratios go to the report (docs/robustness.md).
     */
    static final double MAX_TIME_FACTOR = 2.0;
    static final Duration CPU_SLACK = Duration.ofMillis(25);

    /** Runs of each parser per input, the fastest timed: one run is at the mercy of GC and JIT. */
    static final int TIMED_RUNS = 3;

    /**
     * Issue 8's memory bound, on bytes allocated by the parsing thread (an upper bound of what the parse
     * can hold, and unlike heap samples not at the mercy of when GC runs): 2x stock plus 32 MiB for the
     * per-document font verdicts and glyph outlines a small input cannot amortise.
     */
    static final double MAX_ALLOCATION_FACTOR = 2.0;
    static final long ALLOCATION_SLACK_BYTES = 32L * 1024 * 1024;

    private final Parser stock = Parsers.stock();
    private final Parser styled = Parsers.styled();

    static final class Pair {
        final ParseOutcome stock;
        final ParseOutcome styled;

        Pair(ParseOutcome stock, ParseOutcome styled) {
            this.stock = stock;
            this.styled = styled;
        }
    }

    /** Both parses, stock first, each with a fresh context from {@code contexts}; no hang allowed. */
    Pair run(byte[] pdf, Supplier<ParseContext> contexts) {
        return assertTimeoutPreemptively(HANG_LIMIT, () -> new Pair(ParseOutcome.of(stock, pdf, contexts.get()),
                ParseOutcome.of(styled, pdf, stockText(contexts.get()))), "a parse hung");
    }

    private static ParseContext stockText(ParseContext context) {
        DetectionSettings settings = context.get(DetectionSettings.class);
        context.set(DetectionSettings.class,
                (settings == null ? DetectionSettings.defaults() : settings).withMergeOverprintedCopies(false));
        return context;
    }

    /** Null when the plugin keeps its promise on these bytes, else why not (behaviour only, no timing). */
    Pair check(String name, byte[] pdf, CostLedger ledger) {
        Pair pair = run(pdf, ParseContext::new);
        if (ledger != null) {
            ledger.add(name, pdf.length, pair.stock, pair.styled);
        }
        String difference = ParseOutcome.difference(pair.stock, pair.styled);
        if (difference != null) {
            Path kept = keepFailingInput(name, pdf);
            fail(name + ": " + difference + " (input kept in " + kept + ")", pair.styled.thrown);
        }
        return pair;
    }

    /** The behaviour check plus the loose time and allocation bounds, on one timed run. */
    void checkWithCost(String name, byte[] pdf, CostLedger ledger) {
        checkWithCost(name, pdf, ledger, TIMED_RUNS);
    }

    /**
     * As {@link #checkWithCost(String, byte[], CostLedger)}, timing the best of {@code runs} runs of each
     * parser: one run of a huge page is dominated by JIT compilation and GC of whichever parser comes
     * second, and the bound is about steady-state cost.
     */
    void checkWithCost(String name, byte[] pdf, CostLedger ledger, int runs) {
        Pair pair = check(name, pdf, null);
        for (int run = 1; run < runs; run++) {
            Pair again = run(pdf, ParseContext::new);
            pair = new Pair(faster(pair.stock, again.stock), faster(pair.styled, again.styled));
        }
        if (ledger != null) {
            ledger.add(name, pdf.length, pair.stock, pair.styled);
        }
        long allowedNanos = (long) (MAX_TIME_FACTOR * pair.stock.cpuNanos) + CPU_SLACK.toNanos();
        if (pair.styled.cpuNanos > allowedNanos) {
            fail(String.format("%s: styled took %d ms of CPU, stock %d ms (bound %d ms)", name,
                    pair.styled.cpuNanos / 1_000_000, pair.stock.cpuNanos / 1_000_000, allowedNanos / 1_000_000));
        }
        long allowedBytes = (long) (MAX_ALLOCATION_FACTOR * pair.stock.allocatedBytes) + ALLOCATION_SLACK_BYTES;
        if (pair.styled.allocatedBytes > allowedBytes) {
            fail(String.format("%s: styled allocated %d MiB, stock %d MiB", name, pair.styled.allocatedBytes >> 20,
                    pair.stock.allocatedBytes >> 20));
        }
    }

    private static ParseOutcome faster(ParseOutcome a, ParseOutcome b) {
        return b.cpuNanos < a.cpuNanos ? b : a;
    }

    /** Writes a failing input under target/robustness/failures/ so that it can become a regression file. */
    static Path keepFailingInput(String name, byte[] pdf) {
        Path dir = BuildOutput.resolve("robustness", "failures");
        Path file = dir.resolve(name.replaceAll("[^A-Za-z0-9._-]", "_") + ".pdf");
        try {
            Files.createDirectories(dir);
            Files.write(file, pdf);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }
}
