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

    /**
     * {@code saved} as a share of the styled parser's {@code overhead} over stock; NaN when the overhead reads zero
     * or below (the host moved the sums more than the overhead), for then there is none to take a share of: a ratio
     * of two negative differences reads as a large saving.
     */
    static double shareOfOverhead(long saved, long overhead) {
        return overhead > 0 ? (double) saved / overhead : Double.NaN;
    }

    /**
     * Each parser's CPU time summed over the stream, position by position the median over the passes: every
     * pass meets the same documents in the same order with the same cache state, so a position's median drops a
     * pass's odd slow parse (a collection, a neighbour's burst on this shared machine). {stock, styled, shared}.
     */
    long[] medianCpuNanos() {
        List<long[][]> passes = new ArrayList<>();
        for (Round round : rounds) {
            passes.add(round.cpuNanosByPosition);
        }
        return sumOfMedians(passes);
    }

    /** {@link #medianCpuNanos} for the verdict passes: the judging's CPU time, {off, on}. */
    long[] medianVerdictCpuNanos() {
        List<long[][]> passes = new ArrayList<>();
        for (StreamVerdictPass pass : verdictPasses) {
            passes.add(pass.cpuNanosByPosition);
        }
        return sumOfMedians(passes);
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
