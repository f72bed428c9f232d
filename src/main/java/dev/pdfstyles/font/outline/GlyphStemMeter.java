package dev.pdfstyles.font.outline;

import java.awt.Shape;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;

/**
 * Measures the first vertical stem of a glyph outline (a 'l', 'I', 'H', 'n', 'i'): its width along a horizontal
 * scan line, and the slant of its left edge between two scan lines. Pure geometry on a JDK {@link Shape} in
 * glyph units; the caller says how many units make an em.
 *
 * <pre>
 *    y_high ----|##|-----------   left edge x at y_high
 *              /##/
 *    y_low ---|##|-------------   left edge x at y_low, run width w
 *             ^  ^
 *    stem = w / em;  slant = (x_high - x_low) / (y_high - y_low)
 * </pre>
 * The scan heights are fractions of the glyph's own bounding box, so serifs (the bottom ~5%), the crossbar of
 * 'H' (~50%), the arch of 'n' (top ~30%) and the dot of 'i' stay off both lines.
 */
public final class GlyphStemMeter {
    /**
     * Lower scan line, as a fraction of the glyph box height: 0.30. Above bottom serifs (at most ~0.06 of the
     * box in Times/Palatino/CM) and below the crossbar of 'H' (0.45-0.55).
     */
    static final double LOW_SCAN_FRACTION = 0.30;

    /**
     * Upper scan line: 0.60 of the box. Above the 'H' crossbar, but still on the stem of 'n' (arch starts at
     * ~0.75 of its box) and of 'i' (the dot begins at ~0.72 of its box including the dot).
     */
    static final double HIGH_SCAN_FRACTION = 0.60;

    /**
     * Curve flattening tolerance in em: 0.001 em (1 unit of a 1000-unit em). Stems are straight, so finer
     * flattening changes nothing; coarser would move round edges by more than the bold/regular margin.
     */
    static final double FLATNESS_EM = 0.001;

    private GlyphStemMeter() {
    }

    /**
     * Measures the glyph; {@link StemMeasurement#NONE} for an empty, degenerate or unclosed outline.
     *
     * @param glyph outline in glyph units, y up
     * @param unitsPerEm glyph units per em (1000 for Type 1/CFF and normalized TrueType paths)
     * @throws IllegalArgumentException if unitsPerEm is not positive and finite
     */
    public static StemMeasurement measure(Shape glyph, double unitsPerEm) {
        checkUnitsPerEm(unitsPerEm);
        return glyph == null ? StemMeasurement.NONE : measure(glyph, glyph.getBounds2D(), unitsPerEm);
    }

    /**
     * {@link #measure(Shape, double)} with the glyph's bounds from the caller, who had to compute them already
     * ({@code getBounds2D} walks the whole outline).
     *
     * @param box {@code glyph.getBounds2D()}
     */
    public static StemMeasurement measure(Shape glyph, Rectangle2D box, double unitsPerEm) {
        checkUnitsPerEm(unitsPerEm);
        if (glyph == null || box.isEmpty()) {
            return StemMeasurement.NONE;
        }
        double yLow = box.getMinY() + LOW_SCAN_FRACTION * box.getHeight();
        double yHigh = box.getMinY() + HIGH_SCAN_FRACTION * box.getHeight();
        ScanLineCrossings low = new ScanLineCrossings(yLow);
        ScanLineCrossings high = new ScanLineCrossings(yHigh);
        traceSegments(glyph, FLATNESS_EM * unitsPerEm, low, high);
        double[] lowRun = low.firstRun();
        double[] highRun = high.firstRun();
        if (lowRun == null) {
            return StemMeasurement.NONE;
        }
        double width = lowRun[1] - lowRun[0];
        double slant = highRun == null ? Double.NaN : (highRun[0] - lowRun[0]) / (yHigh - yLow);
        return new StemMeasurement(width / unitsPerEm, slant);
    }

    private static void checkUnitsPerEm(double unitsPerEm) {
        if (!(unitsPerEm > 0) || Double.isInfinite(unitsPerEm)) {
            throw new IllegalArgumentException("unitsPerEm " + unitsPerEm + " is not a positive number");
        }
    }

    /**
     * Hands every line segment of the outline to both scan lines, in outline order, closing every subpath, with
     * the curves flattened where they can reach a scan line ({@link ScanCurveFlattener}).
     */
    private static void traceSegments(Shape glyph, double flatness, ScanLineCrossings low, ScanLineCrossings high) {
        ScanCurveFlattener flattener = new ScanCurveFlattener(flatness, low, high);
        double[] c = new double[6];
        double startX = 0;
        double startY = 0;
        double x = 0;
        double y = 0;
        for (PathIterator it = glyph.getPathIterator(null); !it.isDone(); it.next()) {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_MOVETO) {
                if (x != startX || y != startY) {
                    low.add(x, y, startX, startY);
                    high.add(x, y, startX, startY);
                }
                startX = c[0];
                startY = c[1];
                x = c[0];
                y = c[1];
            } else if (type == PathIterator.SEG_LINETO) {
                low.add(x, y, c[0], c[1]);
                high.add(x, y, c[0], c[1]);
                x = c[0];
                y = c[1];
            } else if (type == PathIterator.SEG_QUADTO || type == PathIterator.SEG_CUBICTO) {
                int end = type == PathIterator.SEG_QUADTO ? 2 : 4;
                if (type == PathIterator.SEG_QUADTO) {
                    flattener.quad(x, y, c);
                } else {
                    flattener.cubic(x, y, c);
                }
                x = c[end];
                y = c[end + 1];
            } else if (type == PathIterator.SEG_CLOSE) {
                low.add(x, y, startX, startY);
                high.add(x, y, startX, startY);
                x = startX;
                y = startY;
            }
        }
        if (x != startX || y != startY) {
            low.add(x, y, startX, startY);
            high.add(x, y, startX, startY);
        }
    }
}
