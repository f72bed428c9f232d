package dev.pdfstyles.geometry.font;

import java.awt.Shape;
import java.awt.geom.FlatteningPathIterator;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;

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
        checkUnitsPerEm(unitsPerEm);
        return glyph == null ? StemMeasurement.NONE : measure(glyph, glyph.getBounds2D(), unitsPerEm);
    }

    /**
     * {@link #measure(Shape, double)} with the glyph's bounds from the caller, who had to compute them already
     * ({@code getBounds2D} walks the whole outline).
     *
     * @param box {@code glyph.getBounds2D()}
     */
    static StemMeasurement measure(Shape glyph, Rectangle2D box, double unitsPerEm)
    {
        checkUnitsPerEm(unitsPerEm);
        if (glyph == null || box.isEmpty())
        {
            return StemMeasurement.NONE;
        }
        double yLow = box.getMinY() + LOW_SCAN_FRACTION * box.getHeight();
        double yHigh = box.getMinY() + HIGH_SCAN_FRACTION * box.getHeight();
        ScanLineCrossings low = new ScanLineCrossings(yLow);
        ScanLineCrossings high = new ScanLineCrossings(yHigh);
        traceSegments(glyph, FLATNESS_EM * unitsPerEm, low, high);
        double[] lowRun = low.firstRun();
        double[] highRun = high.firstRun();
        if (lowRun == null)
        {
            return StemMeasurement.NONE;
        }
        double width = lowRun[1] - lowRun[0];
        double slant = highRun == null ? Double.NaN : (highRun[0] - lowRun[0]) / (yHigh - yLow);
        return new StemMeasurement(width / unitsPerEm, slant);
    }

    private static void checkUnitsPerEm(double unitsPerEm)
    {
        if (!(unitsPerEm > 0) || Double.isInfinite(unitsPerEm))
        {
            throw new IllegalArgumentException("unitsPerEm " + unitsPerEm + " is not a positive number");
        }
    }

    /**
     * Hands every line segment of the outline to both scan lines, in outline order, closing every subpath, with
     * the curves that can reach a scan line flattened. A curve stays within the y range of its control points,
     * so one whose range holds neither scan line crosses neither, and neither does its chord: it is traced as
     * the chord ({@link ChordedCurves}). The crossings are those of the fully flattened outline, for a fraction
     * of the flattening work.
     */
    private static void traceSegments(Shape glyph, double flatness, ScanLineCrossings low, ScanLineCrossings high)
    {
        double[] c = new double[6];
        double startX = 0;
        double startY = 0;
        double x = 0;
        double y = 0;
        PathIterator it = new FlatteningPathIterator(
                new ChordedCurves(glyph.getPathIterator(null), low.y, high.y), flatness);
        for (; !it.isDone(); it.next())
        {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_MOVETO)
            {
                if (x != startX || y != startY)
                {
                    low.add(x, y, startX, startY);
                    high.add(x, y, startX, startY);
                }
                startX = c[0];
                startY = c[1];
                x = c[0];
                y = c[1];
            }
            else if (type == PathIterator.SEG_LINETO)
            {
                low.add(x, y, c[0], c[1]);
                high.add(x, y, c[0], c[1]);
                x = c[0];
                y = c[1];
            }
            else if (type == PathIterator.SEG_CLOSE)
            {
                low.add(x, y, startX, startY);
                high.add(x, y, startX, startY);
                x = startX;
                y = startY;
            }
        }
        if (x != startX || y != startY)
        {
            low.add(x, y, startX, startY);
            high.add(x, y, startX, startY);
        }
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

    /**
     * The outline's segments with every curve that cannot reach either scan line replaced by a line to its end
     * point (its chord); the curves that may cross pass unchanged to the {@link FlatteningPathIterator} around
     * it, which flattens each curve from its own start point, as it would alone.
     */
    private static final class ChordedCurves implements PathIterator
    {
        private final PathIterator source;
        private final double yLow;
        private final double yHigh;
        private final double[] coords = new double[6];
        private int type;
        private double startY;
        private double y;

        ChordedCurves(PathIterator source, double yLow, double yHigh)
        {
            this.source = source;
            this.yLow = yLow;
            this.yHigh = yHigh;
            load();
        }

        @Override
        public int getWindingRule()
        {
            return source.getWindingRule();
        }

        @Override
        public boolean isDone()
        {
            return source.isDone();
        }

        @Override
        public void next()
        {
            if (type == SEG_MOVETO)
            {
                startY = coords[1];
                y = coords[1];
            }
            else if (type == SEG_CLOSE)
            {
                y = startY;
            }
            else
            {
                y = coords[pointsOf(type) * 2 - 1];
            }
            source.next();
            load();
        }

        @Override
        public int currentSegment(double[] out)
        {
            int points = pointsOf(type);
            if ((type == SEG_QUADTO || type == SEG_CUBICTO)
                    && !mayCross(y, coords, points, yLow) && !mayCross(y, coords, points, yHigh))
            {
                out[0] = coords[points * 2 - 2];
                out[1] = coords[points * 2 - 1];
                return SEG_LINETO;
            }
            System.arraycopy(coords, 0, out, 0, points * 2);
            return type;
        }

        @Override
        public int currentSegment(float[] out)
        {
            double[] segment = new double[6];
            int segmentType = currentSegment(segment);
            for (int i = 0; i < pointsOf(segmentType) * 2; i++)
            {
                out[i] = (float) segment[i];
            }
            return segmentType;
        }

        private void load()
        {
            if (!source.isDone())
            {
                type = source.currentSegment(coords);
            }
        }

        private static int pointsOf(int segmentType)
        {
            switch (segmentType)
            {
                case SEG_CUBICTO:
                    return 3;
                case SEG_QUADTO:
                    return 2;
                case SEG_CLOSE:
                    return 0;
                default:
                    return 1;
            }
        }
    }

    /**
     * The crossings of the outline with one horizontal scan line, in outline order, as parallel primitive arrays
     * (x and winding direction), and the leftmost filled run among them.
     */
    private static final class ScanLineCrossings
    {
        /**
         * Crossings sorted by insertion in place: a stem glyph has 2 to 8 per line; above this count (a hostile
         * or degenerate outline) a merge sort keeps the time n log n. Both sorts are stable, as the winding walk
         * needs when two crossings share an x.
         */
        private static final int MAX_INSERTION_SORT_CROSSINGS = 32;
        /** First capacity: the crossings of a plain glyph fit without growing. */
        private static final int INITIAL_CAPACITY = 16;

        final double y;
        private double[] xs = new double[INITIAL_CAPACITY];
        private int[] directions = new int[INITIAL_CAPACITY];
        private int count;

        ScanLineCrossings(double y)
        {
            this.y = y;
        }

        /** Counts the segment when y is in [min y, max y) of it, so a vertex on the line is counted once. */
        void add(double x0, double y0, double x1, double y1)
        {
            boolean up = y0 <= y && y < y1;
            boolean down = y1 <= y && y < y0;
            if (!up && !down)
            {
                return;
            }
            if (count == xs.length)
            {
                xs = Arrays.copyOf(xs, count * 2);
                directions = Arrays.copyOf(directions, count * 2);
            }
            xs[count] = x0 + (y - y0) * (x1 - x0) / (y1 - y0);
            directions[count] = up ? 1 : -1;
            count++;
        }

        /** The leftmost filled interval {left, right} on the line under the nonzero winding rule, or null. */
        double[] firstRun()
        {
            sortByX();
            int winding = 0;
            double left = Double.NaN;
            for (int i = 0; i < count; i++)
            {
                int before = winding;
                winding += directions[i];
                if (before == 0 && winding != 0)
                {
                    left = xs[i];
                }
                else if (before != 0 && winding == 0)
                {
                    return new double[] {left, xs[i]};
                }
            }
            return null;
        }

        /** Stable sort by {@link Double#compare} of x, as {@code List.sort} sorted the crossings before. */
        private void sortByX()
        {
            if (count > MAX_INSERTION_SORT_CROSSINGS)
            {
                mergeSortByX();
                return;
            }
            for (int i = 1; i < count; i++)
            {
                double x = xs[i];
                int direction = directions[i];
                int j = i - 1;
                while (j >= 0 && Double.compare(xs[j], x) > 0)
                {
                    xs[j + 1] = xs[j];
                    directions[j + 1] = directions[j];
                    j--;
                }
                xs[j + 1] = x;
                directions[j + 1] = direction;
            }
        }

        private void mergeSortByX()
        {
            Integer[] order = new Integer[count];
            for (int i = 0; i < count; i++)
            {
                order[i] = i;
            }
            double[] unsortedXs = Arrays.copyOf(xs, count);
            int[] unsortedDirections = Arrays.copyOf(directions, count);
            Arrays.sort(order, (a, b) -> Double.compare(unsortedXs[a], unsortedXs[b]));
            for (int i = 0; i < count; i++)
            {
                xs[i] = unsortedXs[order[i]];
                directions[i] = unsortedDirections[order[i]];
            }
        }
    }
}
