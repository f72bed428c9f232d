package dev.pdfstyles.font.outline;

import java.awt.geom.PathIterator;

/**
 * Twice the inked area and the boundary length of a polygon outline whose edges meet (cross, touch at a
 * vertex, or run along one line), without {@link java.awt.geom.Area}: the overlapping strokes of an
 * ideograph, or of Chromium's emboldened Type 3 copies, which {@link DisjointContours} cannot take and Area
 * merges at a few hundred microseconds a glyph. Each edge is cut where it meets others ({@link
 * EdgeCuts}, {@link EdgePieces}); pieces of edges along one line then coincide and count as one. A piece
 * bounds ink exactly when the fill differs on its two sides, which the winding number of the other edges
 * at its midpoint tells, and Green's theorem sums the area from the boundary pieces alone, with no need to
 * chain them:
 *
 * <pre>
 *   2A = sum over pieces p-q of (filled(left) - filled(right)) (p.x q.y - q.x p.y)
 *   P  = sum over pieces of |filled(left) - filled(right)| |pq|
 * </pre>
 *
 * A ray cast walks only the edges filed on one side of the midpoint in its row of the {@link EdgeGrid}, and
 * along a contour the winding is carried from piece to piece, changed by one at each clean crossing; only
 * after a touching vertex is it cast again. A midpoint too close to an edge to tell its side, or a piece
 * along another edge that does not coincide with one of its pieces, gives no answer, and the caller merges
 * with Area.
 */
final class CrossedContours {
    private final double[] xs;
    private final double[] ys;
    private final int[] next;
    private final EdgeGrid grid;

    private CrossedContours(double[] xs, double[] ys, int[] next, EdgeGrid grid) {
        this.xs = xs;
        this.ys = ys;
        this.next = next;
        this.grid = grid;
    }

    /** {twice the inked area, boundary length}, or null when a piece's sides cannot be told. */
    static double[] measure(double[] xs, double[] ys, int[] next, int edges, EdgeGrid grid, EdgeCuts meetings,
            int windingRule) {
        EdgePieces pieces = EdgePieces.of(xs, ys, next, edges, meetings);
        int[] groups = pieces.coincidentGroups(meetings);
        if (groups == null) {
            return null;
        }
        CrossedContours outline = new CrossedContours(xs, ys, next, grid);
        double twiceArea = 0;
        double length = 0;
        // each group's pieces chained from its first: a group's first piece comes before its others
        int[] nextInGroup = new int[pieces.count];
        int[] lastInGroup = new int[pieces.count];
        for (int k = 0; k < pieces.count; k++) {
            nextInGroup[k] = -1;
            lastInGroup[k] = k;
            if (groups[k] != k) {
                nextInGroup[lastInGroup[groups[k]]] = k;
                lastInGroup[groups[k]] = k;
            }
        }
        int[] members = new int[pieces.count];
        int[] memberEdges = new int[pieces.count];
        int[] sides = new int[2];
        int stretchRight = Integer.MIN_VALUE;
        for (int first = 0; first < pieces.count; first++) {
            if (groups[first] != first) {
                stretchRight = Integer.MIN_VALUE;
                continue;   // counted with its group's first piece
            }
            boolean alone = nextInGroup[first] < 0;
            int entry = pieces.entry[first];
            if (!alone || (entry == EdgePieces.FROM_VERTEX && !continuesStretch(pieces, first, next, meetings.touched))
                    || entry == EdgePieces.UNKNOWN_CHANGE) {
                stretchRight = Integer.MIN_VALUE;
            }
            if (alone && stretchRight != Integer.MIN_VALUE) {
                stretchRight += entry == EdgePieces.FROM_VERTEX ? 0 : entry;
                sides[0] = stretchRight + 1;
                sides[1] = stretchRight;
            } else {
                int count = 0;
                for (int k = first; k >= 0; k = nextInGroup[k]) {
                    members[count] = k;
                    memberEdges[count++] = pieces.edge[k];
                }
                if (!outline.sideWindings(pieces, first, members, memberEdges, count, sides)) {
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
    private static boolean continuesStretch(EdgePieces pieces, int piece, int[] next, boolean[] touched) {
        if (piece == 0) {
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
    private boolean sideWindings(EdgePieces pieces, int first, int[] members, int[] memberEdges, int count,
            int[] sides) {
        double px = pieces.x0[first];
        double py = pieces.y0[first];
        double qx = pieces.x1[first];
        double qy = pieces.y1[first];
        double mx = (px + qx) / 2;
        double my = (py + qy) / 2;
        if (py != qy && (my == py || my == qy)) {
            return false;   // too short for its midpoint to lie strictly between its ends
        }
        int winding = windingAt(mx, my, memberEdges, count);
        if (winding == Integer.MIN_VALUE) {
            return false;
        }
        int jump = 0;
        for (int m = 0; m < count; m++) {
            int k = members[m];
            jump += py == qy ? (pieces.x1[k] > pieces.x0[k] ? 1 : -1) : (pieces.y1[k] > pieces.y0[k] ? 1 : -1);
        }
        int left;
        int right;
        if (py == qy) {
            int above = winding;
            int below = winding - jump;
            left = qx > px ? above : below;
            right = qx > px ? below : above;
        } else {
            int west = winding + jump;
            int east = winding;
            left = qy > py ? west : east;
            right = qy > py ? east : west;
        }
        sides[0] = left;
        sides[1] = right;
        return true;
    }

    static int filled(int winding, int windingRule) {
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
    private int windingAt(double x, double y, int[] skipped, int skippedCount) {
        int row = grid.row(y);
        int atColumn = grid.column(x);
        boolean rightward = grid.columns - atColumn <= atColumn + 1;
        int winding = 0;
        for (int column = rightward ? atColumn : 0; column < (rightward ? grid.columns : atColumn + 1); column++) {
            int cell = row * grid.columns + column;
            for (int k = grid.cellStarts[cell]; k < grid.cellStarts[cell + 1]; k++) {
                int i = grid.cellEdges[k];
                int j = next[i];
                boolean up = ys[i] <= y && y < ys[j];
                boolean down = ys[j] <= y && y < ys[i];
                if ((!up && !down)
                        || (rightward ? Math.max(xs[i], xs[j]) < x || Math.max(grid.firstColumn[i], atColumn) != column
                                : Math.min(xs[i], xs[j]) > x || Math.min(grid.lastColumn[i], atColumn) != column)
                        || contains(skipped, skippedCount, i)) {
                    continue;
                }
                int side = EdgeCuts.orientation(xs[i], ys[i], xs[j], ys[j], x, y);
                if (side == 0) {
                    return Integer.MIN_VALUE;
                }
                if (rightward) {
                    winding += up && side > 0 ? 1 : down && side < 0 ? -1 : 0;
                } else {
                    winding += up && side < 0 ? -1 : down && side > 0 ? 1 : 0;
                }
            }
        }
        if (!rightward) {
            for (int k = 0; k < skippedCount; k++) {
                int i = skipped[k];
                int j = next[i];
                winding -= ys[i] <= y && y < ys[j] ? 1 : ys[j] <= y && y < ys[i] ? -1 : 0;
            }
        }
        return winding;
    }

    private static boolean contains(int[] values, int count, int value) {
        for (int k = 0; k < count; k++) {
            if (values[k] == value) {
                return true;
            }
        }
        return false;
    }
}
