package dev.pdfstyles.eval;

/** The peer tools the accuracy command can score instead of Tika (see scripts/compare-peers.sh). */
public final class PeerSources {
    private PeerSources() {
    }

    public static WordSource named(String name) {
        throw new IllegalArgumentException("Unknown source '" + name + "'; accepted: tika");
    }
}
