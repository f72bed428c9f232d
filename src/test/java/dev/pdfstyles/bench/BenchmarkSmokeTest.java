package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.bench.DocumentTimings.Side;
import dev.pdfstyles.testsupport.BuildOutput;
import dev.pdfstyles.testsupport.TestDocuments;

/** Runs the benchmark's smoke mode end to end. Times are not asserted: CI machines are too noisy for that. */
class BenchmarkSmokeTest {

    private static final Path OUTPUT = BuildOutput.resolve("benchmark-smoke-test.md");

    @Test
    void run_smokeMode_measuresEveryGroupWithSaneFigures() throws Exception {
        // arrange
        // the real-world set's PDFs are not in the repository: with none present, its group is left out
        Path noRealWorldPdfs = Files.createTempDirectory("no-realworld");
        BenchmarkOptions options = BenchmarkOptions.parse("--smoke", "--output", OUTPUT.toString(), "--realworld",
                noRealWorldPdfs.toString());
        Files.deleteIfExists(OUTPUT);
        ByteArrayOutputStream log = new ByteArrayOutputStream();

        // act
        Benchmark.Results results = Benchmark.run(options, new PrintStream(log, true, "UTF-8"));
        BenchmarkReport.write(options, results);

        // assert: every group but the scaling run, the stream and the absent real-world set has a row
        assertEquals(BenchmarkOptions.ALL_GROUPS.size() - 3, results.groups.size(), log.toString("UTF-8"));
        assertTrue(log.toString("UTF-8").contains("realworld: no PDF of the real-world set is in " + noRealWorldPdfs),
                log.toString("UTF-8"));
        for (GroupSummary group : results.groups) {
            assertTrue(group.pages() > 0, group.group + " has pages");
            assertSaneRatio(group.group, group.medianRatio());
            assertSaneRatio(group.group, group.totalRatio());
            for (Side side : new Side[] {Side.STOCK, Side.STYLED}) {
                assertTrue(group.pagesPerSecond(side) > 0, group.group + " " + side + " pages/s");
                assertTrue(group.allocatedBytesPerPage(side) > 0, group.group + " " + side + " allocation");
                assertTrue(group.maxPeakHeapBytes(side) >= 0, group.group + " " + side + " peak heap");
                long afterGc = group.maxHeapAfterGcBytes(side);
                assertTrue(afterGc == HeapWatch.NO_COLLECTION || afterGc >= 0, group.group + " heap after GC");
            }
            for (DocumentTimings document : group.documents) {
                assertEquals(1, document.rounds(), document.name);
                assertEquals(document.failure(Side.STOCK), document.failure(Side.STYLED),
                        document.name + ": the styled parser fails exactly where the stock one does");
                // Lengths are not compared: X-TIKA:Parsed-By names a different (shorter) parser class.
                assertTrue(document.outputChars(Side.STOCK) > 0 && document.outputChars(Side.STYLED) > 0,
                        document.name + ": both parsers wrote XHTML");
            }
        }
        assertEquals(options.scalingPages.size(), results.scaling.size());
        for (int i = 0; i < results.scaling.size(); i++) {
            assertEquals((int) options.scalingPages.get(i), results.scaling.get(i).pages());
        }
        assertOnePageAndStream(results);
        String report = new String(Files.readAllBytes(OUTPUT), StandardCharsets.UTF_8);
        assertTrue(report.contains("## One-page documents by route") && report.contains("| all routes |"), report);
        // the all-routes row's CPU median, p90 and maximum, to the third decimal the targets need
        assertTrue(Pattern.compile("\\| all routes \\| \\d+ \\| \\d\\.\\d{3} \\| \\d\\.\\d{3} \\| \\d\\.\\d{3} \\|")
                .matcher(report).find(), report);
        assertTrue(report.contains("## Stream of documents"), report);
        assertTrue(report.contains("What the cache saves, measured on the font verdicts and the pages' weight "
                + "comparisons alone"), report);
        assertTrue(report.contains("| Group | Files | Pages |"), report);
        assertTrue(report.contains("Git commit: "), report);
        assertFalse(report.contains("NaN"), report);
    }

    @Test
    void run_onePageGroupInTwoJvms_eachDocumentHasARoundPerJvm() throws Exception {
        // arrange
        BenchmarkOptions options = BenchmarkOptions.parse("--smoke", "--groups", "onepage", "--onepage-jvms", "2",
                "--max-files", "2", "--output", OUTPUT.toString());
        ByteArrayOutputStream log = new ByteArrayOutputStream();

        // act
        Benchmark.Results results = Benchmark.run(options, new PrintStream(log, true, "UTF-8"));

        // assert
        String printed = log.toString("UTF-8");
        assertTrue(printed.contains("JVM 2 of 2"), printed);
        assertTrue(results.onePage != null && !results.onePage.documents.isEmpty(), printed);
        for (DocumentTimings document : results.onePage.documents) {
            assertEquals(2, document.rounds(), document.name);
            assertSaneRatio(document.name, document.cpuRatio());
            assertSaneRatio(document.name, document.cpuRatio(Side.STYLED_SHARED));
            assertTrue(document.fonts() >= document.outlineFonts() && document.outlineFonts() >= 0, document.name);
        }
        assertTrue(BenchmarkReport.markdown(options, results).contains("Measured in 2 JVMs"));
    }

