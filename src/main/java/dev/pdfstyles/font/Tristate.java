package dev.pdfstyles.font;

/** A yes/no answer that may also be unknown (no source had an opinion). */
public enum Tristate {
    YES, NO, UNKNOWN;

    /** {@code YES} for true, {@code NO} for false. */
    public static Tristate of(boolean value) {
        return value ? YES : NO;
    }

    /** True unless this is {@link #UNKNOWN}. */
    public boolean isKnown() {
        return this != UNKNOWN;
    }
}
