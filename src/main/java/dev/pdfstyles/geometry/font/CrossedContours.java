package dev.pdfstyles.geometry.font;

import java.awt.geom.PathIterator;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Twice the inked area and the boundary length of a polygon outline whose edges meet (cross, touch at a
 * vertex, or run along one line), without {@link java.awt.geom.Area}: the overlapping strokes of an
 * ideograph, or of Chromium's emboldened Type 3 copies, which {@link DisjointContours} cannot take and Area
 * merges at about a millisecond a glyph (issue #7). Each edge is cut where it meets others ({@link
 * EdgeCuts}); pieces of edges along one line then coincide and count as one. A piece bounds ink exactly
 * when the fill differs on its two sides, which the winding number of the other edges at its midpoint
 * tells, and Green's theorem sums the area from the boundary pieces alone, with no need to chain them:
 *
 * <pre>
 *   2A = sum over pieces p-q of (filled(left) - filled(right)) (p.x q.y - q.x p.y)
 *   P  = sum over pieces of |filled(left) - filled(right)| |pq|
 * </pre>
 *
 * The winding walks only the edges filed right of the midpoint in its row of the {@link EdgeGrid}. A midpoint too close to an
 * edge to tell its side, or a piece along another edge that does not coincide with one of its pieces,
 * gives no answer, and the caller merges with Area.
 */
final class CrossedContours
{
    private final double[] xs;
    private final double[] ys;
    private final int[] next;
    private final EdgeGrid grid;

    private CrossedContours(double[] xs, double[] ys, int[] next, EdgeGrid grid)
    {
        this.xs = xs;
        this.ys = ys;
        this.next = next;
        this.grid = grid;
    }

    /** {twice the inked area, boundary length}, or null when a piece's sides cannot be told. */
    static double[] measure(double[] xs, double[] ys, int[] next, int edges, EdgeGrid grid, EdgeCuts meetings,
            int windingRule)
    {
        Pieces pieces = Pieces.of(xs, ys, next, edges, meetings);
        int[] groups = pieces.coincidentGroups(meetings);
        if (groups == null)
        {
            return null;
        }
        CrossedContours outline = new CrossedContours(xs, ys, next, grid);
        double twiceArea = 0;
        double length = 0;
        // each group's pieces chained from its first: a group's first piece comes before its others
        int[] nextInGroup = new int[pieces.count];
        int[] lastInGroup = new int[pieces.count];
        for (int k = 0; k < pieces.count; k++)
        {
            nextInGroup[k] = -1;
            lastInGroup[k] = k;
            if (groups[k] != k)
            {
                nextInGroup[lastInGroup[groups[k]]] = k;
                lastInGroup[groups[k]] = k;
            }
        }
        int[] members = new int[pieces.count];
        int[] memberEdges = new int[pieces.count];
        int[] sides = new int[2];
        int stretchRight = Integer.MIN_VALUE;
        for (int first = 0; first < pieces.count; first++)
        {
            if (groups[first] != first)
            {
                stretchRight = Integer.MIN_VALUE;
                continue;   // counted with its group's first piece
            }
            boolean alone = nextInGroup[first] < 0;
            int entry = pieces.entry[first];
            if (!alone || (entry == Pieces.FROM_VERTEX && !continuesStretch(pieces, first, next, meetings.touched))
                    || entry == Pieces.UNKNOWN_CHANGE)
            {
                stretchRight = Integer.MIN_VALUE;
            }
            if (alone && stretchRight != Integer.MIN_VALUE)
            {
                stretchRight += entry == Pieces.FROM_VERTEX ? 0 : entry;
                sides[0] = stretchRight + 1;
                sides[1] = stretchRight;
            }
            else
            {
                int count = 0;
                for (int k = first; k >= 0; k = nextInGroup[k])
                {
                    members[count] = k;
                    memberEdges[count++] = pieces.edge[k];
                }
                if (!outline.sideWindings(pieces, first, members, memberEdges, count, sides))
                {
                    return null;
                }
                stretchRight = alone ? sides[1] : Integer.MIN_VALUE;
            }
            int inked = filled(sides[0], windingRule) - filled(sides[1], windingRule);
            double px = pieces.x0[first];
            double py = pieces.y0[first];
            double qx = pieces.x1[first];
            double qy = pieces.y1[first];
            twiceArea += inked * (px * qy - qx * py);
            length += inked == 0 ? 0 : Math.hypot(qx - px, qy - py);
        }
        return new double[] {twiceArea, length};
    }

