package dev.pdfstyles.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import org.apache.tika.parser.Parser;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TextMode;

/**
 * Developer tool (issue 27), not a test: what each part of the styled parse costs on one-page documents, in CPU
 * time rather than in profiler samples. The stock parser and styled parsers with parts of the detection switched
 * off take turns per document, in one JVM, over the one-page documents of the benchmark, each parse timed as the
 * benchmark times it ({@link ParseProbe}); each prints its median
 * and 90th-percentile CPU ratio over the stock parser and its median overhead per document, then the median of
 * each per producer route. The differences between the lines are the parts' costs at the median: what a
 * profile's sample counts cannot give, since the styled parse's samples exceed its CPU time (docs/benchmark.md).
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.CostByPart [rounds] [warm-up seconds] [names]
 * </pre>
 *
 * With a third argument, only the documents whose names contain one of its comma-separated parts are measured
 * (for example {@code chromium/cjk,gs-chromium/}), to size the parts of a few slow files; each document's
 * ratios are then printed too. Names with {@code generated:} in them ({@code generated:long},
 * {@code generated:dense}) pick the benchmark's generated documents instead of the one-page ones; names of the
 * form {@code file:path} ({@code file:a.pdf,file:b.pdf}) pick those files, such as a page made to test one cost.
 */
public final class CostByPart {

    /** One styled parser: a name, and the settings it parses with (the shared verdict cache off unless named). */
    private static final class Variant {
        final String name;
        final Parser parser;

        Variant(String name, UnaryOperator<DetectionSettings> settings) {
            this.name = name;
            StyledPdfParser pdf = new StyledPdfParser();
            pdf.setDetectionSettings(settings.apply(DetectionSettings.defaults()));
            this.parser = Parsers.styledWith(pdf);
        }
    }

    /**
     * A third argument holding this measures the benchmark's generated documents instead (the long styled text
     * at {@link #LONG_PAGES} pages, and the dense page), kept by the same name filter: {@code generated:long}.
     */
    private static final String GENERATED = "generated:";
    /** Names of the form {@code file:path,file:path}: those files, whatever they are (a page built to test). */
    private static final String FILE = "file:";

    /** Pages of the long styled text here: every page is alike, so a short one gives the long one's ratio. */
    private static final int LONG_PAGES = 20;

    private CostByPart() {
    }

    /** Arguments: measured rounds (default 9), warm-up seconds (default 40), document names to keep (default all). */
    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        long warmUpSeconds = args.length > 1 ? Long.parseLong(args[1]) : 40;
        List<BenchDocument> documents = documentsNamed(args.length > 2 ? args[2] : null);
        List<Variant> variants = variants();
        Parser stock = Parsers.stock();
        List<Parser> parsers = new ArrayList<>();
        parsers.add(stock);
        variants.forEach(v -> parsers.add(v.parser));

