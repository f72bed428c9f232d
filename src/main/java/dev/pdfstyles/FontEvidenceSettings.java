package dev.pdfstyles;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Settings for the font verdict (issue #4: "the threshold and the use of each evidence source are settings").
 * Immutable; build with {@link #defaults()} and the {@code with...} methods.
 */
public final class FontEvidenceSettings {
    /**
     * Default minimum weight called bold: 600 (SemiBold). MuPDF counts Semibold as bold and the PDFBox
     * "PDFBoldTextStripper" answer uses 600 (research/style-detection-survey.md B1). Raising it to 700 drops
     * semibold faces; lowering it to 500 would make the base-14 AFM "Weight Medium" of Helvetica bold.
     */
    public static final int DEFAULT_MIN_BOLD_WEIGHT = 600;

    /** Lowest accepted weight threshold: the OS/2 usWeightClass scale starts at 100 (Thin). */
    public static final int MIN_WEIGHT_SETTING = 100;

    /** Highest accepted weight threshold: the OS/2 usWeightClass scale ends at 900 (Black). */
    public static final int MAX_WEIGHT_SETTING = 900;

    /**
     * Default size of the parser's shared verdict cache: 1,024 font verdicts, about 0.4 MiB (at most 8 MiB, see
     * {@link #withSharedVerdictCacheSize}). A server's stream of documents from a few dozen producers and
     * templates meets far fewer distinct fonts whose outlines are measured between evictions.
     */
    public static final int DEFAULT_SHARED_VERDICT_CACHE_SIZE = 1024;

    /** Largest accepted cache size: 1,048,576 verdicts (about 1 GiB at worst), far past any real use. */
    public static final int MAX_SHARED_VERDICT_CACHE_SIZE = 1 << 20;

    private static final FontEvidenceSettings DEFAULTS = new FontEvidenceSettings(DEFAULT_MIN_BOLD_WEIGHT,
            EnumSet.allOf(EvidenceSource.class), DEFAULT_SHARED_VERDICT_CACHE_SIZE);

    private final int minBoldWeight;
    private final Set<EvidenceSource> enabledSources;
    private final int sharedVerdictCacheSize;

    private FontEvidenceSettings(int minBoldWeight, Set<EvidenceSource> enabledSources, int sharedVerdictCacheSize) {
        this.minBoldWeight = minBoldWeight;
        this.sharedVerdictCacheSize = sharedVerdictCacheSize;
        EnumSet<EvidenceSource> copy = EnumSet.noneOf(EvidenceSource.class);
        copy.addAll(enabledSources);
        this.enabledSources = Collections.unmodifiableSet(copy);
    }

    /** Weight threshold 600 and every evidence source enabled. */
    public static FontEvidenceSettings defaults() {
        return DEFAULTS;
    }

    /**
     * A copy with another bold threshold. Default 600; effect: {@link dev.pdfstyles.font.FontVerdict#isBold(int)} callers that pass
     * {@link #minBoldWeight()} call weights at or above it bold; cost: none.
     *
     * @throws IllegalArgumentException if the weight is outside 100..900
     */
    public FontEvidenceSettings withMinBoldWeight(int weight) {
        if (weight < MIN_WEIGHT_SETTING || weight > MAX_WEIGHT_SETTING) {
            throw new IllegalArgumentException("minBoldWeight " + weight + " is outside "
                    + MIN_WEIGHT_SETTING + ".." + MAX_WEIGHT_SETTING);
        }
        return new FontEvidenceSettings(weight, enabledSources, sharedVerdictCacheSize);
    }

    /**
     * A copy with one evidence source switched on or off. Default: all on. Switching {@link EvidenceSource#OUTLINES}
     * off saves the glyph measurements (a few glyph paths per font whose metadata is silent).
     */
    public FontEvidenceSettings withSource(EvidenceSource source, boolean enabled) {
        if (source == null) {
            throw new IllegalArgumentException("source is null; accepted: " + EnumSet.allOf(EvidenceSource.class));
        }
        EnumSet<EvidenceSource> copy = EnumSet.noneOf(EvidenceSource.class);
        copy.addAll(enabledSources);
        if (enabled) {
            copy.add(source);
        } else {
            copy.remove(source);
        }
        return new FontEvidenceSettings(minBoldWeight, copy, sharedVerdictCacheSize);
    }

    /**
     * A copy with another size of the shared verdict cache (issue #27). Default
     * {@value #DEFAULT_SHARED_VERDICT_CACHE_SIZE}; 0 switches it off.
     *
     * <p>Effect: a parser keeps the verdicts of the fonts whose glyph outlines it measured (most of the cost of
     * judging fonts), keyed by a SHA-256 digest of everything in the PDF the verdict reads (the font dictionary,
     * descriptor, program bytes, encoding, ToUnicode...) and of these settings, and gives the same verdict to a
     * byte-identical font in a later document without measuring it again. Verdicts, and their evidence in the
     * {@code listFontVerdicts} listing, are the same with the cache as without it. Cost: a cheap fingerprint of
     * each font; from a font's second sighting on, a SHA-256 digest of its objects and program bytes (tens of
     * microseconds for the usual subset, less than measuring its outlines; programs over 256 KiB are not
     * shared); about 0.4 KiB a verdict held (at most 8 KiB), the least recently used dropped past the size.
     *
     * <p>The cache belongs to the parser: its size is the one in the parser's own settings (tika-config
     * parameter {@code fontVerdictCacheSize}). Settings given per request can switch it off for that request
     * (size 0), not resize it.
     *
     * @throws IllegalArgumentException if the size is outside 0..{@value #MAX_SHARED_VERDICT_CACHE_SIZE}
     */
    public FontEvidenceSettings withSharedVerdictCacheSize(int size) {
        if (size < 0 || size > MAX_SHARED_VERDICT_CACHE_SIZE) {
            throw new IllegalArgumentException("sharedVerdictCacheSize " + size + " is outside 0.."
                    + MAX_SHARED_VERDICT_CACHE_SIZE + " (0 switches the cache off)");
        }
        return new FontEvidenceSettings(minBoldWeight, enabledSources, size);
    }

    /** Verdicts the parser's shared cache holds at most; 0 when it keeps none (see {@link #withSharedVerdictCacheSize}). */
    public int sharedVerdictCacheSize() {
        return sharedVerdictCacheSize;
    }

    /** The weight at or above which a font is bold (default 600). */
    public int minBoldWeight() {
        return minBoldWeight;
    }

    /** Whether votes from this source are collected. */
    public boolean isEnabled(EvidenceSource source) {
        return enabledSources.contains(source);
    }

    /** The enabled sources, in trust order. */
    public Set<EvidenceSource> enabledSources() {
        return enabledSources;
    }

    @Override
    public String toString() {
        return "FontEvidenceSettings[minBoldWeight=" + minBoldWeight + ", sources=" + enabledSources
                + ", sharedVerdictCacheSize=" + sharedVerdictCacheSize + "]";
    }
}
