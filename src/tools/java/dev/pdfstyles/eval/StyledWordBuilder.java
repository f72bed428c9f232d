package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Cuts a stream of styled characters into {@link StyledWord}s, whatever markup the characters came from
 * (Tika XHTML, pdftohtml XML, PDFText2HTML, PyMuPDF spans).
 *
 * <p>Only whitespace and explicit {@link #breakWord()} calls end a word: {@code <b>bo</b>ld} is one word.
 * A word gets a style when at least half of its characters (code points) carry it (FORMAT.md, "Scoring"), so
 * {@code <b>bo</b>ld} is bold (2 of 4 is half) while {@code <b>b</b>old} is not.
 */
public final class StyledWordBuilder {
    /** FORMAT.md: "a word gets a style when at least half of its characters are inside that element". */
    private static final int STYLED_SHARE_DENOMINATOR = 2;

    private final List<StyledWord> words = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private final Map<Style, Integer> styledCodePoints = new EnumMap<>(Style.class);
    private int currentCodePoints;

    /**
     * Whitespace as a reader sees it: Java whitespace plus the no-break spaces (U+00A0, U+2007, U+202F), which
     * {@link Character#isWhitespace} leaves out but which separate words on the page just the same.
     */
    public static boolean isWordSeparator(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint);
    }

    /** Appends characters that all carry {@code styles}. */
    public void append(CharSequence text, Set<Style> styles) {
        for (int index = 0; index < text.length(); ) {
            int codePoint = Character.codePointAt(text, index);
            index += Character.charCount(codePoint);
            if (isWordSeparator(codePoint)) {
                breakWord();
            } else {
                current.appendCodePoint(codePoint);
                currentCodePoints++;
                for (Style style : styles) {
                    styledCodePoints.merge(style, 1, Integer::sum);
                }
            }
        }
    }

    /** Ends the current word, if any, as whitespace would (used at block boundaries). */
    public void breakWord() {
        if (currentCodePoints == 0) {
            return;
        }
        EnumSet<Style> styles = EnumSet.noneOf(Style.class);
        for (Map.Entry<Style, Integer> entry : styledCodePoints.entrySet()) {
            if (entry.getValue() * STYLED_SHARE_DENOMINATOR >= currentCodePoints) {
                styles.add(entry.getKey());
            }
        }
        words.add(new StyledWord(current.toString(), styles));
        current.setLength(0);
        styledCodePoints.clear();
        currentCodePoints = 0;
    }

    /** The words so far, the pending one included. */
    public List<StyledWord> finish() {
        breakWord();
        return Collections.unmodifiableList(new ArrayList<>(words));
    }
}