    @Test
    void run_realWorldFileWithOtherBytesThanTheManifests_leftOut() throws Exception {
        // arrange + act: a file under a manifest id, holding a corpus PDF instead of the real-world one
        OtherBytesRun run = OtherBytesRun.of("realworld");

        // assert
        assertTrue(run.results.groups.isEmpty(), run.log);
        assertTrue(run.log.contains(run.id + " differs from the manifest's bytes"), run.log);
    }

    /** The benchmark run on a set's group, with a corpus PDF under the first id of the set's manifest. */
    private static final class OtherBytesRun {
        final Path folder;
        final String id;
        final Benchmark.Results results;
        final String log;

        private OtherBytesRun(Path folder, String id, Benchmark.Results results, String log) {
            this.folder = folder;
            this.id = id;
            this.results = results;
            this.log = log;
        }

        /** {@code set}: the folder of test-documents with the manifest, which is also the group's name and option. */
        static OtherBytesRun of(String set) throws Exception {
            Path folder = Files.createTempDirectory(set);
            String id = Files.readAllLines(TestDocuments.corpusRoot().resolve(set + "/manifest.tsv")).get(1)
                    .split("\t")[0];
            Files.createDirectories(folder.resolve(id).getParent());   // ids may name a project's sub-folder
            Files.copy(TestDocuments.corpusPdfs().get(0), folder.resolve(id));
            BenchmarkOptions options = BenchmarkOptions.parse("--smoke", "--groups", set, "--" + set,
                    folder.toString());
            ByteArrayOutputStream log = new ByteArrayOutputStream();
            Benchmark.Results results = Benchmark.run(options, new PrintStream(log, true, "UTF-8"));
            return new OtherBytesRun(folder, id, results, log.toString("UTF-8"));
        }
    }

    @Test
    void run_externalFileWithOtherBytesThanTheManifests_leftOut() throws Exception {
        // arrange + act: a file under an id of the other projects' manifest (in its project's sub-folder), holding a
        // corpus PDF instead
        OtherBytesRun run = OtherBytesRun.of("external");

        // assert: the group is named, so it runs, and with no PDF of the manifest's bytes it is left out
        assertTrue(run.results.groups.isEmpty(), run.log);
        assertTrue(run.log.contains(run.id + " differs from the manifest's bytes"), run.log);
        assertTrue(run.log.contains("external: no PDF of test-documents/external/manifest.tsv is in " + run.folder),
                run.log);
        assertFalse(BenchmarkOptions.parse().groups.contains("external"), "not in a run that does not name it");
    }

