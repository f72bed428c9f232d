package dev.pdfstyles.robustness;

import org.apache.tika.parser.ParseContext;

/**
 * The command behind the cost figures of docs/robustness.md: times (wall and CPU of the parsing thread) and
 * allocation of the stock parser and the plugin on every input of {@link MalformedCorpus}, written to
 * target/robustness/malformed-costs.tsv and malformed-summary.txt. Times depend on the JIT and on the
 * machine's other work, so they are measured here and asserted nowhere (issue 24); the tests bound
 * work in counted steps and allocation instead.
 *
 * <pre>
 * mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.robustness.MalformedCostReport \
 *     -Dexec.classpathScope=test
 * </pre>
 */
public final class MalformedCostReport {

    /** Runs of each parser per input, the fastest (by CPU) reported: one run is at the mercy of GC and JIT. */
    static final int TIMED_RUNS = 3;

    /**
     * Runs per parser of each flood: a flood's parse allocates 100 MiB and more, and one collection landing
     * in a run moves its ratio by a few tenths (the glyph flood read 1.2x and 1.86x in two runs).
     */
    static final int FLOOD_TIMED_RUNS = 5;

    private MalformedCostReport() {
    }

    public static void main(String[] args) {
        StockStyledDifferential differential = new StockStyledDifferential();
        // the first parse of a kind pays for JIT compilation of the code it needs: not the input's cost
        for (String content : new String[] {HostilePdfs.manyGlyphs(100, 150), HostilePdfs.manyRules(20_000, 80),
            HostilePdfs.manyOverprints(5_000), HostilePdfs.manyOperators(100_000)}) {
            differential.run(HostilePdfs.page(content), ParseContext::new);
        }
        CostLedger ledger = new CostLedger("malformed");
        for (MalformedCorpus.Case c : MalformedCorpus.all()) {
            int runs = "flood".equals(c.category) ? FLOOD_TIMED_RUNS : TIMED_RUNS;
            byte[] pdf = c.bytes.get();
            StockStyledDifferential.Pair fastest = differential.run(pdf, ParseContext::new);
            for (int run = 1; run < runs; run++) {
                StockStyledDifferential.Pair again = differential.run(pdf, ParseContext::new);
                fastest = new StockStyledDifferential.Pair(faster(fastest.stock, again.stock),
                        faster(fastest.styled, again.styled));
            }
            ledger.add(c.toString(), pdf.length, fastest.stock, fastest.styled);
        }
        System.out.print(ledger.writeReport());
    }

    private static ParseOutcome faster(ParseOutcome a, ParseOutcome b) {
        return b.cpuNanos < a.cpuNanos ? b : a;
    }
}
