package dev.pdfstyles.model;

import java.util.Arrays;

/**
 * The characters of one page as the text pass wrote them, each with the style a reader sees.
 *
 * <p>Whitespace carries {@link TextStyle#PLAIN} here; the rebuilder decides whether it sits inside the
 * surrounding element (it does when both neighbours share the style).
 */
public final class StyledText {

    private final String text;
    private final byte[] styleMasks;

    private StyledText(String text, byte[] styleMasks) {
        this.text = text;
        this.styleMasks = styleMasks;
    }

    public String text() {
        return text;
    }

    public int length() {
        return text.length();
    }

    public TextStyle styleAt(int index) {
        return TextStyle.fromMask(styleMasks[index]);
    }

    /** True when at least one character carries a style. */
    public boolean hasAnyStyle() {
        for (byte mask : styleMasks) {
            if (mask != 0) {
                return true;
            }
        }
        return false;
    }

    /** Accumulates characters and styles in writing order. Not thread-safe. */
    public static final class Builder {
        private final StringBuilder text = new StringBuilder();
        private byte[] masks = new byte[64];

        public Builder append(CharSequence chars, TextStyle style) {
            for (int i = 0; i < chars.length(); i++) {
                append(chars.charAt(i), style);
            }
            return this;
        }

        public Builder append(char c, TextStyle style) {
            if (text.length() == masks.length) {
                masks = Arrays.copyOf(masks, masks.length * 2);
            }
            masks[text.length()] = (byte) style.mask();
            text.append(c);
            return this;
        }

        public int length() {
            return text.length();
        }

        public StyledText build() {
            return new StyledText(text.toString(), Arrays.copyOf(masks, text.length()));
        }
    }
}
