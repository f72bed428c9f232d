package dev.pdfstyles.eval;

import java.text.Normalizer;

/**
 * The matching key of one character for phrase look-up (real-world set, issue 23): its NFKC form with
 * punctuation removed, as /work/shared/eval/FORMAT.md normalises words ("NFKC, punctuation ignored").
 *
 * <p>Keys are taken per code point, not per word, so that a phrase is found whatever the word splitting of the
 * output ("Thunder bird" or "Thunderbird,[10]" both contain "Thunderbird"), and so that every key character can
 * be traced back to the style of the output character it came from. A ligature such as U+FB01 gives two key
 * characters ("fi"), both with the ligature's style. Case is kept, as {@link WordAligner#matchKey} keeps it.
 */
public final class CharacterKeys {
    private CharacterKeys() {
    }

    /** The key of {@code codePoint}: its NFKC text without punctuation; empty for punctuation. */
    public static String keyOf(int codePoint) {
        String normalised = Normalizer.normalize(new String(Character.toChars(codePoint)), Normalizer.Form.NFKC);
        StringBuilder key = new StringBuilder(normalised.length());
        normalised.codePoints().filter(part -> !isPunctuation(part) && !StyledWordBuilder.isWordSeparator(part))
                .forEach(key::appendCodePoint);
        return key.toString();
    }

    /** The keys of every character of {@code text}, whitespace and punctuation dropped. */
    public static String keyOf(String text) {
        StringBuilder key = new StringBuilder(text.length());
        text.codePoints().forEach(codePoint -> key.append(keyOf(codePoint)));
        return key.toString();
    }

    /** The Unicode punctuation categories {@link WordAligner#matchKey} ignores. */
    static boolean isPunctuation(int codePoint) {
        switch (Character.getType(codePoint)) {
            case Character.CONNECTOR_PUNCTUATION:
            case Character.DASH_PUNCTUATION:
            case Character.START_PUNCTUATION:
            case Character.END_PUNCTUATION:
            case Character.INITIAL_QUOTE_PUNCTUATION:
            case Character.FINAL_QUOTE_PUNCTUATION:
            case Character.OTHER_PUNCTUATION:
                return true;
            default:
                return false;
        }
    }
}
