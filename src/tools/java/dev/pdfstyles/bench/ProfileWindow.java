package dev.pdfstyles.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.apache.tika.parser.Parser;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TextMode;
import one.profiler.AsyncProfiler;
import one.profiler.Counter;

/**
 * Developer tool (issue 27), not a test: a CPU profile of the stock parser and the benchmark's styled parser
 * taking turns per document in one JVM, recorded only while they are measured, after the warm-up. Writes the
 * profile as collapsed stacks for {@code scripts/jfr-styled-breakdown.py --collapsed}, which splits the styled
 * parse's samples into the parts of our pipeline in units of the stock parse's samples, and prints the CPU
 * ratio of the same parses, which the samples must match before the parts are read as sizes.
 *
 * <p>Why a window: a profile that also holds the warm-up counts the parses while the JIT still compiles them,
 * when the two parsers' costs stand in another ratio (on the long styled text a whole-run async-profiler
 * profile put the styled parse at 1.21 times the stock parse's samples where its CPU time read 1.33; the window
 * read 1.32). JFR profiles delayed past the warm-up erred too, by more (docs/benchmark.md); async-profiler's
 * CPU-time samples of the window split as the CPU time does.
 *
 * <pre>
 * java -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
 *     -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.ProfileWindow \
 *     target/long.collapsed 60 40 generated:long
 * python3 scripts/jfr-styled-breakdown.py target/long.collapsed --collapsed
 * </pre>
 *
 * Arguments: the output file, measured seconds (default 60), warm-up seconds (default 40), and document names as
 * {@link CostByPart} takes them (default, or {@code all}: every one-page document; {@code generated:long} and
 * {@code generated:dense} for the generated documents; {@code file:a.pdf,file:b.pdf} for any files), and
 * then flags in any order: {@code shared} to profile the parser as configured by default, its shared font
 * verdict cache on (a server's parser once it has met the documents' fonts), instead of the benchmark's styled
 * parser, which judges every font as new; {@code equal} to give every document about the same share of the
 * samples ({@link EqualShares}), so that a few dear documents do not make the profile theirs.
 */
public final class ProfileWindow {

    /** The stock parser (0) and the styled one (1) take turns as the benchmark's do. */
    private static final ParserTurns TURNS = new ParserTurns(2);

