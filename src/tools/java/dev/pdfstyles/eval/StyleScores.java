package dev.pdfstyles.eval;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Per-style true/false positives and false negatives over aligned words, plus word counts, for one file or any
 * sum of files. Sums are of counts (micro-averages), so a corpus figure weighs every word once. Immutable.
 *
 * <p>Ratios with a zero denominator are {@link Double#NaN} ("no evidence"), never 0 or 1: precision of a style
 * nothing was predicted for, or any figure of a style with no truth positives and no predictions.
 */
public final class StyleScores {
    private static final StyleScores EMPTY = new StyleScores(0, 0, 0, 0, new EnumMap<>(Style.class));

    private final int truthWords;
    private final int outputWords;
    private final int alignedWords;
    private final int truthWordsSkippedByLimit;
    private final Map<Style, int[]> counts;

    private StyleScores(int truthWords, int outputWords, int alignedWords, int truthWordsSkippedByLimit,
            Map<Style, int[]> counts) {
        this.truthWords = truthWords;
        this.outputWords = outputWords;
        this.alignedWords = alignedWords;
        this.truthWordsSkippedByLimit = truthWordsSkippedByLimit;
        this.counts = new EnumMap<>(Style.class);
        for (Style style : Style.values()) {
            int[] given = counts.get(style);
            this.counts.put(style, given == null ? new int[3] : given.clone());
        }
    }

    public static StyleScores empty() {
        return EMPTY;
    }

    /** Scores {@code output} against {@code truth} over the aligned pairs only (FORMAT.md, "Scoring"). */
    public static StyleScores score(List<StyledWord> truth, List<StyledWord> output, WordAligner.Alignment alignment) {
        if (alignment.truthLength() != truth.size()) {
            throw new IllegalArgumentException("alignment covers " + alignment.truthLength() + " truth words, truth has "
                    + truth.size());
        }
        Map<Style, int[]> counts = new EnumMap<>(Style.class);
        for (Style style : Style.values()) {
            counts.put(style, new int[3]);
        }
        for (int t = 0; t < truth.size(); t++) {
            int o = alignment.outputIndexOf(t);
            if (o == WordAligner.Alignment.UNALIGNED) {
                continue;
            }
            for (Style style : Style.values()) {
                boolean expected = truth.get(t).hasStyle(style);
                boolean predicted = output.get(o).hasStyle(style);
                int[] c = counts.get(style);
                if (expected && predicted) {
                    c[0]++;
                } else if (predicted) {
                    c[1]++;
                } else if (expected) {
                    c[2]++;
                }
            }
        }
        return new StyleScores(truth.size(), output.size(), alignment.alignedCount(),
                alignment.truthWordsSkippedByLimit(), counts);
    }

    /** Convenience: align with {@code aligner}, then score. */
    public static StyleScores score(List<StyledWord> truth, List<StyledWord> output, WordAligner aligner) {
        return score(truth, output, aligner.alignWords(truth, output));
    }

    /** Scores of a file whose output could not be produced: every truth word missed. */
    public static StyleScores nothingFound(List<StyledWord> truth) {
        return score(truth, List.of(), new WordAligner().alignWords(truth, List.of()));
    }

    public StyleScores plus(StyleScores other) {
        Map<Style, int[]> sum = new EnumMap<>(Style.class);
        for (Style style : Style.values()) {
            int[] a = counts.get(style);
            int[] b = other.counts.get(style);
            sum.put(style, new int[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]});
        }
        return new StyleScores(truthWords + other.truthWords, outputWords + other.outputWords,
                alignedWords + other.alignedWords, truthWordsSkippedByLimit + other.truthWordsSkippedByLimit, sum);
    }

    public int truePositives(Style style) {
        return counts.get(style)[0];
    }

    public int falsePositives(Style style) {
        return counts.get(style)[1];
    }

    public int falseNegatives(Style style) {
        return counts.get(style)[2];
    }

    /** No truth positives and no predictions: the style says nothing about this file ("-" in tables). */
    public boolean hasNoEvidence(Style style) {
        return truePositives(style) + falsePositives(style) + falseNegatives(style) == 0;
    }

    public double precision(Style style) {
        return ratio(truePositives(style), truePositives(style) + falsePositives(style));
    }

    public double recall(Style style) {
        return ratio(truePositives(style), truePositives(style) + falseNegatives(style));
    }

    /** 2TP / (2TP + FP + FN): 0 when the style is in the truth and never predicted, NaN with no evidence. */
    public double f1(Style style) {
        int tp = truePositives(style);
        return ratio(2 * tp, 2 * tp + falsePositives(style) + falseNegatives(style));
    }

    /** Share of truth words aligned with some output word. */
    public double wordRecall() {
        return ratio(alignedWords, truthWords);
    }

    public int truthWords() {
        return truthWords;
    }

    public int outputWords() {
        return outputWords;
    }

    public int alignedWords() {
        return alignedWords;
    }

    public int truthWordsSkippedByLimit() {
        return truthWordsSkippedByLimit;
    }

    private static double ratio(int numerator, int denominator) {
        return denominator == 0 ? Double.NaN : (double) numerator / denominator;
    }
}
