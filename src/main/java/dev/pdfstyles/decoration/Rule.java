package dev.pdfstyles.decoration;

/**
 * A straight painted stroke that could be a decoration: the centre line of a stroked segment or of a thin
 * filled rectangle, in page space (see {@link dev.pdfstyles.glyph.GlyphFrame}), with its thickness across that line.
 */
public final class Rule {

    private final float x1;
    private final float y1;
    private final float x2;
    private final float y2;
    private final float thickness;
    /**
     * Bounds {minX, minY, maxX, maxY} of the closed outline with curved corners this rule is a straight side
     * of (a chip, a rounded box; see {@link PathRuleCollector}), shared by the outline's sides and never
     * changed; null for any other rule.
     */
    private final float[] outline;

    public Rule(float x1, float y1, float x2, float y2, float thickness) {
        this(x1, y1, x2, y2, thickness, null);
    }

    /** @param outline see {@link #outline()}; kept, not copied */
    Rule(float x1, float y1, float x2, float y2, float thickness, float[] outline) {
        if (!Float.isFinite(x1) || !Float.isFinite(y1) || !Float.isFinite(x2) || !Float.isFinite(y2)
                || !Float.isFinite(thickness) || thickness < 0) {
            throw new IllegalArgumentException("rule must be finite with thickness >= 0: "
                    + x1 + "," + y1 + " " + x2 + "," + y2 + " t=" + thickness);
        }
        this.x1 = x1;
        this.y1 = y1;
        this.x2 = x2;
        this.y2 = y2;
        this.thickness = thickness;
        this.outline = outline;
    }

    public float x1() {
        return x1;
    }

    public float y1() {
        return y1;
    }

    public float x2() {
        return x2;
    }

    public float y2() {
        return y2;
    }

    public float thickness() {
        return thickness;
    }

    public float length() {
        double dx = x2 - x1;
        double dy = y2 - y1;
        return (float) Math.sqrt(dx * dx + dy * dy);   // hypot is 10x slower; no overflow from floats in doubles
    }

    /**
     * Bounds {minX, minY, maxX, maxY} of the closed outline the rule is a side of, or null; the array is
     * shared, not to be changed.
     */
    float[] outline() {
        return outline;
    }

    public float minX() {
        return Math.min(x1, x2);
    }

    public float maxX() {
        return Math.max(x1, x2);
    }

    public float minY() {
        return Math.min(y1, y2);
    }

    public float maxY() {
        return Math.max(y1, y2);
    }

    @Override
    public String toString() {
        return "Rule[(" + x1 + "," + y1 + ")-(" + x2 + "," + y2 + ") t=" + thickness + "]";
    }
}
