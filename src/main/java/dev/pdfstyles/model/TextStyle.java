package dev.pdfstyles.model;

/**
 * The four styles a reader sees on a piece of text, as an immutable bit set.
 *
 * <p>The declaration order of {@link Kind} is the XHTML nesting order: underline outermost, then
 * strike-through, then italic, bold innermost ({@code <u><s><i><b>text</b></i></s></u>}).
 */
public final class TextStyle {

    /** One style, in nesting order (outermost first). */
    public enum Kind {
        UNDERLINE("u"), STRIKETHROUGH("s"), ITALIC("i"), BOLD("b");

        private final String elementName;

        Kind(String elementName) {
            this.elementName = elementName;
        }

        /** The XHTML element that carries this style. */
        public String elementName() {
            return elementName;
        }

        int bit() {
            return 1 << ordinal();
        }
    }

    private static final Kind[] KINDS = Kind.values();
    private static final TextStyle[] BY_MASK = new TextStyle[1 << KINDS.length];

    static {
        for (int mask = 0; mask < BY_MASK.length; mask++) {
            BY_MASK[mask] = new TextStyle(mask);
        }
    }

    public static final TextStyle PLAIN = BY_MASK[0];

    private final int mask;

    private TextStyle(int mask) {
        this.mask = mask;
    }

    /** The style whose bits are {@code mask} (bit i is {@code Kind.values()[i]}). */
    public static TextStyle fromMask(int mask) {
        if (mask < 0 || mask >= BY_MASK.length) {
            throw new IllegalArgumentException("style mask out of range: " + mask);
        }
        return BY_MASK[mask];
    }

    public static TextStyle of(boolean bold, boolean italic, boolean underline, boolean strikethrough) {
        int mask = (bold ? Kind.BOLD.bit() : 0) | (italic ? Kind.ITALIC.bit() : 0)
                | (underline ? Kind.UNDERLINE.bit() : 0) | (strikethrough ? Kind.STRIKETHROUGH.bit() : 0);
        return BY_MASK[mask];
    }

    public int mask() {
        return mask;
    }

    public boolean has(Kind kind) {
        return (mask & kind.bit()) != 0;
    }

    public boolean isPlain() {
        return mask == 0;
    }

    public TextStyle with(Kind kind) {
        return BY_MASK[mask | kind.bit()];
    }

    public TextStyle without(Kind kind) {
        return BY_MASK[mask & ~kind.bit()];
    }

    /** The styles both have: what whitespace between two runs keeps. */
    public TextStyle intersect(TextStyle other) {
        return BY_MASK[mask & other.mask];
    }

    /** Number of styles present. */
    public int size() {
        return Integer.bitCount(mask);
    }

    /** The present styles in nesting order, outermost first. */
    public Kind[] kindsOutermostFirst() {
        Kind[] present = new Kind[size()];
        int n = 0;
        for (Kind kind : KINDS) {
            if (has(kind)) {
                present[n++] = kind;
            }
        }
        return present;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TextStyle && ((TextStyle) o).mask == mask;
    }

    @Override
    public int hashCode() {
        return mask;
    }

    @Override
    public String toString() {
        if (mask == 0) {
            return "plain";
        }
        StringBuilder sb = new StringBuilder();
        for (Kind kind : KINDS) {
            if (has(kind)) {
                sb.append(kind.elementName());
            }
        }
        return sb.toString();
    }
}