    /**
     * Whether the piece, first of its edge, follows the one before along its contour with nothing meeting
     * the vertex between: the winding on either side of a contour changes only where other edges meet it, by
     * one where an edge crosses, so a stretch of pieces needs one ray cast, not one a piece.
     */
    private static boolean continuesStretch(Pieces pieces, int piece, int[] next, boolean[] touched)
    {
        if (piece == 0)
        {
            return false;
        }
        int edge = pieces.edge[piece];
        int before = pieces.edge[piece - 1];
        return piece == pieces.firstOfEdge[edge] && pieces.firstOfEdge[edge + 1] > piece
                && pieces.firstOfEdge[before + 1] == piece && next[before] == edge && !touched[edge]
                && pieces.cleanEnd[before];
    }

    /**
     * The winding numbers {left, right} of the piece, for its group of coincident pieces; false when its
     * midpoint is too close to another edge to tell. The half-open rule counts the midpoint of a
     * horizontal piece as just above it; otherwise a piece's own edge crosses the ray from just west of it
     * (+1 running up, -1 down), not from just east.
     */
    private boolean sideWindings(Pieces pieces, int first, int[] members, int[] memberEdges, int count,
            int[] sides)
    {
        double px = pieces.x0[first];
        double py = pieces.y0[first];
        double qx = pieces.x1[first];
        double qy = pieces.y1[first];
        double mx = (px + qx) / 2;
        double my = (py + qy) / 2;
        if (py != qy && (my == py || my == qy))
        {
            return false;   // too short for its midpoint to lie strictly between its ends
        }
        int winding = windingAt(mx, my, memberEdges, count);
        if (winding == Integer.MIN_VALUE)
        {
            return false;
        }
        int jump = 0;
        for (int m = 0; m < count; m++)
        {
            int k = members[m];
            jump += py == qy ? (pieces.x1[k] > pieces.x0[k] ? 1 : -1) : (pieces.y1[k] > pieces.y0[k] ? 1 : -1);
        }
        int left;
        int right;
        if (py == qy)
        {
            int above = winding;
            int below = winding - jump;
            left = qx > px ? above : below;
            right = qx > px ? below : above;
        }
        else
        {
            int west = winding + jump;
            int east = winding;
            left = qy > py ? west : east;
            right = qy > py ? east : west;
        }
        sides[0] = left;
        sides[1] = right;
        return true;
    }

    static int filled(int winding, int windingRule)
    {
        boolean filled = windingRule == PathIterator.WIND_EVEN_ODD ? (winding & 1) != 0 : winding != 0;
        return filled ? 1 : 0;
    }

