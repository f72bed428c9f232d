package dev.pdfstyles.geometry.font;

/**
 * What {@link GlyphStemMeter} found on one glyph: the width of its first vertical stem relative to the em, and
 * the slant of that stem's left edge (dx per dy, positive leaning right). NaN when not measurable.
 */
final class StemMeasurement
{
    static final StemMeasurement NONE = new StemMeasurement(Double.NaN, Double.NaN);

    private final double stemWidthEm;
    private final double slant;

    StemMeasurement(double stemWidthEm, double slant)
    {
        this.stemWidthEm = stemWidthEm;
        this.slant = slant;
    }

    double stemWidthEm()
    {
        return stemWidthEm;
    }

    double slant()
    {
        return slant;
    }

    boolean isMeasured()
    {
        return Double.isFinite(stemWidthEm);
    }

    @Override
    public String toString()
    {
        return "stem " + Decimals.fixed(stemWidthEm, 4) + " em, slant " + Decimals.fixed(slant, 3);
    }
}
