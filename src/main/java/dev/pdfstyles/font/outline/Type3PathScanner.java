package dev.pdfstyles.font.outline;

import java.awt.geom.AffineTransform;
import java.awt.geom.GeneralPath;
import java.awt.geom.Point2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

import org.apache.pdfbox.pdmodel.font.PDType3CharProc;
import org.apache.pdfbox.util.Matrix;

/**
 * The fast path of {@link Type3GlyphOutlines}: reads a Type 3 glyph procedure that is only path
 * construction, path painting, {@code q}/{@code Q}/{@code cm} and operators with numeric operands that draw nothing
 * (line and colour settings, {@code d0}/{@code d1}), straight from its bytes, and builds the filled outline with
 * the same {@link GeneralPath} calls, on the same float values, as the PDFBox engine does. Anything else (names,
 * strings, arrays, comments, inline images, other operators, numbers PDFBox reads in its own tolerant way) returns
 * null, and the PDFBox engine reads the glyph.
 *
 * <p>Why: Chromium writes fonts it may not embed as Type 3 fonts whose glyphs are 5-10 KB of decimals each; through
 * PDFBox's tokenizer (a string, a {@code COSFloat} and a {@code Float.parseFloat} per number) measuring five of them
 * cost as much as the stock parse of the whole page (chromium/regular-only.pdf: 2.3 ms against 2.3 ms).
 * Type3PathScannerTest compares both paths segment by segment, bit for bit.
 */
final class Type3PathScanner {
    /**
     * Longest glyph procedure read here: real ones are under 20 KB. A longer (or hostile, endlessly inflating) one
     * goes to the engine, which stops after {@link Type3GlyphOutlines#MAX_OPERATORS} operators while reading.
     */
    static final int MAX_GLYPH_PROCEDURE_BYTES = 256 * 1024;

    /** Most operands a whitelisted operator takes ({@code c}, {@code cm}); more on the stack go to the engine. */
    private static final int MAX_OPERANDS = 6;

    /**
     * Significant digits a number may have here: a long holds 18; PDFBox reads a longer integer as out of range
     * and a longer decimal with {@code Float.parseFloat}, which the engine then does.
     */
    private static final int MAX_NUMBER_DIGITS = 18;

    /** Below 2^53 a long is exact as a double, so the quotient by an exact power of ten is correctly rounded. */
    private static final long MAX_EXACT_DOUBLE_MANTISSA = 1L << 53;

    /** Powers of ten exact as doubles (10^0 to 10^22), the divisors of decimals with at most 22 fraction digits. */
    private static final double[] EXACT_POWERS_OF_TEN = exactPowersOfTen();

    /**
     * Operators counted like {@link Type3GlyphOutlines#processOperator}, where {@code b}, {@code b*} and {@code s}
     * count three: PDFBox runs them as close-path plus a second operator through the same method.
     */
    private static final int COMPOUND_OPERATOR_COUNT = 3;

    private final byte[] data;
    private int position;
    private final float[] operands = new float[MAX_OPERANDS];
    private int operandCount;
    private int operatorsCounted;
    private Matrix ctm;
    private AffineTransform toDevice;
    private final Deque<Matrix> savedCtms = new ArrayDeque<>();
    private final float[] point = new float[2];
    private GeneralPath current = new GeneralPath();
    /**
     * Whether {@link #current} has a current point: GeneralPath answers that with a new Point2D, and the
     * question comes with nearly every operator.
     */
    private boolean hasCurrentPoint;
    private GeneralPath filled = new GeneralPath();
    private boolean anyFilled;

    private Type3PathScanner(byte[] data, Matrix ctm) {
        this.data = data;
        setCtm(ctm);
    }