    @Test
    void parse_unknownGroup_rejectedWithAcceptedValues() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> BenchmarkOptions.parse("--groups", "tika,nonsense"));
        assertTrue(e.getMessage().contains("nonsense") && e.getMessage().contains("corpus"), e.getMessage());
    }

    @Test
    void parse_warmupSeconds_setWhereGivenZeroInSmokeDefaultOtherwise() {
        // arrange + act
        BenchmarkOptions given = BenchmarkOptions.parse("--warmup-seconds", "7");
        BenchmarkOptions smoke = BenchmarkOptions.parse("--smoke");
        BenchmarkOptions defaults = BenchmarkOptions.parse();
        // assert
        assertEquals(7, given.warmupSeconds);
        assertEquals(0, smoke.warmupSeconds);
        assertEquals(0, smoke.jitWarmupSeconds);
        assertEquals(BenchmarkOptions.DEFAULT_WARMUP_SECONDS, defaults.warmupSeconds);
        assertEquals(BenchmarkOptions.DEFAULT_JIT_WARMUP_SECONDS, defaults.jitWarmupSeconds);
        assertEquals(9, BenchmarkOptions.parse("--jit-warmup-seconds", "9").jitWarmupSeconds);
        assertThrows(IllegalArgumentException.class, () -> BenchmarkOptions.parse("--warmup-seconds", "-1"));
    }

    @Test
    void parse_routes_listedNamesOrEveryRouteByDefault() {
        // act + assert
        assertEquals(java.util.List.of("gs-chromium", "cairo"),
                BenchmarkOptions.parse("--routes", "gs-chromium, cairo").routes);
        assertTrue(BenchmarkOptions.parse().routes.isEmpty(), "no --routes: every route");
    }

    @Test
    void parse_shared_onByDefaultOffWhenAsked() {
        // act + assert
        assertTrue(BenchmarkOptions.parse().sharedColumn);
        assertFalse(BenchmarkOptions.parse("--shared", "off").sharedColumn);
        assertThrows(IllegalArgumentException.class, () -> BenchmarkOptions.parse("--shared", "no"));
    }

    /** The one-page group measured the shared parser too and counted fonts; the stream's counts add up. */
    private static void assertOnePageAndStream(Benchmark.Results results) {
        assertTrue(results.onePage != null && results.onePage.hasShared(), "the one-page group ran");
        for (DocumentTimings document : results.onePage.documents) {
            assertSaneRatio(document.name, document.cpuRatio(Side.STYLED_SHARED));
            assertTrue(document.fonts() >= document.outlineFonts() && document.outlineFonts() >= 0, document.name);
        }
        assertTrue(results.stream != null && results.stream.rounds.size() == 1, "one pass over the stream");
        StreamGroup.Round pass = results.stream.rounds.get(0);
        assertEquals(BenchmarkOptions.parse("--smoke").streamDocuments, results.stream.stream.size());
        assertTrue(pass.pages > 0 && pass.stockCpuNanos > 0 && pass.sharedCpuNanos > 0, "the stream was parsed");
        assertEquals(pass.statistics.asked(), pass.firstAsked + pass.repeatAsked);
        assertEquals(pass.statistics.hits(), pass.firstHits + pass.repeatHits);
        assertEquals(1, results.stream.verdictPasses.size(), "one pass of the verdicts and comparisons alone");
        StreamVerdictPass verdicts = results.stream.verdictPasses.get(0);
        assertTrue(verdicts.fontsJudged > 0 && verdicts.cpuNanos()[StreamVerdictPass.OFF] > 0, "fonts were judged");
    }

    @Test
    void streamGroup_sameSeed_sameStream() {
        // arrange
        java.util.List<BenchDocument> pool = java.util.List.of(new BenchDocument("a/1.pdf", new byte[0]),
                new BenchDocument("b/2.pdf", new byte[0]), new BenchDocument("c/3.pdf", new byte[0]));
        // act
        StreamGroup one = new StreamGroup(pool, 50);
        StreamGroup other = new StreamGroup(pool, 50);
        // assert
        for (int i = 0; i < 50; i++) {
            assertEquals(one.stream.get(i).name, other.stream.get(i).name);
        }
        assertEquals(3, one.distinct);
    }

    @Test
    void routeOf_corpusVariantTikaGenerated_producerRoute() {
        assertEquals("chromium", BenchDocument.routeOf("chromium/contract.pdf"));
        assertEquals("chromium", BenchDocument.routeOf("variants/chromium/contract.names-stripped.pdf"));
        assertEquals("tika", BenchDocument.routeOf("tika:testPDF.pdf#page1"));
        assertEquals("generated", BenchDocument.routeOf("generated:long-styled-10p"));
    }

    private static void assertSaneRatio(String group, double ratio) {
        assertTrue(Double.isFinite(ratio) && ratio > 0, group + " ratio " + ratio);
    }

    @Test
    void markdown_externalGroup_oneRowPerProjectAndAll() {
        // arrange: two projects' first pages, as the external group names them
        DocumentTimings a = new DocumentTimings("mozilla+pdf.js/test/pdfs/a.pdf#page1");
        DocumentTimings b = new DocumentTimings("mozilla+pdf.js/test/pdfs/b.pdf");
        DocumentTimings c = new DocumentTimings("apache+pdfbox/input/c.pdf");
        for (DocumentTimings d : new DocumentTimings[] {a, b, c}) {
            ParseProbe.Sample stock = new ParseProbe.Sample(100, 100, 1, 0, HeapWatch.NO_COLLECTION, 1, 1, null);
            ParseProbe.Sample styled = new ParseProbe.Sample(110, 110, 1, 0, HeapWatch.NO_COLLECTION, 1, 1, null);
            d.add(stock, styled);
            d.setMemory(stock, styled);
        }
        GroupSummary external = new GroupSummary("Other projects' test PDFs", java.util.Arrays.asList(a, b, c));
        Benchmark.Results results = new Benchmark.Results(java.util.Collections.singletonList(external),
                java.util.Collections.emptyList(), null, java.util.Collections.emptyList(), null, external, 2);

        // act
        String markdown = BenchmarkReport.markdown(BenchmarkOptions.parse("--smoke"), results);

        // assert
        assertTrue(markdown.contains("## Other projects' test PDFs by project"), markdown);
        assertTrue(markdown.contains("| mozilla/pdf.js | 2 | 1.100 |"), markdown);
        assertTrue(markdown.contains("| apache/pdfbox | 1 | 1.100 |"), markdown);
        assertTrue(markdown.contains("| all projects | 3 | 1.100 |"), markdown);
        assertTrue(markdown.contains("(2 left out: PDFBox could not load or cut them)"), markdown);
    }
}
