package dev.pdfstyles.geometry;

import dev.pdfstyles.model.TextStyle;

/** Combines one glyph's facts into the style a reader sees. */
final class GlyphStyleDecision {

    private GlyphStyleDecision() {
    }

    /** Painted (not render mode 3 or 7: OCR layers) with a usable matrix: the glyph has a frame. */
    static final byte VISIBLE = 1;
    /** Its font's verdict is bold at the configured weight. */
    static final byte FONT_BOLD = 2;
    /** Its font's verdict is italic. */
    static final byte FONT_ITALIC = 4;
    /** Filled and stroked in one colour with a line width that emboldens ({@link SyntheticStyleRules}). */
    static final byte FILL_STROKE_BOLD = 8;

    /**
     * @param flags the glyph's facts as the bits above (kept per glyph in {@link PageGlyphs}); {@code slant}
     *              the slant of its matrix
     */
    static TextStyle decide(byte flags, float slant, float pageSlant, boolean overprinted, byte decorations,
                            DetectionSettings settings) {
        if ((flags & VISIBLE) == 0) {
            return TextStyle.PLAIN;   // invisible OCR text: the reader sees the image underneath
        }
        boolean bold = settings.isBold()
                && ((flags & FONT_BOLD) != 0
                || (settings.isSyntheticBold() && ((flags & FILL_STROKE_BOLD) != 0 || overprinted)));
        boolean italic = settings.isItalic()
                && ((flags & FONT_ITALIC) != 0 || (settings.isSyntheticItalic()
                && SyntheticStyleRules.isShearItalic(slant - pageSlant, settings.isBackSlantItalic())));
        boolean underline = (decorations & DecorationFinder.UNDERLINE_BIT) != 0;
        boolean strikethrough = (decorations & DecorationFinder.STRIKETHROUGH_BIT) != 0;
        return TextStyle.of(bold, italic, underline, strikethrough);
    }
}
