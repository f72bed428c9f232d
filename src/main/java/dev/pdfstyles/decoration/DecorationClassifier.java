package dev.pdfstyles.decoration;

/**
 * Decides, from numbers measured in the glyph's own frame, whether a rule near a glyph is drawn under it
 * (underline), through it (strike-through) or is something else. Pure: inputs are em-relative numbers.
 *
 * <pre>
 *   +0.50 em  -+-  top of the strike band (below the cap height, so a cell's top border is not a strike)
 *             |   strike-through: centre at 0.15..0.50 em above the baseline (x-height middle ~0.25-0.3)
 *   +0.15 em  -+-
 *   +0.05 em  -+-  top of the underline band (a rule touching the baseline from below still counts)
 *  baseline ---+-------------------------------------------------
 *             |   underline: centre at 0.05 above .. 0.45 em below the baseline
 *   -0.45 em  -+-  (Word 0.13, Chromium ~0.1, LaTeX ulem ~0.2, LibreOffice ~0.15 em)
 * </pre>
 */
public final class DecorationClassifier {

    /** What a rule is to one glyph. */
    public enum Role { UNDERLINE, STRIKETHROUGH, NONE }

    /**
     * Where a rule lies against one glyph's bands: a role, or the test it failed (for the decision picture,
     * {@code dev.pdfstyles.picture}: "why is this line not an underline?").
     */
    public enum BandFit {
        UNDERLINE(Role.UNDERLINE),
        STRIKETHROUGH(Role.STRIKETHROUGH),
        /** Thicker than {@link #MAX_THICKNESS_EM}: a box, a highlight or cell shading. */
        TOO_THICK(Role.NONE),
        /** Centre lower than the underline band: a border under the line, or a rule of the next line. */
        BELOW_UNDERLINE_BAND(Role.NONE),
        /** Centre between the underline band's top and the strike band's bottom. */
        BETWEEN_BANDS(Role.NONE),
        /** Centre higher than the strike band: through the capitals, or a cell's top border. */
        ABOVE_STRIKE_BAND(Role.NONE),
        /** A measure is not a number (or the thickness is negative): nothing to place. */
        UNMEASURABLE(Role.NONE);

        private final Role role;

        BandFit(Role role) {
            this.role = role;
        }

        /** The role this fit gives the rule: {@link Role#NONE} for every failed test. */
        public Role role() {
            return role;
        }
    }

    /**
     * Thicker rules are boxes, not lines: highlights and cell shading. MuPDF uses size/4
     * ({@code stext-device.c}, FZ_STEXT_HIGHLIGHT); real decorations are 0.04-0.1 em (Word 0.72 pt at 12 pt).
     */
    public static final float MAX_THICKNESS_EM = 0.2f;

    /** Underline centre may sit this far above the baseline (rules that touch the glyph bottoms). */
    static final float UNDERLINE_MAX_ABOVE_EM = 0.05f;

    /**
     * Underline centre may sit this far below the baseline. veraPDF allows 0.35 em; ulem's \\uline with
     * a deep strut measures up to ~0.3 em; below 0.45 em a rule belongs to the next line or is a border.
     */
    static final float UNDERLINE_MAX_BELOW_EM = 0.45f;

    /**
     * Strike-through centre must be at least this far above the baseline: there a rule still runs through
     * the lower half of the lowercase letters (x-height 0.4-0.55 em), where ulem draws a strike-out nested
     * in an underline (0.146 em), and it clears the underline band by more than a thin rule's width.
     */
    static final float STRIKE_MIN_ABOVE_EM = 0.12f;

    /**
     * ...and at most this far: above it the rule runs through the upper part of capitals or is the top
     * border of a cell (MuPDF caps strikeouts at 0.8 of the ascender for the same reason).
     */
    static final float STRIKE_MAX_ABOVE_EM = 0.50f;

    /** Where producers put an underline's centre (for choosing between two lines a rule could serve). */
    static final float TYPICAL_UNDERLINE_ABOVE_EM = -0.12f;

    /** Where producers put a strike-through's centre. */
    static final float TYPICAL_STRIKE_ABOVE_EM = 0.30f;

    private DecorationClassifier() {
    }

    /**
     * @param centreAboveBaselineEm the rule's centre line above the glyph's baseline, in em (negative: below)
     * @param thicknessEm           the rule's thickness in em
     */
    public static Role classify(float centreAboveBaselineEm, float thicknessEm) {
        return fit(centreAboveBaselineEm, thicknessEm).role();
    }

    /** {@link #classify}, saying which test a rule that is no decoration of the glyph failed. */
    public static BandFit fit(float centreAboveBaselineEm, float thicknessEm) {
        if (!Float.isFinite(centreAboveBaselineEm) || !Float.isFinite(thicknessEm) || thicknessEm < 0) {
            return BandFit.UNMEASURABLE;
        }
        if (thicknessEm > MAX_THICKNESS_EM) {
            return BandFit.TOO_THICK;
        }
        if (centreAboveBaselineEm <= UNDERLINE_MAX_ABOVE_EM && centreAboveBaselineEm >= -UNDERLINE_MAX_BELOW_EM) {
            return BandFit.UNDERLINE;
        }
        if (centreAboveBaselineEm >= STRIKE_MIN_ABOVE_EM && centreAboveBaselineEm <= STRIKE_MAX_ABOVE_EM) {
            return BandFit.STRIKETHROUGH;
        }
        if (centreAboveBaselineEm < -UNDERLINE_MAX_BELOW_EM) {
            return BandFit.BELOW_UNDERLINE_BAND;
        }
        return centreAboveBaselineEm > STRIKE_MAX_ABOVE_EM ? BandFit.ABOVE_STRIKE_BAND : BandFit.BETWEEN_BANDS;
    }

    /** How far (em) a rule is from where its role is usually drawn: smaller is the better fit. */
    public static float distanceFromTypical(Role role, float centreAboveBaselineEm) {
        switch (role) {
            case UNDERLINE:
                return Math.abs(centreAboveBaselineEm - TYPICAL_UNDERLINE_ABOVE_EM);
            case STRIKETHROUGH:
                return Math.abs(centreAboveBaselineEm - TYPICAL_STRIKE_ABOVE_EM);
            default:
                return Float.POSITIVE_INFINITY;
        }
    }
}
