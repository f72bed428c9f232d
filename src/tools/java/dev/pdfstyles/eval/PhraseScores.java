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
public final class PhraseScores extends PerStyleCounts {
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
                count(style, outcome.phrase().styles().contains(style), match.stylesOf(index).contains(style));
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
}
