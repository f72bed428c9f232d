package dev.pdfstyles.index;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.pdfstyles.model.TextStyle;

/**
 * Cuts styled characters into words and joins consecutive words of one style into runs: the values of a
 * style field ("Rental agreement", "Owner"). A run is a phrase as the reader sees it, so a phrase query on
 * the field matches only words that were styled together.
 *
 * <p>A word is a maximal run of characters between whitespace or block boundaries ({@code <b>bo</b>ld} is
 * one word). It has a style when at least half of its characters (code points) carry it, the rule the
 * truth files of {@code test-documents/} are scored by (docs/truth-format.md), so a word is never cut in two
 * by a style that covers only part of it: {@code <b>Tenant</b>.} is the bold word "Tenant.". A run ends
 * at a word without the style and at a block boundary (a paragraph, a table cell, a page).
 */
final class RunCollector {

    /** docs/truth-format.md: a word has a style when at least half of its code points are inside that element. */
    private static final int STYLED_SHARE_DENOMINATOR = 2;

    private final StringBuilder word = new StringBuilder();
    private final int[] styledCodePoints = new int[TextStyle.Kind.values().length];
    private int wordCodePoints;
    private final Map<TextStyle.Kind, StringBuilder> openRuns = new EnumMap<>(TextStyle.Kind.class);
    private final Map<TextStyle.Kind, List<String>> runs = new EnumMap<>(TextStyle.Kind.class);

    RunCollector() {
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            openRuns.put(kind, new StringBuilder());
            runs.put(kind, new ArrayList<>());
        }
    }

    /**
     * Whitespace as a reader sees it: Java whitespace and the Unicode space separators, which include the
     * no-break spaces (U+00A0, U+2007, U+202F) that {@link Character#isWhitespace} leaves out but that
     * separate words on the page just the same.
     */
    static boolean isWordSeparator(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint);
    }

    /** Appends characters that all carry {@code styles}. */
    void append(char[] text, int start, int length, Set<TextStyle.Kind> styles) {
        int end = start + length;
        for (int index = start; index < end; ) {
            int codePoint = Character.codePointAt(text, index, end);
            index += Character.charCount(codePoint);
            if (isWordSeparator(codePoint)) {
                endWord();
            } else {
                word.appendCodePoint(codePoint);
                wordCodePoints++;
                for (TextStyle.Kind kind : styles) {
                    styledCodePoints[kind.ordinal()]++;
                }
            }
        }
    }

    /** A block boundary: ends the pending word and every open run. */
    void breakBlock() {
        endWord();
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            closeRun(kind);
        }
    }

    /** The runs of {@code kind} so far, in document order, the pending ones included. */
    List<String> finish(TextStyle.Kind kind) {
        breakBlock();
        return Collections.unmodifiableList(new ArrayList<>(runs.get(kind)));
    }

    private void endWord() {
        if (wordCodePoints == 0) {
            return;
        }
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            if (styledCodePoints[kind.ordinal()] * STYLED_SHARE_DENOMINATOR >= wordCodePoints) {
                StringBuilder run = openRuns.get(kind);
                if (run.length() > 0) {
                    run.append(' ');
                }
                run.append(word);
            } else {
                closeRun(kind);
            }
        }
        word.setLength(0);
        Arrays.fill(styledCodePoints, 0);
        wordCodePoints = 0;
    }

    private void closeRun(TextStyle.Kind kind) {
        StringBuilder run = openRuns.get(kind);
        if (run.length() > 0) {
            runs.get(kind).add(run.toString());
            run.setLength(0);
        }
    }
}
