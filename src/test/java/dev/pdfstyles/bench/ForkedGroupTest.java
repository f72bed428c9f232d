package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.bench.DocumentTimings.Side;

class ForkedGroupTest {

    @Test
    void merge_threeJvms_eachDocumentsFiguresAreTheMedianOverTheJvms() {
        // arrange: one JVM's CPU medians per document (stock, styled, shared)
        List<String> first = ForkedGroup.lines(List.of(document("a/1.pdf", 100, 130, 110, null),
                document("b/2.pdf", 200, 220, 210, "IOException")), List.of());
        List<String> second = ForkedGroup.lines(List.of(document("a/1.pdf", 100, 110, 105, null),
                document("b/2.pdf", 200, 260, 250, "IOException")), List.of());
        List<String> third = ForkedGroup.lines(List.of(document("a/1.pdf", 90, 108, 100, null),
                document("b/2.pdf", 210, 231, 220, "IOException")), List.of());

        // act
        List<DocumentTimings> merged = ForkedGroup.merge(List.of(first, second, third)).documents;

        // assert: medians over the JVMs, not over a pool of their rounds; the ratio is the median of the JVMs'
        // ratios (1.30, 1.10, 1.20), not the ratio of the medians (110 / 100)
        assertEquals(2, merged.size());
        DocumentTimings a = merged.get(0);
        assertEquals("a/1.pdf", a.name);
        assertEquals(3, a.rounds());
        assertEquals(100, a.medianCpuNanos(Side.STOCK));
        assertEquals(110, a.medianCpuNanos(Side.STYLED));
        assertEquals(105, a.medianCpuNanos(Side.STYLED_SHARED));
        assertEquals(1.20, a.cpuRatio(), 1e-9);
        DocumentTimings b = merged.get(1);
        assertEquals(231, b.medianCpuNanos(Side.STYLED));
        assertEquals("IOException", b.failure(Side.STYLED));
        assertNull(a.failure(Side.STOCK));
    }

    @Test
    void merge_jvmWhoseSpeedMovedOverItsRounds_takesItsRoundByRoundRatioNotItsMediansRatio() {
        // arrange: one JVM's three rounds, the host twice and three times slower in the later two
        DocumentTimings jvm = new DocumentTimings("long.pdf");
        jvm.add(sample(100, null), sample(130, null));
        jvm.add(sample(200, null), sample(220, null));
        jvm.add(sample(300, null), sample(420, null));
        jvm.addShared(sample(150, null));
        jvm.addShared(sample(190, null));
        jvm.addShared(sample(360, null));
        jvm.setMemory(sample(0, null), sample(0, null));
        jvm.setFonts(1, 0);

        // act
        DocumentTimings merged = ForkedGroup.merge(List.of(ForkedGroup.lines(List.of(jvm), List.of())))
                .documents.get(0);

        // assert: rounds 1.30, 1.10, 1.40 give 1.30, where the medians give 220 / 200 = 1.10; shared 1.50, 0.95,
        // 1.20 give 1.20
        assertEquals(1.30, merged.cpuRatio(), 1e-9);
        assertEquals(1.20, merged.cpuRatio(Side.STYLED_SHARED), 1e-9);
        assertEquals(jvm.timeRatio(), merged.timeRatio(), 1e-12);
        assertEquals(200, merged.medianCpuNanos(Side.STOCK));
        assertEquals(220, merged.medianCpuNanos(Side.STYLED));
    }