    /**
     * The winding number at (x, y) of every edge but the given ones (counter-clockwise +1), by the half-open
     * rule on the edges of the grid cells on the nearer side of it in its row, each edge counted in the first
     * such cell it is filed in; Integer.MIN_VALUE when one passes too close to tell its side. Every contour
     * crosses a horizontal line as often up as down, so a ray to the left counts the crossings there negated,
     * less those of the given edges, which are left out of the count but not of the contours.
     */
    private int windingAt(double x, double y, int[] skipped, int skippedCount)
    {
        int row = grid.row(y);
        int atColumn = grid.column(x);
        boolean rightward = grid.columns - atColumn <= atColumn + 1;
        int winding = 0;
        for (int column = rightward ? atColumn : 0; column < (rightward ? grid.columns : atColumn + 1); column++)
        {
            int cell = row * grid.columns + column;
            for (int k = grid.cellStarts[cell]; k < grid.cellStarts[cell + 1]; k++)
            {
                int i = grid.cellEdges[k];
                int j = next[i];
                boolean up = ys[i] <= y && y < ys[j];
                boolean down = ys[j] <= y && y < ys[i];
                if ((!up && !down)
                        || (rightward ? Math.max(xs[i], xs[j]) < x || Math.max(grid.firstColumn[i], atColumn) != column
                                : Math.min(xs[i], xs[j]) > x || Math.min(grid.lastColumn[i], atColumn) != column)
                        || contains(skipped, skippedCount, i))
                {
                    continue;
                }
                int side = EdgeCuts.orientation(xs[i], ys[i], xs[j], ys[j], x, y);
                if (side == 0)
                {
                    return Integer.MIN_VALUE;
                }
                if (rightward)
                {
                    winding += up && side > 0 ? 1 : down && side < 0 ? -1 : 0;
                }
                else
                {
                    winding += up && side < 0 ? -1 : down && side > 0 ? 1 : 0;
                }
            }
        }
        if (!rightward)
        {
            for (int k = 0; k < skippedCount; k++)
            {
                int i = skipped[k];
                int j = next[i];
                winding -= ys[i] <= y && y < ys[j] ? 1 : ys[j] <= y && y < ys[i] ? -1 : 0;
            }
        }
        return winding;
    }

    private static boolean contains(int[] values, int count, int value)
    {
        for (int k = 0; k < count; k++)
        {
            if (values[k] == value)
            {
                return true;
            }
        }
        return false;
    }

    /** The edges cut at their cut points, in order along each edge, without empty pieces. */
    private static final class Pieces
    {
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

