package dev.pdfstyles.model;

import java.util.Arrays;

/**
 * The characters of one page as the text pass wrote them, each with the style a reader sees, and whether
 * it is a redundant copy (an over-printed duplicate glyph) that the output may leave out.
 *
 * <p>Whitespace carries {@link TextStyle#PLAIN} here; the rebuilder decides whether it sits inside the
 * surrounding element (it does when both neighbours share the style).
 */
public final class StyledText {

    /** Bit of a stored mask above the style bits: the character is a redundant copy. */
    private static final int DROPPED_BIT = 0x40;

    private final String text;
    private final byte[] styleMasks;
    private final int[] paragraphOf;

    private StyledText(String text, byte[] styleMasks, int[] paragraphOf) {
        this.text = text;
        this.styleMasks = styleMasks;
        this.paragraphOf = paragraphOf;
    }

    public String text() {
        return text;
    }

    public int length() {
        return text.length();
    }

    public TextStyle styleAt(int index) {
        return TextStyle.fromMask(styleMaskAt(index));
    }

    /** The {@link TextStyle#mask() mask} of {@link #styleAt}: for loops over every character of a page. */
    public int styleMaskAt(int index) {
        return styleMasks[index] & ~DROPPED_BIT;
    }

    /** Which paragraph (counted from 0 on the page) the character belongs to. */
    public int paragraphAt(int index) {
        return paragraphOf[index];
    }

    /** True when the character belongs to a glyph painted again over an earlier copy of itself. */
    public boolean isDropped(int index) {
        return (styleMasks[index] & DROPPED_BIT) != 0;
    }

    /**
     * The characters from {@code start} (inclusive) to {@code end} (exclusive), with their styles, drops and
     * paragraphs: a piece of a page's text that a writer writes on its own (one marked-content sequence).
     */
    public StyledText subText(int start, int end) {
        if (start < 0 || end > length() || start > end) {
            throw new IllegalArgumentException("range [" + start + ", " + end + ") outside 0.." + length());
        }
        return new StyledText(text.substring(start, end), Arrays.copyOfRange(styleMasks, start, end),
                Arrays.copyOfRange(paragraphOf, start, end));
    }

    /** True when at least one character carries a style or is to be dropped. */
    public boolean hasAnyStyle() {
        for (byte mask : styleMasks) {
            if (mask != 0) {
                return true;   // a style, or a copy to drop
            }
        }
        return false;
    }

    /** Accumulates characters and styles in writing order. Not thread-safe. */
    public static final class Builder {
        private final StringBuilder text = new StringBuilder();
        private byte[] masks = new byte[64];
        private int[] paragraphs = new int[64];
        private int paragraph;

        public Builder append(CharSequence chars, TextStyle style) {
            for (int i = 0; i < chars.length(); i++) {
                append(chars.charAt(i), style);
            }
            return this;
        }

        public Builder append(char c, TextStyle style) {
            return append(c, style, false);
        }

        public Builder append(char c, TextStyle style, boolean dropped) {
            return append(c, style.mask(), dropped);
        }

        /** As {@link #append(char, TextStyle, boolean)}, with the style as its {@link TextStyle#mask() mask}. */
        public Builder append(char c, int styleMask, boolean dropped) {
            if (styleMask < 0 || styleMask >= DROPPED_BIT) {
                throw new IllegalArgumentException("style mask out of range: " + styleMask);
            }
            if (text.length() == masks.length) {
                masks = Arrays.copyOf(masks, masks.length * 2);
                paragraphs = Arrays.copyOf(paragraphs, paragraphs.length * 2);
            }
            masks[text.length()] = (byte) (styleMask | (dropped ? DROPPED_BIT : 0));
            paragraphs[text.length()] = paragraph;
            text.append(c);
            return this;
        }

        /**
         * Appends every character of {@code part} with its style and drop; a paragraph break of {@code part}
         * is one here too, and {@code part} starts in the paragraph the builder is in.
         */
        public Builder append(StyledText part) {
            for (int i = 0; i < part.length(); i++) {
                if (i > 0 && part.paragraphOf[i] != part.paragraphOf[i - 1]) {
                    paragraphBreak();
                }
                append(part.text.charAt(i), part.styleMaskAt(i), part.isDropped(i));
            }
            return this;
        }

        /** The characters that follow belong to a new paragraph: whitespace styles never reach across. */
        public Builder paragraphBreak() {
            paragraph++;
            return this;
        }

        public int length() {
            return text.length();
        }

        public StyledText build() {
            return new StyledText(text.toString(), Arrays.copyOf(masks, text.length()),
                    Arrays.copyOf(paragraphs, text.length()));
        }
    }
}
