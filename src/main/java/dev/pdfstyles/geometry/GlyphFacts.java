package dev.pdfstyles.geometry;

/** What the style pass learned about one glyph as it was shown. Immutable. */
final class GlyphFacts {

    private final GlyphFrame frame;
    private final boolean visible;
    private final boolean fontBold;
    private final boolean fontItalic;
    private final float slant;
    private final boolean fillStrokeBold;
    private final OverprintFinder.Glyph overprintKey;

    GlyphFacts(GlyphFrame frame, boolean visible, boolean fontBold, boolean fontItalic, float slant,
               boolean fillStrokeBold, OverprintFinder.Glyph overprintKey) {
        this.frame = frame;
        this.visible = visible;
        this.fontBold = fontBold;
        this.fontItalic = fontItalic;
        this.slant = slant;
        this.fillStrokeBold = fillStrokeBold;
        this.overprintKey = overprintKey;
    }

    /** Position and size; null when the glyph matrix is degenerate. */
    GlyphFrame frame() {
        return frame;
    }

    /** False for invisible text (render modes 3 and 7: OCR layers) and degenerate matrices. */
    boolean isVisible() {
        return visible && frame != null;
    }

    boolean isFontBold() {
        return fontBold;
    }

    boolean isFontItalic() {
        return fontItalic;
    }

    /** Slant of the glyph-to-page matrix (see {@link SyntheticStyleRules#slant}); NaN if unknown. */
    float slant() {
        return slant;
    }

    boolean isFillStrokeBold() {
        return fillStrokeBold;
    }

    /** How over-printing is matched for this glyph; null when it is not filled (outline, invisible). */
    OverprintFinder.Glyph overprintKey() {
        return overprintKey;
    }
}
