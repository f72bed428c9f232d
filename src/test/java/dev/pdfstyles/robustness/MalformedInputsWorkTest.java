package dev.pdfstyles.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import dev.pdfstyles.testsupport.BuildOutput;
import dev.pdfstyles.testsupport.work.ForkedWorkCount;

/**
 * Issue 8's bound on work, asserted without a clock (issue 24): on every input of {@link MalformedCorpus},
 * the plugin's parse takes at most {@link StockStyledDifferential#MAX_WORK_FACTOR} times the stock
 * parser's steps plus {@link StockStyledDifferential#WORK_SLACK_STEPS}. Steps are counted in a JVM of
 * their own ({@link ForkedWorkCount}), all inputs in one run; they are the same on every run, cold or
 * warm, idle machine or busy. The counts go to target/robustness/malformed-work.tsv.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MalformedInputsWorkTest {

    private static final Path REPORT = BuildOutput.resolve("robustness", "malformed-work.tsv");

    private final List<MalformedCorpus.Case> cases = MalformedCorpus.all();
    /** {stock, styled} steps by case name. */
    private final Map<String, long[]> steps = new LinkedHashMap<>();

    @BeforeAll
    void countEveryCase(@TempDir Path folder) throws IOException {
        Map<String, String> caseByFile = new LinkedHashMap<>();
        for (MalformedCorpus.Case c : cases) {
            String file = c.toString().replaceAll("[^A-Za-z0-9._-]", "_") + ".pdf";
            caseByFile.put(file, c.toString());
            Files.write(folder.resolve(file), c.bytes.get());
        }
        assertEquals(cases.size(), caseByFile.size(), "case names that differ only in punctuation");
        ForkedWorkCount.ofParses(folder).forEach((file, counts) -> steps.put(caseByFile.get(file), counts));
        writeReport();
    }

    @TestFactory
    Stream<DynamicTest> everyMalformedInput_withinWorkBoundOfStock() {
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            long[] counts = steps.get(c.toString());
            StockStyledDifferential.assertWorkWithinBound(c.toString(), counts[0], counts[1]);
        }));
    }

    private void writeReport() {
        List<String> lines = new ArrayList<>();
        lines.add("case\tstock_steps\tstyled_steps\tratio");
        steps.forEach((name, counts) -> lines.add(String.format(Locale.ROOT, "%s\t%d\t%d\t%.3f", name, counts[0],
                counts[1], (double) counts[1] / Math.max(1, counts[0]))));
        try {
            Files.createDirectories(REPORT.getParent());
            Files.write(REPORT, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
