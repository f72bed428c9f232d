package dev.pdfstyles.font;

import java.util.ArrayList;
import java.util.List;

/**
 * The em a Type 3 font's letters are drawn to, from their heights, for a font whose FontMatrix does not say it.
 * A Type 3 FontMatrix may scale glyph space by anything (PDF 32000-1 9.6.5), the text's font size making up the
 * difference: Ghostscript rewrites Chromium's Type 3 fonts with a FontMatrix ten times Chromium's and a tenth of
 * the font size, so the same letters measure 7 em tall and their stems 1.13 em, which no stem rule can read.
 * A letter's height is a fixed share of the em its font is designed to, within a narrow band: over the corpus's
 * embedded fonts (287 of them have an 'n') 'n', 'm', 'u', 'r' stand 0.43-0.56 em tall (median 0.47), 'l', 'h'
 * and the capitals 0.60-0.76 (median 0.69), at most 0.88 for a few display faces. So when the probe letters stand
 * more than {@link #MAX_PLAUSIBLE_SCALE} times their usual height, or less than its inverse, the letters, not the
 * matrix, give the em. Pure.
 */
final class LetterHeightEm {
    /** The usual height of the x-height probe letters, in em: the median over the corpus's programs. */
    static final double X_HEIGHT_EM = 0.47;

    /** The usual height of the ascender and capital probe letters ('l', 'h', 'I', 'H', 'E', 'i' with its dot). */
    static final double ASCENDER_HEIGHT_EM = 0.69;

    /**
     * Letters within this factor of their usual height keep the matrix's em: 2, so that no font drawn to its em
     * is rescaled (the tallest x-height letters measured, 0.88 em, are 1.9 times the usual). Between 2 and the
     * factors producers use in practice (Ghostscript's 10) there is room on both sides.
     */
    static final double MAX_PLAUSIBLE_SCALE = 2.0;

    private static final String X_HEIGHT_LETTERS = "nmur";

    private LetterHeightEm() {
    }

    /**
     * How many of the matrix's em the letters' own em is: the median over the glyphs of height over usual
     * height, or exactly 1 when that is within {@link #MAX_PLAUSIBLE_SCALE} of 1 (or nothing was measured).
     *
     * @param characters the probe letters measured
     * @param heightsEm  their glyph heights in the matrix's em, in the same order
     */
    static double scale(CharSequence characters, List<Double> heightsEm) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < heightsEm.size(); i++) {
            double height = heightsEm.get(i);
            if (height > 0 && Double.isFinite(height)) {
                double usual = X_HEIGHT_LETTERS.indexOf(characters.charAt(i)) >= 0 ? X_HEIGHT_EM : ASCENDER_HEIGHT_EM;
                ratios.add(height / usual);
            }
        }
        if (ratios.isEmpty()) {
            return 1.0;
        }
        double scale = OutlineEvidence.median(ratios);
        return scale > MAX_PLAUSIBLE_SCALE || scale < 1 / MAX_PLAUSIBLE_SCALE ? scale : 1.0;
    }
}