        static Pieces of(double[] xs, double[] ys, int[] next, int edges, EdgeCuts meetings)
        {
            int[] cutStarts = new int[edges + 1];
            for (int c = 0; c < meetings.cuts; c++)
            {
                cutStarts[meetings.cutEdges[c] + 1]++;
            }
            for (int i = 0; i < edges; i++)
            {
                cutStarts[i + 1] += cutStarts[i];
            }
            int[] cutsByEdge = new int[meetings.cuts];
            int[] fill = Arrays.copyOf(cutStarts, edges);
            for (int c = 0; c < meetings.cuts; c++)
            {
                cutsByEdge[fill[meetings.cutEdges[c]]++] = c;
            }
            Pieces pieces = new Pieces();
            int capacity = edges + meetings.cuts;
            pieces.edge = new int[capacity];
            pieces.entry = new int[capacity];
            pieces.cleanEnd = new boolean[edges];
            pieces.x0 = new double[capacity];
            pieces.y0 = new double[capacity];
            pieces.x1 = new double[capacity];
            pieces.y1 = new double[capacity];
            pieces.firstOfEdge = new int[edges + 1];
            for (int i = 0; i < edges; i++)
            {
                pieces.firstOfEdge[i] = pieces.count;
                if (cutStarts[i + 1] == cutStarts[i])
                {
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
                for (int k = cutStarts[i]; k < cutStarts[i + 1]; k++)
                {
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
                for (int m = 0; m + 1 < n; m++)
                {
                    if (px[m] != px[m + 1] || py[m] != py[m + 1])
                    {
                        pieces.entry[pieces.count] = m == 0 ? FROM_VERTEX : skipped ? UNKNOWN_CHANGE : deltas[m];
                        pieces.add(i, px[m], py[m], px[m + 1], py[m + 1]);
                        skipped = false;
                    }
                    else
                    {
                        skipped = true;
                    }
                }
                pieces.cleanEnd[i] = !skipped;
            }
            pieces.firstOfEdge[edges] = pieces.count;
            return pieces;
        }

        private void add(int fromEdge, double ax, double ay, double bx, double by)
        {
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
        int[] coincidentGroups(EdgeCuts meetings)
        {
            int[] groups = new int[count];
            for (int k = 0; k < count; k++)
            {
                groups[k] = k;
            }
            if (meetings.alongPairs == 0)
            {
                return groups;
            }
            boolean[] alongAnother = new boolean[firstOfEdge.length - 1];
            for (int p = 0; p < 2 * meetings.alongPairs; p++)
            {
                alongAnother[meetings.alongEdges[p]] = true;
            }
            Map<Ends, Integer> firstByEnds = new HashMap<>();
            for (int k = 0; k < count; k++)
            {
                if (alongAnother[edge[k]])
                {
                    Integer first = firstByEnds.putIfAbsent(new Ends(x0[k], y0[k], x1[k], y1[k]), k);
                    groups[k] = first == null ? k : first;
                }
            }
            for (int p = 0; p < meetings.alongPairs; p++)
            {
                if (!coincide(groups, meetings.alongEdges[2 * p], meetings.alongEdges[2 * p + 1])
                        || !coincide(groups, meetings.alongEdges[2 * p + 1], meetings.alongEdges[2 * p]))
                {
                    return null;
                }
            }
            return groups;
        }

        /** Whether every piece of edge a lying along edge b shares its group with a piece of b. */
        private boolean coincide(int[] groups, int a, int b)
        {
            double bx0 = x0[firstOfEdge[b]];
            double by0 = y0[firstOfEdge[b]];
            double dx = x1[firstOfEdge[b + 1] - 1] - bx0;
            double dy = y1[firstOfEdge[b + 1] - 1] - by0;
            double squared = dx * dx + dy * dy;
            for (int k = firstOfEdge[a]; k < firstOfEdge[a + 1]; k++)
            {
                double along = ((x0[k] + x1[k]) / 2 - bx0) * dx + ((y0[k] + y1[k]) / 2 - by0) * dy;
                if (along > 0 && along < squared && !sharesGroupWith(groups, k, b))
                {
                    return false;
                }
            }
            return true;
        }

        private boolean sharesGroupWith(int[] groups, int piece, int otherEdge)
        {
            for (int k = firstOfEdge[otherEdge]; k < firstOfEdge[otherEdge + 1]; k++)
            {
                if (groups[k] == groups[piece])
                {
                    return true;
                }
            }
            return false;
        }
    }

    /** Insertion sort of the cut points by their place along the edge: an edge has few cuts. */
    private static void sortAlong(double[] along, double[] px, double[] py, int[] deltas)
    {
        for (int a = 1; a < along.length; a++)
        {
            for (int b = a; b > 0 && along[b - 1] > along[b]; b--)
            {
                swap(along, b);
                swap(px, b);
                swap(py, b);
                int t = deltas[b];
                deltas[b] = deltas[b - 1];
                deltas[b - 1] = t;
            }
        }
    }

    private static void swap(double[] values, int b)
    {
        double t = values[b];
        values[b] = values[b - 1];
        values[b - 1] = t;
    }

    /** A piece's two ends, in either order. */
    private static final class Ends
    {
        private final double ax;
        private final double ay;
        private final double bx;
        private final double by;

        Ends(double x0, double y0, double x1, double y1)
        {
            boolean ordered = x0 < x1 || (x0 == x1 && y0 <= y1);
            ax = ordered ? x0 : x1;
            ay = ordered ? y0 : y1;
            bx = ordered ? x1 : x0;
            by = ordered ? y1 : y0;
        }

        @Override
        public boolean equals(Object other)
        {
            if (!(other instanceof Ends))
            {
                return false;
            }
            Ends ends = (Ends) other;
            return ax == ends.ax && ay == ends.ay && bx == ends.bx && by == ends.by;
        }

        @Override
        public int hashCode()
        {
            return Arrays.hashCode(new double[] {ax, ay, bx, by});
        }
    }
}
