package dev.pdfstyles.picture;

import dev.pdfstyles.model.TextStyle;

/**
 * One visible glyph and the style the plugin gave it, where it sits in page space (PDF user space after the
 * CTM, shifted to the crop box's lower-left corner, as {@link dev.pdfstyles.glyph.GlyphFrame}).
 */
public final class GlyphDecision {

    private final int index;
    private final String text;
    private final float originX;
    private final float originY;
    private final float dirX;
    private final float dirY;
    private final float em;
    private final float advance;
    private final TextStyle style;

    /**
     * @param index the glyph's place in the page's painting order
     * @param text  its Unicode text, empty when it has none
     */
    public GlyphDecision(int index, String text, float originX, float originY, float dirX, float dirY, float em,
                         float advance, TextStyle style) {
        if (text == null || style == null) {
            throw new IllegalArgumentException("text and style must not be null: " + text + ", " + style);
        }
        this.index = index;
        this.text = text;
        this.originX = originX;
        this.originY = originY;
        this.dirX = dirX;
        this.dirY = dirY;
        this.em = em;
        this.advance = advance;
        this.style = style;
    }

    public int index() {
        return index;
    }

    public String text() {
        return text;
    }

    public float originX() {
        return originX;
    }

    public float originY() {
        return originY;
    }

    public float dirX() {
        return dirX;
    }

    public float dirY() {
        return dirY;
    }

    public float em() {
        return em;
    }

    public float advance() {
        return advance;
    }

    public TextStyle style() {
        return style;
    }

    public boolean has(TextStyle.Kind kind) {
        return style.has(kind);
    }

    @Override
    public String toString() {
        return "Glyph[" + index + " '" + text + "' at " + originX + "," + originY + " " + style + "]";
    }
}
