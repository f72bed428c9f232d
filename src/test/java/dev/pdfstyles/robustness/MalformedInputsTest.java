package dev.pdfstyles.robustness;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 8: on every malformed or hostile input, the plugin does what the stock parser does (same
 * exception class, or same text and metadata once style elements are removed), within a bounded
 * multiple of the stock parser's allocation, and never hangs. The inputs are made by
 * {@link MalformedCorpus} during the run. The bound on work is {@link MalformedInputsWorkTest}'s; the
 * times are reported by {@link MalformedCostReport}, not asserted (issue 24).
 */
class MalformedInputsTest {

    private final StockStyledDifferential differential = new StockStyledDifferential();

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
        return tests(MalformedCorpus.floods());
    }

    private Stream<DynamicTest> tests(List<MalformedCorpus.Case> cases) {
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.toString(),
                () -> differential.checkWithAllocation(c.toString(), c.bytes.get())));
    }
}
