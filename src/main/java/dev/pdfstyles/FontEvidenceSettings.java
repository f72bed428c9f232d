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

    private static final FontEvidenceSettings DEFAULTS =
            new FontEvidenceSettings(DEFAULT_MIN_BOLD_WEIGHT, EnumSet.allOf(EvidenceSource.class));

    private final int minBoldWeight;
    private final Set<EvidenceSource> enabledSources;

    private FontEvidenceSettings(int minBoldWeight, Set<EvidenceSource> enabledSources) {
        this.minBoldWeight = minBoldWeight;
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
        return new FontEvidenceSettings(weight, enabledSources);
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
        return new FontEvidenceSettings(minBoldWeight, copy);
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
        return "FontEvidenceSettings[minBoldWeight=" + minBoldWeight + ", sources=" + enabledSources + "]";
    }
}
