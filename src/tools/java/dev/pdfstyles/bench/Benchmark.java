package dev.pdfstyles.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.FontVerdictCacheStatistics;
import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.bench.DocumentTimings.Side;
import dev.pdfstyles.eval.RealWorldManifest;
import dev.pdfstyles.eval.RealWorldReport;
import dev.pdfstyles.eval.TextModeDocuments;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * Issue 7: how much slower and hungrier the styled parser is than Tika's stock PDF parser, on the same
 * files in the same JVM. Both run through auto-detection (embedded documents parsed the same way), into a
 * {@code ToXMLContentHandler}, with a fresh ParseContext per parse. Per document the parsers take turns, in an
 * order that changes from document to document and round to round ({@link ParserTurns}), so that none always
 * runs first or always right after the same one.
 *
 * <p>The styled parser of the per-file groups judges every font as new (its shared font verdict cache off):
 * each file is parsed many times, and with the cache every font whose outlines it measures would be found
 * there after the first round, which says what a file whose fonts a server has met costs, not what a new
 * file costs. The one-page group measures the default parser, cache on, beside it, and the stream group
 * measures the cache as a server meets it (issue 27).
 *
 * <p>The one-page group and the groups of one generated document are measured in child JVMs as well
 * ({@link ForkedGroup}): a file's ratio moves by 0.1 and more from one JVM to the next.
 *
 * <p>The realworld group measures the first pages of the real-world set (test-documents/realworld), producers
 * and layouts the corpus lacks, whose PDFs stay out of this repository: it runs on those present in
 * {@code --realworld} (scripts/realworld-fetch.sh fetches them) and is left out, with a line in the log, when none is.
 * The external group, run only when named ({@code --groups external}), does the same for the 1,751 test PDFs of
 * twelve other projects (test-documents/external/manifest.tsv, {@code --external}, scripts/external-fetch.sh), one
 * route per project.
 *
 * <p>Run: {@code mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.bench.Benchmark
 * -Dexec.classpathScope=test -Dexec.args="--rounds 5 --warmup 2"}; see {@link BenchmarkOptions#usage()}.
 * Writes the Markdown report to {@code docs/benchmark.md} (smoke mode: target/benchmark-smoke.md).
 */
public final class Benchmark {

    private static final Path GENERATED_FOLDER = Paths.get("target", "bench");
    private static final Path ONE_PAGE_FOLDER = GENERATED_FOLDER.resolve("onepage");
    /** Names of the real-world set's documents start so: their route ({@link BenchDocument#routeOf}) is "realworld". */
    private static final String REAL_WORLD_PREFIX = "realworld/";

    private final BenchmarkOptions options;
    private final PrintStream log;
    private final Parser stock = Parsers.stock();
    /** The styled parser judging every font as new: its shared verdict cache is off. */
    private final Parser styled = Parsers.styledWith(unsharedStyledParser());
    /** The styled parser as configured by default: shared font verdicts on. */
    private final Parser styledShared = Parsers.styledWith(new StyledPdfParser());
    private final ParseProbe probe;
    /** The order the parsers parse each document in, varied so that none always follows the same one. */
    private static final ParserTurns TWO_PARSER_TURNS = new ParserTurns(2);
    private static final ParserTurns THREE_PARSER_TURNS = new ParserTurns(3);
    private final GeneratedPdfs generated = new GeneratedPdfs(GENERATED_FOLDER);
    /** Each document is measured once even when two groups list it (the long document and the scaling run). */
    private final Map<String, DocumentTimings> measured = new LinkedHashMap<>();

    private Benchmark(BenchmarkOptions options, PrintStream log) {
        this.options = options;
        this.log = log;
        this.probe = new ParseProbe(options.mode);
    }

    public static void main(String[] args) throws IOException {
        BenchmarkOptions options = BenchmarkOptions.parse(args);
        Results results = run(options, System.out);
        if (options.childOutput != null) {
            // a child of ForkedGroup runs one group (BenchmarkOptions checks it)
            GroupSummary group = results.onePage != null ? results.onePage : results.groups.get(0);
            Files.write(options.childOutput, ForkedGroup.lines(group.documents, results.onePageLeftOut),
                    StandardCharsets.UTF_8);
            return;
        }
        BenchmarkReport.write(options, results);
        System.out.println("wrote " + options.output.toAbsolutePath());
    }

    /** What a run measured: a summary per file group, the documents of the scaling run, the stream. */
    static final class Results {
        final List<GroupSummary> groups;
        final List<DocumentTimings> scaling;
        /** The one-page group, whose routes the report shows; null when it was not run. */
        final GroupSummary onePage;
        /** Documents the one-page group left out (they could not be cut), with the reason. */
        final List<String> onePageLeftOut;
        /** The stream group; null when it was not run. */
        final StreamGroup stream;
        /** The external group, whose projects the report shows as routes; null when it was not run. */
        final GroupSummary external;
        /** How many PDFs present the external group left out (PDFBox could not cut them). */
        final int externalLeftOut;

        Results(List<GroupSummary> groups, List<DocumentTimings> scaling, GroupSummary onePage,
                List<String> onePageLeftOut, StreamGroup stream, GroupSummary external, int externalLeftOut) {
            this.groups = Collections.unmodifiableList(groups);
            this.scaling = Collections.unmodifiableList(scaling);
            this.onePage = onePage;
            this.onePageLeftOut = Collections.unmodifiableList(onePageLeftOut);
            this.stream = stream;
            this.external = external;
            this.externalLeftOut = externalLeftOut;
        }
    }

    static Results run(BenchmarkOptions options, PrintStream log) throws IOException {
        Benchmark benchmark = new Benchmark(options, log);
        try {
            return benchmark.runGroups();
        } finally {
            benchmark.probe.close();
        }
    }

    static StyledPdfParser unsharedStyledParser() {
        StyledPdfParser parser = new StyledPdfParser();
        parser.setFontVerdictCacheSize(0);
        return parser;
    }

    private Results runGroups() throws IOException {
        warmUpJit();
        List<GroupSummary> groups = new ArrayList<>();
        List<DocumentTimings> scaling = new ArrayList<>();
        GroupSummary onePage = null;
        GroupSummary external = null;
        int externalLeftOut = 0;
        List<String> leftOut = new ArrayList<>();
        StreamGroup stream = null;
        for (String group : options.groups) {
            double loadAtStart = MachineDescription.oneMinuteLoad();
            if ("scaling".equals(group)) {
                List<BenchDocument> documents = new ArrayList<>();
                for (int pages : options.scalingPages) {
                    documents.add(generated.longStyledDocument(pages));
                }
                scaling.addAll(measure("scaling", documents, false));
            } else if ("stream".equals(group)) {
                stream = measureStream();
            } else if ("onepage".equals(group)) {
                List<DocumentTimings> timings;
                if (options.jvmsFor(group) > 1) {
                    ForkedGroup.Figures figures = ForkedGroup.measure(options, group, options.jvmsFor(group), log);
                    timings = figures.documents;
                    leftOut.addAll(figures.leftOut);
                } else {
                    OnePageDocuments documents = onePageDocuments();
                    leftOut.addAll(documents.leftOut);
                    timings = measure(title(group), documents.documents, options.sharedColumn);
                    countFonts(documents.documents, timings);
                }
                onePage = new GroupSummary(title(group), timings, loadAtStart, MachineDescription.oneMinuteLoad());
                groups.add(onePage);
            } else if ("realworld".equals(group)) {
                OnePageDocuments documents = realWorldFirstPages();
                if (documents.documents.isEmpty()) {
                    log.println("realworld: no PDF of the real-world set is in " + options.realWorldFolder
                            + " (scripts/realworld-fetch.sh brings them): group left out");
                    continue;
                }
                documents.leftOut.forEach(reason -> log.println("realworld: left out " + reason));
                String title = title(group) + " (" + documents.documents.size()
                        + " PDFs present; not in this repository)";
                groups.add(new GroupSummary(title, measure(title, documents.documents, false), loadAtStart,
                        MachineDescription.oneMinuteLoad()));
            } else if ("external".equals(group)) {
                OnePageDocuments documents = externalFirstPages();
                if (documents.documents.isEmpty()) {
                    log.println("external: no PDF of test-documents/external/manifest.tsv is in "
                            + options.externalFolder + " (scripts/external-fetch.sh brings them): group left out");
                    continue;
                }
                documents.leftOut.forEach(reason -> log.println("external: left out " + reason));
                String title = title(group) + " (" + documents.documents.size()
                        + " PDFs present; not in this repository)";
                external = new GroupSummary(title, measure(title, documents.documents, false), loadAtStart,
                        MachineDescription.oneMinuteLoad());
                externalLeftOut = documents.leftOut.size();
                groups.add(external);
            } else if (options.jvmsFor(group) > 1) {
                // its own figures only: the scaling run measures the same long document in this JVM, beside its
                // shorter versions
                List<DocumentTimings> timings = ForkedGroup.measure(options, group, options.jvmsFor(group), log)
                        .documents;
                groups.add(new GroupSummary(title(group), timings, loadAtStart, MachineDescription.oneMinuteLoad()));
            } else {
                String title = title(group);
                groups.add(new GroupSummary(title, measure(title, documents(group), false), loadAtStart,
                        MachineDescription.oneMinuteLoad()));
            }
        }
        return new Results(groups, scaling, onePage, leftOut, stream, external, externalLeftOut);
    }

    /**
     * The first page of each PDF of the real-world set (test-documents/realworld/manifest.tsv) present in the
     * folder with the manifest's bytes: producers and layouts the corpus lacks, whose files are not in this
     * repository.
     */
    private OnePageDocuments realWorldFirstPages() throws IOException {
        List<BenchDocument> sources = new ArrayList<>();
        Path manifest = TestDocuments.corpusRoot().resolve("realworld").resolve("manifest.tsv");
        for (RealWorldManifest.Entry entry : RealWorldManifest.read(manifest).entries()) {
            byte[] bytes = bytesAsListed("realworld", options.realWorldFolder, entry.id(), entry.sha256());
            if (bytes != null) {
                sources.add(new BenchDocument(REAL_WORLD_PREFIX + entry.id(), bytes));
            }
        }
        return OnePageDocuments.of(BenchDocument.smallest(sources, options.maxFiles), ONE_PAGE_FOLDER);
    }

    /**
     * The first page of each PDF of test-documents/external/manifest.tsv present in {@code --external} with the
     * manifest's bytes, named by its id (the project, then its path there), so each project is a route.
     */
    private OnePageDocuments externalFirstPages() throws IOException {
        List<BenchDocument> sources = new ArrayList<>();
        Path manifest = TestDocuments.corpusRoot().resolve("external").resolve("manifest.tsv");
        for (ExternalManifest.Entry entry : ExternalManifest.read(manifest)) {
            byte[] bytes = bytesAsListed("external", options.externalFolder, entry.id, entry.sha256);
            if (bytes != null) {
                sources.add(new BenchDocument(entry.id, bytes));
            }
        }
        return OnePageDocuments.of(BenchDocument.smallest(sources, options.maxFiles),
                ONE_PAGE_FOLDER.resolve("external"));
    }

    /**
     * The bytes of the PDF a manifest lists under {@code id}, read from {@code folder}; null when it is absent, or
     * holds other bytes than the manifest's (said in the log, under the group's name).
     */
    private byte[] bytesAsListed(String group, Path folder, String id, String sha256) throws IOException {
        Path pdf = folder.resolve(id);
        if (!Files.isRegularFile(pdf)) {
            return null;
        }
        byte[] bytes = Files.readAllBytes(pdf);
        if (RealWorldReport.sha256(bytes).equals(sha256)) {
            return bytes;
        }
        log.println(group + ": " + pdf + " differs from the manifest's bytes: left out");
        return null;
    }

    /** The first page of each of Tika's test PDFs and corpus PDFs, of the routes asked for. */
    private OnePageDocuments onePageDocuments() throws IOException {
        List<BenchDocument> sources = new ArrayList<>(BenchDocument.tikaTestPdfs(options.maxFiles));
        sources.addAll(BenchDocument.corpusPdfs(options.maxFiles));
        if (!options.routes.isEmpty()) {
            sources.removeIf(source -> !options.routes.contains(BenchDocument.routeOf(source.name)));
        }
        return OnePageDocuments.of(sources, ONE_PAGE_FOLDER);
    }

    /**
     * Unmeasured pairs over Tika's test PDFs and the corpus for {@code --jit-warmup-seconds}; see the option. Skipped
     * when this JVM measures nothing itself: every group asked for is measured in child JVMs that warm up their own.
     */
    private void warmUpJit() throws IOException {
        boolean childrenMeasureAll = options.groups.stream().allMatch(group -> options.jvmsFor(group) > 1);
        if (options.jitWarmupSeconds == 0 || childrenMeasureAll) {
            return;
        }
        List<BenchDocument> documents = new ArrayList<>(BenchDocument.tikaTestPdfs(options.maxFiles));
        documents.addAll(BenchDocument.corpusPdfs(options.maxFiles));
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(options.jitWarmupSeconds);
        int rounds = 0;
        while (System.nanoTime() < end) {
            for (int d = 0; d < documents.size(); d++) {
                measureRound(documents.get(d), rounds + d, true);
            }
            rounds++;
        }
        log.printf("JIT warm-up: %d round(s) over %d documents in %.0f s%n", rounds, documents.size(),
                (System.nanoTime() - start) / 1e9);
    }

    private String title(String group) {
        switch (group) {
            case "tika":
                return "Tika's test PDFs";
            case "corpus":
                return "Labelled corpus (test-documents/)";
            case "onepage":
                return "One page: first pages of Tika's test PDFs and the corpus";
            case "long":
                return "Long styled text, " + options.longPages + " pages";
            case "paths":
                return "Dense paths, " + GeneratedPdfs.densePageSegments() + " segments on one page";
            case "fonts":
                return "Many fonts, " + options.fonts + " embedded";
            case "tagged":
                return "Tagged PDFs of the corpus";
            case "turned":
                return "Corpus PDFs with turned text";
            case "realworld":
                return "Real-world set: first pages";
            case "external":
                return "Other projects' test PDFs: first pages";
            default:
                throw new IllegalArgumentException("unknown group " + group);
        }
    }

    private List<BenchDocument> documents(String group) throws IOException {
        switch (group) {
            case "tika":
                return BenchDocument.tikaTestPdfs(options.maxFiles);
            case "corpus":
                return BenchDocument.corpusPdfs(options.maxFiles);
            case "tagged":
                return BenchDocument.corpusPdfs(options.maxFiles, TextModeDocuments::isTagged);
            case "turned":
                return BenchDocument.corpusPdfs(options.maxFiles, TextModeDocuments::hasTurnedText);
            case "long":
                return Collections.singletonList(generated.longStyledDocument(options.longPages));
            case "paths":
                return Collections.singletonList(generated.densePathsDocument());
            case "fonts":
                return Collections.singletonList(
                        BenchDocument.read("generated:many-fonts-" + options.fonts, generated.manyFonts(options.fonts)));
            default:
                throw new IllegalArgumentException("unknown group " + group);
        }
    }

    /**
     * Warms up, then measures the documents. With {@code shared} the default styled parser (shared font verdicts
     * on) is measured too, and the documents are measured afresh even if another group measured them.
     */
    private List<DocumentTimings> measure(String title, List<BenchDocument> documents, boolean shared) {
        List<BenchDocument> fresh = new ArrayList<>();
        for (BenchDocument document : documents) {
            if (shared || !measured.containsKey(document.name)) {
                fresh.add(document);
            }
        }
        System.gc();
        long warmupEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(options.warmupSeconds);
        int warmupRounds = 0;
        while (!fresh.isEmpty() && (warmupRounds < options.warmup || System.nanoTime() < warmupEnd)) {
            for (int d = 0; d < fresh.size(); d++) {
                measureRound(fresh.get(d), warmupRounds + d, shared);
            }
            warmupRounds++;
        }
        log.printf("%s: %d documents, %d warm-up (at least %d, and %d s) + %d measured rounds%n", title,
                fresh.size(), warmupRounds, options.warmup, options.warmupSeconds, options.rounds);
        Map<String, DocumentTimings> timingsByName = shared ? new LinkedHashMap<>() : measured;
        for (BenchDocument document : fresh) {
            timingsByName.put(document.name, new DocumentTimings(document.name));
        }
        for (int round = 0; round < options.rounds; round++) {
            for (int d = 0; d < fresh.size(); d++) {
                BenchDocument document = fresh.get(d);
                ParseProbe.Sample[] samples = measureRound(document, round + d, shared);
                DocumentTimings timings = timingsByName.get(document.name);
                timings.add(samples[0], samples[1]);
                if (shared) {
                    timings.addShared(samples[2]);
                }
            }
        }
        for (BenchDocument document : fresh) {
            timingsByName.get(document.name).setMemory(probe.parseOnSettledHeap(stock, document.bytes),
                    probe.parseOnSettledHeap(styled, document.bytes));
        }
        List<DocumentTimings> timings = new ArrayList<>();
        for (BenchDocument document : documents) {
            timings.add(timingsByName.get(document.name));
        }
        GroupSummary summary = new GroupSummary(title, timings, Double.NaN, Double.NaN);
        log.printf("  stock %.1f pages/s, styled %.1f pages/s, ratio median %.2f total %.2f, CPU ratio median %.2f%n",
                summary.pagesPerSecond(Side.STOCK), summary.pagesPerSecond(Side.STYLED), summary.medianRatio(),
                summary.totalRatio(), summary.medianCpuRatio());
        return timings;
    }

    /**
     * One parse of the document by each parser, stock, styled and (with {@code shared}) the default styled
     * parser, in the order {@link ParserTurns} gives for the turn (the round plus the document's place in its
     * group); the samples in that order.
     */
    private ParseProbe.Sample[] measureRound(BenchDocument document, int turn, boolean shared) {
        Parser[] parsers = shared ? new Parser[] {stock, styled, styledShared} : new Parser[] {stock, styled};
        ParseProbe.Sample[] samples = new ParseProbe.Sample[parsers.length];
        for (int which : (shared ? THREE_PARSER_TURNS : TWO_PARSER_TURNS).order(turn)) {
            samples[which] = probe.parse(parsers[which], document.bytes);
        }
        return samples;
    }

    /** Fonts and fonts measured by their outlines, per document, from an untimed parse that lists the verdicts. */
    private static void countFonts(List<BenchDocument> documents, List<DocumentTimings> timings) {
        StyledPdfParser listing = unsharedStyledParser();
        listing.setListFontVerdicts(true);
        for (int i = 0; i < documents.size(); i++) {
            Metadata metadata = new Metadata();
            try (TikaInputStream in = TikaInputStream.get(documents.get(i).bytes)) {
                listing.parse(in, new ToXMLContentHandler(), metadata, new ParseContext());
            } catch (Exception | StackOverflowError e) {
                // the figures say what was listed before the failure; the timed parses failed alike
            }
            String[] verdicts = metadata.getValues(StyledPdfParser.FONT_VERDICT_METADATA_KEY);
            int measuredByOutlines = 0;
            for (String verdict : verdicts) {
                if (verdict.contains("outlines: ") && !verdict.contains("outlines: [not measured")) {
                    measuredByOutlines++;
                }
            }
            timings.get(i).setFonts(verdicts.length, measuredByOutlines);
        }
    }

    /**
     * The stream group: a warm-up over the pool, then {@code --stream-rounds} passes over the drawn stream, each
     * with a new default styled parser (an empty shared cache: a server that starts with this stream), then as many
     * passes of the font verdicts and page weight comparisons alone, cache off and on ({@link StreamVerdictPass}).
     */
    private StreamGroup measureStream() throws IOException {
        List<BenchDocument> pool = new ArrayList<>(BenchDocument.tikaTestPdfs(options.maxFiles));
        pool.addAll(BenchDocument.corpusPdfs(options.maxFiles));
        StreamGroup group = new StreamGroup(pool, options.streamDocuments);
        long warmupEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(options.warmupSeconds);
        for (int round = 0; round < options.warmup || System.nanoTime() < warmupEnd; round++) {
            for (int d = 0; d < pool.size(); d++) {
                measureRound(pool.get(d), round + d, true);
            }
        }
        for (int round = 0; round < options.streamRounds; round++) {
            group.rounds.add(streamRound(group.stream, round));
        }
        StreamGroup.Round last = group.rounds.get(group.rounds.size() - 1);
        log.printf("Stream: %d documents (%d distinct), %d round(s); last: CPU ratio %.3f, shared %.3f, %s%n",
                group.stream.size(), group.distinct, group.rounds.size(), last.styledCpuRatio(),
                last.sharedCpuRatio(), last.statistics);
        for (int round = 0; round < options.streamRounds; round++) {
            group.verdictPasses.add(StreamVerdictPass.run(group.stream, round));
        }
        long[] verdicts = StreamGroup.medianVerdictRow(group.verdictPasses);
        log.printf("Stream, font verdicts and page comparisons alone: cache off %.1f ms, on %.1f ms of CPU "
                + "(median over %d pass(es))%n",
                verdicts[StreamVerdictPass.OFF] / 1e6, verdicts[StreamVerdictPass.ON] / 1e6,
                group.verdictPasses.size());
        return group;
    }

    private StreamGroup.Round streamRound(List<BenchDocument> stream, int round) {
        StyledPdfParser sharedPdf = new StyledPdfParser();
        Parser shared = Parsers.styledWith(sharedPdf);
        Parser[] parsers = {stock, styled, shared};
        StreamGroup.Round figures = new StreamGroup.Round();
        figures.loadAtStart = MachineDescription.oneMinuteLoad();
        Set<String> seen = new HashSet<>();
        for (int d = 0; d < stream.size(); d++) {
            BenchDocument document = stream.get(d);
            boolean first = seen.add(document.name);
            for (int which : THREE_PARSER_TURNS.order(d + round)) {
                FontVerdictCacheStatistics before = which == 2 ? sharedPdf.getFontVerdictCacheStatistics() : null;
                ParseProbe.Sample sample = probe.parse(parsers[which], document.bytes);
                if (which == 0) {
                    figures.stockNanos += sample.nanos;
                    figures.stockCpuNanos += sample.cpuNanos;
                    figures.pages += sample.pages;
                } else if (which == 1) {
                    figures.styledNanos += sample.nanos;
                    figures.styledCpuNanos += sample.cpuNanos;
                } else {
                    figures.sharedNanos += sample.nanos;
                    figures.sharedCpuNanos += sample.cpuNanos;
                    FontVerdictCacheStatistics after = sharedPdf.getFontVerdictCacheStatistics();
                    long asked = after.asked() - before.asked();
                    long hits = after.hits() - before.hits();
                    if (first) {
                        figures.firstAsked += asked;
                        figures.firstHits += hits;
                    } else {
                        figures.repeatAsked += asked;
                        figures.repeatHits += hits;
                    }
                }
            }
        }
        figures.statistics = sharedPdf.getFontVerdictCacheStatistics();
        figures.loadAtEnd = MachineDescription.oneMinuteLoad();
        return figures;
    }
}
