package dev.pdfstyles.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.EnumSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.decoration.Rule;
import dev.pdfstyles.decoration.RuleRejection;

class RejectionReasonTest {

    private static final Rule RULE = new Rule(100, 700, 200, 700, 0.5f);

    private static RuleDecision untaken(Set<BandFit> fits, float thicknessEm) {
        return new RuleDecision(0, RULE, RuleDecision.Verdict.REJECTED, Role.NONE, null, Float.NaN, fits, thicknessEm);
    }

    private static RuleDecision rejected(RuleRejection rejection, float measure) {
        return new RuleDecision(0, RULE, RuleDecision.Verdict.REJECTED, Role.UNDERLINE, rejection, measure,
                EnumSet.of(BandFit.UNDERLINE), Float.NaN);
    }

    /** Why no glyph took a rule, from the fits reported for it: the closest to a decoration wins. */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
            "; NO_TEXT_ALONG_IT",
            "TOO_THICK; TOO_THICK",
            "BELOW_UNDERLINE_BAND; OUT_OF_BANDS",
            "BETWEEN_BANDS; OUT_OF_BANDS",
            "ABOVE_STRIKE_BAND; OUT_OF_BANDS",
            "BELOW_UNDERLINE_BAND ABOVE_STRIKE_BAND; OUT_OF_BANDS",
            "TOO_THICK BELOW_UNDERLINE_BAND; TOO_THICK",
            "UNDERLINE; DETECTION_OFF",
            "STRIKETHROUGH TOO_THICK; DETECTION_OFF",
            "UNMEASURABLE; UNMEASURABLE"
    })
    void of_ruleNoGlyphTook_reasonFromItsFits(String fits, RejectionReason expected) {
        // arrange
        Set<BandFit> set = EnumSet.noneOf(BandFit.class);
        if (fits != null) {
            for (String fit : fits.trim().split(" ")) {
                set.add(BandFit.valueOf(fit));
            }
        }
        // act, assert
        assertEquals(expected, RejectionReason.of(untaken(set, Float.NaN)));
    }

    @ParameterizedTest
    @CsvSource({
            "LITTLE_TEXT_OVER_IT, 0.234, bare 23%",
            "RUNS_PAST_ITS_TEXT, 4.26, past 4.3 em",
            "GAP_IN_ITS_TEXT, 7.5, gap 7.5 em",
            "RUNS_PAST_BOTH_ENDS, 0.9, both ends 0.9 em",
            "EDGE_OF_A_FRAME, 1, frame 100%",
            "MEETS_PERPENDICULAR_RULE, NaN, grid",
            "FRACTION_BAR, NaN, fraction"
    })
    void label_wholeRuleRejection_tagWithItsMeasure(RuleRejection rejection, float measure, String expected) {
        // act
        RuleDecision decision = rejected(rejection, measure);
        // assert
        assertEquals(RejectionReason.valueOf(rejection.name()), decision.reason());
        assertEquals(expected, RejectionReason.label(decision));
    }

    @Test
    void of_everyWholeRuleRejection_hasItsReason() {
        for (RuleRejection rejection : RuleRejection.values()) {
            assertEquals(rejection.name(), RejectionReason.of(rejected(rejection, 1f)).name());
        }
    }

    @Test
    void label_tooThick_tagWithTheThicknessInEm() {
        assertEquals("thick 1.2 em", RejectionReason.label(untaken(EnumSet.of(BandFit.TOO_THICK), 1.234f)));
        assertEquals("thick", RejectionReason.label(untaken(EnumSet.of(BandFit.TOO_THICK), Float.NaN)));
    }

    @Test
    void of_acceptedRule_noReason() {
        // arrange
        RuleDecision accepted = new RuleDecision(0, RULE, RuleDecision.Verdict.UNDERLINE, Role.UNDERLINE, null,
                Float.NaN, EnumSet.of(BandFit.UNDERLINE), Float.NaN);
        // act, assert
        assertNull(accepted.reason());
        assertEquals("", RejectionReason.label(accepted));
    }

    @Test
    void description_limitsFromTheDecisionCode() {
        assertEquals("text covers less than 60% of it: a full-width rule, a row separator, a signature line",
                RejectionReason.LITTLE_TEXT_OVER_IT.description());
        assertEquals("thicker than 0.2 em of the text along it: a box, a highlight, shading",
                RejectionReason.TOO_THICK.description());
    }
}
