package dev.pdfstyles.picture;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.decoration.Rule;
import dev.pdfstyles.decoration.RuleRejection;

/**
 * What the decoration stage decided about one rule the page paints, as the decision code reported it
 * ({@link dev.pdfstyles.decoration.DecorationTrace}):
 * <ul>
 *   <li>accepted as an underline or a strike-through;</li>
 *   <li>rejected as a whole by a test of {@link RuleRejection}, after some glyphs took it as a decoration;</li>
 *   <li>or taken by no glyph: then {@link #bandFits} says where it lay against the bands of the glyphs that
 *       measured it (empty when no text ran along it, within reach).</li>
 * </ul>
 */
public final class RuleDecision {

    /** The outcome for the rule as a whole. */
    public enum Verdict { UNDERLINE, STRIKETHROUGH, REJECTED }

    private final int index;
    private final Rule rule;
    private final Verdict verdict;
    private final Role role;
    private final RuleRejection rejection;
    private final float measure;
    private final Set<BandFit> bandFits;
    private final float thicknessEm;

    /**
     * @param role        the role its glyphs gave it ({@link Role#NONE} when none took it)
     * @param rejection   the whole-rule test it failed, or null
     * @param measure     that test's measure (see {@link RuleRejection}), NaN when it has none
     * @param bandFits    every band fit reported for it
     * @param thicknessEm its thickness in em of the first glyph that measured it, NaN when none did
     */
    RuleDecision(int index, Rule rule, Verdict verdict, Role role, RuleRejection rejection, float measure,
                 Set<BandFit> bandFits, float thicknessEm) {
        this.index = index;
        this.rule = rule;
        this.verdict = verdict;
        this.role = role;
        this.rejection = rejection;
        this.measure = measure;
        this.bandFits = bandFits.isEmpty() ? Collections.emptySet()
                : Collections.unmodifiableSet(EnumSet.copyOf(bandFits));
        this.thicknessEm = thicknessEm;
    }

    /** Its index in the page's rules, in painting order. */
    public int index() {
        return index;
    }

    public Rule rule() {
        return rule;
    }

    public Verdict verdict() {
        return verdict;
    }

    public boolean isAccepted() {
        return verdict != Verdict.REJECTED;
    }

    public Role role() {
        return role;
    }

    /** The whole-rule test it failed; null when accepted or when no glyph took it. */
    public RuleRejection rejection() {
        return rejection;
    }

    public float measure() {
        return measure;
    }

    public Set<BandFit> bandFits() {
        return bandFits;
    }

    public float thicknessEm() {
        return thicknessEm;
    }

    /** Why it is not a decoration, as the picture labels it; null when accepted. */
    public RejectionReason reason() {
        return RejectionReason.of(this);
    }

    @Override
    public String toString() {
        return "RuleDecision[" + index + " " + rule + " " + verdict + (isAccepted() ? "" : " " + reason()) + "]";
    }
}
