package dev.pdfstyles.eval;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts over outcomes of the real-world set (issue 23). Per style, over the words of found phrases: true
 * positives, false positives, false negatives. Hard negatives: how many were found and how many got none of
 * their forbidden styles, by kind and by forbidden style. Immutable.
 */
public final class PhraseScores {
    private final Map<Style, int[]> counts = new EnumMap<>(Style.class);
    /** kind or style key -> {found, right}. */
    private final Map<String, int[]> negativesByKind = new TreeMap<>();
    private final Map<Style, int[]> negativesByStyle = new EnumMap<>(Style.class);
    private int phrases;
    private int phrasesFound;
    private int phraseWords;
    private int negatives;
    private int negativesFound;
    private int negativesRight;

    private PhraseScores() {
        for (Style style : Style.values()) {
            counts.put(style, new int[3]);
            negativesByStyle.put(style, new int[2]);
        }
    }

    public static PhraseScores of(List<PhraseOutcome> outcomes) {
        PhraseScores scores = new PhraseScores();
        for (PhraseOutcome outcome : outcomes) {
            if (outcome.isNegative()) {
                scores.addNegative(outcome);
            } else {
                scores.addPhrase(outcome);
            }
        }
        return scores;
    }

    private void addPhrase(PhraseOutcome outcome) {
        phrases++;
        if (!outcome.isFound()) {
            return;
        }
        phrasesFound++;
        PhraseMatcher.Match match = outcome.match();
        for (int index = 0; index < match.words().size(); index++) {
            phraseWords++;
            for (Style style : Style.values()) {
                boolean expected = outcome.phrase().styles().contains(style);
                boolean predicted = match.stylesOf(index).contains(style);
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
    }

    private void addNegative(PhraseOutcome outcome) {
        negatives++;
        if (!outcome.isFound()) {
            return;
        }
        negativesFound++;
        boolean right = !outcome.isWrong();
        if (right) {
            negativesRight++;
        }
        int[] byKind = negativesByKind.computeIfAbsent(outcome.phrase().kind(), key -> new int[2]);
        byKind[0]++;
        byKind[1] += right ? 1 : 0;
        for (Style style : outcome.phrase().styles()) {
            boolean styleRight = true;
            for (int index = 0; index < outcome.match().words().size(); index++) {
                styleRight &= !outcome.match().stylesOf(index).contains(style);
            }
            int[] byStyle = negativesByStyle.get(style);
            byStyle[0]++;
            byStyle[1] += styleRight ? 1 : 0;
        }
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

    /** No truth positives and no predictions among the phrase words. */
    public boolean hasNoEvidence(Style style) {
        return truePositives(style) + falsePositives(style) + falseNegatives(style) == 0;
    }

    public double precision(Style style) {
        return ratio(truePositives(style), truePositives(style) + falsePositives(style));
    }

    public double recall(Style style) {
        return ratio(truePositives(style), truePositives(style) + falseNegatives(style));
    }

    public double f1(Style style) {
        int tp = truePositives(style);
        return ratio(2 * tp, 2 * tp + falsePositives(style) + falseNegatives(style));
    }

    public int phrases() {
        return phrases;
    }

    public int phrasesFound() {
        return phrasesFound;
    }

    /** Scored words of the found phrases. */
    public int phraseWords() {
        return phraseWords;
    }

    public int negatives() {
        return negatives;
    }

    public int negativesFound() {
        return negativesFound;
    }

    public int negativesRight() {
        return negativesRight;
    }

    /** Share of found hard negatives that got none of their forbidden styles; NaN with none found. */
    public double negativeAccuracy() {
        return ratio(negativesRight, negativesFound);
    }

    /** kind -> {found, right}, kinds in alphabetical order. */
    public Map<String, int[]> negativesByKind() {
        Map<String, int[]> copy = new TreeMap<>();
        negativesByKind.forEach((kind, c) -> copy.put(kind, c.clone()));
        return copy;
    }

    /** forbidden style -> {found negatives forbidding it, of them without it}. */
    public int[] negativesForbidding(Style style) {
        return negativesByStyle.get(style).clone();
    }

    static double ratio(int numerator, int denominator) {
        return denominator == 0 ? Double.NaN : (double) numerator / denominator;
    }
}
