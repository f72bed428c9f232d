package dev.pdfstyles.geometry.font;

import java.awt.geom.PathIterator;
import java.util.Arrays;

/**
 * Twice the inked area and the boundary length of a polygon outline whose edges cross cleanly (each crossing
 * two edges' interiors at a definite angle), without {@link java.awt.geom.Area}: the overlapping strokes of
 * an ideograph, or of Chromium's emboldened Type 3 copies, which {@link DisjointContours} leaves to a merge
 * costing about a millisecond a glyph (issue #7). Each edge is cut at its crossings; a piece bounds ink
 * exactly when the fill differs on its two sides, which the winding number of the other edges at its
 * midpoint tells, and Green's theorem sums the area from the boundary pieces alone, with no need to chain
 * them into contours:
 *
 * <pre>
 *   2A = sum over pieces p-q of (filled(left) - filled(right)) (p.x q.y - q.x p.y)
 *   P  = sum over pieces of |filled(left) - filled(right)| |pq|          (left = right + 1)
 * </pre>
 *
 * The winding walks only the edges of the horizontal band the midpoint lies in. A midpoint too close to an
 * edge to tell its side gives no answer, and the caller merges with Area.
 */
final class CrossedContours
{
    /** Bands per edge: a band then holds a few edges, and a tall edge is listed in few bands. */
    private static final int EDGES_PER_BAND = 4;

    private final double[] xs;
    private final double[] ys;
    private final int[] next;
    private final int edges;
    private final double bandLow;
    private final double bandHeight;
    private final int[] bandStarts;
    private final int[] bandEdges;

