package dev.pdfstyles.font.outline;

import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.util.List;

/**
 * Draws one glyph of a Type 1 font from its decrypted charstring (Adobe Type 1 Font Format, chapter 6), for the
 * stem measurement.
 *
 * <p>Why not PDFBox's path: {@code Type1Font.getPath} parses the charstring into a list of boxed operands with
 * the subroutines spliced in, then draws that list, at 10-15 us a glyph of pdfTeX's fonts (docs/benchmark.md,
 * issue 27), and it draws under a lock shared by every thread of the JVM ({@code Type1CharString} synchronizes
 * on its static logger). This reader draws the same path straight from the bytes PDFBox has already decrypted:
 * the pen starts at the side bearing {@code hsbw} or {@code sbw} sets, a {@code closepath} closes the subpath
 * and leaves the pen where it was, flex (OtherSubrs 0, 1 and 2) draws its two curves from the seven points it
 * gathers, hint replacement (OtherSubr 3) calls the subroutine it names, and {@code setcurrentpoint} moves the
 * pen without drawing. Operands are read from the bottom of the stack and added as floats, as PDFBox reads and
 * adds them. {@code CharStringReadersTest} compares the two on every glyph of the corpus's Type 1 fonts.
 *
 * <p>What it does not draw it leaves to PDFBox by answering null: {@code seac}, {@code pop} away from a
 * {@code callothersubr}, flex with other than seven points or with operands left on the stack, a subroutine
 * that is missing or called with no integer, a {@code return} outside a subroutine, operators the format does
 * not define, and nesting deeper than {@link #MAX_SUBR_DEPTH}.
 */
public final class Type1CharStringOutline {
    /**
     * Operand stack depth: 24 in the format (Type 1 Font Format, 6.1), with room for the values an OtherSubr
     * hands back; a charstring that needs more is left to PDFBox.
     */
    static final int MAX_STACK_DEPTH = 32;

    /**
     * Operators run per glyph at most, subroutine calls included: a real glyph runs tens to a few hundred; a
     * hostile one (subroutines that call each other several times, ten levels deep) could run millions, and
     * a glyph of the outline vote must not cost more than a small multiple of an ordinary one.
     */
    static final int MAX_OPERATORS = 10_000;

    /** Subroutine nesting: the format allows 10 (Type 1 Font Format, 6.1). */
    static final int MAX_SUBR_DEPTH = 10;

    /** Points a flex gathers: the reference point and the six of its two curves (Type 1 Font Format, 8.3). */
    static final int FLEX_POINTS = 7;

    private static final int HSTEM = 1;
    private static final int VSTEM = 3;
    private static final int VMOVETO = 4;
    private static final int RLINETO = 5;
    private static final int HLINETO = 6;
    private static final int VLINETO = 7;
    private static final int RRCURVETO = 8;
    private static final int CLOSEPATH = 9;
    private static final int CALLSUBR = 10;
    private static final int RETURN = 11;
    private static final int ESCAPE = 12;
    private static final int HSBW = 13;
    private static final int ENDCHAR = 14;
    private static final int RMOVETO = 21;
    private static final int HMOVETO = 22;
    private static final int VHCURVETO = 30;
    private static final int HVCURVETO = 31;
    private static final int LONG_INTEGER = 255;

    private static final int ESCAPED_DOTSECTION = 0;
    private static final int ESCAPED_VSTEM3 = 1;
    private static final int ESCAPED_HSTEM3 = 2;
    private static final int ESCAPED_SBW = 7;
    private static final int ESCAPED_DIV = 12;
    private static final int ESCAPED_CALLOTHERSUBR = 16;
    private static final int ESCAPED_POP = 17;
    private static final int ESCAPED_SETCURRENTPOINT = 33;

    /** OtherSubrs with their own meaning (Type 1 Font Format, 8.3 and 8.1): the others hand their operands back. */
    private static final int OTHERSUBR_END_FLEX = 0;
    private static final int OTHERSUBR_BEGIN_FLEX = 1;
    private static final int OTHERSUBR_HINT_REPLACEMENT = 3;
    /** Operands of the flex end: the flex height and the end point, which two pops hand back. */
    private static final int END_FLEX_OPERANDS = 3;

