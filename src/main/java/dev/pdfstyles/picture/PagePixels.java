package dev.pdfstyles.picture;

import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;

/**
 * From the plugin's page space (crop box's lower-left corner at the origin, y up, unrotated) to the pixels
 * of the page as PDFBox's {@code PDFRenderer} draws it: y down from the crop box's top, turned clockwise by
 * the page's /Rotate (PDF 32000-1:2008, 7.7.3.3), scaled by the resolution.
 *
 * <pre>
 *   unrotated, y down: (u, v) = (x, height - y)
 *   /Rotate 90:  (height - v, u)     180: (width - u, height - v)     270: (v, width - u)
 * </pre>
 */
final class PagePixels {

    /** PDF user space units per inch. */
    static final float POINTS_PER_INCH = 72f;

    private final AffineTransform toPixels;
    private final float scale;

    PagePixels(float cropWidth, float cropHeight, int rotation, float dpi) {
        if (!(dpi > 0) || Float.isInfinite(dpi)) {
            throw new IllegalArgumentException("dpi must be positive and finite: " + dpi);
        }
        scale = dpi / POINTS_PER_INCH;
        AffineTransform turn;
        switch (rotation) {
            case 0:
                turn = new AffineTransform();
                break;
            case 90:
                turn = new AffineTransform(0, 1, -1, 0, cropHeight, 0);
                break;
            case 180:
                turn = new AffineTransform(-1, 0, 0, -1, cropWidth, cropHeight);
                break;
            case 270:
                turn = new AffineTransform(0, -1, 1, 0, 0, cropWidth);
                break;
            default:
                throw new IllegalArgumentException("rotation must be 0, 90, 180 or 270: " + rotation);
        }
        AffineTransform flip = new AffineTransform(1, 0, 0, -1, 0, cropHeight);
        toPixels = AffineTransform.getScaleInstance(scale, scale);
        toPixels.concatenate(turn);
        toPixels.concatenate(flip);
    }

    /** Pixels per page unit. */
    float scale() {
        return scale;
    }

    Shape shape(Shape inPageSpace) {
        return toPixels.createTransformedShape(inPageSpace);
    }

    Point2D point(float x, float y) {
        return toPixels.transform(new Point2D.Float(x, y), null);
    }
}
