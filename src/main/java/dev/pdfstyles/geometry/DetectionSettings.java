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
            false, false, true, false, FontEvidenceSettings.defaults());

    private final boolean bold;
    private final boolean italic;
    private final boolean underline;
    private final boolean strikethrough;
    private final boolean syntheticBold;
    private final boolean syntheticItalic;
    private final boolean backSlantItalic;
    private final boolean listFontVerdicts;
    private final boolean mergeOverprintedCopies;
    private final boolean annotationDecorations;
    private final FontEvidenceSettings fontEvidence;

    private DetectionSettings(boolean bold, boolean italic, boolean underline, boolean strikethrough,
                              boolean syntheticBold, boolean syntheticItalic, boolean backSlantItalic,
                              boolean listFontVerdicts, boolean mergeOverprintedCopies,
                              boolean annotationDecorations, FontEvidenceSettings fontEvidence) {
        this.bold = bold;
        this.italic = italic;
        this.underline = underline;
        this.strikethrough = strikethrough;
        this.syntheticBold = syntheticBold;
        this.syntheticItalic = syntheticItalic;
        this.backSlantItalic = backSlantItalic;
        this.listFontVerdicts = listFontVerdicts;
        this.mergeOverprintedCopies = mergeOverprintedCopies;
        this.annotationDecorations = annotationDecorations;
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

    /**
     * Leave out the text of a glyph painted again over itself (fake bold by over-printing, drop shadows):
     * "doubledouble" becomes "double". Default true; false restores the stock parser's text exactly.
     * {@code suppressDuplicateOverlappingText} keeps its stock meaning either way.
     */
    public boolean isMergeOverprintedCopies() {
        return mergeOverprintedCopies;
    }

    public DetectionSettings withMergeOverprintedCopies(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, value, annotationDecorations, fontEvidence);
    }

    /**
     * Count Underline and StrikeOut markup annotations, and links drawn with an underline border, as
     * decorations of the text they cover. Default false: these are a reviewer's marks, not the
     * document's own text style, and most links draw no line.
     */
    public boolean isAnnotationDecorations() {
        return annotationDecorations;
    }

    public DetectionSettings withAnnotationDecorations(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, value, fontEvidence);
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
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withItalic(boolean value) {
        return new DetectionSettings(bold, value, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withUnderline(boolean value) {
        return new DetectionSettings(bold, italic, value, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withStrikethrough(boolean value) {
        return new DetectionSettings(bold, italic, underline, value, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withSyntheticBold(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, value, syntheticItalic,
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withSyntheticItalic(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, value,
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withBackSlantItalic(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                value, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withListFontVerdicts(boolean value) {
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, value, mergeOverprintedCopies, annotationDecorations, fontEvidence);
    }

    public DetectionSettings withFontEvidence(FontEvidenceSettings value) {
        if (value == null) {
            throw new IllegalArgumentException("font evidence settings must not be null");
        }
        return new DetectionSettings(bold, italic, underline, strikethrough, syntheticBold, syntheticItalic,
                backSlantItalic, listFontVerdicts, mergeOverprintedCopies, annotationDecorations, value);
    }

    @Override
    public String toString() {
        return "DetectionSettings[bold=" + bold + ", italic=" + italic + ", underline=" + underline
                + ", strikethrough=" + strikethrough + ", syntheticBold=" + syntheticBold
                + ", syntheticItalic=" + syntheticItalic + ", backSlantItalic=" + backSlantItalic
                + ", listFontVerdicts=" + listFontVerdicts + ", mergeOverprintedCopies=" + mergeOverprintedCopies + ", annotationDecorations=" + annotationDecorations
                + ", fontEvidence=" + fontEvidence + "]";
    }
}
