package dev.pdfstyles.geometry;

import dev.pdfstyles.geometry.font.FontEvidenceSettings;

/**
 * What the style pass looks for. Immutable; change a copy with the {@code with...} methods.
 *
 * <p>Every switch defaults to on except {@link #isBackSlantItalic()}: a back-slanted glyph is not what
 * a reader calls italic, and page-deskew artefacts are mostly back-slants.
 */
public final class DetectionSettings {

    private static final DetectionSettings DEFAULTS = new DetectionSettings(true, true, true, true, true, true,
            false, false, FontEvidenceSettings.defaults());

    private final boolean bold;
    private final boolean italic;
    private final boolean underline;
    private final boolean strikethrough;
    private final boolean syntheticBold;
    private final boolean syntheticItalic;
    private final boolean backSlantItalic;
    private final boolean listFontVerdicts;
    private final FontEvidenceSettings fontEvidence;

    private DetectionSettings(boolean bold, boolean italic, boolean underline, boolean strikethrough,
                              boolean syntheticBold, boolean syntheticItalic, boolean backSlantItalic,
                              boolean listFontVerdicts, FontEvidenceSettings fontEvidence) {
        this.bold = bold;
        this.italic = italic;
        this.underline = underline;
        this.strikethrough = strikethrough;
        this.syntheticBold = syntheticBold;
        this.syntheticItalic = syntheticItalic;
        this.backSlantItalic = backSlantItalic;
        this.listFontVerdicts = listFontVerdicts;
        this.fontEvidence = fontEvidence;
    }

    public static DetectionSettings defaults() {
        return DEFAULTS;
    }

    /** Detect bold text (intrinsic and synthetic). Default true. */
    public boolean isBold() {
        return bold;
    }

    /** Detect italic text (intrinsic and synthetic). Default true. */
    public boolean isItalic() {
        return italic;
    }

    /** Detect underlines drawn as thin rules below the baseline. Default true. */
    public boolean isUnderline() {
        return underline;
    }

    /** Detect strike-through drawn as thin rules through the glyphs. Default true. */
    public boolean isStrikethrough() {
        return strikethrough;
    }

    /** Count fill+stroke rendering (Tr 2/6, stroke colour = fill colour) as bold. Default true. */
    public boolean isSyntheticBold() {
        return syntheticBold;
    }

    /** Count a sheared glyph matrix as italic. Default true. */
    public boolean isSyntheticItalic() {
        return syntheticItalic;
    }

    /** Count a backward shear (leaning left) as italic too. Default false. */
    public boolean isBackSlantItalic() {
        return backSlantItalic;
    }

    /** Add one metadata value per font with its bold/italic verdict and evidence. Default false. */
    public boolean isListFontVerdicts() {
        return listFontVerdicts;
    }

    public FontEvidenceSettings fontEvidence() {
        return fontEvidence;
    }

    /** True when at least one style is looked for; otherwise the parser is the stock parser. */
    public boolean isAnyStyleEnabled() {
        return bold || italic || underline || strikethrough;
    }

    public DetectionSettings withBold(boolean value) {
        return new DetectionSettings(value, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, fontEvidence);
    }

    public DetectionSettings withItalic(boolean value) {
        return new DetectionSettings(bold, value, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, fontEvidence);
    }

    public DetectionSettings withUnderline(boolean value) {
        return new DetectionSettings(bold, italic, value, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, fontEvidence);
    }

    public DetectionSettings withStrikethrough(boolean value) {
        return new DetectionSettings(bold, italic, underline, value, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, fontEvidence);
    }

    public DetectionSettings withSyntheticBold(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, value, syntheticItalic,
                backSlantItalic, listFontVerdicts, fontEvidence);
    }

    public DetectionSettings withSyntheticItalic(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, value,
                backSlantItalic, listFontVerdicts, fontEvidence);
    }

    public DetectionSettings withBackSlantItalic(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                value, listFontVerdicts, fontEvidence);
    }

    public DetectionSettings withListFontVerdicts(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, value, fontEvidence);
    }

    public DetectionSettings withFontEvidence(FontEvidenceSettings value) {
        if (value == null) {
            throw new IllegalArgumentException("font evidence settings must not be null");
        }
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, value);
    }

    @Override
    public String toString() {
        return "DetectionSettings[bold=" + bold + ", italic=" + italic + ", underline=" + underline
                + ", strikethrough=" + strikethrough + ", syntheticBold=" + syntheticBold
                + ", syntheticItalic=" + syntheticItalic + ", backSlantItalic=" + backSlantItalic
                + ", listFontVerdicts=" + listFontVerdicts + ", fontEvidence=" + fontEvidence + "]";
    }
}
