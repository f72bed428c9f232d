package dev.pdfstyles.geometry;

import dev.pdfstyles.model.TextStyle;

/** Combines one glyph's facts into the style a reader sees. */
final class GlyphStyleDecision {

    private GlyphStyleDecision() {
    }

    static TextStyle decide(GlyphFacts facts, float pageSlant, boolean overprinted, byte decorations,
                            DetectionSettings settings) {
        if (!facts.isVisible()) {
            return TextStyle.PLAIN;   // invisible OCR text: the reader sees the image underneath
        }
        boolean bold = settings.isBold()
                && (facts.isFontBold()
                || (settings.isSyntheticBold() && (facts.isFillStrokeBold() || overprinted)));
        boolean italic = settings.isItalic()
                && (facts.isFontItalic() || (settings.isSyntheticItalic()
                && SyntheticStyleRules.isShearItalic(facts.slant() - pageSlant, settings.isBackSlantItalic())));
        boolean underline = (decorations & DecorationFinder.UNDERLINE_BIT) != 0;
        boolean strikethrough = (decorations & DecorationFinder.STRIKETHROUGH_BIT) != 0;
        return TextStyle.of(bold, italic, underline, strikethrough);
    }
}
