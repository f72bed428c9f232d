package dev.pdfstyles.font.outline;

import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.util.List;

/**
 * Draws one glyph of a CFF font from its Type 2 charstring (Adobe Technical Note 5177), for the stem measurement.
 *
 * <p>Why not PDFBox's path: {@code Type2CharString} converts the charstring to Type 1 commands and then draws those,
 * boxing every operand on the way. Timed on Ghostscript's Type1C fonts that was 10-15 us a glyph, 94% of reading the
 * probe glyphs, and the outline vote reads about three glyphs a font (docs/benchmark.md, issue 27). This reader
 * draws the same path straight from the bytes: operands are kept as floats and added in the order PDFBox adds them,
 * a subpath is closed where PDFBox closes it, and the pen starts at the origin as it does (a CFF glyph has no side
 * bearing). {@code CharStringReadersTest} compares the two on every glyph of the corpus's CFF fonts.
 *
 * <p>What it does not draw it leaves to PDFBox by answering null: the deprecated {@code seac} form of
 * {@code endchar}, the arithmetic and storage operators, reserved operators, a {@code return} outside a
 * subroutine, a subroutine number that is not an integer or not in its index, and nesting deeper than the
 * format allows. Those glyphs are rare, and PDFBox's answer for them (a path, or an exception the caller names
 * as a problem) is kept as it is.
 */
public final class Type2CharStringOutline {
    /** Operand stack depth of the Type 2 format (TN 5177, Appendix B: argument stack limit 48). */
    static final int MAX_STACK_DEPTH = 48;

    /**
     * Operators run per glyph at most, subroutine calls included: a real glyph runs tens to a few hundred; a
     * hostile one (subroutines that call each other several times, ten levels deep) could run millions, and
     * a glyph of the outline vote must not cost more than a small multiple of an ordinary one.
     */
    static final int MAX_OPERATORS = 10_000;

    /** Subroutine nesting of the format (TN 5177, Appendix B: subr nesting limit 10). */
    static final int MAX_SUBR_DEPTH = 10;

    /**
     * Subroutine index sizes below which the bias is 107, then 1131, then 32768 (TN 5177, section 4.7): the
     * number in a {@code callsubr} is biased so that small indexes get one-byte operands.
     */
    static final int SMALL_SUBR_INDEX = 1240;
    static final int MEDIUM_SUBR_INDEX = 33900;
    static final int SMALL_SUBR_BIAS = 107;
    static final int MEDIUM_SUBR_BIAS = 1131;
    static final int LARGE_SUBR_BIAS = 32768;

    /** Scale of a 16.16 fixed-point operand (TN 5177, Table 3, byte 255). */
    static final float FIXED_ONE = 65536f;

    private static final int HSTEM = 1;
    private static final int VSTEM = 3;
    private static final int VMOVETO = 4;
    private static final int RLINETO = 5;
    private static final int HLINETO = 6;
    private static final int VLINETO = 7;
    private static final int RRCURVETO = 8;
    private static final int CALLSUBR = 10;
    private static final int RETURN = 11;
    private static final int ESCAPE = 12;
    private static final int ENDCHAR = 14;
    private static final int HSTEMHM = 18;
    private static final int HINTMASK = 19;
    private static final int CNTRMASK = 20;
    private static final int RMOVETO = 21;
    private static final int HMOVETO = 22;
    private static final int VSTEMHM = 23;
    private static final int RCURVELINE = 24;
    private static final int RLINECURVE = 25;
    private static final int VVCURVETO = 26;
    private static final int HHCURVETO = 27;
    private static final int SHORTINT = 28;
    private static final int CALLGSUBR = 29;
    private static final int VHCURVETO = 30;
    private static final int HVCURVETO = 31;
    private static final int FIXED = 255;

