package dev.pdfstyles.font.outline;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The edges of a polygon outline cut where {@link EdgeCuts} found them meeting others, in order along each
 * edge, without empty pieces; pieces of edges along one line that have the same two ends are grouped, to
 * count once; {@link CrossedContours} sums the boundary pieces.
 */
final class EdgePieces {
    /** A piece's entry: the first of its edge, at its start vertex. */
    static final int FROM_VERTEX = 2;
    /** A piece's entry: after a touching vertex, or points that coincided; the winding needs a ray cast. */
    static final int UNKNOWN_CHANGE = 0;

    int count;
    /** How the winding beside each piece differs from the piece before on its edge: +1, -1, or the above. */
    int[] entry;
    /** Whether no cut fell on each edge's end vertex. */
    boolean[] cleanEnd;
    /** The pieces of edge i are [firstOfEdge[i], firstOfEdge[i + 1]). */
    int[] firstOfEdge;
    int[] edge;
    double[] x0;
    double[] y0;
    double[] x1;
    double[] y1;

    static EdgePieces of(double[] xs, double[] ys, int[] next, int edges, EdgeCuts meetings) {
        int[] cutStarts = new int[edges + 1];
        for (int c = 0; c < meetings.cuts; c++) {
            cutStarts[meetings.cutEdges[c] + 1]++;
        }
        for (int i = 0; i < edges; i++) {
            cutStarts[i + 1] += cutStarts[i];
        }
        int[] cutsByEdge = new int[meetings.cuts];
        int[] fill = Arrays.copyOf(cutStarts, edges);
        for (int c = 0; c < meetings.cuts; c++) {
            cutsByEdge[fill[meetings.cutEdges[c]]++] = c;
        }
        EdgePieces pieces = new EdgePieces();
        int capacity = edges + meetings.cuts;
        pieces.edge = new int[capacity];
        pieces.entry = new int[capacity];
        pieces.cleanEnd = new boolean[edges];
        pieces.x0 = new double[capacity];
        pieces.y0 = new double[capacity];
        pieces.x1 = new double[capacity];
        pieces.y1 = new double[capacity];
        pieces.firstOfEdge = new int[edges + 1];
        for (int i = 0; i < edges; i++) {
            pieces.firstOfEdge[i] = pieces.count;
            if (cutStarts[i + 1] == cutStarts[i]) {
                pieces.entry[pieces.count] = FROM_VERTEX;
                pieces.add(i, xs[i], ys[i], xs[next[i]], ys[next[i]]);
                pieces.cleanEnd[i] = true;
                continue;
            }
            int n = cutStarts[i + 1] - cutStarts[i] + 2;
            double[] along = new double[n];
            double[] px = new double[n];
            double[] py = new double[n];
            int[] deltas = new int[n];
            int j = next[i];
            double dx = xs[j] - xs[i];
            double dy = ys[j] - ys[i];
            px[0] = xs[i];
            py[0] = ys[i];
            along[0] = Double.NEGATIVE_INFINITY;
            for (int k = cutStarts[i]; k < cutStarts[i + 1]; k++) {
                int c = cutsByEdge[k];
                int m = k - cutStarts[i] + 1;
                px[m] = meetings.cutXy[2 * c];
                py[m] = meetings.cutXy[2 * c + 1];
                along[m] = (px[m] - xs[i]) * dx + (py[m] - ys[i]) * dy;
                deltas[m] = meetings.cutDeltas[c];
            }
            px[n - 1] = xs[j];
            py[n - 1] = ys[j];
            along[n - 1] = Double.POSITIVE_INFINITY;
            sortAlong(along, px, py, deltas);
            boolean skipped = false;
            for (int m = 0; m + 1 < n; m++) {
                if (px[m] != px[m + 1] || py[m] != py[m + 1]) {
                    pieces.entry[pieces.count] = m == 0 ? FROM_VERTEX : skipped ? UNKNOWN_CHANGE : deltas[m];
                    pieces.add(i, px[m], py[m], px[m + 1], py[m + 1]);
                    skipped = false;
                } else {
                    skipped = true;
                }
            }
            pieces.cleanEnd[i] = !skipped;
        }
        pieces.firstOfEdge[edges] = pieces.count;
        return pieces;
    }