    private CrossedContours(double[] xs, double[] ys, int[] next, int edges)
    {
        this.xs = xs;
        this.ys = ys;
        this.next = next;
        this.edges = edges;
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < edges; i++)
        {
            low = Math.min(low, ys[i]);
            high = Math.max(high, ys[i]);
        }
        int bands = Math.max(1, edges / EDGES_PER_BAND);
        bandLow = low;
        bandHeight = high > low ? (high - low) / bands : 1;
        bandStarts = new int[bands + 1];
        for (int i = 0; i < edges; i++)
        {
            for (int b = band(Math.min(ys[i], ys[next[i]])); b <= band(Math.max(ys[i], ys[next[i]])); b++)
            {
                bandStarts[b + 1]++;
            }
        }
        for (int b = 0; b < bands; b++)
        {
            bandStarts[b + 1] += bandStarts[b];
        }
        bandEdges = new int[bandStarts[bands]];
        int[] fill = Arrays.copyOf(bandStarts, bands);
        for (int i = 0; i < edges; i++)
        {
            for (int b = band(Math.min(ys[i], ys[next[i]])); b <= band(Math.max(ys[i], ys[next[i]])); b++)
            {
                bandEdges[fill[b]++] = i;
            }
        }
    }

    /**
     * {twice the inked area, boundary length}, or null when a piece's side cannot be told. Edge i runs from
     * vertex i to next[i]; crossing c joins edges crossEdges[2c] and [2c + 1] at crossXy[2c], [2c + 1].
     */
    static double[] measure(double[] xs, double[] ys, int[] next, int edges, int[] crossEdges, double[] crossXy,
            int crossings, int windingRule)
    {
        CrossedContours outline = new CrossedContours(xs, ys, next, edges);
        int[] cutStarts = new int[edges + 1];
        for (int c = 0; c < 2 * crossings; c++)
        {
            cutStarts[crossEdges[c] + 1]++;
        }
        for (int i = 0; i < edges; i++)
        {
            cutStarts[i + 1] += cutStarts[i];
        }
        int[] cuts = new int[2 * crossings];
        int[] fill = Arrays.copyOf(cutStarts, edges);
        for (int c = 0; c < 2 * crossings; c++)
        {
            cuts[fill[crossEdges[c]]++] = c / 2;
        }
        double[] sums = new double[2];
        for (int i = 0; i < edges; i++)
        {
            if (!outline.addPieces(i, cuts, cutStarts[i], cutStarts[i + 1], crossXy, windingRule, sums))
            {
                return null;
            }
        }
        return sums;
    }

    /** Adds edge i's pieces, cut at the given crossings, to {2A, P}; false when a side cannot be told. */
    private boolean addPieces(int i, int[] cuts, int from, int to, double[] crossXy, int windingRule,
            double[] sums)
    {
        int j = next[i];
        double dx = xs[j] - xs[i];
        double dy = ys[j] - ys[i];
        double[] along = new double[to - from + 2];
        double[] px = new double[along.length];
        double[] py = new double[along.length];
        px[0] = xs[i];
        py[0] = ys[i];
        along[0] = Double.NEGATIVE_INFINITY;
        for (int k = from; k < to; k++)
        {
            int c = cuts[k];
            int n = k - from + 1;
            px[n] = crossXy[2 * c];
            py[n] = crossXy[2 * c + 1];
            along[n] = (px[n] - xs[i]) * dx + (py[n] - ys[i]) * dy;
        }
        px[along.length - 1] = xs[j];
        py[along.length - 1] = ys[j];
        along[along.length - 1] = Double.POSITIVE_INFINITY;
        sortAlong(along, px, py);
        for (int n = 0; n + 1 < along.length; n++)
        {
            double mx = (px[n] + px[n + 1]) / 2;
            double my = (py[n] + py[n + 1]) / 2;
            int winding = windingAt(mx, my, i);
            if (winding == Integer.MIN_VALUE)
            {
                return false;
            }
            // the half-open rule counts a point on a horizontal edge as just above it, on the left of an edge
            // running +x; otherwise the edge's own crossing is counted on its left (running up) or right (down)
            int right = dy == 0 ? (dx > 0 ? winding - 1 : winding) : dy > 0 ? winding : winding - 1;
            int inked = filled(right + 1, windingRule) - filled(right, windingRule);
            sums[0] += inked * (px[n] * py[n + 1] - px[n + 1] * py[n]);
            sums[1] += inked == 0 ? 0 : Math.hypot(px[n + 1] - px[n], py[n + 1] - py[n]);
        }
        return true;
    }

    /** Insertion sort of the cut points by their place along the edge: an edge has few crossings. */
    private static void sortAlong(double[] along, double[] px, double[] py)
    {
        for (int a = 1; a < along.length; a++)
        {
            for (int b = a; b > 0 && along[b - 1] > along[b]; b--)
            {
                swap(along, b);
                swap(px, b);
                swap(py, b);
            }
        }
    }

    private static void swap(double[] values, int b)
    {
        double t = values[b];
        values[b] = values[b - 1];
        values[b - 1] = t;
    }

    static int filled(int winding, int windingRule)
    {
        boolean filled = windingRule == PathIterator.WIND_EVEN_ODD ? (winding & 1) != 0 : winding != 0;
        return filled ? 1 : 0;
    }

    /**
     * The winding number at (x, y) of every edge but the one given (counter-clockwise +1), by the half-open
     * rule on the edges of its band; Integer.MIN_VALUE when one passes too close to tell its side.
     */
    private int windingAt(double x, double y, int skipped)
    {
        int b = band(y);
        int winding = 0;
        for (int k = bandStarts[b]; k < bandStarts[b + 1]; k++)
        {
            int i = bandEdges[k];
            int j = next[i];
            boolean up = ys[i] <= y && y < ys[j];
            boolean down = ys[j] <= y && y < ys[i];
            if (i == skipped || (!up && !down) || Math.max(xs[i], xs[j]) < x)
            {
                continue;
            }
            int side = DisjointContours.orientation(xs[i], ys[i], xs[j], ys[j], x, y);
            if (side == 0)
            {
                return Integer.MIN_VALUE;
            }
            winding += up && side > 0 ? 1 : down && side < 0 ? -1 : 0;
        }
        return winding;
    }

    private int band(double y)
    {
        int b = (int) ((y - bandLow) / bandHeight);
        return Math.max(0, Math.min(bandStarts.length - 2, b));
    }
}
