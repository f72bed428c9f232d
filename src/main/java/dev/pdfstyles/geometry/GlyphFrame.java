package dev.pdfstyles.geometry;

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

    /**
     * All six numbers as given: the direction already a unit vector, the em already checked ({@code unit}
     * only tells this constructor from the public one).
     */
    private GlyphFrame(float originX, float originY, float dirX, float dirY, float em, float advance, boolean unit) {
        this.originX = originX;
        this.originY = originY;
        this.dirX = dirX;
        this.dirY = dirY;
        this.em = em;
        this.advance = Math.max(0f, advance);
    }

    /**
     * A frame from numbers a frame was made of (see {@link PageGlyphs}): the direction is not normalised
     * again, which could move its last bit.
     */
    static GlyphFrame ofUnitDirection(float originX, float originY, float dirX, float dirY, float em,
                                      float advance) {
        return new GlyphFrame(originX, originY, dirX, dirY, em, advance, true);
    }

    /** The length the constructor divides a baseline direction by (per glyph: not hypot, 10x slower). */
    static float directionLength(float dirX, float dirY) {
        return (float) Math.sqrt((double) dirX * dirX + (double) dirY * dirY);
    }

    /** Whether a direction of this length can be normalised (the constructor's check). */
    static boolean isUsableLength(float length) {
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

    /** Distance of a page point along the baseline from the origin, in page units. */
    public float along(float x, float y) {
        return (x - originX) * dirX + (y - originY) * dirY;
    }

    /** Distance of a page point above the baseline (negative: below), in page units. */
    public float above(float x, float y) {
        return -(x - originX) * dirY + (y - originY) * dirX;
    }

    /**
     * Axis-aligned page box {minX, minY, maxX, maxY} around the glyph's advance, grown by {@code reachEm}
     * in every direction: where a rule that decorates this glyph can be. Written into {@code zone}
     * (called per glyph and page: no array is made).
     */
    public void decorationZone(float reachEm, float[] zone) {
        decorationZone(reachEm, zone, 0);
    }

    /** As {@link #decorationZone(float, float[])}, written at {@code zone[at..at+3]}. */
    public void decorationZone(float reachEm, float[] zone, int at) {
        float reach = reachEm * em;
        float endX = originX + dirX * advance;
        float endY = originY + dirY * advance;
        zone[at] = Math.min(originX, endX) - reach;
        zone[at + 1] = Math.min(originY, endY) - reach;
        zone[at + 2] = Math.max(originX, endX) + reach;
        zone[at + 3] = Math.max(originY, endY) + reach;
    }
}
