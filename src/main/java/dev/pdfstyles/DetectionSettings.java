package dev.pdfstyles;


/**
 * What the style pass looks for. Immutable; change a copy with the {@code with...} methods.
 *
 * <p>Detection switches default to on, except {@link #isBackSlantItalic()} (a back-slanted glyph is not
 * what a reader calls italic, and page-deskew artefacts are mostly back-slants) and
 * {@link #isAnnotationDecorations()} (reviewers' marks are not the document's text style). The font
 * verdict listing is off.
 */
public final class DetectionSettings {

    private static final DetectionSettings DEFAULTS = new Copy().build();

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

    private DetectionSettings(Copy copy) {
        this.bold = copy.bold;
        this.italic = copy.italic;
        this.underline = copy.underline;
        this.strikethrough = copy.strikethrough;
        this.syntheticBold = copy.syntheticBold;
        this.syntheticItalic = copy.syntheticItalic;
        this.backSlantItalic = copy.backSlantItalic;
        this.listFontVerdicts = copy.listFontVerdicts;
        this.mergeOverprintedCopies = copy.mergeOverprintedCopies;
        this.annotationDecorations = copy.annotationDecorations;
        this.fontEvidence = copy.fontEvidence;
    }

    /** A mutable copy, so each {@code with...} method changes one setting and keeps the others. */
    private static final class Copy {
        private boolean bold = true;
        private boolean italic = true;
        private boolean underline = true;
        private boolean strikethrough = true;
        private boolean syntheticBold = true;
        private boolean syntheticItalic = true;
        private boolean backSlantItalic = false;
        private boolean listFontVerdicts = false;
        private boolean mergeOverprintedCopies = true;
        private boolean annotationDecorations = false;
        private FontEvidenceSettings fontEvidence = FontEvidenceSettings.defaults();

        Copy() {
        }

        Copy(DetectionSettings settings) {
            bold = settings.bold;
            italic = settings.italic;
            underline = settings.underline;
            strikethrough = settings.strikethrough;
            syntheticBold = settings.syntheticBold;
            syntheticItalic = settings.syntheticItalic;
            backSlantItalic = settings.backSlantItalic;
            listFontVerdicts = settings.listFontVerdicts;
            mergeOverprintedCopies = settings.mergeOverprintedCopies;
            annotationDecorations = settings.annotationDecorations;
            fontEvidence = settings.fontEvidence;
        }

        DetectionSettings build() {
            return new DetectionSettings(this);
        }
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
        Copy copy = new Copy(this);
        copy.mergeOverprintedCopies = value;
        return copy.build();
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
        Copy copy = new Copy(this);
        copy.annotationDecorations = value;
        return copy.build();
    }

    public FontEvidenceSettings fontEvidence() {
        return fontEvidence;
    }

    /** True when at least one style is looked for; otherwise the parser is the stock parser. */
    public boolean isAnyStyleEnabled() {
        return bold || italic || underline || strikethrough;
    }

    public DetectionSettings withBold(boolean value) {
        Copy copy = new Copy(this);
        copy.bold = value;
        return copy.build();
    }

    public DetectionSettings withItalic(boolean value) {
        Copy copy = new Copy(this);
        copy.italic = value;
        return copy.build();
    }

    public DetectionSettings withUnderline(boolean value) {
        Copy copy = new Copy(this);
        copy.underline = value;
        return copy.build();
    }

    public DetectionSettings withStrikethrough(boolean value) {
        Copy copy = new Copy(this);
        copy.strikethrough = value;
        return copy.build();
    }

    public DetectionSettings withSyntheticBold(boolean value) {
        Copy copy = new Copy(this);
        copy.syntheticBold = value;
        return copy.build();
    }

    public DetectionSettings withSyntheticItalic(boolean value) {
        Copy copy = new Copy(this);
        copy.syntheticItalic = value;
        return copy.build();
    }

    public DetectionSettings withBackSlantItalic(boolean value) {
        Copy copy = new Copy(this);
        copy.backSlantItalic = value;
        return copy.build();
    }

    public DetectionSettings withListFontVerdicts(boolean value) {
        Copy copy = new Copy(this);
        copy.listFontVerdicts = value;
        return copy.build();
    }

    public DetectionSettings withFontEvidence(FontEvidenceSettings value) {
        if (value == null) {
            throw new IllegalArgumentException("font evidence settings must not be null");
        }
        Copy copy = new Copy(this);
        copy.fontEvidence = value;
        return copy.build();
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