        long[][][] cpu = new long[parsers.size()][documents.size()][rounds];
        try (ParseProbe probe = new ParseProbe(TextMode.DEFAULT)) {
            long warmUpEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(warmUpSeconds);
            while (System.nanoTime() < warmUpEnd) {
                for (BenchDocument document : documents) {
                    parsers.forEach(p -> probe.parse(p, document.bytes));
                }
            }
            for (int round = 0; round < rounds; round++) {
                for (int d = 0; d < documents.size(); d++) {
                    for (int turn = 0; turn < parsers.size(); turn++) {
                        int p = (turn + round + d) % parsers.size();   // which goes first rotates
                        cpu[p][d][round] = probe.parse(parsers.get(p), documents.get(d).bytes).cpuNanos;
                    }
                }
            }
        }
        long[] stockMedians = medianPerDocument(cpu[0]);
        double[][] ratios = new double[variants.size()][documents.size()];
        System.out.printf(Locale.ROOT, "%d documents, %d rounds; CPU ratio over the stock parser:%n",
                documents.size(), rounds);
        System.out.printf(Locale.ROOT, "%-52s %7s %7s %12s%n", "styled parser", "median", "p90", "us/document");
        for (int v = 0; v < variants.size(); v++) {
            long[] medians = medianPerDocument(cpu[v + 1]);
            List<Double> overheads = new ArrayList<>();
            for (int d = 0; d < documents.size(); d++) {
                ratios[v][d] = (double) medians[d] / stockMedians[d];
                overheads.add((medians[d] - stockMedians[d]) / 1e3);
            }
            double[] sorted = ratios[v].clone();
            Arrays.sort(sorted);
            // the 90th percentile as the benchmark's route table reads it (nearest rank)
            System.out.printf(Locale.ROOT, "%-52s %7.3f %7.3f %12.0f%n", variants.get(v).name,
                    Medians.ofDoubles(Arrays.stream(sorted).boxed().collect(Collectors.toList()), r -> r),
                    RouteFigures.nearestRank(sorted, RouteFigures.PERCENTILE), Medians.ofDoubles(overheads, o -> o));
        }
        printByRoute(documents, variants, ratios);
        if (args.length > 2) {
            printByDocument(documents, variants, ratios);
        }
    }

    /**
     * The one-page documents of the benchmark, or with {@code names} holding {@link #GENERATED} its generated
     * documents; with {@code names} (comma-separated parts, null for all) only those whose names contain a part.
     * Names that start with {@link #FILE} are files read as they are.
     */
    static List<BenchDocument> documentsNamed(String names) throws IOException {
        List<BenchDocument> documents = new ArrayList<>();
        if (names != null && names.startsWith(FILE)) {
            for (String name : names.split(",")) {
                if (!name.startsWith(FILE)) {
                    throw new IllegalArgumentException("files are named file:path each, not " + name);
                }
                Path file = Paths.get(name.substring(FILE.length()));
                documents.add(BenchDocument.read(file.toString(), file));
            }
            return documents;
        }
        if (names != null && names.contains(GENERATED)) {
            GeneratedPdfs generated = new GeneratedPdfs(Paths.get("target", "bench"));
            documents.add(generated.longStyledDocument(LONG_PAGES));
            documents.add(generated.densePathsDocument());
        } else {
            List<BenchDocument> sources = new ArrayList<>(BenchDocument.tikaTestPdfs(0));
            sources.addAll(BenchDocument.corpusPdfs(0));
            documents.addAll(OnePageDocuments.of(sources, Paths.get("target", "bench", "onepage")).documents);
        }
        if (names != null) {
            List<String> parts = Arrays.asList(names.split(","));
            documents.removeIf(d -> parts.stream().noneMatch(d.name::contains));
        }
        return documents;
    }

    /** Per document, for a filtered run: which of a few slow files a part's cost sits in. */
    private static void printByDocument(List<BenchDocument> documents, List<Variant> variants, double[][] ratios) {
        System.out.println();
        System.out.println("CPU ratio per document (columns in the order above):");
        for (int d = 0; d < documents.size(); d++) {
            StringBuilder row = new StringBuilder("| ").append(documents.get(d).name).append(" |");
            for (int v = 0; v < variants.size(); v++) {
                row.append(String.format(Locale.ROOT, " %.3f |", ratios[v][d]));
            }
            System.out.println(row);
        }
    }

    /**
     * The same medians per producer route (the benchmark's routes, {@link BenchDocument#routeOf}), as a Markdown
     * table: where a route's time goes. Routes of a few files are as noisy as their files.
     */
    private static void printByRoute(List<BenchDocument> documents, List<Variant> variants, double[][] ratios) {
        Map<String, List<Integer>> byRoute = new TreeMap<>();
        for (int d = 0; d < documents.size(); d++) {
            byRoute.computeIfAbsent(BenchDocument.routeOf(documents.get(d).name), r -> new ArrayList<>()).add(d);
        }
        StringBuilder header = new StringBuilder("| route | files |");
        StringBuilder rule = new StringBuilder("|---|---:|");
        for (Variant variant : variants) {
            header.append(' ').append(variant.name).append(" |");
            rule.append("---:|");
        }
        System.out.println();
        System.out.println("Median CPU ratio per route:");
        System.out.println(header);
        System.out.println(rule);
        for (Map.Entry<String, List<Integer>> route : byRoute.entrySet()) {
            StringBuilder row = new StringBuilder("| " + route.getKey() + " | " + route.getValue().size() + " |");
            for (int v = 0; v < variants.size(); v++) {
                List<Double> routeRatios = new ArrayList<>();
                for (int d : route.getValue()) {
                    routeRatios.add(ratios[v][d]);
                }
                row.append(String.format(Locale.ROOT, " %.3f |", Medians.ofDoubles(routeRatios, r -> r)));
            }
            System.out.println(row);
        }
    }

    private static List<Variant> variants() {
        UnaryOperator<DetectionSettings> cacheOff = s -> s.withFontEvidence(
                s.fontEvidence().withSharedVerdictCacheSize(0));
        List<Variant> variants = new ArrayList<>();
        variants.add(new Variant("everything (the benchmark's styled parser)", cacheOff));
        variants.add(new Variant("everything, shared verdict cache on (the default)", s -> s));
        variants.add(new Variant("everything but glyph outlines", s -> cacheOff.apply(s.withFontEvidence(
                s.fontEvidence().withSource(EvidenceSource.OUTLINES, false)))));
        variants.add(new Variant("bold and italic only (no decorations)",
                s -> cacheOff.apply(s.withUnderline(false).withStrikethrough(false))));
        variants.add(new Variant("underline and strike-through only (no font styles)",
                s -> cacheOff.apply(s.withBold(false).withItalic(false).withSyntheticBold(false)
                        .withSyntheticItalic(false).withBackSlantItalic(false))));
        UnaryOperator<DetectionSettings> boldOnly = s -> cacheOff.apply(s.withItalic(false).withUnderline(false)
                .withStrikethrough(false).withSyntheticBold(false).withSyntheticItalic(false)
                .withBackSlantItalic(false));
        // on the long styled text (Standard 14 fonts, judged from their known metrics, so the page comparison
        // measures none) this is what recording, deciding and splicing cost where every page carries a style
        variants.add(new Variant("bold only", boldOnly));
        variants.add(new Variant("nothing judged (bold asked, every evidence source off)", s -> {
            FontEvidenceSettings none = s.fontEvidence();
            for (EvidenceSource source : EvidenceSource.values()) {
                none = none.withSource(source, false);
            }
            return boldOnly.apply(s.withFontEvidence(none));
        }));
        return variants;
    }

    /** Each document's median CPU time over the rounds. */
    private static long[] medianPerDocument(long[][] perDocument) {
        long[] medians = new long[perDocument.length];
        for (int d = 0; d < perDocument.length; d++) {
            medians[d] = Medians.ofLongs(Arrays.stream(perDocument[d]).boxed().collect(Collectors.toList()),
                    Long::longValue);
        }
        return medians;
    }
}
