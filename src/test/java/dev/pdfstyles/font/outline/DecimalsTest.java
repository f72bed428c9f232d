package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DecimalsTest {

    @ParameterizedTest
    @ValueSource(doubles = {0, -0.0, 0.5, 0.125, 0.0125, 0.00125, -0.001, -0.004, -0.005, 1.005, 2.675, 0.1411,
            -12.5, 1e-9, 123456.789, 1e30, -1e30, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MAX_VALUE, 0.99995, 0.9995, 0.995})
    void fixed_sameAsFormatter(double value) {
        for (int digits = 1; digits <= 4; digits++) {
            assertEquals(String.format(Locale.ROOT, "%." + digits + "f", value), Decimals.fixed(value, digits),
                    value + " to " + digits);
        }
    }

    @Test
    void fixed_sameAsFormatterOnRandomValues() {
        Random random = new Random(42);
        for (int i = 0; i < 20_000; i++) {
            double value = (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(8) - 4);
            int digits = 1 + random.nextInt(4);
            assertEquals(String.format(Locale.ROOT, "%." + digits + "f", value), Decimals.fixed(value, digits),
                    value + " to " + digits);
        }
    }

    @Test
    void fixed_sameAsBigDecimalHalfUpOverAllExponents() {
        // arrange: any bit pattern of a finite double, so every Double.toString form and exponent occurs
        Random random = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            double value = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(value)) {
                continue;
            }
            int digits = random.nextInt(7);
            // act + assert
            assertEquals(halfUp(value, digits), Decimals.fixed(value, digits), value + " to " + digits);
        }
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, 0.5, 1.5, 2.5, 9.5, 99.5, 0.05, 0.95, 9.99995, 1e-7, 5e-7, 4.9999e-7, 999999.5,
            1e7, 12345678.5, 1e22, 1e-300, 123.0, 0.001, 0.0005, 9999999.0, 10000001.0, 15.0, 4096.0})
    void fixed_carriesAndPadsLikeBigDecimal(double value) {
        for (int digits = 0; digits <= 6; digits++) {
            assertEquals(halfUp(value, digits), Decimals.fixed(value, digits), value + " to " + digits);
            assertEquals(halfUp(-value, digits), Decimals.fixed(-value, digits), -value + " to " + digits);
        }
    }

    @Test
    void fixed_negativeDigits_throws() {
        assertThrows(IllegalArgumentException.class, () -> Decimals.fixed(1.0, -1));
    }

    /** The previous implementation: BigDecimal rounding of the shortest decimal form. */
    private static String halfUp(double value, int digits) {
        String text = new BigDecimal(Double.toString(Math.abs(value))).setScale(digits, RoundingMode.HALF_UP)
                .toPlainString();
        return value < 0 || (value == 0 && 1 / value < 0) ? "-" + text : text;
    }
}
