package dev.pdfstyles.robustness;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Issue 8: on every malformed or hostile input, the plugin does what the stock parser does (same
 * exception class, or same text and metadata once style elements are removed), within a bounded
 * multiple of the stock parser's time and allocation, and never hangs. The inputs are made by
 * {@link MalformedCorpus} during the run; figures go to target/robustness/malformed-*.
 */
// Tika's test jar turns on concurrent test classes; timings mean something only with the machine to ourselves.
@Isolated
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MalformedInputsTest {

    /**
     * Runs per parser of each flood, the fastest timed: a flood's parse allocates 100 MiB and more, and one
     * collection landing in a run moves its ratio by a few tenths (the glyph flood read 1.2x and 1.86x in
     * two runs of this class); two more runs of each keep the 2x bound from failing on noise.
     */
    private static final int FLOOD_TIMED_RUNS = 5;

    private final StockStyledDifferential differential = new StockStyledDifferential();
    private final CostLedger ledger = new CostLedger("malformed");

    @TestFactory
    Stream<DynamicTest> truncatedFiles_behaveLikeStock() {
        return tests(MalformedCorpus.truncations());
    }

    @TestFactory
    Stream<DynamicTest> flippedBytes_behaveLikeStock() {
        return tests(MalformedCorpus.byteFlips());
    }

    @TestFactory
    Stream<DynamicTest> brokenCrossReferences_behaveLikeStock() {
        return tests(MalformedCorpus.brokenXref());
    }

    @TestFactory
    Stream<DynamicTest> damagedFontPrograms_behaveLikeStock() {
        return tests(MalformedCorpus.damagedFonts());
    }

    @TestFactory
    Stream<DynamicTest> lyingFonts_behaveLikeStock() {
        return tests(MalformedCorpus.lyingFonts());
    }

    @TestFactory
    Stream<DynamicTest> cyclicAndDeepForms_behaveLikeStock() {
        return tests(MalformedCorpus.forms());
    }

    @TestFactory
    Stream<DynamicTest> giantAndNonFiniteNumbers_behaveLikeStock() {
        return tests(MalformedCorpus.numbers());
    }

    @TestFactory
    Stream<DynamicTest> floodsOfOperatorsRulesAndGlyphs_behaveLikeStock() {
        return MalformedCorpus.floods().stream().map(c -> DynamicTest.dynamicTest(c.toString(),
                () -> differential.checkWithCost(c.toString(), c.bytes.get(), ledger, FLOOD_TIMED_RUNS)));
    }

    /**
     * Both parsers parse a small flood of each kind first, untimed: the first parse of a kind pays for
     * JIT compilation of the code it needs, and the time bound is about steady-state cost.
     */
    @BeforeAll
    void warmUp() {
        for (String content : new String[] {HostilePdfs.manyGlyphs(100, 150), HostilePdfs.manyRules(20_000, 80),
            HostilePdfs.manyOverprints(5_000), HostilePdfs.manyOperators(100_000)}) {
            differential.run(HostilePdfs.page(content), org.apache.tika.parser.ParseContext::new);
        }
    }

    @AfterAll
    void report() {
        System.out.print(ledger.writeReport());
    }

    private Stream<DynamicTest> tests(List<MalformedCorpus.Case> cases) {
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.toString(),
                () -> differential.checkWithCost(c.toString(), c.bytes.get(), ledger)));
    }
}
