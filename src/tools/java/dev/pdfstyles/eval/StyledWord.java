package dev.pdfstyles.eval;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/** One word (a maximal run of non-whitespace characters) and the styles a reader sees on it. Immutable. */
public final class StyledWord {
    private final String text;
    private final Set<Style> styles;

    public StyledWord(String text, Set<Style> styles) {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("A word needs text, got '" + text + "'");
        }
        this.text = text;
        this.styles = Collections.unmodifiableSet(styles.isEmpty() ? EnumSet.noneOf(Style.class) : EnumSet.copyOf(styles));
    }

    /** Convenience for tests and converters: {@code of("word", Style.BOLD)}. */
    public static StyledWord of(String text, Style... styles) {
        EnumSet<Style> set = EnumSet.noneOf(Style.class);
        Collections.addAll(set, styles);
        return new StyledWord(text, set);
    }

    public String text() {
        return text;
    }

    public Set<Style> styles() {
        return styles;
    }

    public boolean hasStyle(Style style) {
        return styles.contains(style);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof StyledWord)) {
            return false;
        }
        StyledWord that = (StyledWord) other;
        return text.equals(that.text) && styles.equals(that.styles);
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, styles);
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(text);
        for (Style style : styles) {
            out.append('/').append(style.key());
        }
        return out.toString();
    }
}
