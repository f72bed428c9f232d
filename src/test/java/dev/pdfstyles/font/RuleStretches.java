package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.DoubleToIntFunction;

/**
 * The check both rules' stretch functions must pass for {@link OutlineEvidence#isSettled} to hold: sweeping the
 * value up, the stretch never goes down, and every value of one stretch gets the same answer from the rule,
 * also exactly at the rule's thresholds ({@code edges}) and just either side of each swept value.
 */
final class RuleStretches {
    private static final double SWEEP_FROM = -1.5;
    private static final double SWEEP_TO = 1.5;
    private static final double SWEEP_STEP = 0.0001;

    private RuleStretches() {
    }

    static void assertMonotoneWithOneAnswerPerStretch(DoubleToIntFunction stretchOf, DoubleFunction<Object> rule,
            double... edges) {
        Map<Integer, Object> answers = new HashMap<>();
        int previous = Integer.MIN_VALUE;
        for (double x = SWEEP_FROM; x <= SWEEP_TO; x += SWEEP_STEP) {
            for (double value : new double[] {x, Math.nextDown(x), Math.nextUp(x)}) {
                int stretch = stretchOf.applyAsInt(value);
                Object answer = rule.apply(value);
                Object earlier = answers.putIfAbsent(stretch, answer);
                assertEquals(earlier == null ? answer : earlier, answer, "stretch " + stretch + " at " + value);
            }
            int stretch = stretchOf.applyAsInt(x);
            assertTrue(stretch >= previous, "stretch went down at " + x);
            previous = stretch;
        }
        for (double edge : edges) {
            assertEquals(answers.get(stretchOf.applyAsInt(edge)), rule.apply(edge), "at " + edge);
        }
        assertEquals(-1, stretchOf.applyAsInt(Double.NaN));
    }
}