    /** Sampling interval of the profile: a sample per millisecond of CPU time. */
    private static final long INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    private ProfileWindow() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            throw new IllegalArgumentException("usage: ProfileWindow output [measured s] [warm-up s] [names] [shared] [equal]");
        }
        Path output = Paths.get(args[0]);
        long measuredSeconds = args.length > 1 ? Long.parseLong(args[1]) : 60;
        long warmUpSeconds = args.length > 2 ? Long.parseLong(args[2]) : 40;
        String names = args.length > 3 && !"all".equals(args[3]) ? args[3] : null;
        List<BenchDocument> documents = CostByPart.documentsNamed(names);
        if (documents.isEmpty()) {
            throw new IllegalArgumentException("no document is named " + names);
        }
        // loaded before the warm-up, so that the code compiled during it carries the profiler's debug information
        AsyncProfiler profiler = AsyncProfiler.getInstance();
        Parser stock = Parsers.stock();
        List<String> flags = args.length > 4 ? Arrays.asList(args).subList(4, args.length) : List.of();
        for (String flag : flags) {
            if (!"shared".equals(flag) && !"equal".equals(flag)) {
                throw new IllegalArgumentException("flags are shared and equal, not " + flag);
            }
        }
        boolean shared = flags.contains("shared");
        Parser styled = Parsers.styledWith(shared ? new StyledPdfParser() : Benchmark.unsharedStyledParser());
        List<List<Long>> stockTimes = emptyLists(documents.size());
        List<List<Long>> styledTimes = emptyLists(documents.size());
        String event;
        int rounds = 0;
        try (ParseProbe probe = new ParseProbe(TextMode.DEFAULT)) {
            long[] lastStock = new long[documents.size()];
            long warmUpEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(warmUpSeconds);
            while (System.nanoTime() < warmUpEnd) {
                for (int d = 0; d < documents.size(); d++) {
                    lastStock[d] = stockTurn(probe, stock, documents.get(d));
                    styledTurn(probe, styled, documents.get(d));
                }
            }
            EqualShares shares = flags.contains("equal") ? new EqualShares(lastStock) : null;
            event = start(profiler);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(measuredSeconds);
            // until every document has a median: one round at least, and with equal shares until the dearest
            // document's round has come, which may run past the measured seconds
            do {
                for (int d = 0; d < documents.size(); d++) {
                    BenchDocument document = documents.get(d);
                    int parses = shares == null ? 1 : shares.parses(d, rounds);
                    for (int p = 0; p < parses; p++) {
                        // which goes first changes with the document and its parses, as in the benchmark: the
                        // second meets warm caches
                        for (int which : TURNS.order(d + stockTimes.get(d).size())) {
                            if (which == 0) {
                                stockTimes.get(d).add(stockTurn(probe, stock, document));
                            } else {
                                styledTimes.get(d).add(styledTurn(probe, styled, document));
                            }
                        }
                    }
                }
                rounds++;
            } while (System.nanoTime() < end || anyWithoutTimes(stockTimes));
            profiler.stop();
        }
        Files.write(output, profiler.dumpCollapsed(Counter.SAMPLES).getBytes(StandardCharsets.UTF_8));
        report(rounds, event, stockTimes, styledTimes, output);
    }

    /** A stock parse, in a frame of its own: the profile tells the parsers apart by these two methods. */
    private static long stockTurn(ParseProbe probe, Parser stock, BenchDocument document) {
        return probe.parse(stock, document.bytes).cpuNanos;
    }

    /** A styled parse, in a frame of its own. */
    private static long styledTurn(ParseProbe probe, Parser styled, BenchDocument document) {
        return probe.parse(styled, document.bytes).cpuNanos;
    }

    /**
     * Starts CPU sampling: perf events where the kernel allows them, else the process timer (containers that
     * forbid perf events). Returns the event used.
     */
    private static String start(AsyncProfiler profiler) {
        for (String event : new String[] {"cpu", "itimer"}) {
            try {
                profiler.start(event, INTERVAL_NANOS);
                return event;
            } catch (IllegalStateException e) {
                System.err.println("profiler event " + event + " not available: " + e.getMessage());
            }
        }
        throw new IllegalStateException("no CPU sampling event is available to async-profiler here");
    }

    /**
     * The CPU ratio of the profiled parses, as a sum over all (the samples' ratio must match it) and as the
     * median over documents of each document's median of its rounds' ratios (the benchmark's figure).
     */
    private static void report(int rounds, String event, List<List<Long>> stockTimes, List<List<Long>> styledTimes,
                               Path output) {
        long stockSum = 0;
        long styledSum = 0;
        List<Double> ratios = new ArrayList<>();
        for (int d = 0; d < stockTimes.size(); d++) {
            stockSum += stockTimes.get(d).stream().mapToLong(Long::longValue).sum();
            styledSum += styledTimes.get(d).stream().mapToLong(Long::longValue).sum();
            List<Double> roundRatios = new ArrayList<>();
            for (int round = 0; round < stockTimes.get(d).size(); round++) {
                roundRatios.add(DocumentTimings.RoundRatio.over(styledTimes.get(d).get(round),
                        stockTimes.get(d).get(round)));
            }
            ratios.add(Medians.ofDoubles(roundRatios, r -> r));
        }
        System.out.printf(Locale.ROOT, "%d documents, %d rounds profiled (event %s) into %s%n", stockTimes.size(),
                rounds, event, output);
        System.out.printf(Locale.ROOT, "CPU ratio of the profiled parses: total %.3f, median of documents %.3f%n",
                (double) styledSum / stockSum, Medians.ofDoubles(ratios, r -> r));
    }

    /** Whether a document has not been parsed yet (with equal shares a dear one waits for its round). */
    private static boolean anyWithoutTimes(List<List<Long>> times) {
        return times.stream().anyMatch(List::isEmpty);
    }

    private static List<List<Long>> emptyLists(int count) {
        List<List<Long>> lists = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            lists.add(new ArrayList<>());
        }
        return lists;
    }
}
