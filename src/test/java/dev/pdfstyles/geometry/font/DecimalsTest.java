package dev.pdfstyles.geometry.font;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
