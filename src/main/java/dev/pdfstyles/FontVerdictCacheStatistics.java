package dev.pdfstyles;

import java.util.Locale;

/**
 * What a parser's shared font verdict cache has done since it was made (issue #27): see
 * {@code StyledPdfParser.getFontVerdictCacheStatistics()} and {@link FontEvidenceSettings#sharedVerdictCacheSize()}.
 * Only fonts whose verdicts measure glyph outlines are asked about, once per document: the others cost less to
 * judge than to key. A font met for the first time is remembered, not looked up; from its second sighting on it
 * is looked up (and kept if not found). Immutable; a snapshot.
 */
public final class FontVerdictCacheStatistics {
    private final long asked;
    private final long lookups;
    private final long hits;
    private final long unkeyed;
    private final long notKept;
    private final long evictions;
    private final int entries;
    private final int maxEntries;

    /** @throws IllegalArgumentException if the counts contradict each other */
    public FontVerdictCacheStatistics(long asked, long lookups, long hits, long unkeyed, long notKept,
                                      long evictions, int entries, int maxEntries) {
        if (asked < 0 || lookups < 0 || hits < 0 || hits > lookups || lookups + unkeyed > asked || notKept < 0
                || evictions < 0 || entries < 0 || entries > maxEntries) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "inconsistent statistics: asked %d, "
                    + "lookups %d, hits %d, unkeyed %d, not kept %d, evictions %d, entries %d of %d", asked, lookups,
                    hits, unkeyed, notKept, evictions, entries, maxEntries));
        }
        this.asked = asked;
        this.lookups = lookups;
        this.hits = hits;
        this.unkeyed = unkeyed;
        this.notKept = notKept;
        this.evictions = evictions;
        this.entries = entries;
        this.maxEntries = maxEntries;
    }

    /** Fonts asked about: those whose verdicts would measure glyph outlines, once per document. */
    public long asked() {
        return asked;
    }

    /** Fonts looked up: those asked about whose fingerprint was met before. */
    public long lookups() {
        return lookups;
    }

    /** Lookups that found the verdict of a byte-identical font judged before: outlines not measured again. */
    public long hits() {
        return hits;
    }

    /** hits / asked: the share of outline measurements the cache saved; 0 before the first font. */
    public double hitRate() {
        return asked == 0 ? 0 : (double) hits / asked;
    }

    /** Fonts that would have been looked up but were too large to key (their verdicts are not shared). */
    public long unkeyed() {
        return unkeyed;
    }

    /** Verdicts not kept because their names were too long. */
    public long notKept() {
        return notKept;
    }

    /** Verdicts dropped, least recently used first, to stay within {@link #maxEntries()}. */
    public long evictions() {
        return evictions;
    }

    /** Verdicts held now. */
    public int entries() {
        return entries;
    }

    /** Verdicts held at most. */
    public int maxEntries() {
        return maxEntries;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "FontVerdictCacheStatistics[asked=%d, lookups=%d, hits=%d (%.1f%% of "
                + "asked), unkeyed=%d, notKept=%d, evictions=%d, entries=%d of %d]", asked, lookups, hits,
                100 * hitRate(), unkeyed, notKept, evictions, entries, maxEntries);
    }
}
