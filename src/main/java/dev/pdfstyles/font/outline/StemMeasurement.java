package dev.pdfstyles.font.outline;

import java.util.Locale;

/**
 * What {@link GlyphStemMeter} found on one glyph: the width of its first vertical stem relative to the em, and
 * the slant of that stem's left edge (dx per dy, positive leaning right). NaN when not measurable.
 */
public final class StemMeasurement {
    static final StemMeasurement NONE = new StemMeasurement(Double.NaN, Double.NaN);

    private final double stemWidthEm;
    private final double slant;

    public StemMeasurement(double stemWidthEm, double slant) {
        this.stemWidthEm = stemWidthEm;
        this.slant = slant;
    }

    public double stemWidthEm() {
        return stemWidthEm;
    }

    public double slant() {
        return slant;
    }

    public boolean isMeasured() {
        return Double.isFinite(stemWidthEm);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "stem %.4f em, slant %.3f", stemWidthEm, slant);
    }
}
