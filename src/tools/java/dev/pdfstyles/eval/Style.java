package dev.pdfstyles.eval;

/**
 * The four styles the plugin writes and the truth files label (see docs/truth-format.md).
 * {@link #key()} is both the truth-file key and the XHTML element name of the output contract.
 */
public enum Style {
    BOLD("b"),
    ITALIC("i"),
    UNDERLINE("u"),
    STRIKE("s");

    private final String key;

    Style(String key) {
        this.key = key;
    }

    /** The truth-file key and the contract's element name: {@code b}, {@code i}, {@code u} or {@code s}. */
    public String key() {
        return key;
    }

    /** The style whose key is {@code key}, or an {@link IllegalArgumentException} naming it. */
    public static Style ofKey(String key) {
        for (Style style : values()) {
            if (style.key.equals(key)) {
                return style;
            }
        }
        throw new IllegalArgumentException("Unknown style key '" + key + "', expected one of b, i, u, s");
    }
}
