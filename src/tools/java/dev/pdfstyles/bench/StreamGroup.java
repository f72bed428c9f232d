package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import dev.pdfstyles.FontVerdictCacheStatistics;

/**
 * The stream group (issue 27): documents drawn from all routes in random order and parsed back to back by one
 * parser instance, the way tika-server meets them, so that what a parser keeps across documents (the shared font
 * verdicts) is measured as a server would see it. The draw is with replacement and uniform over the pool (each
 * file as likely as any other), with a fixed seed, so every run parses the same stream.
 */
final class StreamGroup {

    /** Seed of the draw: the number, fixed so that runs compare. */
    static final long SEED = 27L;

    final List<BenchDocument> stream;
    final int distinct;
    final List<Round> rounds = new ArrayList<>();
    /**
     * The font verdicts and page weight comparisons alone, run over the stream with the shared cache off and on
     * ({@link StreamVerdictPass}).
     */
    final List<StreamVerdictPass> verdictPasses = new ArrayList<>();

    StreamGroup(List<BenchDocument> pool, int count) {
        if (pool.isEmpty() || count < 1) {
            throw new IllegalArgumentException("a stream needs documents to draw from and a length of at least 1, "
                    + "got " + pool.size() + " documents and length " + count);
        }
        Random random = new Random(SEED);
        List<BenchDocument> drawn = new ArrayList<>(count);
        java.util.Set<String> names = new java.util.HashSet<>();
        for (int i = 0; i < count; i++) {
            BenchDocument document = pool.get(random.nextInt(pool.size()));
            drawn.add(document);
            names.add(document.name);
        }
        this.stream = Collections.unmodifiableList(drawn);
        this.distinct = names.size();
    }

    /**
     * One pass over the stream: each parser's summed time, and what the shared verdict cache did, split by whether
     * the document appeared in the stream before (a repeat finds its own fonts; a first appearance can only find
     * fonts it shares with other files).
     */
    static final class Round {
        long stockNanos;
        long stockCpuNanos;
        long styledNanos;
        long styledCpuNanos;
        long sharedNanos;
        long sharedCpuNanos;
        int pages;
        long firstAsked;
        long firstHits;
        long repeatAsked;
        long repeatHits;
        FontVerdictCacheStatistics statistics;
        double loadAtStart;
        double loadAtEnd;
        /** Per stream position, each parser's CPU time: [stock, styled, shared][position]. */
        long[][] cpuNanosByPosition;

        /** Styled CPU time over stock, fonts judged as new. */
        double styledCpuRatio() {
            return (double) styledCpuNanos / stockCpuNanos;
        }

        /** Styled CPU time over stock, with the shared verdict cache. */
        double sharedCpuRatio() {
            return (double) sharedCpuNanos / stockCpuNanos;
        }

        double styledTimeRatio() {
            return (double) styledNanos / stockNanos;
        }

        double sharedTimeRatio() {
            return (double) sharedNanos / stockNanos;
        }

        /** Share of the styled parser's own CPU time (over stock) that the shared cache saved. */
        double savedShareOfOverhead() {
            return savedShare(stockCpuNanos, styledCpuNanos, sharedCpuNanos);
        }
    }

    /** The share of the styled parser's overhead over stock that the shared cache took off (see shareOfOverhead). */
    static double savedShare(long stock, long styled, long shared) {
        return shareOfOverhead(styled - shared, styled - stock);
    }

    /** {@link #savedShare(long, long, long)} from the styled and shared CPU ratios over stock. */
    static double savedShare(double styledRatio, double sharedRatio) {
        return shareOfOverhead(styledRatio - sharedRatio, styledRatio - 1);
    }

    /**
     * {@code saved} as a share of the styled parser's {@code overhead} over stock; NaN when the overhead reads zero
     * or below (the host moved the sums more than the overhead), for then there is none to take a share of: a ratio
     * of two negative differences reads as a large saving.
     */
    static double shareOfOverhead(double saved, double overhead) {
        return overhead > 0 ? saved / overhead : Double.NaN;
    }

    /** The stock parser's CPU time summed over the stream, position by position the median over the passes. */
    long medianStockCpuNanos() {
        return sumOfMedians(parsePasses())[0];
    }

