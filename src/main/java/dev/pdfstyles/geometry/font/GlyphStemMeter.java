package dev.pdfstyles.geometry.font;

import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

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
final class GlyphStemMeter
{
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

    private GlyphStemMeter()
    {
    }

    /**
     * Measures the glyph; {@link StemMeasurement#NONE} for an empty, degenerate or unclosed outline.
     *
     * @param glyph outline in glyph units, y up
     * @param unitsPerEm glyph units per em (1000 for Type 1/CFF and normalized TrueType paths)
     * @throws IllegalArgumentException if unitsPerEm is not positive and finite
     */
    static StemMeasurement measure(Shape glyph, double unitsPerEm)
    {
        if (!(unitsPerEm > 0) || Double.isInfinite(unitsPerEm))
        {
            throw new IllegalArgumentException("unitsPerEm " + unitsPerEm + " is not a positive number");
        }
        if (glyph == null)
        {
            return StemMeasurement.NONE;
        }
        Rectangle2D box = glyph.getBounds2D();
        if (box.isEmpty())
        {
            return StemMeasurement.NONE;
        }
        double yLow = box.getMinY() + LOW_SCAN_FRACTION * box.getHeight();
        double yHigh = box.getMinY() + HIGH_SCAN_FRACTION * box.getHeight();
        List<double[]> segments = flatten(glyph, FLATNESS_EM * unitsPerEm, yLow, yHigh);
        double[] low = firstRun(segments, yLow);
        double[] high = firstRun(segments, yHigh);
        if (low == null)
        {
            return StemMeasurement.NONE;
        }
        double width = low[1] - low[0];
        double slant = high == null ? Double.NaN : (high[0] - low[0]) / (yHigh - yLow);
        return new StemMeasurement(width / unitsPerEm, slant);
    }

    /**
     * Line segments {x0, y0, x1, y1} of the outline, closing every subpath, with the curves that can reach
     * a scan line flattened. A curve stays within the y range of its control points, so one whose range
     * holds neither scan line crosses neither, and neither does its chord: it is kept as the chord. The
     * crossings are those of the fully flattened outline, for a fraction of the flattening work.
     */
    private static List<double[]> flatten(Shape glyph, double flatness, double yLow, double yHigh)
    {
        List<double[]> segments = new ArrayList<>();
        double[] c = new double[6];
        double startX = 0;
        double startY = 0;
        double x = 0;
        double y = 0;
        for (PathIterator it = glyph.getPathIterator(null); !it.isDone(); it.next())
        {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_MOVETO)
            {
                if (x != startX || y != startY)
                {
                    segments.add(new double[] {x, y, startX, startY});
                }
                startX = c[0];
                startY = c[1];
                x = c[0];
                y = c[1];
            }
            else if (type == PathIterator.SEG_LINETO)
            {
                segments.add(new double[] {x, y, c[0], c[1]});
                x = c[0];
                y = c[1];
            }
            else if (type == PathIterator.SEG_QUADTO || type == PathIterator.SEG_CUBICTO)
            {
                int points = type == PathIterator.SEG_QUADTO ? 2 : 3;
                double endX = c[points * 2 - 2];
                double endY = c[points * 2 - 1];
                if (mayCross(y, c, points, yLow) || mayCross(y, c, points, yHigh))
                {
                    addFlattenedCurve(segments, x, y, c, type, flatness);
                }
                else
                {
                    segments.add(new double[] {x, y, endX, endY});
                }
                x = endX;
                y = endY;
            }
            else if (type == PathIterator.SEG_CLOSE)
            {
                segments.add(new double[] {x, y, startX, startY});
                x = startX;
                y = startY;
            }
        }
        if (x != startX || y != startY)
        {
            segments.add(new double[] {x, y, startX, startY});
        }
        return segments;
    }

    /** Whether the curve from y0 with these control points may reach the line at {@code scanY}. */
    private static boolean mayCross(double y0, double[] c, int points, double scanY)
    {
        double min = y0;
        double max = y0;
        for (int i = 0; i < points; i++)
        {
            min = Math.min(min, c[i * 2 + 1]);
            max = Math.max(max, c[i * 2 + 1]);
        }
        return min <= scanY && scanY <= max;
    }

    private static void addFlattenedCurve(List<double[]> segments, double x0, double y0, double[] c, int type,
            double flatness)
    {
        Path2D.Double curve = new Path2D.Double();
        curve.moveTo(x0, y0);
        if (type == PathIterator.SEG_QUADTO)
        {
            curve.quadTo(c[0], c[1], c[2], c[3]);
        }
        else
        {
            curve.curveTo(c[0], c[1], c[2], c[3], c[4], c[5]);
        }
        double[] p = new double[6];
        double x = x0;
        double y = y0;
        for (PathIterator it = curve.getPathIterator(null, flatness); !it.isDone(); it.next())
        {
            if (it.currentSegment(p) == PathIterator.SEG_LINETO)
            {
                segments.add(new double[] {x, y, p[0], p[1]});
                x = p[0];
                y = p[1];
            }
        }
    }

    /**
     * The leftmost filled interval {left, right} on the line at height y under the nonzero winding rule, or null.
     * A segment counts when y is in [min y, max y) of it, so a vertex on the line is counted once.
     */
    private static double[] firstRun(List<double[]> segments, double y)
    {
        List<double[]> crossings = new ArrayList<>();
        for (double[] s : segments)
        {
            boolean up = s[1] <= y && y < s[3];
            boolean down = s[3] <= y && y < s[1];
            if (up || down)
            {
                double x = s[0] + (y - s[1]) * (s[2] - s[0]) / (s[3] - s[1]);
                crossings.add(new double[] {x, up ? 1 : -1});
            }
        }
        crossings.sort((a, b) -> Double.compare(a[0], b[0]));
        int winding = 0;
        double left = Double.NaN;
        for (double[] crossing : crossings)
        {
            int before = winding;
            winding += (int) crossing[1];
            if (before == 0 && winding != 0)
            {
                left = crossing[0];
            }
            else if (before != 0 && winding == 0)
            {
                return new double[] {left, crossing[0]};
            }
        }
        return null;
    }
}
