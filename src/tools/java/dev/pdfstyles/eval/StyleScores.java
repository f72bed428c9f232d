package dev.pdfstyles.eval;

import java.util.List;

/**
 * Per-style true/false positives and false negatives over aligned words, plus word counts, for one file or any
 * sum of files. Sums are of counts (micro-averages), so a corpus figure weighs every word once. Immutable.
 */
public final class StyleScores extends PerStyleCounts {
    private static final StyleScores EMPTY = new StyleScores(0, 0, 0, 0);

    private final int truthWords;
    private final int outputWords;
    private final int alignedWords;
    private final int truthWordsSkippedByLimit;

    private StyleScores(int truthWords, int outputWords, int alignedWords, int truthWordsSkippedByLimit) {
        this.truthWords = truthWords;
        this.outputWords = outputWords;
        this.alignedWords = alignedWords;
        this.truthWordsSkippedByLimit = truthWordsSkippedByLimit;
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
        StyleScores scores = new StyleScores(truth.size(), output.size(), alignment.alignedCount(),
                alignment.truthWordsSkippedByLimit());
        for (int t = 0; t < truth.size(); t++) {
            int o = alignment.outputIndexOf(t);
            if (o == WordAligner.Alignment.UNALIGNED) {
                continue;
            }
            for (Style style : Style.values()) {
                scores.count(style, truth.get(t).hasStyle(style), output.get(o).hasStyle(style));
            }
        }
        return scores;
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
        StyleScores sum = new StyleScores(truthWords + other.truthWords, outputWords + other.outputWords,
                alignedWords + other.alignedWords, truthWordsSkippedByLimit + other.truthWordsSkippedByLimit);
        sum.addCounts(this);
        sum.addCounts(other);
        return sum;
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
}