    /**
     * Operands that flex and flex1 need (TN 5177, 4.1; the last one, the flex depth, is ignored by rasterizers
     * that draw curves): with fewer PDFBox's reading throws, so those are left to it.
     */
    private static final int FLEX_OPERANDS = 12;
    private static final int FLEX1_OPERANDS = 11;
    /** Operands of hflex and hflex1; with fewer PDFBox draws nothing, and so does this reader. */
    private static final int HFLEX_OPERANDS = 7;
    private static final int HFLEX1_OPERANDS = 9;

    private static final int ESCAPED_DOTSECTION = 0;
    private static final int ESCAPED_HFLEX = 34;
    private static final int ESCAPED_FLEX = 35;
    private static final int ESCAPED_HFLEX1 = 36;
    private static final int ESCAPED_FLEX1 = 37;

    private final List<byte[]> globalSubrs;
    private final List<byte[]> localSubrs;
    private final float[] stack = new float[MAX_STACK_DEPTH];
    private final CharStringPen pen = new CharStringPen();
    private int depth;
    private int stems;
    /** Whether a stack-clearing operator was met, after which no operand can be the advance width. */
    private boolean widthSeen;
    /** Movetos so far: the first one has no subpath before it to close. */
    private int subpaths;
    private boolean ended;
    private int operators;

    private Type2CharStringOutline(List<byte[]> globalSubrs, List<byte[]> localSubrs) {
        this.globalSubrs = globalSubrs;
        this.localSubrs = localSubrs;
    }

