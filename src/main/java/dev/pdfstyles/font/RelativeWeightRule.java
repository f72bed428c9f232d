package dev.pdfstyles.font;

/**
 * Decides "emboldened" by comparing a font's mean stroke width with a regular font's on the same page and in
 * the same script, for fonts whose own metadata and stems say nothing (issue #4: "compared with the other
 * fonts of the same document"). Pure.
 */
public final class RelativeWeightRule {
    /**
     * Stroke width ratio from which a font reads bold: 1.3. Bold faces and emboldened copies measure
     * 1.45-1.6 times their regular ({@link dev.pdfstyles.font.outline.StrokeWidthMeter}); different regular designs of one script differ
     * by less (CMR against LiberationSerif: 0.74; WenQuanYi against itself in another subset: 1.0).
     */
    static final double MIN_BOLD_RATIO = 1.3;

    private RelativeWeightRule() {
    }

    public static boolean isBolder(double candidateStrokeEm, double regularStrokeEm) {
        return candidateStrokeEm > 0 && regularStrokeEm > 0
                && candidateStrokeEm >= MIN_BOLD_RATIO * regularStrokeEm;
    }
}