    private void add(int fromEdge, double ax, double ay, double bx, double by) {
        edge[count] = fromEdge;
        x0[count] = ax;
        y0[count] = ay;
        x1[count] = bx;
        y1[count] = by;
        count++;
    }

    /**
     * For each piece, the first piece with the same two ends (itself when none): pieces of edges along
     * one line. Null when a piece of such an edge lies along its partner without coinciding with one of
     * its pieces (cuts computed apart on the two), which the winding could not see on a horizontal line.
     */
    int[] coincidentGroups(EdgeCuts meetings) {
        int[] groups = new int[count];
        for (int k = 0; k < count; k++) {
            groups[k] = k;
        }
        if (meetings.alongPairs == 0) {
            return groups;
        }
        boolean[] alongAnother = new boolean[firstOfEdge.length - 1];
        for (int p = 0; p < 2 * meetings.alongPairs; p++) {
            alongAnother[meetings.alongEdges[p]] = true;
        }
        Map<Ends, Integer> firstByEnds = new HashMap<>();
        for (int k = 0; k < count; k++) {
            if (alongAnother[edge[k]]) {
                Integer first = firstByEnds.putIfAbsent(new Ends(x0[k], y0[k], x1[k], y1[k]), k);
                groups[k] = first == null ? k : first;
            }
        }
        for (int p = 0; p < meetings.alongPairs; p++) {
            if (!coincide(groups, meetings.alongEdges[2 * p], meetings.alongEdges[2 * p + 1])
                    || !coincide(groups, meetings.alongEdges[2 * p + 1], meetings.alongEdges[2 * p])) {
                return null;
            }
        }
        return groups;
    }

    /** Whether every piece of edge a lying along edge b shares its group with a piece of b. */
    private boolean coincide(int[] groups, int a, int b) {
        double bx0 = x0[firstOfEdge[b]];
        double by0 = y0[firstOfEdge[b]];
        double dx = x1[firstOfEdge[b + 1] - 1] - bx0;
        double dy = y1[firstOfEdge[b + 1] - 1] - by0;
        double squared = dx * dx + dy * dy;
        for (int k = firstOfEdge[a]; k < firstOfEdge[a + 1]; k++) {
            double along = ((x0[k] + x1[k]) / 2 - bx0) * dx + ((y0[k] + y1[k]) / 2 - by0) * dy;
            if (along > 0 && along < squared && !sharesGroupWith(groups, k, b)) {
                return false;
            }
        }
        return true;
    }

    private boolean sharesGroupWith(int[] groups, int piece, int otherEdge) {
        for (int k = firstOfEdge[otherEdge]; k < firstOfEdge[otherEdge + 1]; k++) {
            if (groups[k] == groups[piece]) {
                return true;
            }
        }
        return false;
    }

    /** Insertion sort of the cut points by their place along the edge: an edge has few cuts. */
    private static void sortAlong(double[] along, double[] px, double[] py, int[] deltas) {
        for (int a = 1; a < along.length; a++) {
            for (int b = a; b > 0 && along[b - 1] > along[b]; b--) {
                swap(along, b);
                swap(px, b);
                swap(py, b);
                int t = deltas[b];
                deltas[b] = deltas[b - 1];
                deltas[b - 1] = t;
            }
        }
    }

    private static void swap(double[] values, int b) {
        double t = values[b];
        values[b] = values[b - 1];
        values[b - 1] = t;
    }

    /** A piece's two ends, in either order. */
    private static final class Ends {
        private final double ax;
        private final double ay;
        private final double bx;
        private final double by;

        Ends(double x0, double y0, double x1, double y1) {
            boolean ordered = x0 < x1 || (x0 == x1 && y0 <= y1);
            ax = ordered ? x0 : x1;
            ay = ordered ? y0 : y1;
            bx = ordered ? x1 : x0;
            by = ordered ? y1 : y0;
        }

        @Override
        public boolean equals(Object other) {
            if (!(other instanceof Ends)) {
                return false;
            }
            Ends ends = (Ends) other;
            return ax == ends.ax && ay == ends.ay && bx == ends.bx && by == ends.by;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(new double[] {ax, ay, bx, by});
        }
    }
}
