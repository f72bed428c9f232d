package dev.pdfstyles.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.Map;

import org.apache.tika.parser.Parser;

import dev.pdfstyles.bench.DocumentTimings.Side;
import dev.pdfstyles.eval.TextModeDocuments;
import dev.pdfstyles.testsupport.Parsers;

/**
 * Issue 7: how much slower and hungrier the styled parser is than Tika's stock PDF parser, on the same
 * files in the same JVM. Both run through auto-detection (embedded documents parsed the same way), into a
 * {@code ToXMLContentHandler}, with a fresh ParseContext per parse. Per document the two parsers
 * alternate, the first of each pair swapping every round so neither always runs on a warmer cache.
 *
 * <p>Run: {@code mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.bench.Benchmark
 * -Dexec.classpathScope=test -Dexec.args="--rounds 5 --warmup 2"}; see {@link BenchmarkOptions#usage()}.
 * Writes the Markdown report to {@code docs/benchmark.md} (smoke mode: target/benchmark-smoke.md).
 */
public final class Benchmark {

    private static final Path GENERATED_FOLDER = Paths.get("target", "bench");

    private final BenchmarkOptions options;
    private final PrintStream log;
    private final Parser stock = Parsers.stock();
    private final Parser styled = Parsers.styled();
    private final ParseProbe probe;
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
        BenchmarkReport.write(options, results);
        System.out.println("wrote " + options.output.toAbsolutePath());
    }

    /** What a run measured: a summary per file group, and the documents of the scaling run. */
    static final class Results {
        final List<GroupSummary> groups;
        final List<DocumentTimings> scaling;

        Results(List<GroupSummary> groups, List<DocumentTimings> scaling) {
            this.groups = Collections.unmodifiableList(groups);
            this.scaling = Collections.unmodifiableList(scaling);
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

    private Results runGroups() throws IOException {
        warmUpJit();
        List<GroupSummary> groups = new ArrayList<>();
        List<DocumentTimings> scaling = new ArrayList<>();
        for (String group : options.groups) {
            if ("scaling".equals(group)) {
                List<BenchDocument> documents = new ArrayList<>();
                for (int pages : options.scalingPages) {
                    documents.add(longDocument(pages));
                }
                scaling.addAll(measure("scaling", documents));
            } else {
                String title = title(group);
                groups.add(new GroupSummary(title, measure(title, documents(group))));
            }
        }
        return new Results(groups, scaling);
    }

    /** Unmeasured pairs over Tika's test PDFs and the corpus for {@code --jit-warmup-seconds}; see the option. */
    private void warmUpJit() throws IOException {
        if (options.jitWarmupSeconds == 0) {
            return;
        }
        List<BenchDocument> documents = new ArrayList<>(BenchDocument.tikaTestPdfs(options.maxFiles));
        documents.addAll(BenchDocument.corpusPdfs(options.maxFiles));
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(options.jitWarmupSeconds);
        int rounds = 0;
        while (System.nanoTime() < end) {
            for (BenchDocument document : documents) {
                measurePair(document, rounds);
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
                return Collections.singletonList(longDocument(options.longPages));
            case "paths":
                return Collections.singletonList(BenchDocument.read("generated:dense-paths", generated.densePaths()));
            case "fonts":
                return Collections.singletonList(
                        BenchDocument.read("generated:many-fonts-" + options.fonts, generated.manyFonts(options.fonts)));
            default:
                throw new IllegalArgumentException("unknown group " + group);
        }
    }

    private BenchDocument longDocument(int pages) throws IOException {
        return BenchDocument.read("generated:long-styled-" + pages + "p", generated.longStyledText(pages));
    }

    private List<DocumentTimings> measure(String title, List<BenchDocument> documents) {
        List<BenchDocument> fresh = new ArrayList<>();
        for (BenchDocument document : documents) {
            if (!measured.containsKey(document.name)) {
                fresh.add(document);
            }
        }
        System.gc();
        long warmupEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(options.warmupSeconds);
        int warmupRounds = 0;
        while (!fresh.isEmpty() && (warmupRounds < options.warmup || System.nanoTime() < warmupEnd)) {
            for (BenchDocument document : fresh) {
                measurePair(document, warmupRounds);
            }
            warmupRounds++;
        }
        log.printf("%s: %d documents, %d warm-up (at least %d, and %d s) + %d measured rounds%n", title,
                fresh.size(), warmupRounds, options.warmup, options.warmupSeconds, options.rounds);
        for (BenchDocument document : fresh) {
            measured.put(document.name, new DocumentTimings(document.name));
        }
        for (int round = 0; round < options.rounds; round++) {
            for (BenchDocument document : fresh) {
                ParseProbe.Sample[] pair = measurePair(document, round);
                measured.get(document.name).add(pair[0], pair[1]);
            }
        }
        for (BenchDocument document : fresh) {
            measured.get(document.name).setMemory(probe.parseOnSettledHeap(stock, document.bytes),
                    probe.parseOnSettledHeap(styled, document.bytes));
        }
        List<DocumentTimings> timings = new ArrayList<>();
        for (BenchDocument document : documents) {
            timings.add(measured.get(document.name));
        }
        GroupSummary summary = new GroupSummary(title, timings);
        log.printf("  stock %.1f pages/s, styled %.1f pages/s, ratio median %.2f total %.2f%n",
                summary.pagesPerSecond(Side.STOCK), summary.pagesPerSecond(Side.STYLED), summary.medianRatio(),
                summary.totalRatio());
        return timings;
    }

    /** One stock and one styled parse of the document; even rounds start with stock, odd ones with styled. */
    private ParseProbe.Sample[] measurePair(BenchDocument document, int round) {
        ParseProbe.Sample stockSample;
        ParseProbe.Sample styledSample;
        if (round % 2 == 0) {
            stockSample = probe.parse(stock, document.bytes);
            styledSample = probe.parse(styled, document.bytes);
        } else {
            styledSample = probe.parse(styled, document.bytes);
            stockSample = probe.parse(stock, document.bytes);
        }
        return new ParseProbe.Sample[] {stockSample, styledSample};
    }
}
