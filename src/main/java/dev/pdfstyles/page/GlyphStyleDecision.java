package dev.pdfstyles.page;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.decoration.DecorationFinder;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.model.TextStyle;
import dev.pdfstyles.synthetic.SyntheticStyleRules;

/** Combines one glyph's facts into the style a reader sees. */
final class GlyphStyleDecision {

    private GlyphStyleDecision() {
    }

    /**
     * @param flags the glyph's facts as the {@link PageGlyphs} flag bits; {@code slant}
     *              the slant of its matrix
     */
    static TextStyle decide(byte flags, float slant, float pageSlant, boolean overprinted, byte decorations,
                            DetectionSettings settings) {
        if ((flags & PageGlyphs.VISIBLE) == 0) {
            return TextStyle.PLAIN;   // invisible OCR text: the reader sees the image underneath
        }
        boolean bold = settings.isBold()
                && ((flags & PageGlyphs.FONT_BOLD) != 0
                || (settings.isSyntheticBold() && ((flags & PageGlyphs.FILL_STROKE_BOLD) != 0 || overprinted)));
        boolean italic = settings.isItalic()
                && ((flags & PageGlyphs.FONT_ITALIC) != 0 || (settings.isSyntheticItalic()
                && SyntheticStyleRules.isShearItalic(slant - pageSlant, settings.isBackSlantItalic())));
        boolean underline = (decorations & DecorationFinder.UNDERLINE_BIT) != 0;
        boolean strikethrough = (decorations & DecorationFinder.STRIKETHROUGH_BIT) != 0;
        return TextStyle.of(bold, italic, underline, strikethrough);
    }
}
