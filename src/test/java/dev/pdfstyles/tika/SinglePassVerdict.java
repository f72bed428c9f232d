package dev.pdfstyles.tika;

/**
 * The single-pass link's verdict in this class loader, for tests outside {@code dev.pdfstyles.tika}
 * ({@code tika.compat.PassInUseTest}, which checks it against the pass that actually runs).
 */
public final class SinglePassVerdict {

    private SinglePassVerdict() {
    }

    /** Whether Tika's writer hosts the recorder here (links it on the first call, as a parse would). */
    public static boolean isSinglePass() {
        return SinglePassLink.IN_THIS_LOADER.isSinglePass();
    }
}
