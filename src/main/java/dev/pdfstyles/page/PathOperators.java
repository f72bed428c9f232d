package dev.pdfstyles.page;

import java.util.List;

import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;
import org.apache.pdfbox.util.Matrix;

import dev.pdfstyles.decoration.PathRuleCollector;

/**
 * Feeds PDF path construction and painting operators (PDF 32000-1:2008, 8.5.2 and 8.5.3) to a
 * {@link PathRuleCollector}, transforming points by the CTM into page space shifted to the crop box (the
 * space of PDFBox's {@code TextPosition.getTextMatrix()}).
 */
final class PathOperators {

    private PathOperators() {
    }

    static void apply(String name, List<COSBase> operands, PDGraphicsState state, float cropOffsetX,
                      float cropOffsetY, PathRuleCollector rules) {
        Matrix ctm = state.getCurrentTransformationMatrix();
        switch (name) {
            case "m":
                if (hasNumbers(operands, 2)) {
                    float[] p = transform(ctm, operands, 0, cropOffsetX, cropOffsetY);
                    rules.moveTo(p[0], p[1]);
                }
                break;
            case "l":
                if (hasNumbers(operands, 2)) {
                    float[] p = transform(ctm, operands, 0, cropOffsetX, cropOffsetY);
                    rules.lineTo(p[0], p[1]);
                }
                break;
            case "c":
                if (hasNumbers(operands, 6)) {
                    float[] p = transform(ctm, operands, 4, cropOffsetX, cropOffsetY);
                    rules.curveTo(p[0], p[1]);
                }
                break;
            case "v":
            case "y":
                if (hasNumbers(operands, 4)) {
                    float[] p = transform(ctm, operands, 2, cropOffsetX, cropOffsetY);
                    rules.curveTo(p[0], p[1]);
                }
                break;
            case "h":
                rules.closePath();
                break;
            case "re":
                if (hasNumbers(operands, 4)) {
                    rectangle(ctm, operands, cropOffsetX, cropOffsetY, rules);
                }
                break;
            case "S":
                rules.stroke(lineWidthInPage(state, ctm), hasButtCaps(state));
                break;
            case "s":
                rules.closePath();
                rules.stroke(lineWidthInPage(state, ctm), hasButtCaps(state));
                break;
            case "f":
            case "F":
            case "f*":
                rules.fill();
                break;
            case "B":
            case "B*":
                rules.fillAndStroke(lineWidthInPage(state, ctm), hasButtCaps(state));
                break;
            case "b":
            case "b*":
                rules.closePath();
                rules.fillAndStroke(lineWidthInPage(state, ctm), hasButtCaps(state));
                break;
            case "n":
                rules.discardPath();
                break;
            default:
                // not a path operator (clipping W/W* keeps the path for its painting operator)
        }
    }

    private static void rectangle(Matrix ctm, List<COSBase> operands, float cropOffsetX, float cropOffsetY,
                                  PathRuleCollector rules) {
        float x = ((COSNumber) operands.get(0)).floatValue();
        float y = ((COSNumber) operands.get(1)).floatValue();
        float w = ((COSNumber) operands.get(2)).floatValue();
        float h = ((COSNumber) operands.get(3)).floatValue();
        float[] p0 = transform(ctm, x, y, cropOffsetX, cropOffsetY);
        float[] p1 = transform(ctm, x + w, y, cropOffsetX, cropOffsetY);
        float[] p2 = transform(ctm, x + w, y + h, cropOffsetX, cropOffsetY);
        float[] p3 = transform(ctm, x, y + h, cropOffsetX, cropOffsetY);
        rules.rectangle(p0[0], p0[1], p1[0], p1[1], p2[0], p2[1], p3[0], p3[1]);
    }

    /** Line cap 0 (the default): the stroke ends square at the path's end points, reaching no further. */
    private static boolean hasButtCaps(PDGraphicsState state) {
        return state.getLineCap() == 0;
    }

    /** Line width is in user space; its page-space size follows the CTM's scale. */
    private static float lineWidthInPage(PDGraphicsState state, Matrix ctm) {
        return state.getLineWidth() * lengthScale(ctm);
    }

    /** How the CTM scales lengths on average (the square root of its area scale): for line widths. */
    static float lengthScale(Matrix ctm) {
        return (float) Math.sqrt(Math.abs(ctm.getScaleX() * ctm.getScaleY() - ctm.getShearX() * ctm.getShearY()));
    }

    private static boolean hasNumbers(List<COSBase> operands, int count) {
        if (operands.size() < count) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            if (!(operands.get(i) instanceof COSNumber)) {
                return false;
            }
        }
        return true;
    }

    private static float[] transform(Matrix ctm, List<COSBase> operands, int first, float cropOffsetX,
                                     float cropOffsetY) {
        return transform(ctm, ((COSNumber) operands.get(first)).floatValue(),
                ((COSNumber) operands.get(first + 1)).floatValue(), cropOffsetX, cropOffsetY);
    }

    private static float[] transform(Matrix ctm, float x, float y, float cropOffsetX, float cropOffsetY) {
        float px = ctm.getScaleX() * x + ctm.getShearX() * y + ctm.getTranslateX();
        float py = ctm.getShearY() * x + ctm.getScaleY() * y + ctm.getTranslateY();
        return new float[] {px - cropOffsetX, py - cropOffsetY};
    }
}
