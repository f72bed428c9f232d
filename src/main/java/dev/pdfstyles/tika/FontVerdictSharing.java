package dev.pdfstyles.tika;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.FontVerdictCacheStatistics;
import dev.pdfstyles.font.SharedFontVerdicts;

/**
 * A parser's font verdicts shared across the documents it parses (issue #27): the cache, sized by the parser's
 * own settings ({@link dev.pdfstyles.FontEvidenceSettings#sharedVerdictCacheSize()}), and which requests use it.
 * Immutable; the cache inside is thread-safe. One per parser instance: a parser whose size setting changes
 * makes a new one (and starts empty).
 */
public final class FontVerdictSharing {
    private static final FontVerdictCacheStatistics NONE = new FontVerdictCacheStatistics(0, 0, 0, 0, 0, 0, 0, 0);

    /** Null when the size is 0. */
    private final SharedFontVerdicts verdicts;
    private final int size;

    private FontVerdictSharing(int size) {
        this.size = size;
        this.verdicts = size == 0 ? null : new SharedFontVerdicts(size);
    }

    /** An empty cache of the size these (the parser's own) settings give. */
    public static FontVerdictSharing of(DetectionSettings parserSettings) {
        return new FontVerdictSharing(parserSettings.fontEvidence().sharedVerdictCacheSize());
    }

    /** The size this cache was made with (0: none). */
    public int size() {
        return size;
    }

    /** The cache a request with these settings uses: none when they set the size to 0, else this parser's. */
    SharedFontVerdicts forRequest(DetectionSettings requestSettings) {
        return requestSettings.fontEvidence().sharedVerdictCacheSize() == 0 ? null : verdicts;
    }

    /** Lookups, hits and size so far; all zero when the parser keeps no cache. */
    public FontVerdictCacheStatistics statistics() {
        return verdicts == null ? NONE : verdicts.statistics();
    }
}
