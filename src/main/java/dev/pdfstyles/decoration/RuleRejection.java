package dev.pdfstyles.decoration;

/**
 * Why a rule that glyphs took as a decoration is not one, in the order {@link RuleAcceptor} tests: the
 * first that fails is the one reported. A rule drawn in pieces is judged as its whole line
 * ({@link RuleChains}), so the reason is the line's. Each says what its measure is (see
 * {@link DecorationTrace#ruleRejected}).
 */
public enum RuleRejection {
    /**
     * Text covers less than {@link RuleAcceptor#MIN_TEXT_COVER_OF_RULE} of the rule: a full-width rule under a
     * short heading, a row separator, a signature line. Measure: the share covered, 0 to 1.
     */
    LITTLE_TEXT_OVER_IT(RuleAcceptor.MIN_TEXT_COVER_OF_RULE),
    /**
     * The rule runs on more than {@link RuleAcceptor#MAX_RULE_OVERHANG_EM} past its text at one end: a
     * paragraph's or heading's border, a letterhead rule. Measure: the longer overhang, in em.
     */
    RUNS_PAST_ITS_TEXT(RuleAcceptor.MAX_RULE_OVERHANG_EM),
    /**
     * The rule runs on more than {@link RuleAcceptor#MAX_FLUSH_END_OVERHANG_EM} past both ends of its text,
     * where an underline is flush with its text at one end at least: a table's top rule under a centred
     * caption. Measure: the shorter overhang, in em.
     */
    RUNS_PAST_BOTH_ENDS(RuleAcceptor.MAX_FLUSH_END_OVERHANG_EM),
    /**
     * Its text leaves more than {@link RuleAcceptor#MAX_TEXT_GAP_OVER_RULE_EM} of it bare between two runs of
     * ink (spaces are not ink): a table row's rule under a label and a value, a header line's rule under
     * groups set apart by runs of spaces. Measure: the widest bare stretch, in em.
     */
    GAP_IN_ITS_TEXT(RuleAcceptor.MAX_TEXT_GAP_OVER_RULE_EM),
    /**
     * The rule is a side of a closed outline drawn around its text (a rounded chip or a box whose corners are
     * curves, so no perpendicular side meets it). Measure: the share of its text the outline encloses.
     */
    EDGE_OF_A_FRAME(RuleAcceptor.MIN_ENCLOSED_SHARE),
    /**
     * A perpendicular rule reaches one of its ends or crosses it between its glyphs: a table grid or a box.
     * No measure.
     */
    MEETS_PERPENDICULAR_RULE(Float.NaN),
    /** It is a stacked fraction's bar over its denominator ({@link FractionBars}). No measure. */
    FRACTION_BAR(Float.NaN);

    private final float limit;

    RuleRejection(float limit) {
        this.limit = limit;
    }

    /** The threshold its measure crossed, in the same unit; NaN for a test without a measure. */
    public float limit() {
        return limit;
    }
}
