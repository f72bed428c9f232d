package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ItalicAngleRuleTest {
    @ParameterizedTest(name = "angle {0} -> {1}")
    @CsvSource({
        "0, NO", "-1, NO", "-3, NO", "-3.99, NO", "3.99, NO",
        "-4, YES", "4, YES", "-4.01, YES", "-9.46, YES", "-12, YES", "12, YES", "-15.5, YES",
        "-45, YES", "45, YES", "-45.01, UNKNOWN", "90, UNKNOWN",
        "NaN, UNKNOWN", "Infinity, UNKNOWN", "-Infinity, UNKNOWN",
    })
    void fromAngleDegrees_angle_givesItalic(double angle, Tristate expected) {
        assertEquals(expected, ItalicAngleRule.fromAngleDegrees(angle));
    }

    @ParameterizedTest(name = "slant {0} -> {1}")
    @CsvSource({
        "0, NO", "0.069, NO", "-0.069, NO",
        "0.0700, YES", "-0.0700, YES", "0.2126, YES", "0.25, YES", "0.34, YES",
        "1.0, YES", "1.001, UNKNOWN", "NaN, UNKNOWN",
    })
    void fromSlant_slant_givesItalic(double slant, Tristate expected) {
        assertEquals(expected, ItalicAngleRule.fromSlant(slant));
    }

    /** What early stopping relies on: stretches never go down as the value grows, and one stretch has one answer. */
    @Test
    void stretchOfSlant_sweep_isMonotoneWithOneAnswerPerStretch() {
        double s = ItalicAngleRule.MIN_ITALIC_SLANT;
        double max = ItalicAngleRule.MAX_PLAUSIBLE_SLANT;
        RuleStretches.assertMonotoneWithOneAnswerPerStretch(ItalicAngleRule::stretchOfSlant, ItalicAngleRule::fromSlant,
                -s, s, Math.nextUp(-s), Math.nextDown(s), -max, max, Math.nextDown(-max), Math.nextUp(max));
    }
}
