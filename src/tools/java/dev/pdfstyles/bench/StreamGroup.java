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
    static double shareOfOverhead(double saved, double overhead) {
        return overhead > 0 ? saved / overhead : Double.NaN;
    }

    /**
     * The stream table's median row: per column, the median over the passes of each pass's own figure, {stock CPU
     * nanoseconds, styled CPU ratio, shared CPU ratio, share of the overhead saved}. A pass's ratios and saving pair
     * its own parses, which ran one right after another; a pass the host slowed moves its sums as a whole, and the
     * median over the passes drops it. Medians taken position by position instead pair one pass's stock time with
     * another's styled time, and read above every pass when the host's speed moves between passes; paired within
     * each pass, the median of a position's few ratios drops the slow parses that the passes' sums hold, and reads
     * below every pass (docs/benchmark.md, twenty-eighth session). The saved share is the median of the passes that
     * have one (NaN when none has: no pass showed an overhead).
     */
    static double[] medianRow(List<Round> rounds) {
        List<Round> withShare = new ArrayList<>();
        for (Round round : rounds) {
            if (!Double.isNaN(round.savedShareOfOverhead())) {
                withShare.add(round);
            }
        }
        return new double[] {
            Medians.ofLongs(rounds, round -> round.stockCpuNanos),
            Medians.ofDoubles(rounds, Round::styledCpuRatio),
            Medians.ofDoubles(rounds, Round::sharedCpuRatio),
            withShare.isEmpty() ? Double.NaN : Medians.ofDoubles(withShare, Round::savedShareOfOverhead),
        };
    }

    /** Index of the saving in {@link #medianVerdictRow}, after {@link StreamVerdictPass#OFF} and {@code ON}. */
    static final int VERDICT_SAVED = 2;

    /**
     * The verdict table's median row, {off, on, saved} CPU nanoseconds: per column, the median over the passes of
     * each pass's own figure, for the reason {@link #medianRow} gives (a pass judges each position both ways one
     * right after the other, so its saving is paired).
     */
    static long[] medianVerdictRow(List<StreamVerdictPass> passes) {
        List<long[]> sums = new ArrayList<>(passes.size());
        for (StreamVerdictPass pass : passes) {
            sums.add(pass.cpuNanos());   // a sum over the stream's positions: once per pass
        }
        long[] row = new long[3];
        row[StreamVerdictPass.OFF] = Medians.ofLongs(sums, nanos -> nanos[StreamVerdictPass.OFF]);
        row[StreamVerdictPass.ON] = Medians.ofLongs(sums, nanos -> nanos[StreamVerdictPass.ON]);
        row[VERDICT_SAVED] = Medians.ofLongs(sums, nanos -> nanos[StreamVerdictPass.OFF] - nanos[StreamVerdictPass.ON]);
        return row;
    }
}
