package dev.pdfstyles.font;

import java.util.ArrayList;
import java.util.List;

/**
 * The string scanning behind {@link FontNameClassifier}, written out by hand: every font of every document is
 * classified, and regular expressions for the same scans cost a fifth of the time spent judging a font. Each method gives exactly what its regular expression gives, including
 * {@link java.util.regex.Pattern#split}'s treatment of leading and trailing empty pieces; FontNameTokensTest
 * compares them on the corpus's font names and on random strings. Pure.
 */
final class FontNameTokens {
    /** Length of a subset tag: six capitals and a plus sign (PDF 32000-1 9.6.4). */
    static final int SUBSET_TAG_LENGTH = 7;

    private FontNameTokens() {
    }

    /** The name without a leading subset tag: regex {@code ^[A-Z]{6}\+} removed. */
    static String stripSubsetTag(String name) {
        if (name.length() < SUBSET_TAG_LENGTH || name.charAt(SUBSET_TAG_LENGTH - 1) != '+') {
            return name;
        }
        for (int i = 0; i < SUBSET_TAG_LENGTH - 1; i++) {
            if (!isUpper(name.charAt(i))) {
                return name;
            }
        }
        return name.substring(SUBSET_TAG_LENGTH);
    }

    /**
     * The name without a TeX driver's instance suffix: the first match of regex {@code ~[0-9A-Fa-f]+$} removed.
     * Only the last '~' can start a match (a later '~' is not a hex digit), and {@code $} also matches before a
     * line terminator that ends the input, which the regex keeps.
     */
    static String stripInstanceSuffix(String name) {
        int tilde = name.lastIndexOf('~');
        if (tilde < 0) {
            return name;
        }
        int end = name.length();
        if (name.endsWith("\r\n")) {
            end -= 2;   // $ matches before a final \r\n, never between its two characters
        } else if (end > 0 && isFinalLineTerminator(name.charAt(end - 1))) {
            end--;
        }
        int hexEnd = tilde + 1;
        while (hexEnd < name.length() && isHexDigit(name.charAt(hexEnd))) {
            hexEnd++;
        }
        if (hexEnd == tilde + 1 || hexEnd != end) {
            return name;
        }
        return name.substring(0, tilde) + name.substring(end);
    }

    /** {@code Pattern.compile("[-_,+.\\s]+").split(text)}: the parts between runs of separators. */
    static String[] splitParts(String text) {
        List<String> parts = null;
        int start = 0;
        int i = 0;
        while (i < text.length()) {
            if (!isPartSeparator(text.charAt(i))) {
                i++;
                continue;
            }
            if (parts == null) {
                parts = new ArrayList<>();
            }
            parts.add(text.substring(start, i));
            while (i < text.length() && isPartSeparator(text.charAt(i))) {
                i++;
            }
            start = i;
        }
        if (parts == null) {
            return new String[] {text};
        }
        parts.add(text.substring(start));
        int size = parts.size();
        while (size > 0 && parts.get(size - 1).isEmpty()) {
            size--;   // split drops trailing empty strings
        }
        return parts.subList(0, size).toArray(new String[0]);
    }

    /**
     * {@code part} split into words at case changes and digits, as the regex
     * {@code (?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])} splits
     * it: "TimesNewRomanPS" gives Times, New, Roman, PS; "MTExtra" gives MT, Extra; "CMR10" gives CMR, 10.
     */
    static String[] splitWords(String part) {
        List<String> words = null;
        int start = 0;
        for (int i = 1; i < part.length(); i++) {
            if (isWordBoundary(part, i)) {
                if (words == null) {
                    words = new ArrayList<>();
                }
                words.add(part.substring(start, i));
                start = i;
            }
        }
        if (words == null) {
            return new String[] {part};
        }
        words.add(part.substring(start));
        return words.toArray(new String[0]);
    }

    /** Whether the regex {@code [a-z]+} matches all of {@code text} from {@code from} on (so: not empty). */
    static boolean isLowerLettersFrom(String text, int from) {
        return from < text.length() && endOfLowerLetters(text, from) == text.length();
    }

    /** The index after the run of ASCII lower-case letters that starts at {@code from}. */
    static int endOfLowerLetters(String text, int from) {
        int end = from;
        while (end < text.length() && isLower(text.charAt(end))) {
            end++;
        }
        return end;
    }

    /** Whether the regex {@code [0-9]+} matches all of {@code text} from {@code from} on (so: not empty). */
    static boolean isDigitsFrom(String text, int from) {
        if (from >= text.length()) {
            return false;
        }
        for (int i = from; i < text.length(); i++) {
            if (!isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** ASCII lower case of one character, as a regex's CASE_INSENSITIVE flag without UNICODE_CASE folds it. */
    static char asciiLower(char c) {
        return isUpper(c) ? (char) (c - 'A' + 'a') : c;
    }

    private static boolean isWordBoundary(String part, int i) {
        char before = part.charAt(i - 1);
        char at = part.charAt(i);
        return isLower(before) && isUpper(at)
                || isUpper(before) && isUpper(at) && i + 1 < part.length() && isLower(part.charAt(i + 1))
                || isLetter(before) && isDigit(at)
                || isDigit(before) && isLetter(at);
    }

    /** The regex class {@code [-_,+.\s]}; {@code \s} is {@code [ \t\n\x0B\f\r]}. */
    private static boolean isPartSeparator(char c) {
        switch (c) {
            case '-':
            case '_':
            case ',':
            case '+':
            case '.':
            case ' ':
            case '\t':
            case '\n':
            case '\u000B':
            case '\f':
            case '\r':
                return true;
            default:
                return false;
        }
    }

    /**
     * A line terminator before which a regex {@code $} (without MULTILINE) matches at the end of the input.
     * {@code \n} and {@code \r} are there too, but the classifier trims them off first; they are kept here so the
     * method equals the regex on any input.
     */
    private static boolean isFinalLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    private static boolean isHexDigit(char c) {
        return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    private static boolean isLetter(char c) {
        return isLower(c) || isUpper(c);
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
