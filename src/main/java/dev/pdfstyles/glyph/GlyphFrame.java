package dev.pdfstyles.glyph;

/**
 * Where one glyph sits, in page space (PDF user space after the CTM, shifted so the crop box's lower-left
 * corner is the origin, the same space as PDFBox's {@code TextPosition.getTextMatrix()}).
 *
 * <pre>
 *        up (unit)
 *         ^
 *         |  +--------+
 *         |  |  glyph |
 *  origin *--+--------+---> baseline direction (unit)
 *         |&lt;-advance-&gt;|
 * </pre>
 *
 * {@code em} is the font size in page units: the length that 1000 glyph units take along "up". Measuring
 * against it keeps every threshold independent of the font size, rotation and page scale.
 */
public final class GlyphFrame {

    private final float originX;
    private final float originY;
    private final float dirX;
    private final float dirY;
    private final float em;
    private final float advance;

    public GlyphFrame(float originX, float originY, float dirX, float dirY, float em, float advance) {
        if (!(em > 0) || Float.isInfinite(em)) {
            throw new IllegalArgumentException("em must be positive and finite: " + em);
        }
        float length = directionLength(dirX, dirY);
        if (!isUsableLength(length)) {
            throw new IllegalArgumentException("baseline direction must be non-zero: " + dirX + "," + dirY);
        }
        this.originX = originX;
        this.originY = originY;
        this.dirX = dirX / length;
        this.dirY = dirY / length;
        this.em = em;
        this.advance = Math.max(0f, advance);
    }

    /** The length the constructor divides a baseline direction by (per glyph: not hypot, 10x slower). */
    public static float directionLength(float dirX, float dirY) {
        return (float) Math.sqrt((double) dirX * dirX + (double) dirY * dirY);
    }

    /** Whether a direction of this length can be normalised (the constructor's check). */
    public static boolean isUsableLength(float length) {
        return length > 0 && !Float.isInfinite(length);
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
}
