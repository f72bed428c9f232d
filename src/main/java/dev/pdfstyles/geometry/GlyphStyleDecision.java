package dev.pdfstyles.geometry;

import dev.pdfstyles.model.TextStyle;

/** Combines one glyph's facts into the style a reader sees. */
final class GlyphStyleDecision {

    private GlyphStyleDecision() {
    }

    static final byte VISIBLE = 1;
    static final byte FONT_BOLD = 2;
    static final byte FONT_ITALIC = 4;
    static final byte FILL_STROKE_BOLD = 8;

    /** The facts the decision reads, as bits, so a page can keep them in an array. */
    static byte flagsOf(GlyphFacts facts) {
        return (byte) ((facts.isVisible() ? VISIBLE : 0) | (facts.isFontBold() ? FONT_BOLD : 0)
                | (facts.isFontItalic() ? FONT_ITALIC : 0) | (facts.isFillStrokeBold() ? FILL_STROKE_BOLD : 0));
    }

    static TextStyle decide(GlyphFacts facts, float pageSlant, boolean overprinted, byte decorations,
                            DetectionSettings settings) {
        return decide(flagsOf(facts), facts.slant(), pageSlant, overprinted, decorations, settings);
    }

    /** @param flags {@link #flagsOf} the glyph's facts; {@code slant} their slant */
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
