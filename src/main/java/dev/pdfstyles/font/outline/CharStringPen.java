package dev.pdfstyles.font.outline;

import java.awt.geom.GeneralPath;

/**
 * The pen both charstring readers draw with ({@link Type1CharStringOutline}, {@link Type2CharStringOutline}),
 * drawing as PDFBox's {@code Type1CharString} draws, so that their paths match PDFBox's segment for segment:
 * moves are relative and added as floats, a line or curve drawn before any moveto starts the path at its end
 * point, and closing a subpath leaves the pen where the subpath ended. Not thread-safe: one per glyph.
 */
final class CharStringPen {
    final GeneralPath path = new GeneralPath();
    private float x;
    private float y;
    /** Whether the path has a current point: a moveto, or a segment drawn before any. */
    private boolean drawing;

    /** The pen's position, read by flex and by the readers' own arithmetic. */
    float x() {
        return x;
    }

    float y() {
        return y;
    }

    /** Moves the pen without drawing (hsbw, sbw, setcurrentpoint). */
    void setPosition(float newX, float newY) {
        x = newX;
        y = newY;
    }

    void moveBy(float dx, float dy) {
        x += dx;
        y += dy;
        path.moveTo(x, y);
        drawing = true;
    }

    void lineBy(float dx, float dy) {
        x += dx;
        y += dy;
        if (drawing) {
            path.lineTo(x, y);
        } else {
            path.moveTo(x, y);   // drawing before any moveto: PDFBox starts the path at the end point
            drawing = true;
        }
    }

    void curveBy(float dx1, float dy1, float dx2, float dy2, float dx3, float dy3) {
        float x1 = x + dx1;
        float y1 = y + dy1;
        float x2 = x1 + dx2;
        float y2 = y1 + dy2;
        x = x2 + dx3;
        y = y2 + dy3;
        if (drawing) {
            path.curveTo(x1, y1, x2, y2, x, y);
        } else {
            path.moveTo(x, y);
            drawing = true;
        }
    }

    /** Closes the subpath (when there is one) and moves to where the pen is, as PDFBox's closepath does. */
    void closeSubpath() {
        if (drawing) {
            path.closePath();
        }
        path.moveTo(x, y);
        drawing = true;
    }
}
