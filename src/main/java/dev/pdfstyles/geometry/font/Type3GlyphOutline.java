package dev.pdfstyles.geometry.font;

import java.awt.geom.AffineTransform;
import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.font.PDType3CharProc;
import org.apache.pdfbox.pdmodel.font.PDType3Font;

/**
 * The filled outline of a Type 3 glyph, read from its char proc (PDF 32000-1:2008, 9.6.5): the path
 * operators it fills, under its own {@code cm} and {@code q}/{@code Q}, in glyph space. Type 3 fonts have
 * no program to ask and often a descriptor that says nothing true (Chromium writes FontWeight 400 on the
 * Type 3 fonts it emboldens itself), so their stems are the evidence that counts.
 *
 * <p>Stroked-only and image glyphs give no outline.
 */
final class Type3GlyphOutline
{
    /** Operators read per glyph: a glyph is a few dozen; more is a drawing, and reading stops there. */
    static final int MAX_OPERATORS = 10_000;

    private Type3GlyphOutline()
    {
    }

    /** The glyph's filled outline in glyph space, or null when it has none. */
    static GeneralPath outline(PDType3Font font, int code) throws IOException
    {
        PDType3CharProc charProc = font.getCharProc(code);
        if (charProc == null)
        {
            return null;
        }
        List<Object> tokens = new PDFStreamParser(charProc).parse();
        GeneralPath filled = new GeneralPath();
        GeneralPath current = new GeneralPath();
        Deque<AffineTransform> saved = new ArrayDeque<>();
        AffineTransform ctm = new AffineTransform();
        List<COSBase> operands = new ArrayList<>();
        int operators = 0;
        for (Object token : tokens)
        {
            if (token instanceof COSBase)
            {
                operands.add((COSBase) token);
                continue;
            }
            if (!(token instanceof Operator) || ++operators > MAX_OPERATORS)
            {
                break;
            }
            float[] n = numbers(operands);
            switch (((Operator) token).getName())
            {
                case "q":
                    saved.push(new AffineTransform(ctm));
                    break;
                case "Q":
                    ctm = saved.isEmpty() ? new AffineTransform() : saved.pop();
                    break;
                case "cm":
                    if (n.length == 6)
                    {
                        ctm.concatenate(new AffineTransform(n[0], n[1], n[2], n[3], n[4], n[5]));
                    }
                    break;
                case "m":
                    if (n.length == 2)
                    {
                        moveTo(current, ctm, n[0], n[1]);
                    }
                    break;
                case "l":
                    if (n.length == 2 && current.getCurrentPoint() != null)
                    {
                        lineTo(current, ctm, n[0], n[1]);
                    }
                    break;
                case "c":
                    if (n.length == 6 && current.getCurrentPoint() != null)
                    {
                        float[] p = transform(ctm, n);
                        current.curveTo(p[0], p[1], p[2], p[3], p[4], p[5]);
                    }
                    break;
                case "v":
                case "y":
                    if (n.length == 4 && current.getCurrentPoint() != null)
                    {
                        float[] p = transform(ctm, n);
                        current.quadTo(p[0], p[1], p[2], p[3]);
                    }
                    break;
                case "h":
                    if (current.getCurrentPoint() != null)
                    {
                        current.closePath();
                    }
                    break;
                case "re":
                    if (n.length == 4)
                    {
                        moveTo(current, ctm, n[0], n[1]);
                        lineTo(current, ctm, n[0] + n[2], n[1]);
                        lineTo(current, ctm, n[0] + n[2], n[1] + n[3]);
                        lineTo(current, ctm, n[0], n[1] + n[3]);
                        current.closePath();
                    }
                    break;
                case "f":
                case "F":
                case "f*":
                case "B":
                case "B*":
                case "b":
                case "b*":
                    filled.append(current, false);
                    current = new GeneralPath();
                    break;
                case "S":
                case "s":
                case "n":
                    current = new GeneralPath();
                    break;
                default:
                    // colour, line and glyph-width operators (d0/d1) do not change the outline
            }
            operands.clear();
        }
        return filled.getCurrentPoint() == null ? null : filled;
    }

    private static float[] numbers(List<COSBase> operands)
    {
        float[] values = new float[operands.size()];
        for (int i = 0; i < values.length; i++)
        {
            if (!(operands.get(i) instanceof COSNumber))
            {
                return new float[0];
            }
            values[i] = ((COSNumber) operands.get(i)).floatValue();
        }
        return values;
    }

    private static float[] transform(AffineTransform ctm, float[] points)
    {
        float[] out = new float[points.length];
        ctm.transform(points, 0, out, 0, points.length / 2);
        return out;
    }

    private static void moveTo(GeneralPath path, AffineTransform ctm, float x, float y)
    {
        float[] p = transform(ctm, new float[] {x, y});
        path.moveTo(p[0], p[1]);
    }

    private static void lineTo(GeneralPath path, AffineTransform ctm, float x, float y)
    {
        float[] p = transform(ctm, new float[] {x, y});
        path.lineTo(p[0], p[1]);
    }
}
