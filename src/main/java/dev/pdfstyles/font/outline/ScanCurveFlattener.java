package dev.pdfstyles.font.outline;

import java.awt.geom.CubicCurve2D;
import java.awt.geom.QuadCurve2D;

/**
 * Flattens the curves of a glyph outline into line segments for two {@link ScanLineCrossings}, only where a
 * segment can cross a scan line (flattening whole glyphs costs more than measuring them).
 *
 * <p>The subdivision is the one {@link java.awt.geom.FlatteningPathIterator} makes, which the stem
 * calibration was measured with: a piece is halved ({@code subdivide} of {@link CubicCurve2D} /
 * {@link QuadCurve2D}) while its squared flatness is at least the squared tolerance and it is fewer than
 * {@link #RECURSION_LIMIT} halvings deep, left half first, and each flat piece becomes the segment to its end
 * point. One exception: a piece whose points (ends and control points) are all above or all below both scan
 * lines is taken as its chord at once. A curve stays within the y range of its points, so neither the piece,
 * nor any segment it would have been flattened into, nor the chord crosses a scan line: the crossings, and their
 * order, are those of the fully flattened outline, for a fraction of the work (a glyph's outline crosses the two
 * lines in a few places).
 *
 * <pre>
 *        ____                  piece above both lines: its chord
 *   ----/----\---- yHigh       pieces on a line: halved down to the tolerance
 *      |      |
 *   ---|------|--- yLow
 *       \____/                 piece below both lines: its chord
 * </pre>
 * Mutable and single-use: one per glyph.
 */
final class ScanCurveFlattener {
    /**
     * Halvings of one curve at most: 10, the default of {@link java.awt.geom.FlatteningPathIterator}, which the
     * stem widths were calibrated with (a 1000-unit curve halved 10 times is under 1 unit per piece).
     */
    static final int RECURSION_LIMIT = 10;

    /** Doubles per cubic piece: start, two control points, end. */
    private static final int CUBIC_SIZE = 8;
    /** Doubles per quadratic piece: start, control point, end. */
    private static final int QUAD_SIZE = 6;
    /**
     * Work space: the root piece and, per depth 1..limit, the two halves of the piece being split. The right
     * half waits at its depth while the left half's descendants use the depths below it.
     */
    private static final int WORK_SIZE = 2 * CUBIC_SIZE * (RECURSION_LIMIT + 1);

    private final double squareFlatness;
    private final ScanLineCrossings low;
    private final ScanLineCrossings high;
    private final double[] work = new double[WORK_SIZE];
    private double x;
    private double y;

    /**
     * @param flatness largest distance of a control point from the segment that replaces its piece, glyph units
     */
    ScanCurveFlattener(double flatness, ScanLineCrossings low, ScanLineCrossings high) {
        this.squareFlatness = flatness * flatness;
        this.low = low;
        this.high = high;
    }

    /** The cubic from (x0, y0) through control points c[0..3] to (c[4], c[5]). */
    void cubic(double x0, double y0, double[] c) {
        start(x0, y0, c, CUBIC_SIZE);
        cubicPiece(0, 0);
    }

    /** The quadratic from (x0, y0) through control point c[0..1] to (c[2], c[3]). */
    void quad(double x0, double y0, double[] c) {
        start(x0, y0, c, QUAD_SIZE);
        quadPiece(0, 0);
    }

    private void start(double x0, double y0, double[] c, int size) {
        work[0] = x0;
        work[1] = y0;
        System.arraycopy(c, 0, work, 2, size - 2);
        x = x0;
        y = y0;
    }

    private void cubicPiece(int offset, int depth) {
        if (reachesScanLine(offset, CUBIC_SIZE) && depth < RECURSION_LIMIT
                && CubicCurve2D.getFlatnessSq(work, offset) >= squareFlatness) {
            int left = halvesOffset(depth + 1);
            CubicCurve2D.subdivide(work, offset, work, left, work, left + CUBIC_SIZE);
            cubicPiece(left, depth + 1);
            cubicPiece(left + CUBIC_SIZE, depth + 1);
            return;
        }
        segmentTo(work[offset + CUBIC_SIZE - 2], work[offset + CUBIC_SIZE - 1]);
    }

    private void quadPiece(int offset, int depth) {
        if (reachesScanLine(offset, QUAD_SIZE) && depth < RECURSION_LIMIT
                && QuadCurve2D.getFlatnessSq(work, offset) >= squareFlatness) {
            int left = halvesOffset(depth + 1);
            QuadCurve2D.subdivide(work, offset, work, left, work, left + CUBIC_SIZE);
            quadPiece(left, depth + 1);
            quadPiece(left + CUBIC_SIZE, depth + 1);
            return;
        }
        segmentTo(work[offset + QUAD_SIZE - 2], work[offset + QUAD_SIZE - 1]);
    }

    /** Where the two halves made at this depth are kept (quadratic halves use the first 6 of each 8). */
    private static int halvesOffset(int depth) {
        return 2 * CUBIC_SIZE * depth;
    }

    /** Whether the piece's y range (its points' range, which holds the curve) holds either scan line. */
    private boolean reachesScanLine(int offset, int size) {
        double min = work[offset + 1];
        double max = min;
        for (int i = offset + 3; i < offset + size; i += 2) {
            min = Math.min(min, work[i]);
            max = Math.max(max, work[i]);
        }
        return min <= low.y && low.y <= max || min <= high.y && high.y <= max;
    }

    private void segmentTo(double endX, double endY) {
        low.add(x, y, endX, endY);
        high.add(x, y, endX, endY);
        x = endX;
        y = endY;
    }
}
