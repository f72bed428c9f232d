package dev.pdfstyles.picture;

import java.util.Locale;
import java.util.Set;

import dev.pdfstyles.decoration.DecorationClassifier;
import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationFinder;
import dev.pdfstyles.decoration.RuleRejection;

/**
 * Why a rule is not a decoration, in the words of the picture: a short tag drawn beside the rule and a
 * sentence in the legend. Each reason is one outcome of the decision code, never a guess of the picture's:
 * the first seven are the whole-rule tests of {@link RuleRejection}; the others say why no glyph took the
 * rule at all, from the {@link BandFit}s reported for it.
 */
public enum RejectionReason {
    MEETS_PERPENDICULAR_RULE("grid", "meets or crosses a perpendicular rule: a table grid, a box"),
    LITTLE_TEXT_OVER_IT("bare", "text covers less than " + percent(RuleRejection.LITTLE_TEXT_OVER_IT.limit())
            + " of it: a full-width rule, a row separator, a signature line"),
    RUNS_PAST_ITS_TEXT("past", "runs on more than " + em(RuleRejection.RUNS_PAST_ITS_TEXT.limit())
            + " past its text: a paragraph or heading border, a letterhead rule"),
    RUNS_PAST_BOTH_ENDS("both ends", "runs on more than " + em(RuleRejection.RUNS_PAST_BOTH_ENDS.limit())
            + " past both ends of its text: a table's top rule under its caption"),
    GAP_IN_ITS_TEXT("gap", "its text leaves more than " + em(RuleRejection.GAP_IN_ITS_TEXT.limit())
            + " of it without ink between two runs: a row rule under a label and a value, a head rule"),
    EDGE_OF_A_FRAME("frame", "a side of a rounded outline around its text: a chip, a box"),
    FRACTION_BAR("fraction", "the bar of a stacked fraction over its denominator"),
    TOO_THICK("thick", "thicker than " + em(DecorationClassifier.MAX_THICKNESS_EM)
            + " of the text along it: a box, a highlight, shading"),
    OUT_OF_BANDS("off band", "text runs along it, but it is at neither underline nor strike-through height"),
    NO_TEXT_ALONG_IT("no text", "no text runs along it within " + em(DecorationFinder.ZONE_REACH_EM)
            + " (none near it, or only text across it)"),
    DETECTION_OFF("off", "at a decoration's height, but that decoration's detection is off"),
    UNMEASURABLE("?", "its size or place is not a number");

    private final String tag;
    private final String description;

    RejectionReason(String tag, String description) {
        this.tag = tag;
        this.description = description;
    }

    /** The short tag drawn beside a rule (with its measure, see {@link #label}). */
    public String tag() {
        return tag;
    }

    /** The legend's sentence. */
    public String description() {
        return description;
    }

    /** The reason for a rejected rule; null for an accepted one. */
    static RejectionReason of(RuleDecision decision) {
        if (decision.isAccepted()) {
            return null;
        }
        if (decision.rejection() != null) {
            return RejectionReason.valueOf(decision.rejection().name());
        }
        Set<BandFit> fits = decision.bandFits();
        if (fits.isEmpty()) {
            return NO_TEXT_ALONG_IT;
        }
        if (fits.contains(BandFit.UNDERLINE) || fits.contains(BandFit.STRIKETHROUGH)) {
            // a fit in a band makes a candidate whenever its decoration is detected
            return DETECTION_OFF;
        }
        if (fits.contains(BandFit.TOO_THICK)) {
            return TOO_THICK;
        }
        if (fits.contains(BandFit.BELOW_UNDERLINE_BAND) || fits.contains(BandFit.BETWEEN_BANDS)
                || fits.contains(BandFit.ABOVE_STRIKE_BAND)) {
            return OUT_OF_BANDS;
        }
        return UNMEASURABLE;
    }

    /** The tag with the rule's measure, as drawn beside it ("bare 23%", "past 4.2 em", "grid"). */
    static String label(RuleDecision decision) {
        RejectionReason reason = of(decision);
        if (reason == null) {
            return "";
        }
        switch (reason) {
            case LITTLE_TEXT_OVER_IT:
                return reason.tag + " " + percent(decision.measure());
            case RUNS_PAST_ITS_TEXT:
            case RUNS_PAST_BOTH_ENDS:
            case GAP_IN_ITS_TEXT:
                return reason.tag + " " + em(decision.measure());
            case EDGE_OF_A_FRAME:
                return reason.tag + " " + percent(decision.measure());
            case TOO_THICK:
                return Float.isNaN(decision.thicknessEm()) ? reason.tag : reason.tag + " " + em(decision.thicknessEm());
            default:
                return reason.tag;
        }
    }

    private static String percent(float share) {
        return Math.round(share * 100) + "%";
    }

    private static String em(float em) {
        return String.format(Locale.ROOT, "%.1f em", em);
    }
}
