package dev.pdfstyles.font.outline;

import java.util.Arrays;

/**
 * Where the edges of a polygon outline meet, found through an {@link EdgeGrid} (not all pairs): the points
 * each edge must be cut at (crossings, and vertices lying on another edge), the vertices other edges touch,
 * and the edge pairs that run along one line. {@link DisjointContours}
 * measures outlines whose edges do not meet; {@link EdgePieces} cuts the edges there for {@link
 * CrossedContours}.
 */
final class EdgeCuts {
    /**
     * An orientation (cross product) this small against the sum of its two terms' magnitudes is taken as
     * zero, that is as touching. Rounding errs by under 1e-15 of that sum; 1e-9 leaves wide room, and a
     * point taken as touching only costs a cut or, where that cannot answer, the slower merge.
     */
    private static final double MIN_TRUSTED_ORIENTATION = 1e-9;
    /** First capacity of the cut and pair lists: most glyphs' edges meet a few dozen times at most. */
    private static final int INITIAL_CAPACITY = 16;

    private final double[] xs;
    private final double[] ys;
    private final int[] next;
    private final int edges;
    /** Whether any edges meet other than adjacent ones at their shared vertex. */
    boolean meet;
    /**
     * Cut k is on edge cutEdges[k] at cutXy[2k], cutXy[2k + 1]. Passing it along the edge changes the winding
     * on both sides by cutDeltas[k]: +1 or -1 where another edge crosses from right to left or back, 0 (not
     * known) where a vertex touches.
     */
    int[] cutEdges = new int[INITIAL_CAPACITY];
    double[] cutXy = new double[2 * INITIAL_CAPACITY];
    int[] cutDeltas = new int[INITIAL_CAPACITY];
    int cuts;
    /** Vertices another edge passes through or ends at (the winding beside a contour may change there). */
    final boolean[] touched;
    /** Pair k of edges along one line: alongEdges[2k] and alongEdges[2k + 1]. */
    int[] alongEdges = new int[INITIAL_CAPACITY];
    int alongPairs;

    /** Edge i runs from vertex i to next[i]. */
    EdgeCuts(double[] xs, double[] ys, int[] next, int edges) {
        this.xs = xs;
        this.ys = ys;
        this.next = next;
        this.edges = edges;
        this.touched = new boolean[edges];
    }

    /** Finds the cuts and pairs, meeting each pair of edges whose cells overlap once, in their first common cell. */
    EdgeCuts find(EdgeGrid grid) {
        for (int row = 0; row < grid.rows; row++) {
            for (int column = 0; column < grid.columns; column++) {
                int cell = row * grid.columns + column;
                for (int k = grid.cellStarts[cell]; k < grid.cellStarts[cell + 1]; k++) {
                    int a = grid.cellEdges[k];
                    for (int l = k + 1; l < grid.cellStarts[cell + 1]; l++) {
                        int e = grid.cellEdges[l];
                        if (Math.max(grid.firstColumn[a], grid.firstColumn[e]) == column
                                && Math.max(grid.firstRow[a], grid.firstRow[e]) == row) {
                            meet(a, e);
                        }
                    }
                }
            }
        }
        return this;
    }

    private void meet(int a, int e) {
        int a1 = next[a];
        int e1 = next[e];
        if (Math.max(xs[a], xs[a1]) < Math.min(xs[e], xs[e1]) || Math.max(xs[e], xs[e1]) < Math.min(xs[a], xs[a1])
                || Math.max(ys[a], ys[a1]) < Math.min(ys[e], ys[e1])
                || Math.max(ys[e], ys[e1]) < Math.min(ys[a], ys[a1])) {
            return;
        }
        if (a1 == e || e1 == a) {
            // adjacent: they meet beyond their shared vertex only when the path turns straight back
            int aOther = a1 == e ? a : a1;
            int eOther = a1 == e ? e1 : e;
            double dot = (xs[a1] - xs[a]) * (xs[e1] - xs[e]) + (ys[a1] - ys[a]) * (ys[e1] - ys[e]);
            if (dot < 0 && orientation(a, a1, eOther) == 0 && orientation(e, e1, aOther) == 0) {
                alongOneLine(a, e);
            }
            return;
        }
        int o1 = orientation(a, a1, e);
        int o2 = orientation(a, a1, e1);
        if (!mayStraddle(o1, o2)) {
            return;
        }
        int o3 = orientation(e, e1, a);
        int o4 = orientation(e, e1, a1);
        if (!mayStraddle(o3, o4)) {
            return;
        }
        meet = true;
        if ((o1 == 0 && o2 == 0) || (o3 == 0 && o4 == 0)) {
            alongOneLine(a, e);
        } else if (o1 != 0 && o2 != 0 && o3 != 0 && o4 != 0) {
            addCrossing(a, e);
        } else {
            // a vertex on the other edge: cut that edge there (nothing to cut when it is one of its ends)
            cutAtVertex(a, o1 == 0 ? e : -1);
            cutAtVertex(a, o2 == 0 ? e1 : -1);
            cutAtVertex(e, o3 == 0 ? a : -1);
            cutAtVertex(e, o4 == 0 ? a1 : -1);
        }
    }

