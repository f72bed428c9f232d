package dev.pdfstyles.font;

/**
 * Decides bold or regular from the measured stem width of a glyph outline, in em (issue #4, glyph-outline
 * evidence). Pure; a dead zone between the two thresholds gives no vote.
 *
 * <p>Calibration (median of the first-stem width of l, I, H, n, i on the 0.30-height scan line, measured by
 * {@link dev.pdfstyles.font.outline.GlyphStemMeter} on the Debian fonts with the test-scope tool {@code StemCalibration} (command in its
 * Javadoc), 2026-11-30; full table in src/test/resources/fonts/README.md):
 * <pre>
 *  regular                              bold
 *  DejaVuSans            0.090          DejaVuSans-Bold            0.175
 *  DejaVuSerif           0.090          DejaVuSerif-Bold           0.173
 *  DejaVuSansMono        0.090          DejaVuSansMono-Bold        0.143
 *  DejaVuSansCondensed   0.082          DejaVuSansCondensed-Bold   0.157
 *  DejaVuSans-ExtraLight 0.045
 *  LiberationSans        0.088          LiberationSans-Bold        0.137
 *  LiberationSerif       0.081          LiberationSerif-Bold       0.141
 *  LiberationMono        0.088          LiberationMono-Bold        0.137
 *  LiberationSansNarrow  0.072          LiberationSansNarrow-Bold  0.113
 *  NimbusSans            0.084          NimbusSans-Bold            0.140
 *  NimbusRoman           0.084          NimbusRoman-Bold           0.139
 *  NimbusMonoPS          0.052          NimbusMonoPS-Bold          0.108
 *  NimbusSansNarrow      0.072          NimbusSansNarrow-Bold      0.114
 *  P052-Roman            0.084          P052-Bold                  0.122
 *  C059-Roman            0.094          C059-Bold                  0.157
 *  URWBookman-Light      0.095          URWBookman-Demi            0.163
 *  URWGothic-Book        0.074          URWGothic-Demi             0.133
 *  lmroman10-regular     0.069          lmroman10-bold             0.114
 *  lmroman5-regular      0.089          lmsans10-bold              0.136
 *  lmsans10-regular      0.078          lmromandemi10              0.114
 *  cmr10                 0.069          cmbx10 / cmb10             0.114
 *  cmr5                  0.089          cmbx5                      0.133
 *  cmr17                 0.053          cmbx12                     0.109
 *  (miss: lmmonolt10-bold, a bold of a light typewriter face, 0.083: reads as regular)
 * </pre>
 * Highest regular 0.095, lowest bold 0.108: the dead zone sits between them.
 */
final class StemWeightRule {
    /**
     * Stem at or above this is bold: 0.105 em, under the lightest measured bold (NimbusMonoPS-Bold 0.108,
     * cmbx12 0.109). Raising it to 0.11 loses those two; lowering it under 0.096 makes URWBookman-Light bold.
     */
    static final double MIN_BOLD_STEM_EM = 0.105;

    /**
     * Stem at or below this is regular: 0.097 em, over the heaviest measured regular (URWBookman-Light 0.095,
     * C059-Roman 0.094). Between the two thresholds the stem gives no vote.
     */
    static final double MAX_REGULAR_STEM_EM = 0.097;

    /**
     * Wider than this is not a letter stem: 0.30 em. The heaviest faces measured stay under 0.19 (DejaVuSans-Bold
     * 0.188 on 'I'); Black faces reach about 0.25. A wider first run means the probe hit a filled box or a
     * merged shape, and gives no vote.
     */
    static final double MAX_PLAUSIBLE_STEM_EM = 0.30;

    /** The weight the rule gives to a bold stem. */
    static final int STEM_BOLD_WEIGHT = 700;
    /** The weight the rule gives to a regular stem. */
    static final int STEM_REGULAR_WEIGHT = 400;

    /** {@link #stretchOf} of the widths that are regular. */
    private static final int REGULAR_STRETCH = 1;
    /** {@link #stretchOf} of the widths that are bold. */
    private static final int BOLD_STRETCH = 3;

    private StemWeightRule() {
    }

    /** 700, 400, or {@link FontVerdict#UNKNOWN_WEIGHT} for the dead zone, NaN, zero, negative or implausibly wide stems. */
    static int weightFromStem(double stemWidthEm) {
        switch (stretchOf(stemWidthEm)) {
            case REGULAR_STRETCH:
                return STEM_REGULAR_WEIGHT;
            case BOLD_STRETCH:
                return STEM_BOLD_WEIGHT;
            default:
                return FontVerdict.UNKNOWN_WEIGHT;
        }
    }

    /**
     * Which stretch of widths the stem is in, counted from thin to wide: 0 up to zero, 1 regular, 2 the dead
     * zone, 3 bold, 4 implausibly wide; -1 for NaN. {@link #weightFromStem} is decided by the stretch alone,
     * so stems whose least and greatest are in one stretch have one weight between them too (which
     * comparing their weights does not tell: the dead zone and the implausible widths share UNKNOWN).
     */
    static int stretchOf(double stemWidthEm) {
        if (Double.isNaN(stemWidthEm)) {
            return -1;
        }
        if (!(stemWidthEm > 0)) {
            return 0;
        }
        if (stemWidthEm <= MAX_REGULAR_STEM_EM) {
            return REGULAR_STRETCH;
        }
        if (stemWidthEm < MIN_BOLD_STEM_EM) {
            return 2;
        }
        return stemWidthEm <= MAX_PLAUSIBLE_STEM_EM ? BOLD_STRETCH : 4;
    }
}
