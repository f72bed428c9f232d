package dev.pdfstyles.geometry.font;

import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.util.Arrays;

/**
 * Twice the inked area and the boundary length of a polygon outline whose contours neither cross nor touch,
 * without {@link java.awt.geom.Area}. Merging contours with Area was about 45% of a styled parse of a CJK
 * page (issue #7), though the contours of most glyphs do not meet: their union's boundary is then made of
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
 * tested are found by a sweep over edges sorted by their lowest y, not all pairs.
 */
final class DisjointContours
{
    /**
     * An orientation (cross product) this small against the sum of its two terms' magnitudes is taken as
     * zero, that is as touching. Rounding errs by under 1e-15 of that sum; 1e-9 leaves wide room, and an
     * outline that close to degenerate only costs the slower merge.
     */
    private static final double MIN_TRUSTED_ORIENTATION = 1e-9;
    /** What {@link #meet} finds of two edges. */
    private static final int APART = 0;
    private static final int CROSS = 1;
    private static final int TOUCH = 2;
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
    /** Clean crossings: crossing c joins edges crossEdges[2c] and [2c + 1] at crossXy[2c], [2c + 1]. */
    private int[] crossEdges = new int[0];
    private double[] crossXy = new double[0];
    private int crossings;

    private DisjointContours()
    {
    }

    /**
     * {twice the inked area, boundary length} of a flattened outline (lines only), in its units; null when
     * two of its edges touch or overlap or it is degenerate: then only a merge answers.
     */
    static double[] measure(Path2D polygon)
    {
        DisjointContours outline = new DisjointContours();
        if (!outline.read(polygon.getPathIterator(null)))
        {
            return null;
        }
        outline.linkEdges();
        if (!outline.findCrossings())
        {
            return null;
        }
        if (outline.crossings > 0)
        {
            return CrossedContours.measure(outline.xs, outline.ys, outline.next, outline.vertices,
                    outline.crossEdges, outline.crossXy, outline.crossings, polygon.getWindingRule());
        }
        return outline.inkedAreaAndLength(polygon.getWindingRule());
    }

