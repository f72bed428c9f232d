package dev.pdfstyles.font.outline;

import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.util.Arrays;

/**
 * Twice the inked area and the boundary length of a polygon outline whose contours neither cross nor touch,
 * without {@link java.awt.geom.Area}. Merging contours with Area costs about 45% of a styled parse of a CJK
 * page, though the contours of most glyphs do not meet: their union's boundary is then made of
 * whole contours, and a contour bounds ink exactly when the fill differs on its two sides. That follows
 * from the winding number of the other contours at one of its vertices (the same all along it, since
 * nothing crosses it) and its own orientation:
 *
 * <pre>
 *   outside = winding of the other contours      inside = outside + (+1 counter-clockwise, -1 clockwise)
 *   2A = sum over contours of |2A_c| (filled(inside) - filled(outside));  P = sum of L_c where they differ
 * </pre>
 *
 * <p>Edges that cross cleanly (interiors at a definite angle, of two contours or of one) are handed to
 * {@link CrossedContours} with their crossing points. Conservative: two edges that touch or overlap, a
 * contour folding back on itself, a two-point or zero-area contour, an orientation test too close to zero
 * to trust, or a non-finite coordinate give no answer, and the caller merges with Area. The edge pairs
 * tested are found through an {@link EdgeGrid}, not all pairs.
 */
public final class DisjointContours {
    /** First capacity, in vertices: the polygon of a Latin glyph fits without growing. */
    private static final int INITIAL_VERTICES = 128;

    /** Vertices, contour after contour, without repeats; contour k is [starts[k], starts[k + 1]). */
    private double[] xs = new double[INITIAL_VERTICES];
    private double[] ys = new double[INITIAL_VERTICES];
    private int[] starts = new int[8];
    private int vertices;
    private int contours;
    private boolean open;
    /** The vertex after each one along its contour: edge i runs from vertex i to next[i]. */
    private int[] next;

    private DisjointContours() {
    }

    /**
     * {twice the inked area, boundary length} of a flattened outline (lines only), in its units; null when
     * two of its edges touch or overlap or it is degenerate: then only a merge answers.
     */
    public static double[] measure(Path2D polygon) {
        DisjointContours outline = new DisjointContours();
        if (!outline.read(polygon.getPathIterator(null))) {
            return null;
        }
        outline.linkEdges();
        EdgeGrid grid = new EdgeGrid(outline.xs, outline.ys, outline.next, outline.vertices);
        EdgeCuts meetings = new EdgeCuts(outline.xs, outline.ys, outline.next, outline.vertices).find(grid);
        if (meetings.meet) {
            return CrossedContours.measure(outline.xs, outline.ys, outline.next, outline.vertices, grid, meetings,
                    polygon.getWindingRule());
        }
        return outline.inkedAreaAndLength(polygon.getWindingRule());
    }

    /** False for what this class does not take: non-finite points, a line after a close, two-point contours. */
    private boolean read(PathIterator it) {
        double[] c = new double[6];
        for (; !it.isDone(); it.next()) {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_CLOSE) {
                if (!endContour()) {
                    return false;
                }
                continue;
            }
            if (!Double.isFinite(c[0]) || !Double.isFinite(c[1])) {
                return false;
            }
            if (type == PathIterator.SEG_MOVETO) {
                if (!endContour()) {
                    return false;
                }
                open = true;
            } else if (type != PathIterator.SEG_LINETO || !open) {
                return false;
            }
            add(c[0], c[1]);
        }
        return endContour();
    }

    private void add(double x, double y) {
        if (vertices > starts[contours] && xs[vertices - 1] == x && ys[vertices - 1] == y) {
            return;
        }
        if (vertices == xs.length) {
            xs = Arrays.copyOf(xs, vertices * 2);
            ys = Arrays.copyOf(ys, vertices * 2);
        }
        xs[vertices] = x;
        ys[vertices] = y;
        vertices++;
    }

    /** Ends the open contour, dropping a last point equal to the first; a one-point contour has no ink. */
    private boolean endContour() {
        if (!open) {
            return true;
        }
        open = false;
        int start = starts[contours];
        if (vertices - start > 1 && xs[vertices - 1] == xs[start] && ys[vertices - 1] == ys[start]) {
            vertices--;
        }
        if (vertices - start <= 1) {
            vertices = start;
            return true;
        }
        if (vertices - start == 2) {
            return false;
        }
        contours++;
        if (contours + 1 > starts.length) {
            starts = Arrays.copyOf(starts, starts.length * 2);
        }
        starts[contours] = vertices;
        return true;
    }

    private void linkEdges() {
        next = new int[vertices];
        for (int k = 0; k < contours; k++) {
            for (int i = starts[k]; i < starts[k + 1]; i++) {
                next[i] = i + 1 < starts[k + 1] ? i + 1 : starts[k];
            }
        }
    }

    private double[] inkedAreaAndLength(int windingRule) {
        double twiceArea = 0;
        double length = 0;
        for (int k = 0; k < contours; k++) {
            double twiceContourArea = 0;
            double contourLength = 0;
            for (int i = starts[k]; i < starts[k + 1]; i++) {
                int j = next[i];
                twiceContourArea += xs[i] * ys[j] - xs[j] * ys[i];
                contourLength += Math.hypot(xs[j] - xs[i], ys[j] - ys[i]);
            }
            int outside = windingOfOthersAt(k);
            if (outside == Integer.MIN_VALUE || twiceContourArea == 0) {
                return null;
            }
            int inside = outside + (twiceContourArea > 0 ? 1 : -1);
            int inked = CrossedContours.filled(inside, windingRule) - CrossedContours.filled(outside, windingRule);
            twiceArea += Math.abs(twiceContourArea) * inked;
            length += inked == 0 ? 0 : contourLength;
        }
        return new double[] {twiceArea, length};
    }


    /**
     * The winding number of every contour but k at k's first vertex (counter-clockwise +1), by the crossings
     * of the edges that straddle its height; Integer.MIN_VALUE when one passes too close to tell its side.
     */
    private int windingOfOthersAt(int k) {
        double x = xs[starts[k]];
        double y = ys[starts[k]];
        int winding = 0;
        for (int i = 0; i < vertices; i++) {
            if (i >= starts[k] && i < starts[k + 1]) {
                continue;
            }
            int j = next[i];
            boolean up = ys[i] <= y && y < ys[j];
            boolean down = ys[j] <= y && y < ys[i];
            if ((!up && !down) || Math.max(xs[i], xs[j]) < x) {
                continue;   // neither straddles the height nor can be right of the point
            }
            int side = EdgeCuts.orientation(xs[i], ys[i], xs[j], ys[j], x, y);
            if (side == 0) {
                return Integer.MIN_VALUE;
            }
            winding += up && side > 0 ? 1 : down && side < 0 ? -1 : 0;
        }
        return winding;
    }
}