    /**
     * The glyph's outline in font units, or null when the charstring needs something this reader leaves to
     * PDFBox (see the class comment). The subroutine indexes may be null when the font has none.
     *
     * @throws IOException when the glyph runs more than {@link #MAX_OPERATORS} operators
     */
    public static GeneralPath outline(byte[] charString, List<byte[]> globalSubrs, List<byte[]> localSubrs)
            throws IOException {
        Type2CharStringOutline reader = new Type2CharStringOutline(globalSubrs, localSubrs);
        try {
            if (!reader.run(charString, 0)) {
                return null;
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            return null;   // a truncated operand or an overfull stack: PDFBox's reading decides what it means
        }
        return reader.pen.path;
    }

    /** Runs one charstring or subroutine; false when it meets something left to PDFBox. */
    private boolean run(byte[] code, int subrDepth) throws IOException {
        int i = 0;
        while (i < code.length && !ended) {
            int b0 = code[i++] & 0xFF;
            if (b0 >= 32) {
                if (b0 <= 246) {
                    push(b0 - 139);
                } else if (b0 <= 250) {
                    push((b0 - 247) * 256 + (code[i++] & 0xFF) + 108);
                } else if (b0 <= 254) {
                    push(-(b0 - 251) * 256 - (code[i++] & 0xFF) - 108);
                } else {
                    int fixed = ((code[i] & 0xFF) << 24) | ((code[i + 1] & 0xFF) << 16) | ((code[i + 2] & 0xFF) << 8)
                            | (code[i + 3] & 0xFF);
                    i += 4;
                    push(fixed / FIXED_ONE);
                }
                continue;
            }
            if (++operators > MAX_OPERATORS) {
                throw new IOException("Type 2 charstring longer than " + MAX_OPERATORS + " operators");
            }
            switch (b0) {
                case SHORTINT:
                    push((short) (((code[i] & 0xFF) << 8) | (code[i + 1] & 0xFF)));
                    i += 2;
                    break;
                case CALLSUBR:
                case CALLGSUBR:
                    if (!callSubr(b0 == CALLSUBR ? localSubrs : globalSubrs, subrDepth)) {
                        return false;
                    }
                    break;
                case RETURN:
                    return subrDepth > 0;
                case HINTMASK:
                case CNTRMASK:
                    stemHints();
                    i += (stems + 7) / 8;
                    break;
                case ESCAPE:
                    if (!escaped(code[i++] & 0xFF)) {
                        return false;
                    }
                    break;
                default:
                    if (!operator(b0)) {
                        return false;
                    }
                    break;
            }
        }
        return true;
    }

    private boolean callSubr(List<byte[]> subrs, int subrDepth) throws IOException {
        if (subrs == null || subrs.isEmpty() || depth == 0 || subrDepth >= MAX_SUBR_DEPTH) {
            return false;
        }
        float operand = stack[--depth];
        if (operand != (int) operand) {
            return false;
        }
        int number = (int) operand + bias(subrs.size());
        if (number < 0 || number >= subrs.size() || subrs.get(number) == null) {
            return false;
        }
        return run(subrs.get(number), subrDepth + 1);
    }

    private static int bias(int subrCount) {
        if (subrCount < SMALL_SUBR_INDEX) {
            return SMALL_SUBR_BIAS;
        }
        return subrCount < MEDIUM_SUBR_INDEX ? MEDIUM_SUBR_BIAS : LARGE_SUBR_BIAS;
    }

    /** A one-byte operator other than numbers, subroutines and masks; false when it is left to PDFBox. */
    private boolean operator(int op) {
        switch (op) {
            case HSTEM:
            case VSTEM:
            case HSTEMHM:
            case VSTEMHM:
                stemHints();
                break;
            case RMOVETO:
                dropWidth(depth > 2);
                moveBy(arg(0), arg(1));
                break;
            case HMOVETO:
                dropWidth(depth > 1);
                moveBy(arg(0), 0);
                break;
            case VMOVETO:
                dropWidth(depth > 1);
                moveBy(0, arg(0));
                break;
            case RLINETO:
                for (int k = 0; k + 2 <= depth; k += 2) {
                    pen.lineBy(stack[k], stack[k + 1]);
                }
                break;
            case HLINETO:
            case VLINETO:
                boolean horizontal = op == HLINETO;
                for (int k = 0; k < depth; k++, horizontal = !horizontal) {
                    pen.lineBy(horizontal ? stack[k] : 0, horizontal ? 0 : stack[k]);
                }
                break;
            case RRCURVETO:
                curves(0, depth);
                break;
            case RCURVELINE:
                if (depth >= 2) {
                    curves(0, depth - 2);
                    pen.lineBy(stack[depth - 2], stack[depth - 1]);
                }
                break;
            case RLINECURVE:
                if (depth >= 6) {
                    for (int k = 0; k + 2 <= depth - 6; k += 2) {
                        pen.lineBy(stack[k], stack[k + 1]);
                    }
                    curves(depth - 6, depth);
                }
                break;
            case HHCURVETO:
            case VVCURVETO:
                sameDirectionCurves(op == HHCURVETO);
                break;
            case HVCURVETO:
            case VHCURVETO:
                alternatingCurves(op == HVCURVETO);
                break;
            case ENDCHAR:
                dropWidth(depth == 5 || depth == 1);
                if (depth == 4) {
                    return false;   // seac: an accented glyph built from two others
                }
                closeSubpath();
                ended = true;
                break;
            default:
                return false;   // reserved
        }
        depth = 0;
        widthSeen = true;
        return true;
    }

    private boolean escaped(int op) {
        switch (op) {
            case ESCAPED_DOTSECTION:
                break;
            case ESCAPED_FLEX:
                if (depth < FLEX_OPERANDS) {
                    return false;
                }
                curves(0, FLEX_OPERANDS);
                break;
            case ESCAPED_HFLEX:
                if (depth >= HFLEX_OPERANDS) {
                    pen.curveBy(stack[0], 0, stack[1], stack[2], stack[3], 0);
                    pen.curveBy(stack[4], 0, stack[5], -stack[2], stack[6], 0);
                }
                break;
            case ESCAPED_HFLEX1:
                if (depth >= HFLEX1_OPERANDS) {
                    pen.curveBy(stack[0], stack[1], stack[2], stack[3], stack[4], 0);
                    pen.curveBy(stack[5], 0, stack[6], stack[7], stack[8], -(stack[1] + stack[3] + stack[7]));
                }
                break;
            case ESCAPED_FLEX1:
                if (depth < FLEX1_OPERANDS) {
                    return false;
                }
                flex1();
                break;
            default:
                return false;   // arithmetic, storage and reserved operators
        }
        depth = 0;
        widthSeen = true;
        return true;
    }

    /**
     * flex1: two curves that end level with the start on the axis of the larger total move (TN 5177, 4.1);
     * the last operand is the end's offset along that axis.
     */
    private void flex1() {
        float dx = 0;
        float dy = 0;
        for (int k = 0; k < 10; k += 2) {
            dx += stack[k];
            dy += stack[k + 1];
        }
        pen.curveBy(stack[0], stack[1], stack[2], stack[3], stack[4], stack[5]);
        boolean horizontal = Math.abs(dx) > Math.abs(dy);
        pen.curveBy(stack[6], stack[7], stack[8], stack[9], horizontal ? stack[10] : -dx,
                horizontal ? -dy : stack[10]);
    }

    /** Stem hints and the vertical stems a mask implies: only their count matters, for the mask's length. */
    private void stemHints() {
        dropWidth(depth % 2 != 0);
        stems += depth / 2;
        depth = 0;
        widthSeen = true;
    }

    /** Drops the advance width when it leads the first stack-clearing operator's operands. */
    private void dropWidth(boolean hasExtraOperand) {
        if (!widthSeen && hasExtraOperand) {
            System.arraycopy(stack, 1, stack, 0, depth - 1);
            depth--;
        }
        widthSeen = true;
    }

    private void push(float value) {
        stack[depth++] = value;
    }

    private float arg(int k) {
        if (k >= depth) {
            throw new ArrayIndexOutOfBoundsException(k);
        }
        return stack[k];
    }

    private void curves(int from, int to) {
        for (int k = from; k + 6 <= to; k += 6) {
            pen.curveBy(stack[k], stack[k + 1], stack[k + 2], stack[k + 3], stack[k + 4], stack[k + 5]);
        }
    }

    /** hhcurveto and vvcurveto: an odd first operand is the other axis's first delta (TN 5177, 4.1). */
    private void sameDirectionCurves(boolean horizontal) {
        int k = 0;
        float across = 0;
        if (depth % 4 == 1) {
            across = stack[0];
            k = 1;
        }
        for (; k + 4 <= depth; k += 4) {
            if (horizontal) {
                pen.curveBy(stack[k], across, stack[k + 1], stack[k + 2], stack[k + 3], 0);
            } else {
                pen.curveBy(across, stack[k], stack[k + 1], stack[k + 2], 0, stack[k + 3]);
            }
            across = 0;
        }
    }

    /** hvcurveto and vhcurveto: tangents alternate, and a fifth operand on the last curve ends it off-axis. */
    private void alternatingCurves(boolean horizontal) {
        for (int k = 0; k + 4 <= depth; k += 4, horizontal = !horizontal) {
            float last = depth - k == 5 ? stack[k + 4] : 0;
            if (horizontal) {
                pen.curveBy(stack[k], 0, stack[k + 1], stack[k + 2], last, stack[k + 3]);
            } else {
                pen.curveBy(0, stack[k], stack[k + 1], stack[k + 2], stack[k + 3], last);
            }
        }
    }

    private void moveBy(float dx, float dy) {
        closeSubpath();
        pen.moveBy(dx, dy);
        subpaths++;
    }

    /**
     * Closes the open subpath before the next moveto and at endchar, as PDFBox's path does (a charstring's
     * subpaths are closed implicitly, TN 5177, 4.1); lines drawn before any moveto open none.
     */
    private void closeSubpath() {
        if (subpaths > 0) {
            pen.closeSubpath();
        }
    }
}
