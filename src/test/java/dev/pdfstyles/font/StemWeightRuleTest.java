package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StemWeightRuleTest {
    @ParameterizedTest(name = "stem {0} em -> {1}")
    @CsvSource({
        "0.045, 400",   // DejaVuSans-ExtraLight
        "0.069, 400",   // cmr10
        "0.0949, 400",  // URWBookman-Light
        "0.097, 400",
        "0.0971, 0",    // dead zone
        "0.1049, 0",
        "0.105, 700",
        "0.108, 700",   // NimbusMonoPS-Bold
        "0.175, 700",   // DejaVuSans-Bold
        "0.30, 700",
        "0.3001, 0",    // wider than any letter stem
        "0, 0", "-0.1, 0", "NaN, 0", "Infinity, 0",
    })
    void weightFromStem_width_givesWeight(double stem, int weight) {
        assertEquals(weight, StemWeightRule.weightFromStem(stem));
    }

    /** What early stopping relies on: stretches never go down as the value grows, and one stretch has one answer. */
    @Test
    void stretchOf_sweep_isMonotoneWithOneAnswerPerStretch() {
        RuleStretches.assertMonotoneWithOneAnswerPerStretch(StemWeightRule::stretchOf, StemWeightRule::weightFromStem,
                0, Double.MIN_VALUE, StemWeightRule.MAX_REGULAR_STEM_EM, StemWeightRule.MIN_BOLD_STEM_EM,
                StemWeightRule.MAX_PLAUSIBLE_STEM_EM, Math.nextUp(StemWeightRule.MAX_PLAUSIBLE_STEM_EM));
    }
}
