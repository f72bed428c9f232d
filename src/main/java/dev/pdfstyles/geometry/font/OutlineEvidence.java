package dev.pdfstyles.geometry.font;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The glyph-outline vote: the median stem width of the measured glyphs through {@link StemWeightRule}, and the
 * median stem slant through {@link ItalicAngleRule#fromSlant(double)}. Medians, so one odd glyph (the top
 * serif of a Times 'i' reads as slant -0.30) does not decide. Pure.
 */
final class OutlineEvidence
{
    /**
     * Glyphs that must be measured before the outlines vote: 2. One glyph can be a swash or a symbol mapped to
     * a letter; with two the median is their mean, and the calibration fonts agree across l, I, H, n within
     * 0.02 em.
     */
    static final int MIN_MEASURED_GLYPHS = 2;

    private OutlineEvidence()
    {
    }

    static StyleVote vote(List<StemMeasurement> measurements, String glyphsMeasured)
    {
        List<Double> stems = new ArrayList<>();
        List<Double> slants = new ArrayList<>();
        for (StemMeasurement m : measurements)
        {
            if (m.isMeasured())
            {
                stems.add(m.stemWidthEm());
            }
            if (Double.isFinite(m.slant()))
            {
                slants.add(m.slant());
            }
        }
        StyleVote vote = StyleVote.silent(EvidenceSource.OUTLINES, "");
        if (stems.size() < MIN_MEASURED_GLYPHS)
        {
            return vote.withNote(stems.size() + " glyph(s) measured" + glyphsMeasured + ", need "
                    + MIN_MEASURED_GLYPHS);
        }
        double stem = median(stems);
        int weight = StemWeightRule.weightFromStem(stem);
        String stemText = "median stem " + Decimals.fixed(stem, 4) + " em over " + stems.size() + " glyphs"
                + glyphsMeasured;
        vote = weight == FontVerdict.UNKNOWN_WEIGHT ? vote.withNote(stemText + " (dead zone)")
                : vote.withWeight(weight, stemText);
        if (slants.size() >= MIN_MEASURED_GLYPHS)
        {
            double slant = median(slants);
            Tristate italic = ItalicAngleRule.fromSlant(slant);
            if (italic.isKnown())
            {
                vote = vote.withItalic(italic, "median stem slant " + Decimals.fixed(slant, 3));
            }
        }
        return vote;
    }

    static double median(List<Double> values)
    {
        // Arrays.sort(double[]) orders as Double.compareTo does (-0.0 before 0.0, NaN last), without boxing
        double[] sorted = new double[values.size()];
        for (int i = 0; i < sorted.length; i++)
        {
            sorted[i] = values.get(i);
        }
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
