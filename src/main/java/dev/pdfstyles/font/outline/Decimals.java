package dev.pdfstyles.font.outline;

/**
 * {@code String.format(Locale.ROOT, "%.Nf", value)}, the same characters, without the Formatter: every
 * font verdict writes its evidence as text, and Formatter (which parses its pattern on every call) was
 * a tenth of the time spent judging a font.
 *
 * <p>Formatter rounds the decimal form {@link Double#toString} gives half-up. So does this class, on the
 * characters of that form ({@code BigDecimal} rounding costs a twentieth of the judge's time); DecimalsTest compares it with Formatter and with {@code BigDecimal} rounding.
 */
public final class Decimals {
    /** Decimal digits that round the kept part up when they lead the dropped part: 5..9 (half-up). */
    private static final char FIRST_ROUND_UP_DIGIT = '5';

    /**
     * Whole numbers below 10^7 are written "123.0" by Double.toString (it uses an exponent from 10^7 up), so
     * rounding leaves them whole: they are written straight from the long (most italic angles, and the slant
     * of an upright stem, are 0).
     */
    private static final double MAX_PLAIN_WHOLE_NUMBER = 1e7;

    private Decimals() {
    }

    /**
     * The value with exactly {@code digits} decimals, rounded half-up, "-" before any negative value (also
     * one that rounds to zero, and -0.0), "NaN", "Infinity", "-Infinity" for those.
     *
     * @throws IllegalArgumentException if digits is negative
     */
    public static String fixed(double value, int digits) {
        if (digits < 0) {
            throw new IllegalArgumentException("digits " + digits + " is negative");
        }
        if (Double.isNaN(value)) {
            return "NaN";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "Infinity" : "-Infinity";
        }
        double magnitude = Math.abs(value);
        String text = magnitude < MAX_PLAIN_WHOLE_NUMBER && magnitude == Math.rint(magnitude)
                ? whole((long) magnitude, digits) : rounded(Double.toString(magnitude), digits);
        boolean negative = value < 0 || (value == 0 && 1 / value < 0);
        return negative ? "-" + text : text;
    }

    /**
     * {@code shortest} ("123.456" or "1.5E-7", as Double.toString writes a non-negative finite value) rounded
     * half-up to {@code digits} decimals, written without exponent.
     */
    private static String rounded(String shortest, int digits) {
        int exponentAt = shortest.indexOf('E');
        int mantissaEnd = exponentAt < 0 ? shortest.length() : exponentAt;
        int pointAt = shortest.indexOf('.');
        // the mantissa's digits without the point: value = 0.d1d2d3... * 10^pointPosition
        char[] mantissa = new char[mantissaEnd - 1];
        shortest.getChars(0, pointAt, mantissa, 0);
        shortest.getChars(pointAt + 1, mantissaEnd, mantissa, pointAt);
        int pointPosition = pointAt + (exponentAt < 0 ? 0 : Integer.parseInt(shortest.substring(exponentAt + 1)));
        // value * 10^digits = (its first `kept` mantissa digits, zero-padded) + the rest, which decides the rounding
        int kept = Math.max(pointPosition + digits, 0);
        char[] scaled = new char[kept + 1];   // one more at the front for a carry
        scaled[0] = '0';
        for (int i = 0; i < kept; i++) {
            scaled[i + 1] = i < mantissa.length ? mantissa[i] : '0';
        }
        int firstDropped = pointPosition + digits;
        if (firstDropped >= 0 && firstDropped < mantissa.length && mantissa[firstDropped] >= FIRST_ROUND_UP_DIGIT) {
            addOneToLastDigit(scaled);
        }
        return withPoint(scaled, digits);
    }

    /** A whole number with {@code digits} zero decimals. */
    private static String whole(long number, int digits) {
        StringBuilder text = new StringBuilder(Long.toString(number));
        if (digits > 0) {
            text.append('.');
            for (int i = 0; i < digits; i++) {
                text.append('0');
            }
        }
        return text.toString();
    }

    private static void addOneToLastDigit(char[] number) {
        int i = number.length - 1;
        while (number[i] == '9') {
            number[i] = '0';
            i--;   // number[0] is a '0' kept for this carry, so i stays in range
        }
        number[i]++;
    }

    /** The integer in {@code scaled} (maybe with leading zeros) divided by 10^digits, as plain text. */
    private static String withPoint(char[] scaled, int digits) {
        int leadingZeros = 0;
        while (leadingZeros < scaled.length && scaled[leadingZeros] == '0') {
            leadingZeros++;
        }
        int significant = scaled.length - leadingZeros;
        int integerDigits = Math.max(significant - digits, 1);
        StringBuilder text = new StringBuilder(integerDigits + digits + 1);
        // the integer part, "0" when the value is below 1, then the point and exactly `digits` decimals
        int width = integerDigits + digits;
        for (int i = 0; i < width; i++) {
            int from = scaled.length - width + i;
            text.append(from >= 0 ? scaled[from] : '0');
            if (i == integerDigits - 1 && digits > 0) {
                text.append('.');
            }
        }
        return text.toString();
    }
}
