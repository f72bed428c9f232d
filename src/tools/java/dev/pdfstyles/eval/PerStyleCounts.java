package dev.pdfstyles.eval;

import java.util.EnumMap;
import java.util.Map;

/**
 * Per style: true positives, false positives and false negatives over scored words, and the precision, recall
 * and F1 that FORMAT.md's scoring takes from them. The word-level scores of the corpus ({@link StyleScores}) and
 * the phrase-level scores of the real-world set ({@link PhraseScores}) both count this way.
 *
 * <p>Counts are added only while a subclass builds itself; from outside, instances are immutable. Ratios with a
 * zero denominator are {@link Double#NaN} ("no evidence"), never 0 or 1.
 */
abstract class PerStyleCounts {
    private static final int TRUE_POSITIVE = 0;
    private static final int FALSE_POSITIVE = 1;
    private static final int FALSE_NEGATIVE = 2;

    private final Map<Style, int[]> counts = new EnumMap<>(Style.class);

    PerStyleCounts() {
        for (Style style : Style.values()) {
            counts.put(style, new int[3]);
        }
    }

    /** Counts one scored word: a true negative counts nowhere. */
    final void count(Style style, boolean expected, boolean predicted) {
        int[] c = counts.get(style);
        if (expected && predicted) {
            c[TRUE_POSITIVE]++;
        } else if (predicted) {
            c[FALSE_POSITIVE]++;
        } else if (expected) {
            c[FALSE_NEGATIVE]++;
        }
    }

    /** Adds the other's counts to these (sums are micro-averages: every word weighs once). */
    final void addCounts(PerStyleCounts other) {
        for (Style style : Style.values()) {
            int[] mine = counts.get(style);
            int[] theirs = other.counts.get(style);
            for (int i = 0; i < mine.length; i++) {
                mine[i] += theirs[i];
            }
        }
    }

    public final int truePositives(Style style) {
        return counts.get(style)[TRUE_POSITIVE];
    }

    public final int falsePositives(Style style) {
        return counts.get(style)[FALSE_POSITIVE];
    }

    public final int falseNegatives(Style style) {
        return counts.get(style)[FALSE_NEGATIVE];
    }

    /** No truth positives and no predictions: the style says nothing here ("-" in tables). */
    public final boolean hasNoEvidence(Style style) {
        return truePositives(style) + falsePositives(style) + falseNegatives(style) == 0;
    }

    public final double precision(Style style) {
        return ratio(truePositives(style), truePositives(style) + falsePositives(style));
    }

    public final double recall(Style style) {
        return ratio(truePositives(style), truePositives(style) + falseNegatives(style));
    }

    /** 2TP / (2TP + FP + FN): 0 when the style is in the truth and never predicted, NaN with no evidence. */
    public final double f1(Style style) {
        int tp = truePositives(style);
        return ratio(2 * tp, 2 * tp + falsePositives(style) + falseNegatives(style));
    }

    static double ratio(int numerator, int denominator) {
        return denominator == 0 ? Double.NaN : (double) numerator / denominator;
    }
}
