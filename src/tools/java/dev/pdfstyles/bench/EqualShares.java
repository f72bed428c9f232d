package dev.pdfstyles.bench;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How many times each document is parsed in each round of a profile, so that every document takes about the same
 * share of the profile's stock parse time: the median document's time per round. A document cheaper than the
 * median is parsed several times a round; a dearer one once every few rounds.
 *
 * <p>Why: a profile's samples are weighted by time, and the one-page documents' stock parses range from 0.5 ms to
 * 390 ms. Over all 304 of them, three of Tika's test PDFs (an IRM-protected file, the first page of
 * {@code testPDF_childAttachments.pdf} and of {@code testJournalParser.pdf}) held 45% of the stock parse time, so
 * a profile of {@code all} read mostly what those three spend, not what the median document does
 * (docs/benchmark.md, thirty-fourth session). With equal shares its parts are, to the rounding of the plan, the
 * mean over documents of each part's share of that document's stock parse.
 */
final class EqualShares {
    private final int[] parsesPerRound;
    private final int[] roundsPerParse;

    /**
     * @param stockNanos each document's stock parse time (any positive measure; only their ratios matter); a
     *     time that is not positive counts as the median of the positive ones
     */
    EqualShares(long[] stockNanos) {
        int count = stockNanos.length;
        parsesPerRound = new int[count];
        roundsPerParse = new int[count];
        if (count == 0) {
            return;
        }
        List<Long> known = Arrays.stream(stockNanos).filter(t -> t > 0).boxed().collect(Collectors.toList());
        long median = known.isEmpty() ? 1 : Medians.ofLongs(known, t -> t);
        for (int d = 0; d < count; d++) {
            double relative = stockNanos[d] > 0 ? (double) stockNanos[d] / median : 1.0;
            if (relative <= 1.0) {
                parsesPerRound[d] = (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.round(1.0 / relative)));
                roundsPerParse[d] = 1;
            } else {
                parsesPerRound[d] = 1;
                roundsPerParse[d] = (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.round(relative)));
            }
        }
    }

    /**
     * Parses of the document in this round: several for a cheap document; for a dear one, 1 in one round of
     * every few and 0 in the others, which round depending on the document so that the dear ones do not all
     * come together.
     */
    int parses(int document, int round) {
        if (round < 0) {
            throw new IllegalArgumentException("a round is not negative: " + round);
        }
        int every = roundsPerParse[document];
        return (round + document) % every == 0 ? parsesPerRound[document] : 0;
    }
}
