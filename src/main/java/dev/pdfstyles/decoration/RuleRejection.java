package dev.pdfstyles.decoration;

/**
 * Why a rule that glyphs took as a decoration is not one, in the order {@link RuleAcceptor} tests: the
 * first that fails is the one reported. Each says what its measure is (see
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
     * Its text leaves more than {@link RuleAcceptor#MAX_TEXT_GAP_OVER_RULE_EM} of it bare between two runs: a
     * table row's rule under a label and a value. Measure: the widest bare stretch, in em.
     */
    GAP_IN_ITS_TEXT(RuleAcceptor.MAX_TEXT_GAP_OVER_RULE_EM),
    /** A perpendicular rule meets one of its ends or crosses it: a table grid or a box. No measure. */
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