    /** Two edges along one line: each is cut at the other's ends inside it, so their shared pieces coincide. */
    private void alongOneLine(int a, int e) {
        meet = true;
        touched[a] = true;
        touched[next[a]] = true;
        touched[e] = true;
        touched[next[e]] = true;
        cutAtVertex(a, inside(a, e) ? e : -1);
        cutAtVertex(a, inside(a, next[e]) ? next[e] : -1);
        cutAtVertex(e, inside(e, a) ? a : -1);
        cutAtVertex(e, inside(e, next[a]) ? next[a] : -1);
        if (2 * alongPairs == alongEdges.length) {
            alongEdges = Arrays.copyOf(alongEdges, 2 * alongEdges.length);
        }
        alongEdges[2 * alongPairs] = a;
        alongEdges[2 * alongPairs + 1] = e;
        alongPairs++;
    }

    /** Whether the vertex projects strictly inside the edge. */
    private boolean inside(int edge, int vertex) {
        int end = next[edge];
        double dx = xs[end] - xs[edge];
        double dy = ys[end] - ys[edge];
        double along = (xs[vertex] - xs[edge]) * dx + (ys[vertex] - ys[edge]) * dy;
        return along > 0 && along < dx * dx + dy * dy;
    }

    private void cutAtVertex(int edge, int vertex) {
        if (vertex < 0) {
            return;
        }
        touched[vertex] = true;
        if (xs[vertex] == xs[edge] && ys[vertex] == ys[edge]) {
            touched[edge] = true;
        } else if (xs[vertex] == xs[next[edge]] && ys[vertex] == ys[next[edge]]) {
            touched[next[edge]] = true;
        } else {
            addCut(edge, xs[vertex], ys[vertex], 0);
        }
    }

    private void addCrossing(int a, int e) {
        int a1 = next[a];
        int e1 = next[e];
        double ax = xs[a1] - xs[a];
        double ay = ys[a1] - ys[a];
        double ex = xs[e1] - xs[e];
        double ey = ys[e1] - ys[e];
        double t = ((xs[e] - xs[a]) * ey - (ys[e] - ys[a]) * ex) / (ax * ey - ay * ex);
        double x = xs[a] + t * ax;
        double y = ys[a] + t * ay;
        // along a, one passes from the side of e its start is on to the side its end is on, and back for e
        addCut(a, x, y, orientation(e, e1, a1));
        addCut(e, x, y, orientation(a, a1, e1));
    }

    private void addCut(int edge, double x, double y, int delta) {
        if (cuts == cutEdges.length) {
            cutEdges = Arrays.copyOf(cutEdges, 2 * cuts);
            cutXy = Arrays.copyOf(cutXy, 4 * cuts);
            cutDeltas = Arrays.copyOf(cutDeltas, 2 * cuts);
        }
        cutDeltas[cuts] = delta;
        cutEdges[cuts] = edge;
        cutXy[2 * cuts] = x;
        cutXy[2 * cuts + 1] = y;
        cuts++;
    }

    /**
     * Whether two points may lie on both sides of a line (or on it), given their orientations: exact when
     * both are known, and true when either is too close to zero to tell. Two segments meet when each's ends
     * straddle the other's line; collinear ones whose extents are apart never get here (their bounds are
     * apart too).
     */
    private static boolean mayStraddle(int first, int second) {
        return first == 0 || second == 0 || first != second;
    }

    private int orientation(int from, int to, int point) {
        return orientation(xs[from], ys[from], xs[to], ys[to], xs[point], ys[point]);
    }

    /**
     * +1 when (x, y) is left of the line from-to (counter-clockwise in y-up), -1 right, 0 on it or too close
     * to tell.
     */
    static int orientation(double fromX, double fromY, double toX, double toY, double x, double y) {
        double left = (toX - fromX) * (y - fromY);
        double right = (toY - fromY) * (x - fromX);
        double cross = left - right;
        if (Math.abs(cross) <= MIN_TRUSTED_ORIENTATION * (Math.abs(left) + Math.abs(right))) {
            return 0;
        }
        return cross > 0 ? 1 : -1;
    }
}
