package dev.pdfstyles.eval;

import java.util.BitSet;
import java.util.Set;

/**
 * One page of the parser's output as key characters ({@link CharacterKeys}) with the styles each came from and
 * where the output's words start and end. Immutable; built by {@link PagedStyledText}.
 */
public final class PageText {
    private final String keys;
    private final int[] styleMasks;
    private final BitSet wordStarts;
    private final BitSet wordEnds;

    PageText(String keys, int[] styleMasks, BitSet wordStarts, BitSet wordEnds) {
        if (styleMasks.length != keys.length()) {
            throw new IllegalArgumentException("styleMasks has " + styleMasks.length + " entries for " + keys.length()
                    + " key characters");
        }
        this.keys = keys;
        this.styleMasks = styleMasks.clone();
        this.wordStarts = (BitSet) wordStarts.clone();
        this.wordEnds = (BitSet) wordEnds.clone();
    }

    /**
     * A page from a word list, for tests: words separated by spaces, styles as {@link WordLists} notation, and
     * differently styled pieces of one word joined by {@code +} ({@code "Thunder|u+bird|u+,[10]"} is one word).
     */
    static PageText ofWords(String notation) {
        PagedStyledText.Builder builder = new PagedStyledText.Builder();
        for (String word : notation.trim().split(" +")) {
            for (String piece : word.split("\\+")) {
                for (StyledWord styled : WordLists.parse(piece)) {
                    builder.append(styled.text(), styled.styles());
                }
            }
            builder.breakWord();
        }
        return builder.build();
    }

    /** The page's key characters in output order, words run together. */
    public String keys() {
        return keys;
    }

    public int length() {
        return keys.length();
    }

    public boolean hasStyle(int index, Style style) {
        return (styleMasks[index] & maskOf(style)) != 0;
    }

    /** Whether key character {@code index} is the first key character of an output word. */
    public boolean isWordStart(int index) {
        return wordStarts.get(index);
    }

    /** Whether key character {@code index} is the last key character of an output word. */
    public boolean isWordEnd(int index) {
        return wordEnds.get(index);
    }

    static int maskOf(Style style) {
        return 1 << style.ordinal();
    }

    static int maskOf(Set<Style> styles) {
        int mask = 0;
        for (Style style : styles) {
            mask |= maskOf(style);
        }
        return mask;
    }
}
