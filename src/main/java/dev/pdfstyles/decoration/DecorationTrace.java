package dev.pdfstyles.decoration;

import java.util.List;

import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationClassifier.Role;

/**
 * Watches {@link DecorationFinder} decide a page: the very tests it makes, as it makes them (the decision
 * picture, {@code dev.pdfstyles.picture}, draws them). Rules are named by their index in the page's rule
 * list. {@link #NONE} watches nothing: the finder then makes no call and builds nothing for it, so a parse
 * costs what it cost before. An implementation serves one page of one document at a time.
 */
public interface DecorationTrace {

    /** Watches nothing; the finder checks for it by identity and skips every call. */
    DecorationTrace NONE = new DecorationTrace() {
    };

    /** The page's rules, before any test: the indexes in the calls below are theirs. */
    default void pageRules(List<Rule> rules) {
    }

    /**
     * A rule parallel to a glyph's baseline, along its advance, was placed against the glyph's bands. Where
     * a line of glyphs shares one baseline and size, the finder places each rule once for the line, and
     * {@code glyph} is the one it measured from.
     */
    default void bandFitted(int rule, int glyph, BandFit fit) {
    }

    /** A rule some glyphs took as a decoration passed the whole-rule tests, in this role. */
    default void ruleAccepted(int rule, Role role) {
    }

    /**
     * A rule some glyphs took as a decoration failed a whole-rule test ({@link RuleAcceptor}, in the order
     * it tests them).
     *
     * @param role    the role most of its glyphs gave it
     * @param measure what failed, in the unit {@link RuleRejection} gives; NaN where it has none
     */
    default void ruleRejected(int rule, Role role, RuleRejection rejection, float measure) {
    }
}
