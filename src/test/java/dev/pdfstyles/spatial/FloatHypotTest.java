package dev.pdfstyles.spatial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class FloatHypotTest {

    @Test
    void randomVectorsOfEveryScaleGetHypotsBits() {
        SplittableRandom random = new SplittableRandom(27);
        for (int i = 0; i < 2_000_000; i++) {
            float dx = randomFloat(random);
            float dy = randomFloat(random);
            assertSameAsHypot(dx, dy);
        }
    }

    /** Lengths just beside a point halfway between two floats, where a wrong rounding would show. */
    @Test
    void lengthsNextToHalfwayPointsGetHypotsBits() {
        SplittableRandom random = new SplittableRandom(7);
        int nearHalfway = 0;
        for (int i = 0; i < 500_000; i++) {
            float dx = (float) (random.nextDouble() * Math.scalb(1.0, random.nextInt(-30, 30)));
            double halfway = (double) dx + Math.ulp(dx) / 2.0;
            float dy = (float) Math.sqrt(halfway * halfway - (double) dx * dx);
            for (int k = -2; k <= 2; k++) {
                float y = dy + k * Math.ulp(dy);
                assertSameAsHypot(dx, y);
                double root = Math.sqrt((double) dx * dx + (double) y * y);
                nearHalfway += FloatHypot.isNearHalfway(root) ? 1 : 0;
            }
        }
        assertTrue(nearHalfway > 0, "the cases reach the halfway guard");
    }

    @Test
    void levelAndUprightSegmentsAreTheirOwnLength() {
        for (float d : new float[] {0f, 1f, 0.5f, 612f, 1e-30f, 3e38f, Float.MIN_VALUE, Float.MAX_VALUE}) {
            assertEquals(d, FloatHypot.of(d, 0f));
            assertEquals(d, FloatHypot.of(0f, -d));
        }
        assertEquals(5f, FloatHypot.of(3f, 4f));
    }

    @Test
    void specialValuesAreHypots() {
        float[] special = {0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MAX_VALUE,
            -Float.MAX_VALUE, Float.MIN_VALUE, Float.MIN_NORMAL, 1f, -1f};
        for (float dx : special) {
            for (float dy : special) {
                assertSameAsHypot(dx, dy);
            }
        }
        assertEquals(Float.POSITIVE_INFINITY, FloatHypot.of(Float.POSITIVE_INFINITY, Float.NaN), "hypot's rule");
    }

    @Test
    void halfwayPointsAreNearHalfwayAndFloatsAreNot() {
        for (float length : new float[] {1.5f, 1f, 3e-38f, 612.25f, Float.MIN_NORMAL, Math.nextDown(Float.MAX_VALUE)}) {
            double above = ((double) length + Math.nextUp(length)) / 2;
            assertTrue(FloatHypot.isNearHalfway(above), () -> "above " + length);
            assertTrue(FloatHypot.isNearHalfway(Math.nextDown(above)), () -> "below above " + length);
            double margin = FloatHypot.HALFWAY_MARGIN_ULPS * Math.ulp(above);
            assertTrue(FloatHypot.isNearHalfway(above + margin), () -> "margin above " + length);
            assertFalse(FloatHypot.isNearHalfway(above + margin + Math.ulp(above)), () -> "past margin " + length);
            assertFalse(FloatHypot.isNearHalfway(length), () -> "the float " + length);
            assertFalse(FloatHypot.isNearHalfway((double) length + Math.ulp(length) / 4), () -> "a quarter " + length);
            if (length > Float.MIN_NORMAL) {
                // the halfway point below a power of two lies in the binade below
                double below = ((double) length + Math.nextDown(length)) / 2;
                assertTrue(FloatHypot.isNearHalfway(below), () -> "below " + length);
                assertTrue(FloatHypot.isNearHalfway(Math.nextUp(below)), () -> "above below " + length);
            }
        }
        // past the largest float: the point from which doubles round to infinity
        double overflow = (double) Float.MAX_VALUE + Math.ulp(Float.MAX_VALUE) / 2.0;
        assertEquals(Float.POSITIVE_INFINITY, (float) overflow);
        assertEquals(Float.MAX_VALUE, (float) Math.nextDown(overflow));
        assertTrue(FloatHypot.isNearHalfway(overflow));
    }

    private static void assertSameAsHypot(float dx, float dy) {
        float expected = (float) Math.hypot(dx, dy);
        float actual = FloatHypot.of(dx, dy);
        assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(actual),
                () -> dx + ", " + dy + ": hypot " + expected + ", ours " + actual);
    }

    /** A float of any sign and binary exponent, subnormals included. */
    private static float randomFloat(SplittableRandom random) {
        int sign = random.nextBoolean() ? 0 : Integer.MIN_VALUE;
        int exponent = random.nextInt(0, 255);   // 0: subnormal; 255 (infinite, NaN) is left to the special cases
        int mantissa = random.nextInt(1 << 23);
        return Float.intBitsToFloat(sign | exponent << 23 | mantissa);
    }
}
