package dev.pdfstyles.robustness;

import org.apache.tika.parser.ParseContext;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Differential fuzzing (issue 8): any bytes, parsed by the stock parser and by the plugin, give the same
 * exception class or the same text and metadata once style elements are removed, the plugin's allocation
 * stays within {@link StockStyledDifferential}'s bound of the stock parser's, and no parse hangs.
 *
 * <p>No bound reads a clock (issue 24): a wall-time bound here (5x + 5 s) could fail a replay on a busy
 * machine. Work that grows without allocating shows as a hang, past the differential's 90 s.
 *
 * <p>Under plain {@code mvn test} Jazzer replays the inputs in
 * {@code src/test/resources/dev/pdfstyles/robustness/StockStyledFuzzTestInputs/stockAndStyled_agree/}
 * (small seed PDFs and every finding so far). {@code JAZZER_FUZZ=1 mvn test -Dtest=StockStyledFuzzTest}
 * fuzzes for {@link FuzzTest#maxDuration()}; docs/robustness.md has the full command.
 */
class StockStyledFuzzTest {

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
        StockStyledDifferential.assertAllocationWithinBound("fuzz input", pair);
    }
}
