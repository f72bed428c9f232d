package dev.pdfstyles.font;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.font.outline.StemMeasurement;

/**
 * The glyph-outline vote: the median stem width of the measured glyphs through {@link StemWeightRule}, and the
 * median stem slant through {@link ItalicAngleRule#fromSlant(double)}. Medians, so one odd glyph (the top
 * serif of a Times 'i' reads as slant -0.30) does not decide. Pure.
 */
final class OutlineEvidence {
    /**
     * Glyphs that must be measured before the outlines vote: 2. One glyph can be a swash or a symbol mapped to
     * a letter; with two the median is their mean, and the calibration fonts agree across l, I, H, n within
     * 0.02 em.
     */
    static final int MIN_MEASURED_GLYPHS = 2;

    private OutlineEvidence() {
    }

    /**
     * Whether glyphs still to be measured can no longer change the vote (reading and measuring an outline
     * is most of a font verdict's cost). The vote is a median of at most {@code maxGlyphs} values
     * per property; when fewer values can still come than are known, the median stays between the least and
     * the greatest known value (fewer than half of all values lie outside them on either side). When those
     * two are in one stretch of the rule ({@link StemWeightRule#stretchOf}, {@link ItalicAngleRule#stretchOfSlant}),
     * the median gives the rule's answer for the known values, and so does every median of more glyphs: the
     * vote is the one all {@code maxGlyphs} glyphs would give. Typically settled after three glyphs.
     *
     * @param measurements one per glyph read so far (a glyph read counts even when nothing on it was measured)
     */
    static boolean isSettled(List<StemMeasurement> measurements, int maxGlyphs) {
        int stillToCome = maxGlyphs - measurements.size();
        int stems = 0;
        int slants = 0;
        double minStem = Double.POSITIVE_INFINITY;
        double maxStem = Double.NEGATIVE_INFINITY;
        double minSlant = Double.POSITIVE_INFINITY;
        double maxSlant = Double.NEGATIVE_INFINITY;
        for (StemMeasurement m : measurements) {
            if (m.isMeasured()) {
                stems++;
                minStem = Math.min(minStem, m.stemWidthEm());
                maxStem = Math.max(maxStem, m.stemWidthEm());
            }
            if (Double.isFinite(m.slant())) {
                slants++;
                minSlant = Math.min(minSlant, m.slant());
                maxSlant = Math.max(maxSlant, m.slant());
            }
        }
        return stems >= MIN_MEASURED_GLYPHS && stillToCome < stems
                && StemWeightRule.stretchOf(minStem) == StemWeightRule.stretchOf(maxStem)
                && slants >= MIN_MEASURED_GLYPHS && stillToCome < slants
                && ItalicAngleRule.stretchOfSlant(minSlant) == ItalicAngleRule.stretchOfSlant(maxSlant);
    }

    static StyleVote vote(List<StemMeasurement> measurements, String glyphsMeasured) {
        List<Double> stems = new ArrayList<>();
        List<Double> slants = new ArrayList<>();
        for (StemMeasurement m : measurements) {
            if (m.isMeasured()) {
                stems.add(m.stemWidthEm());
            }
            if (Double.isFinite(m.slant())) {
                slants.add(m.slant());
            }
        }
        StyleVote vote = StyleVote.silent(EvidenceSource.OUTLINES, "");
        if (stems.size() < MIN_MEASURED_GLYPHS) {
            int measured = stems.size();
            return vote.withNote(() -> measured + " glyph(s) measured" + glyphsMeasured + ", need "
                    + MIN_MEASURED_GLYPHS);
        }
        double stem = median(stems);
        int weight = StemWeightRule.weightFromStem(stem);
        int measured = stems.size();
        Supplier<String> stemText = () -> String.format(Locale.ROOT, "median stem %.4f em over %d glyphs", stem, measured)
                + glyphsMeasured;
        vote = weight == FontVerdict.UNKNOWN_WEIGHT ? vote.withNote(() -> stemText.get() + " (dead zone)")
                : vote.withWeight(weight, stemText);
        if (slants.size() >= MIN_MEASURED_GLYPHS) {
            double slant = median(slants);
            Tristate italic = ItalicAngleRule.fromSlant(slant);
            if (italic.isKnown()) {
                vote = vote.withItalic(italic, () -> "median stem slant " + String.format(Locale.ROOT, "%.3f", slant));
            }
        }
        return vote;
    }

    static double median(List<Double> values) {
        // Arrays.sort(double[]) orders as Double.compareTo does (-0.0 before 0.0, NaN last), without boxing
        double[] sorted = new double[values.size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = values.get(i);
        }
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