    /**
     * The stream's CPU ratios over stock over the passes, {styled, shared}: see {@link #pairedRatios}. The stock
     * side weighs each position by its median over the passes, which drops a pass's odd slow parse (a collection,
     * a neighbour's burst on this shared machine).
     */
    double[] medianCpuRatios() {
        return pairedRatios(parsePasses());
    }

    private List<long[][]> parsePasses() {
        List<long[][]> passes = new ArrayList<>();
        for (Round round : rounds) {
            passes.add(round.cpuNanosByPosition);
        }
        return passes;
    }

    /**
     * The ratio of each kind after the first (stock) to stock, over passes that meet the same documents in the same
     * order: per position, the median over the passes of the ratio within one pass, weighted by the position's
     * median stock time (a document counts by its cost, as in a pass's summed ratio). The kinds parse a position
     * one right after another, so within a pass both sides of a ratio ran at the host's speed of that moment;
     * medians taken kind by kind would pair one pass's stock time with another's styled time, and when the host's
     * speed moved between passes they read above every pass (run 42: 1.122 against passes of 1.070-1.082). A
     * position's passes whose stock time reads zero give it no ratio; a position with none is left out.
     *
     * @param passes per pass, the CPU time by kind and position: [kind][position], alike in shape
     */
    static double[] pairedRatios(List<long[][]> passes) {
        long[][] first = passes.get(0);
        double[] weighted = new double[first.length - 1];
        double weights = 0;
        List<long[][]> timed = new ArrayList<>(passes.size());
        for (int d = 0; d < first[0].length; d++) {
            int position = d;
            timed.clear();
            for (long[][] pass : passes) {
                if (pass[0][position] > 0) {
                    timed.add(pass);
                }
            }
            if (timed.isEmpty()) {
                continue;
            }
            long stock = Medians.ofLongs(timed, pass -> pass[0][position]);
            weights += stock;
            for (int kind = 1; kind < first.length; kind++) {
                int k = kind;
                weighted[kind - 1] += stock * Medians.ofDoubles(timed,
                        pass -> (double) pass[k][position] / pass[0][position]);
            }
        }
        for (int kind = 0; kind < weighted.length; kind++) {
            weighted[kind] = weights > 0 ? weighted[kind] / weights : Double.NaN;
        }
        return weighted;
    }

    /**
     * The verdict passes' CPU time over the stream, {off, on}: the cache-off time summed, position by position the
     * median over the passes, and the on time that less the saving paired within each pass
     * ({@link #pairedSaving}), for the reason {@link #pairedRatios} gives.
     */
    long[] medianVerdictCpuNanos() {
        List<long[][]> passes = new ArrayList<>();
        for (StreamVerdictPass pass : verdictPasses) {
            passes.add(pass.cpuNanosByPosition);
        }
        long off = sumOfMedians(passes)[StreamVerdictPass.OFF];
        long[] nanos = new long[2];
        nanos[StreamVerdictPass.OFF] = off;
        nanos[StreamVerdictPass.ON] = off - pairedSaving(passes, StreamVerdictPass.OFF, StreamVerdictPass.ON);
        return nanos;
    }

    /**
     * What kind {@code to} saves against kind {@code from}, summed over the positions: per position, the median over
     * the passes of the difference within one pass, whose two sides ran one right after another.
     *
     * @param passes per pass, the CPU time by kind and position: [kind][position], alike in shape
     */
    static long pairedSaving(List<long[][]> passes, int from, int to) {
        long saved = 0;
        for (int d = 0; d < passes.get(0)[from].length; d++) {
            int position = d;
            saved += Medians.ofLongs(passes, pass -> pass[from][position] - pass[to][position]);
        }
        return saved;
    }

    /**
     * Per kind, the sum over positions of each position's median over the passes.
     *
     * @param passes per pass, the CPU time by kind and position: [kind][position], alike in shape
     */
    static long[] sumOfMedians(List<long[][]> passes) {
        long[][] first = passes.get(0);
        long[] sums = new long[first.length];
        for (int kind = 0; kind < sums.length; kind++) {
            for (int d = 0; d < first[kind].length; d++) {
                int k = kind;
                int position = d;
                sums[kind] += Medians.ofLongs(passes, pass -> pass[k][position]);
            }
        }
        return sums;
    }
}
