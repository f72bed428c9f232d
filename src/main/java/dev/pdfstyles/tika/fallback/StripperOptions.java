package dev.pdfstyles.tika.fallback;

import org.apache.pdfbox.text.PDFTextStripper;

/**
 * The text-stripper settings that decide which characters come out and in what order. The style pass
 * must use exactly the stock parser's, or its characters would not line up with the stock text.
 * Null tolerances mean "PDFBox's default", as in Tika's configuration.
 */
public final class StripperOptions {

    private final boolean sortByPosition;
    private final String wordSeparator;
    private final Float averageCharTolerance;
    private final Float spacingTolerance;
    private final Float dropThreshold;
    private final boolean suppressDuplicateOverlappingText;
    private final boolean ignoreContentStreamSpaceGlyphs;

    public StripperOptions(boolean sortByPosition, String wordSeparator, Float averageCharTolerance,
                           Float spacingTolerance, Float dropThreshold, boolean suppressDuplicateOverlappingText,
                           boolean ignoreContentStreamSpaceGlyphs) {
        if (wordSeparator == null) {
            throw new IllegalArgumentException("word separator must not be null");
        }
        this.sortByPosition = sortByPosition;
        this.wordSeparator = wordSeparator;
        this.averageCharTolerance = averageCharTolerance;
        this.spacingTolerance = spacingTolerance;
        this.dropThreshold = dropThreshold;
        this.suppressDuplicateOverlappingText = suppressDuplicateOverlappingText;
        this.ignoreContentStreamSpaceGlyphs = ignoreContentStreamSpaceGlyphs;
    }

    void applyTo(PDFTextStripper stripper) {
        stripper.setSortByPosition(sortByPosition);
        stripper.setWordSeparator(wordSeparator);
        if (averageCharTolerance != null) {
            stripper.setAverageCharTolerance(averageCharTolerance);
        }
        if (spacingTolerance != null) {
            stripper.setSpacingTolerance(spacingTolerance);
        }
        if (dropThreshold != null) {
            stripper.setDropThreshold(dropThreshold);
        }
        stripper.setSuppressDuplicateOverlappingText(suppressDuplicateOverlappingText);
        SpaceGlyphSetting.applyTo(stripper, ignoreContentStreamSpaceGlyphs);
    }

    @Override
    public String toString() {
        return "StripperOptions[sortByPosition=" + sortByPosition + ", wordSeparator='" + wordSeparator
                + "', averageCharTolerance=" + averageCharTolerance + ", spacingTolerance=" + spacingTolerance
                + ", dropThreshold=" + dropThreshold + ", suppressDuplicateOverlappingText="
                + suppressDuplicateOverlappingText + ", ignoreContentStreamSpaceGlyphs="
                + ignoreContentStreamSpaceGlyphs + "]";
    }
}