    /**
     * The filled outline of the glyph procedure in em units, as {@link Type3GlyphOutlines} gives it, or null when the
     * procedure holds anything this reader leaves to the engine (or cannot be read: the engine then reports why).
     */
    static GeneralPath filledOutline(PDType3CharProc charProc) {
        byte[] bytes;
        Matrix ctm = new Matrix();
        try {
            bytes = GlyphProcedureBytes.read(charProc, MAX_GLYPH_PROCEDURE_BYTES);
            // the engine's stream matrix: the identity page CTM concatenated with the FontMatrix (PDF 32000-1 9.6.5)
            ctm.concatenate(charProc.getMatrix());
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return bytes.length > MAX_GLYPH_PROCEDURE_BYTES ? null : new Type3PathScanner(bytes, ctm).scan();
    }

    private GeneralPath scan() {
        while (true) {
            skipWhitespace();
            if (position == data.length) {
                return filled;
            }
            int c = data[position] & 0xff;
            boolean read = isNumberStart(c) ? readNumber() : readOperator();
            if (!read) {
                return null;
            }
        }
    }

    /**
     * Reads a number onto the operand stack; false when PDFBox might read it otherwise or the stack is full.
     * The bytes and the position are read into locals: a Chromium glyph is thousands of digits, and this loop is
     * most of reading it.
     */
    private boolean readNumber() {
        byte[] bytes = data;
        int end = bytes.length;
        int p = position;
        int start = p;
        boolean negative = bytes[p] == '-';
        if (negative || bytes[p] == '+') {
            p++;
        }
        long mantissa = 0;
        int digits = 0;
        int dotAt = -1;
        while (p < end) {
            int digit = bytes[p] - '0';
            if (digit >= 0 && digit <= 9) {
                if (++digits > MAX_NUMBER_DIGITS) {
                    return false;
                }
                mantissa = mantissa * 10 + digit;
            } else if (digit == '.' - '0' && dotAt < 0) {
                dotAt = p;
            } else {
                break;
            }
            p++;
        }
        position = p;
        if (digits == 0 || !isTokenEnd() || operandCount == MAX_OPERANDS) {
            return false;   // "-", ".", "5-3", "--5", "5.5.5", "5m": PDFBox's special readings
        }
        // after the dot come only digits, so the fraction's digits are those between the dot and the end
        operands[operandCount++] = dotAt >= 0 ? decimalValue(negative, mantissa, p - dotAt - 1, start)
                : (float) (negative ? -mantissa : mantissa);
        return true;
    }

    /**
     * The float PDFBox gives a decimal: {@code Float.parseFloat}, then values below the smallest normal float
     * (zero among them, "-0.0" too) become 0. The quotient of two exact doubles is correctly rounded, and
     * rounding it again to float is correct unless it fell exactly halfway between two floats, which only
     * {@code Float.parseFloat} settles.
     */
    private float decimalValue(boolean negative, long mantissa, int fractionDigits, int start) {
        if (mantissa == 0) {
            return 0f;
        }
        if (mantissa < MAX_EXACT_DOUBLE_MANTISSA && fractionDigits < EXACT_POWERS_OF_TEN.length) {
            double exact = mantissa / EXACT_POWERS_OF_TEN[fractionDigits];
            float value = (float) exact;
            if (!isHalfwayBetweenFloats(exact, value)) {
                return flushedToZero(negative ? -value : value);
            }
        }
        return flushedToZero(Float.parseFloat(new String(data, start, position - start, StandardCharsets.ISO_8859_1)));
    }

    /** PDFBox's {@code COSFloat}: values below the smallest normal float read as 0. */
    private static float flushedToZero(float value) {
        return Math.abs(value) < Float.MIN_NORMAL ? 0f : value;
    }

    private static boolean isHalfwayBetweenFloats(double exact, float rounded) {
        if (exact == rounded) {
            return false;
        }
        float neighbour = exact > rounded ? Math.nextUp(rounded) : Math.nextDown(rounded);
        return ((double) rounded + (double) neighbour) / 2 == exact;
    }

    /**
     * Reads an operator and applies it; false for one not listed here, or one whose bytes PDFBox might split
     * otherwise (it ends an operator at a digit, "d0" and "d1" aside, and at some delimiters only).
     */
    private boolean readOperator() {
        int start = position;
        while (position < data.length && isOperatorByte(data[position] & 0xff)) {
            position++;
        }
        int length = position - start;
        if (length == 1 && data[start] == 'd' && position < data.length
                && (data[position] == '0' || data[position] == '1')) {
            position++;
            length++;
        }
        if (length == 0 || length > 2 || !isTokenEnd()) {
            return false;
        }
        int code = (data[start] & 0xff) | (length == 2 ? (data[start + 1] & 0xff) << 8 : 0);
        boolean applied = apply(code);
        operandCount = 0;
        return applied;
    }

    /** Runs one operator; false for an operator left to the engine. Codes are the operator's bytes, first lowest. */
    private boolean apply(int code) {
        operatorsCounted += code == 'b' || code == ('b' | '*' << 8) || code == 's' ? COMPOUND_OPERATOR_COUNT : 1;
        if (operatorsCounted > Type3GlyphOutlines.MAX_OPERATORS) {
            return false;   // the engine throws for it: the glyph is reported unreadable
        }
        switch (code) {
            case 'm':
                if (operandCount >= 2) {
                    transform(operands[0], operands[1]);
                    moveTo();
                }
                return true;
            case 'l':
                if (operandCount >= 2) {
                    transform(operands[0], operands[1]);
                    if (!hasCurrentPoint) {
                        moveTo();
                    } else {
                        current.lineTo(point[0], point[1]);
                    }
                }
                return true;
            case 'c':
                if (operandCount >= 6) {
                    curve(operands[0], operands[1], operands[2], operands[3], operands[4], operands[5]);
                }
                return true;
            case 'v':
                if (operandCount >= 4) {
                    Point2D start = current.getCurrentPoint();
                    curveFrom(start, operands[0], operands[1], operands[2], operands[3]);
                }
                return true;
            case 'y':
                if (operandCount >= 4) {
                    curve(operands[0], operands[1], operands[2], operands[3], operands[2], operands[3]);
                }
                return true;
            case 'r' | 'e' << 8:
                if (operandCount >= 4) {
                    rectangle(operands[0], operands[1], operands[2], operands[3]);
                }
                return true;
            case 'h':
                closeIfOpen();
                return true;
            case 'b':
            case 'b' | '*' << 8:
                closeIfOpen();
                fill();
                return true;
            case 'f':
            case 'F':
            case 'f' | '*' << 8:
            case 'B':
            case 'B' | '*' << 8:
                fill();
                return true;
            case 'S':
            case 's':
            case 'n':
                resetCurrent();
                return true;
            case 'q':
                savedCtms.push(ctm.clone());
                return true;
            case 'Q':
                if (!savedCtms.isEmpty()) {
                    setCtm(savedCtms.pop());
                }
                return true;   // an unmatched Q is a warning in PDFBox, nothing else
            case 'c' | 'm' << 8:
                if (operandCount >= 6) {
                    ctm.concatenate(new Matrix(operands[0], operands[1], operands[2], operands[3], operands[4],
                            operands[5]));
                    setCtm(ctm);
                }
                return true;
            case 'W':
            case 'W' | '*' << 8:
            case 'w':
            case 'J':
            case 'j':
            case 'M':
            case 'i':
            case 'g':
            case 'G':
            case 'r' | 'g' << 8:
            case 'R' | 'G' << 8:
            case 'k':
            case 'K':
            case 'd' | '0' << 8:
            case 'd' | '1' << 8:
                return true;   // clip, line and colour settings with numbers only: no filled outline changes
            default:
                return false;
        }
    }

    /** PDFBox's {@code c} and {@code y}: a curve, or a move to its end point when there is no current point. */
    private void curve(float x1, float y1, float x2, float y2, float x3, float y3) {
        transform(x1, y1);
        float deviceX1 = point[0];
        float deviceY1 = point[1];
        transform(x2, y2);
        float deviceX2 = point[0];
        float deviceY2 = point[1];
        transform(x3, y3);
        if (!hasCurrentPoint) {
            moveTo();
        } else {
            current.curveTo(deviceX1, deviceY1, deviceX2, deviceY2, point[0], point[1]);
        }
    }

    /** PDFBox's {@code v}: the current point is the first control point. */
    private void curveFrom(Point2D start, float x2, float y2, float x3, float y3) {
        transform(x2, y2);
        float deviceX2 = point[0];
        float deviceY2 = point[1];
        transform(x3, y3);
        if (start == null) {
            moveTo();
        } else {
            current.curveTo((float) start.getX(), (float) start.getY(), deviceX2, deviceY2, point[0], point[1]);
        }
    }

    /** PDFBox's {@code re}: the far corner is computed in float before the transform, then a closed subpath. */
    private void rectangle(float x, float y, float width, float height) {
        float x2 = width + x;
        float y2 = height + y;
        transform(x, y);
        moveTo();
        transform(x2, y);
        current.lineTo(point[0], point[1]);
        transform(x2, y2);
        current.lineTo(point[0], point[1]);
        transform(x, y2);
        current.lineTo(point[0], point[1]);
        current.closePath();
    }

    /** Starts a subpath at {@link #point}. */
    private void moveTo() {
        current.moveTo(point[0], point[1]);
        hasCurrentPoint = true;
    }

    private void closeIfOpen() {
        if (hasCurrentPoint) {
            current.closePath();
        }
    }

    /**
     * Adds the current path to the filled outline. The first path filled becomes the outline itself: appending a
     * path to an empty one copies it segment for segment, and most glyphs fill once, at the end.
     */
    private void fill() {
        if (anyFilled) {
            filled.append(current, false);
            resetCurrent();
        } else {
            GeneralPath empty = filled;
            filled = current;
            current = empty;
            anyFilled = hasCurrentPoint;
            hasCurrentPoint = false;
        }
    }

    private void resetCurrent() {
        current.reset();
        hasCurrentPoint = false;
    }

    /** The point in em units, as PDFBox's {@code transformedPoint} computes it: through the CTM's AffineTransform. */
    private void transform(float x, float y) {
        point[0] = x;
        point[1] = y;
        toDevice.transform(point, 0, point, 0, 1);
    }

    private void setCtm(Matrix matrix) {
        ctm = matrix;
        toDevice = matrix.createAffineTransform();
    }

    private void skipWhitespace() {
        byte[] bytes = data;
        int p = position;
        while (p < bytes.length && isWhitespace(bytes[p])) {
            p++;
        }
        position = p;
    }

    /** A token must end at white space or the end here; PDFBox splits some tokens that touch (see readNumber). */
    private boolean isTokenEnd() {
        return position == data.length || isWhitespace(data[position]);
    }

    private static boolean isNumberStart(int c) {
        return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.';
    }

    /** Letters, '*', and the quote operators: everything else (digits, delimiters, '%', controls) ends or aborts. */
    private static boolean isOperatorByte(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '*' || c == '\'' || c == '"';
    }

    /** PDF white space (PDF 32000-1 7.2.2, table 1), as PDFBox's parser counts it. */
    private static boolean isWhitespace(byte c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0;
    }

    private static double[] exactPowersOfTen() {
        double[] powers = new double[23];
        double power = 1;
        for (int i = 0; i < powers.length; i++) {
            powers[i] = power;
            power *= 10;
        }
        return powers;
    }
}
