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

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.testsupport.BuildOutput;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.work.ForkedWorkCount;
import dev.pdfstyles.testsupport.work.WorkCountingAgent;

/**
 * Parses the same bytes with the stock parser and with the plugin and holds the plugin to issue 8's
 * promise: same exception class, or same text and metadata once style elements are removed; bounded
 * allocation and work; no hang. The plugin runs with {@code mergeOverprintedCopies=false}, the setting that
 * promises the stock text exactly (by default it writes an over-printed copy's text once; ParityTest checks
 * that it only ever leaves characters out). One instance per test class (the two Tika set-ups are made once
 * and shared).
 *
 * <p>No bound here reads a clock (issue 24): CPU time failed cold (the JIT had not compiled the plugin yet)
 * and on a busy machine. Work is counted in steps ({@link ForkedWorkCount}), allocation by the parsing
 * thread's own counter. The times themselves are reported by {@link MalformedCostReport}, a command.
 */
final class StockStyledDifferential {

    /**
     * A hang detector, not a speed check, for both parses of one input: the longest input (3,000,000
     * operators) parses in under a second of CPU, and its case took 10.5 s, building the input included,
     * cold on a 2-core machine whose cores also ran other builds and two {@code yes} loops (issue 24).
     */
    static final Duration HANG_LIMIT = Duration.ofSeconds(90);

    /**
     * Issue 8's bound on work, in steps (method entries and loop rounds of PDFBox, FontBox, Tika and the
     * plugin, {@link WorkCountingAgent}): styled <= 2 x stock + {@link #WORK_SLACK_STEPS}. Counted steps are
     * the same on every run, so the bound needs no margin for noise: on the 273 malformed inputs the plugin
     * takes 1.00 to 1.76 times the stock steps, the most on the 204,000-glyph flood; no input needs the
     * slack (target/robustness/malformed-work.tsv). Undoing the fix of finding R3 (glyph procedures
     * drawing their forms) makes one input take 5.9 times the stock steps.
     */
    static final double MAX_WORK_FACTOR = 2.0;

    /**
     * Per-document work a small input cannot amortise: the verdict of a font from its outlines. The
     * verdict of a Type 3 font with a self-drawing glyph takes the plugin 37,000 steps, on an input whose
     * stock parse takes 148,000 (font-lies/type3-singular-matrix-self-drawing-glyph).
     */
    static final long WORK_SLACK_STEPS = 50_000;

    /**
     * Issue 8's memory bound, on bytes allocated by the parsing thread (an upper bound of what the parse
     * can hold, and unlike heap samples not at the mercy of when GC runs): 2x stock plus 32 MiB for the
     * per-document font verdicts and glyph outlines a small input cannot amortise. The count depends on the
     * JIT only through escape analysis, which removes allocations: cold, before it, the floods allocate up to
     * a third more (stock 164 MiB instead of 124 on the glyph flood), within the bound by 59 MiB; the small
     * inputs need 0.2 MiB of the slack cold and none warm (issue 24).
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

    /** Both parses, failing with the first difference in behaviour (exception, text, metadata). */
    Pair check(String name, byte[] pdf) {
        Pair pair = run(pdf, ParseContext::new);
        String difference = ParseOutcome.difference(pair.stock, pair.styled);
        if (difference != null) {
            Path kept = keepFailingInput(name, pdf);
            fail(name + ": " + difference + " (input kept in " + kept + ")", pair.styled.thrown);
        }
        return pair;
    }

    /** The behaviour check, then the allocation bound on the same parses. */
    void checkWithAllocation(String name, byte[] pdf) {
        assertAllocationWithinBound(name, check(name, pdf));
    }

    static void assertAllocationWithinBound(String name, Pair pair) {
        long allowedBytes = (long) (MAX_ALLOCATION_FACTOR * pair.stock.allocatedBytes) + ALLOCATION_SLACK_BYTES;
        if (pair.styled.allocatedBytes > allowedBytes) {
            fail(String.format("%s: styled allocated %d MiB, stock %d MiB (bound %d MiB)", name,
                    pair.styled.allocatedBytes >> 20, pair.stock.allocatedBytes >> 20, allowedBytes >> 20));
        }
    }

    /** Issue 8's work bound on counted steps ({@link ForkedWorkCount#ofParses}). */
    static void assertWorkWithinBound(String name, long stockSteps, long styledSteps) {
        long allowedSteps = (long) (MAX_WORK_FACTOR * stockSteps) + WORK_SLACK_STEPS;
        if (styledSteps > allowedSteps) {
            fail(String.format("%s: styled took %,d steps, stock %,d (bound %,d)", name, styledSteps, stockSteps,
                    allowedSteps));
        }
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
