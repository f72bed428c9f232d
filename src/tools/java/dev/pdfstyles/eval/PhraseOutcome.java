package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the parser gave one labelled phrase or hard negative of the real-world set: the match, or none when the
 * phrase was not found on its page. Immutable.
 */
public final class PhraseOutcome {
    private final String file;
    private final String family;
    private final PhraseTruth.Phrase phrase;
    private final boolean negative;
    private final PhraseMatcher.Match match;

    public PhraseOutcome(String file, String family, PhraseTruth.Phrase phrase, boolean negative,
            PhraseMatcher.Match match) {
        this.file = file;
        this.family = family;
        this.phrase = phrase;
        this.negative = negative;
        this.match = match;
    }

    public String file() {
        return file;
    }

    public String family() {
        return family;
    }

    public PhraseTruth.Phrase phrase() {
        return phrase;
    }

    /** A hard negative: {@link PhraseTruth.Phrase#styles()} are the forbidden styles. */
    public boolean isNegative() {
        return negative;
    }

    public boolean isFound() {
        return match != null;
    }

    public PhraseMatcher.Match match() {
        return match;
    }

    /**
     * Found and wrong: a phrase with a word whose styles differ from the labelled ones, or a hard negative with a
     * word that got a forbidden style.
     */
    public boolean isWrong() {
        if (match == null) {
            return false;
        }
        for (int index = 0; index < match.words().size(); index++) {
            Set<Style> got = match.stylesOf(index);
            if (negative ? got.stream().anyMatch(phrase.styles()::contains) : !got.equals(phrase.styles())) {
                return true;
            }
        }
        return false;
    }

    /** The output's styles word by word, as {@code word/b/u} tokens, for the list of wrong phrases. */
    public String describeOutput() {
        if (match == null) {
            return "not found";
        }
        List<String> tokens = new ArrayList<>();
        for (int index = 0; index < match.words().size(); index++) {
            tokens.add(StyledWord.of(match.words().get(index), match.stylesOf(index).toArray(new Style[0])).toString());
        }
        return String.join(" ", tokens);
    }
}