    /** False for what this class does not take: non-finite points, a line after a close, two-point contours. */
    private boolean read(PathIterator it)
    {
        double[] c = new double[6];
        for (; !it.isDone(); it.next())
        {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_CLOSE)
            {
                if (!endContour())
                {
                    return false;
                }
                continue;
            }
            if (!Double.isFinite(c[0]) || !Double.isFinite(c[1]))
            {
                return false;
            }
            if (type == PathIterator.SEG_MOVETO)
            {
                if (!endContour())
                {
                    return false;
                }
                open = true;
            }
            else if (type != PathIterator.SEG_LINETO || !open)
            {
                return false;
            }
            add(c[0], c[1]);
        }
        return endContour();
    }

    private void add(double x, double y)
    {
        if (vertices > starts[contours] && xs[vertices - 1] == x && ys[vertices - 1] == y)
        {
            return;
        }
        if (vertices == xs.length)
        {
            xs = Arrays.copyOf(xs, vertices * 2);
            ys = Arrays.copyOf(ys, vertices * 2);
        }
        xs[vertices] = x;
        ys[vertices] = y;
        vertices++;
    }

    /** Ends the open contour, dropping a last point equal to the first; a one-point contour has no ink. */
    private boolean endContour()
    {
        if (!open)
        {
            return true;
        }
        open = false;
        int start = starts[contours];
        if (vertices - start > 1 && xs[vertices - 1] == xs[start] && ys[vertices - 1] == ys[start])
        {
            vertices--;
        }
        if (vertices - start <= 1)
        {
            vertices = start;
            return true;
        }
        if (vertices - start == 2)
        {
            return false;
        }
        contours++;
        if (contours + 1 > starts.length)
        {
            starts = Arrays.copyOf(starts, starts.length * 2);
        }
        starts[contours] = vertices;
        return true;
    }

    private void linkEdges()
    {
        next = new int[vertices];
        for (int k = 0; k < contours; k++)
        {
            for (int i = starts[k]; i < starts[k + 1]; i++)
            {
                next[i] = i + 1 < starts[k + 1] ? i + 1 : starts[k];
            }
        }
    }

    /**
     * Records the clean crossings of edges (interiors crossing at a definite angle); false when two edges
     * touch, overlap or come too close to tell, save adjacent ones at their shared vertex. Edges are visited
     * by lowest y (rounded down to a float, so that it and the edge's index sort as one long); each is tested
     * against the earlier ones whose highest y reaches it, after an x-range check.
     */
    private boolean findCrossings()
    {
        long[] order = new long[vertices];
        for (int i = 0; i < vertices; i++)
        {
            order[i] = (long) sortableFloor(Math.min(ys[i], ys[next[i]])) << 32 | i;
        }
        Arrays.sort(order);
        int[] active = new int[vertices];
        int activeCount = 0;
        for (long key : order)
        {
            int e = (int) key;
            double sweepY = unsortable((int) (key >> 32));
            int kept = 0;
            for (int j = 0; j < activeCount; j++)
            {
                int a = active[j];
                if (Math.max(ys[a], ys[next[a]]) < sweepY)
                {
                    continue;   // ends below every edge still to come
                }
                active[kept++] = a;
                int meeting = meet(a, e);
                if (meeting == TOUCH)
                {
                    return false;
                }
                if (meeting == CROSS)
                {
                    addCrossing(a, e);
                }
            }
            active[kept++] = e;
            activeCount = kept;
        }
        return true;
    }

    private int meet(int a, int e)
    {
        int a1 = next[a];
        int e1 = next[e];
        if (Math.max(xs[a], xs[a1]) < Math.min(xs[e], xs[e1]) || Math.max(xs[e], xs[e1]) < Math.min(xs[a], xs[a1])
                || Math.max(ys[a], ys[a1]) < Math.min(ys[e], ys[e1])
                || Math.max(ys[e], ys[e1]) < Math.min(ys[a], ys[a1]))
        {
            return APART;
        }
        if (a1 == e || e1 == a)
        {
            int before = a1 == e ? a : e;
            int corner = a1 == e ? e : a;
            return foldsBack(before, corner, next[corner]) ? TOUCH : APART;
        }
        int o1 = orientation(a, a1, e);
        int o2 = orientation(a, a1, e1);
        int o3 = orientation(e, e1, a);
        int o4 = orientation(e, e1, a1);
        if (!mayStraddle(o1, o2) || !mayStraddle(o3, o4))
        {
            return APART;
        }
        return o1 == 0 || o2 == 0 || o3 == 0 || o4 == 0 ? TOUCH : CROSS;
    }

    private void addCrossing(int a, int e)
    {
        if (2 * crossings == crossEdges.length)
        {
            crossEdges = Arrays.copyOf(crossEdges, Math.max(16, 4 * crossings));
            crossXy = Arrays.copyOf(crossXy, crossEdges.length);
        }
        int a1 = next[a];
        int e1 = next[e];
        double ax = xs[a1] - xs[a];
        double ay = ys[a1] - ys[a];
        double ex = xs[e1] - xs[e];
        double ey = ys[e1] - ys[e];
        double t = ((xs[e] - xs[a]) * ey - (ys[e] - ys[a]) * ex) / (ax * ey - ay * ex);
        crossEdges[2 * crossings] = a;
        crossEdges[2 * crossings + 1] = e;
        crossXy[2 * crossings] = xs[a] + t * ax;
        crossXy[2 * crossings + 1] = ys[a] + t * ay;
        crossings++;
    }

    /**
     * Whether two points may lie on both sides of a line (or on it), given their orientations: exact when
     * both are known, and true when either is too close to zero to tell. Two segments meet when each's ends
     * straddle the other's line; collinear ones whose extents are apart never get here (their bounds are
     * apart too).
     */
    private static boolean mayStraddle(int first, int second)
    {
        return first == 0 || second == 0 || first != second;
    }

    /** Whether the path u-v-w turns (about) straight back at v, so its two edges overlap. */
    private boolean foldsBack(int u, int v, int w)
    {
        double dot = (xs[v] - xs[u]) * (xs[w] - xs[v]) + (ys[v] - ys[u]) * (ys[w] - ys[v]);
        return dot < 0 && orientation(u, v, xs[w], ys[w]) == 0;
    }

    private int orientation(int from, int to, int point)
    {
        return orientation(from, to, xs[point], ys[point]);
    }

    private int orientation(int from, int to, double x, double y)
    {
        return orientation(xs[from], ys[from], xs[to], ys[to], x, y);
    }

    /** +1 when (x, y) is left of the line from-to (counter-clockwise in y-up), -1 right, 0 on it or too close to tell. */
    static int orientation(double fromX, double fromY, double toX, double toY, double x, double y)
    {
        double left = (toX - fromX) * (y - fromY);
        double right = (toY - fromY) * (x - fromX);
        double cross = left - right;
        if (Math.abs(cross) <= MIN_TRUSTED_ORIENTATION * (Math.abs(left) + Math.abs(right)))
        {
            return 0;
        }
        return cross > 0 ? 1 : -1;
    }

    private double[] inkedAreaAndLength(int windingRule)
    {
        double twiceArea = 0;
        double length = 0;
        for (int k = 0; k < contours; k++)
        {
            double twiceContourArea = 0;
            double contourLength = 0;
            for (int i = starts[k]; i < starts[k + 1]; i++)
            {
                int j = next[i];
                twiceContourArea += xs[i] * ys[j] - xs[j] * ys[i];
                contourLength += Math.hypot(xs[j] - xs[i], ys[j] - ys[i]);
            }
            int outside = windingOfOthersAt(k);
            if (outside == Integer.MIN_VALUE || twiceContourArea == 0)
            {
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
    private int windingOfOthersAt(int k)
    {
        double x = xs[starts[k]];
        double y = ys[starts[k]];
        int winding = 0;
        for (int i = 0; i < vertices; i++)
        {
            if (i >= starts[k] && i < starts[k + 1])
            {
                continue;
            }
            int j = next[i];
            boolean up = ys[i] <= y && y < ys[j];
            boolean down = ys[j] <= y && y < ys[i];
            if ((!up && !down) || Math.max(xs[i], xs[j]) < x)
            {
                continue;   // neither straddles the height nor can be right of the point
            }
            int side = orientation(i, j, x, y);
            if (side == 0)
            {
                return Integer.MIN_VALUE;
            }
            winding += up && side > 0 ? 1 : down && side < 0 ? -1 : 0;
        }
        return winding;
    }

    /** A float at or below y as an int whose signed order is that of the floats. */
    private static int sortableFloor(double y)
    {
        float f = (float) y;
        if (f > y)
        {
            f = Math.nextDown(f);
        }
        int bits = Float.floatToIntBits(f);
        return bits ^ (bits >> 31 & 0x7fffffff);
    }

    private static double unsortable(int sortable)
    {
        return Float.intBitsToFloat(sortable ^ (sortable >> 31 & 0x7fffffff));
    }
}
