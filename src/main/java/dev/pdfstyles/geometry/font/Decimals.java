package dev.pdfstyles.geometry.font;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * {@code String.format(Locale.ROOT, "%.Nf", value)}, the same characters, without the Formatter: every
 * font verdict writes its evidence as text, and Formatter (which parses its pattern on every call) was
 * a tenth of the time spent judging a font.
 */
final class Decimals
{
    private Decimals()
    {
    }

    static String fixed(double value, int digits)
    {
        if (Double.isNaN(value))
        {
            return "NaN";
        }
        if (Double.isInfinite(value))
        {
            return value > 0 ? "Infinity" : "-Infinity";
        }
        // Formatter rounds the shortest decimal form of the double half-up, as BigDecimal does here
        String text = new BigDecimal(Double.toString(Math.abs(value))).setScale(digits, RoundingMode.HALF_UP)
                .toPlainString();
        boolean negative = value < 0 || (value == 0 && 1 / value < 0);
        return negative ? "-" + text : text;
    }
}