    private final List<byte[]> subrs;
    private final float[] stack = new float[MAX_STACK_DEPTH];
    private final CharStringPen pen = new CharStringPen();
    private int depth;
    /** Values a callothersubr hands back to the pops that follow it, last one first. */
    private final float[] handedBack = new float[MAX_STACK_DEPTH];
    private int handedBackCount;
    private boolean flexing;
    private final float[] flexXy = new float[2 * FLEX_POINTS];
    private int flexPoints;
    private boolean ended;
    private int operators;

    private Type1CharStringOutline(List<byte[]> subrs) {
        this.subrs = subrs;
    }

    /**
     * The glyph's outline in character space units, or null when the charstring needs something this reader
     * leaves to PDFBox (see the class comment). The subroutines may be null when the font has none.
     *
     * @throws IOException when the glyph runs more than {@link #MAX_OPERATORS} operators
     */
    public static GeneralPath outline(byte[] charString, List<byte[]> subrs) throws IOException {
        Type1CharStringOutline reader = new Type1CharStringOutline(subrs);
        try {
            return reader.run(charString, 0) ? reader.pen.path : null;
        } catch (ArrayIndexOutOfBoundsException e) {
            return null;   // a truncated operand or an overfull stack: PDFBox's reading decides what it means
        }
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
                    push(((code[i] & 0xFF) << 24) | ((code[i + 1] & 0xFF) << 16) | ((code[i + 2] & 0xFF) << 8)
                            | (code[i + 3] & 0xFF));
                    i += 4;
                }
                continue;
            }
            if (++operators > MAX_OPERATORS) {
                throw new IOException("Type 1 charstring longer than " + MAX_OPERATORS + " operators");
            }
            if (b0 == CALLSUBR) {
                if (!callSubr(subrDepth)) {
                    return false;
                }
            } else if (b0 == RETURN) {
                return subrDepth > 0;
            } else if (b0 == ESCAPE) {
                int b1 = code[i++] & 0xFF;
                if (b1 == ESCAPED_CALLOTHERSUBR) {
                    if (!callOtherSubr()) {
                        return false;
                    }
                    // the pops right after it take back what it hands back; a pop anywhere else is left to PDFBox
                    while (i + 1 < code.length && code[i] == ESCAPE && code[i + 1] == ESCAPED_POP) {
                        if (handedBackCount == 0) {
                            return false;
                        }
                        push(handedBack[--handedBackCount]);
                        i += 2;
                    }
                    handedBackCount = 0;
                } else if (!escaped(b1)) {
                    return false;
                }
            } else if (!operator(b0)) {
                return false;
            }
        }
        return true;
    }

    private boolean callSubr(int subrDepth) throws IOException {
        if (depth == 0 || subrs == null || subrDepth >= MAX_SUBR_DEPTH) {
            return false;
        }
        float operand = stack[--depth];
        if (operand != (int) operand || operand < 0 || operand >= subrs.size()) {
            return false;
        }
        byte[] subr = subrs.get((int) operand);
        return subr != null && run(subr, subrDepth + 1);
    }

    /** The OtherSubr on top of the stack, with its operand count below it; false when it is left to PDFBox. */
    private boolean callOtherSubr() {
        if (depth < 2 || !isInteger(stack[depth - 1]) || !isInteger(stack[depth - 2])) {
            return false;
        }
        int number = (int) stack[--depth];
        int operands = (int) stack[--depth];
        switch (number) {
            case OTHERSUBR_END_FLEX:
                if (depth != END_FLEX_OPERANDS || flexPoints < FLEX_POINTS) {
                    return false;
                }
                flexing = false;
                drawFlex();
                // the pops that follow hand back the end point, which setcurrentpoint then takes
                handedBack[0] = stack[2];
                handedBack[1] = stack[1];
                handedBackCount = 2;
                depth = 0;
                return true;
            case OTHERSUBR_BEGIN_FLEX:
                if (depth != 0) {
                    return false;
                }
                flexing = true;
                flexPoints = 0;
                return true;
            case OTHERSUBR_HINT_REPLACEMENT:
                if (depth == 0) {
                    return false;
                }
                handedBack[0] = stack[--depth];
                handedBackCount = 1;
                return true;
            default:
                if (operands < 0 || operands > depth) {
                    return false;
                }
                for (int k = 0; k < operands; k++) {
                    handedBack[operands - 1 - k] = stack[depth - operands + k];   // handed back in their order
                }
                handedBackCount = operands;
                depth -= operands;
                return true;
        }
    }

    /** A one-byte operator that draws or sets the pen; false when it is left to PDFBox. */
    private boolean operator(int op) {
        switch (op) {
            case HSTEM:
            case VSTEM:
            case ENDCHAR:
                ended = op == ENDCHAR;
                break;
            case HSBW:
                if (depth >= 2) {
                    pen.setPosition(stack[0], 0);
                }
                break;
            case RMOVETO:
                if (depth >= 2) {
                    moveBy(stack[0], stack[1]);
                }
                break;
            case HMOVETO:
                if (depth >= 1) {
                    moveBy(stack[0], 0);
                }
                break;
            case VMOVETO:
                if (depth >= 1) {
                    moveBy(0, stack[0]);
                }
                break;
            case RLINETO:
                if (depth >= 2) {
                    pen.lineBy(stack[0], stack[1]);
                }
                break;
            case HLINETO:
                if (depth >= 1) {
                    pen.lineBy(stack[0], 0);
                }
                break;
            case VLINETO:
                if (depth >= 1) {
                    pen.lineBy(0, stack[0]);
                }
                break;
            case RRCURVETO:
                if (depth >= 6) {
                    pen.curveBy(stack[0], stack[1], stack[2], stack[3], stack[4], stack[5]);
                }
                break;
            case VHCURVETO:
                if (depth >= 4) {
                    pen.curveBy(0, stack[0], stack[1], stack[2], stack[3], 0);
                }
                break;
            case HVCURVETO:
                if (depth >= 4) {
                    pen.curveBy(stack[0], 0, stack[1], stack[2], 0, stack[3]);
                }
                break;
            case CLOSEPATH:
                pen.closeSubpath();   // the pen stays where the subpath ended (Type 1 Font Format, 6.4)
                break;
            default:
                return false;   // undefined, or seac's one-byte neighbours
        }
        depth = 0;
        return true;
    }

    private boolean escaped(int op) {
        switch (op) {
            case ESCAPED_DOTSECTION:
            case ESCAPED_VSTEM3:
            case ESCAPED_HSTEM3:
                break;
            case ESCAPED_SBW:
                if (depth >= 3) {
                    pen.setPosition(stack[0], stack[1]);
                }
                break;
            case ESCAPED_SETCURRENTPOINT:
                if (depth >= 2) {
                    pen.setPosition(stack[0], stack[1]);
                }
                break;
            case ESCAPED_DIV:
                if (depth >= 2) {
                    float quotient = stack[depth - 2] / stack[depth - 1];
                    depth -= 2;
                    push(quotient);
                    return true;   // the quotient stays on the stack for the operator that follows
                }
                break;
            default:
                return false;   // seac, a pop away from callothersubr, undefined operators
        }
        depth = 0;
        return true;
    }

    private static boolean isInteger(float value) {
        return value == (int) value;
    }

    private void push(float value) {
        stack[depth++] = value;
    }

    /** A moveto, or during a flex one of its points (Type 1 Font Format, 8.3). */
    private void moveBy(float dx, float dy) {
        if (flexing) {
            if (flexPoints < FLEX_POINTS) {
                flexXy[2 * flexPoints] = dx;
                flexXy[2 * flexPoints + 1] = dy;
            }
            flexPoints++;
            return;
        }
        pen.moveBy(dx, dy);
    }

    /**
     * The two curves of a flex: the first point is relative to the reference point, which is relative to the
     * pen, and each later point to the one before (Type 1 Font Format, 8.3); the reference point is not drawn.
     */
    private void drawFlex() {
        float referenceX = pen.x() + flexXy[0];
        float referenceY = pen.y() + flexXy[1];
        float firstDx = referenceX + flexXy[2] - pen.x();
        float firstDy = referenceY + flexXy[3] - pen.y();
        pen.curveBy(firstDx, firstDy, flexXy[4], flexXy[5], flexXy[6], flexXy[7]);
        pen.curveBy(flexXy[8], flexXy[9], flexXy[10], flexXy[11], flexXy[12], flexXy[13]);
        flexPoints = 0;
    }
}