    @Test
    void merge_styledLineWithoutItsRatios_rejected() {
        // arrange: a file whose styled line carries no ratios, as only a stock line may
        List<String> lines = new ArrayList<>(ForkedGroup.lines(
                List.of(document("a/1.pdf", 10, 12, 11, null)), List.of()));
        int styled = 2;
        assertTrue(lines.get(styled).startsWith("sample\tSTYLED\t"), lines.toString());
        lines.set(styled, lines.get(styled).replaceAll("\t[^\t]*\t[^\t]*$", "\t-\t-"));

        // act + assert
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> ForkedGroup.merge(List.of(lines)));
        assertTrue(failure.getMessage().contains("no ratio for STYLED"), failure.getMessage());
    }

    @Test
    void merge_oneJvm_keepsEveryFigureItWrote() {
        // arrange
        DocumentTimings original = document("c/3.pdf", 1_000, 1_200, 1_100, null);

        // act
        DocumentTimings copy = ForkedGroup.merge(List.of(ForkedGroup.lines(List.of(original), List.of())))
                .documents.get(0);

        // assert
        for (Side side : Side.values()) {
            assertEquals(original.medianNanos(side), copy.medianNanos(side), side.name());
            assertEquals(original.medianCpuNanos(side), copy.medianCpuNanos(side), side.name());
            assertEquals(original.medianAllocatedBytes(side), copy.medianAllocatedBytes(side), side.name());
            assertEquals(original.outputChars(side), copy.outputChars(side), side.name());
            if (side != Side.STOCK) {
                assertEquals(original.cpuRatio(side), copy.cpuRatio(side), 1e-12, side.name());
                assertEquals(original.timeRatio(side), copy.timeRatio(side), 1e-12, side.name());
            }
        }
        assertEquals(original.pages(), copy.pages());
        assertEquals(original.fonts(), copy.fonts());
        assertEquals(original.outlineFonts(), copy.outlineFonts());
        assertEquals(original.peakHeapBytes(Side.STYLED), copy.peakHeapBytes(Side.STYLED));
        assertEquals(original.heapAfterGcBytes(Side.STOCK), copy.heapAfterGcBytes(Side.STOCK));
    }

    @Test
    void merge_withoutSharedColumn_hasNoSharedFigures() {
        // arrange
        DocumentTimings unshared = new DocumentTimings("d/4.pdf");
        unshared.add(sample(10, null), sample(12, null));
        unshared.setMemory(sample(0, null), sample(0, null));
        unshared.setFonts(1, 0);

        // act
        DocumentTimings copy = ForkedGroup.merge(List.of(ForkedGroup.lines(List.of(unshared), List.of())))
                .documents.get(0);

        // assert
        assertFalse(copy.hasShared());
        assertEquals(1.2, copy.cpuRatio(), 1e-9);
    }

    @Test
    void merge_jvmsListDifferentDocuments_rejected() {
        // arrange
        List<String> one = ForkedGroup.lines(List.of(document("a/1.pdf", 1, 1, 1, null)), List.of());
        List<String> other = ForkedGroup.lines(List.of(document("b/2.pdf", 1, 1, 1, null)), List.of());

        // act + assert
        assertThrows(IllegalStateException.class, () -> ForkedGroup.merge(List.of(one, other)));
        assertThrows(IllegalArgumentException.class, () -> ForkedGroup.merge(List.of()));
        assertThrows(IllegalStateException.class, () -> ForkedGroup.merge(List.of(List.of("garbage"))));
    }

    @Test
    void merge_leftOutDocuments_areTheFirstJvmsAndNotTakenForDocuments() {
        // arrange
        List<String> reasons = List.of("x/7.pdf: encrypted", "y/8.pdf: no pages");
        List<String> first = ForkedGroup.lines(List.of(document("a/1.pdf", 1, 1, 1, null)), reasons);
        List<String> second = ForkedGroup.lines(List.of(document("a/1.pdf", 1, 1, 1, null)), reasons);

        // act
        ForkedGroup.Figures figures = ForkedGroup.merge(List.of(first, second));

        // assert
        assertEquals(reasons, figures.leftOut);
        assertEquals(1, figures.documents.size());
    }

    @Test
    void lines_nameOrReasonWithTab_rejected() {
        assertThrows(IllegalArgumentException.class,
                () -> ForkedGroup.lines(List.of(document("a\tb.pdf", 1, 1, 1, null)), List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> ForkedGroup.lines(List.of(), List.of("x.pdf:\tbroken")));
    }

    @Test
    void childCommand_runsTheOnePageGroupAloneInOneJvm_afterTheGivenArguments() {
        // arrange
        BenchmarkOptions options = BenchmarkOptions.parse("--rounds", "7", "--onepage-jvms", "3");

        // act
        List<String> command = ForkedGroup.childCommand(options, "onepage", Paths.get("out.tsv"));

        // assert: the later options override the given ones when the child parses them
        assertTrue(command.contains(Benchmark.class.getName()), command.toString());
        List<String> arguments = command.subList(command.indexOf(Benchmark.class.getName()) + 1, command.size());
        BenchmarkOptions child = BenchmarkOptions.parse(arguments.toArray(new String[0]));
        assertEquals(List.of("onepage"), child.groups);
        assertEquals(1, child.onePageJvms);
        assertEquals(7, child.rounds);
        assertEquals(Paths.get("out.tsv"), child.childOutput);
    }

    @Test
    void runChild_childThatHangsWithItsOutputOpen_isStoppedAtTheBound() {
        // arrange: a child that prints a line, then keeps its output open for ten minutes, far beyond the bound
        // (a shell that becomes sleep: it starts at once, and the stop ends the process holding the output)
        List<String> command = List.of("sh", "-c", "echo started; exec sleep 600");
        ByteArrayOutputStream log = new ByteArrayOutputStream();

        // act
        IOException failure = assertThrows(IOException.class, () -> ForkedGroup.runChild(command, "onepage", 1, 1, 3_000,
                new PrintStream(log, true, StandardCharsets.UTF_8)));

        // assert: stopped at the bound, with what it wrote before in the log
        assertTrue(failure.getMessage().contains("ran over 3 s"), failure.getMessage());
        assertTrue(log.toString(StandardCharsets.UTF_8).contains("[JVM 1] started"), log.toString());
    }

    @Test
    void runChild_childThatFails_reportsItsExitValue() {
        List<String> command = List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "no.such.MainClass");

        IOException failure = assertThrows(IOException.class, () -> ForkedGroup.runChild(command, "long", 2, 2, 60_000,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));

        assertTrue(failure.getMessage().contains("exited with"), failure.getMessage());
    }

    @Test
    void parse_onePageJvms_fiveByDefaultOneInSmokeMode() {
        assertEquals(BenchmarkOptions.DEFAULT_ONE_PAGE_JVMS, BenchmarkOptions.parse().onePageJvms);
        assertEquals(1, BenchmarkOptions.parse("--smoke").onePageJvms);
        assertEquals(2, BenchmarkOptions.parse("--smoke", "--onepage-jvms", "2").onePageJvms);
        assertNull(BenchmarkOptions.parse().childOutput);
        assertThrows(IllegalArgumentException.class, () -> BenchmarkOptions.parse("--onepage-jvms", "0"));
    }

    @Test
    void parse_childOutputWithoutOneForkableGroup_rejectedBeforeAnyRun() {
        assertThrows(IllegalArgumentException.class,
                () -> BenchmarkOptions.parse("--groups", "corpus", "--child-output", "out.tsv"));
        assertThrows(IllegalArgumentException.class,
                () -> BenchmarkOptions.parse("--groups", "onepage,long", "--child-output", "out.tsv"));
        assertEquals(Paths.get("out.tsv"),
                BenchmarkOptions.parse("--groups", "onepage", "--child-output", "out.tsv").childOutput);
        assertEquals(Paths.get("out.tsv"),
                BenchmarkOptions.parse("--groups", "paths", "--child-output", "out.tsv").childOutput);
    }

    @Test
    void childCommand_singleFileGroup_runsThatGroupAloneInOneJvm() {
        // arrange: a full run's options, with its JVM counts
        BenchmarkOptions options = BenchmarkOptions.parse("--rounds", "9", "--single-file-jvms", "4");

        // act
        List<String> command = ForkedGroup.childCommand(options, "long", Paths.get("long.tsv"));

        // assert: the child measures the long group itself, in its one JVM, with the rounds it was given
        List<String> arguments = command.subList(command.indexOf(Benchmark.class.getName()) + 1, command.size());
        BenchmarkOptions child = BenchmarkOptions.parse(arguments.toArray(new String[0]));
        assertEquals(List.of("long"), child.groups);
        assertEquals(1, child.jvmsFor("long"));
        assertEquals(9, child.rounds);
        assertEquals(Paths.get("long.tsv"), child.childOutput);
    }

    @Test
    void jvmsFor_eachGroup_itsOwnCountOrOne() {
        BenchmarkOptions options = BenchmarkOptions.parse("--onepage-jvms", "5", "--single-file-jvms", "3");

        assertEquals(5, options.jvmsFor("onepage"));
        for (String group : BenchmarkOptions.SINGLE_FILE_GROUPS) {
            assertEquals(3, options.jvmsFor(group), group);
        }
        assertEquals(1, options.jvmsFor("corpus"));
        assertEquals(1, options.jvmsFor("scaling"));
        assertEquals(BenchmarkOptions.DEFAULT_SINGLE_FILE_JVMS, BenchmarkOptions.parse().singleFileJvms);
        assertEquals(1, BenchmarkOptions.parse("--smoke").singleFileJvms);
        assertThrows(IllegalArgumentException.class, () -> BenchmarkOptions.parse("--single-file-jvms", "0"));
    }

    /** A document measured once per parser, with the shared column; heap and counts made up. */
    private static DocumentTimings document(String name, long stockCpu, long styledCpu, long sharedCpu,
                                            String failure) {
        DocumentTimings d = new DocumentTimings(name);
        d.add(sample(stockCpu, failure), sample(styledCpu, failure));
        d.addShared(sample(sharedCpu, failure));
        d.setMemory(new ParseProbe.Sample(1, 1, 1, 4_096, HeapWatch.NO_COLLECTION, 1, 0, null),
                new ParseProbe.Sample(1, 1, 1, 8_192, 512, 1, 0, null));
        d.setFonts(3, 1);
        return d;
    }

    private static ParseProbe.Sample sample(long cpuNanos, String failure) {
        return new ParseProbe.Sample(cpuNanos * 2, cpuNanos, cpuNanos * 10, 0, HeapWatch.NO_COLLECTION, 1,
                cpuNanos + 5, failure);
    }
}
