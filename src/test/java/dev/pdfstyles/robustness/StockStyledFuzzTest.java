package dev.pdfstyles.robustness;

import java.util.concurrent.TimeUnit;

import org.apache.tika.parser.ParseContext;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Differential fuzzing (issue 8): any bytes, parsed by the stock parser and by the plugin, give the same
 * exception class or the same text and metadata once style elements are removed, and the plugin's time
 * stays within a bound of the stock parser's.
 *
 * <p>Under plain {@code mvn test} Jazzer replays the inputs in
 * {@code src/test/resources/dev/pdfstyles/robustness/StockStyledFuzzTestInputs/stockAndStyled_agree/}
 * (small seed PDFs and every finding so far). {@code JAZZER_FUZZ=1 mvn test -Dtest=StockStyledFuzzTest}
 * fuzzes for {@link FuzzTest#maxDuration()}; docs/robustness.md has the full command.
 */
class StockStyledFuzzTest {

    /**
     * Time bound of one input, looser than {@link StockStyledDifferential}'s: fuzzing runs with
     * instrumentation and millions of executions, and a GC pause must not read as a finding.
     */
    static final double MAX_TIME_FACTOR = 5.0;
    static final long TIME_SLACK_NANOS = TimeUnit.SECONDS.toNanos(5);

    /** Both Tika set-ups, made once per JVM: building an AutoDetectParser per input would dominate. */
    private static final class Setups {
        static final StockStyledDifferential DIFFERENTIAL = new StockStyledDifferential();
    }

    /*
     * No JUnit @Timeout here: in fuzzing mode it bounds the whole session and fails it at the end. Each
     * input gets the differential's preemptive hang limit instead, in both modes.
     */
    @FuzzTest(maxDuration = "30m")
    void stockAndStyled_agree(byte[] pdf) {
        StockStyledDifferential.Pair pair = Setups.DIFFERENTIAL.run(pdf, ParseContext::new);
        String difference = ParseOutcome.difference(pair.stock, pair.styled);
        if (difference != null) {
            throw new AssertionError("stock and styled differ: " + difference, pair.styled.thrown);
        }
        if (pair.styled.nanos > MAX_TIME_FACTOR * pair.stock.nanos + TIME_SLACK_NANOS) {
            throw new AssertionError(String.format("styled took %d ms, stock %d ms", pair.styled.nanos / 1_000_000,
                    pair.stock.nanos / 1_000_000));
        }
    }
}
