package dev.pdfstyles.font.outline;

import java.util.Arrays;

/**
 * The crossings of a glyph outline's line segments with one horizontal scan line, in outline order, as parallel
 * primitive arrays (x and winding direction), and the leftmost filled run among them. Used by
 * {@link GlyphStemMeter}; primitive arrays because it runs per scan line of every measured glyph. Mutable, one per scan line per glyph.
 */
final class ScanLineCrossings {
    /**
     * Crossings sorted by insertion in place: a stem glyph has 2 to 8 per line; above this count (a hostile
     * or degenerate outline) a merge sort keeps the time n log n. Both sorts are stable, as the winding walk
     * needs when two crossings share an x.
     */
    private static final int MAX_INSERTION_SORT_CROSSINGS = 32;
    /** First capacity: the crossings of a plain glyph fit without growing. */
    private static final int INITIAL_CAPACITY = 16;

    /** Height of the scan line, in glyph units. */
    final double y;
    private double[] xs = new double[INITIAL_CAPACITY];
    private int[] directions = new int[INITIAL_CAPACITY];
    private int count;

    ScanLineCrossings(double y) {
        this.y = y;
    }

    /**
     * Counts the segment (x0, y0)-(x1, y1) when y is in [min y, max y) of it, so a vertex on the line is counted
     * once.
     */
    void add(double x0, double y0, double x1, double y1) {
        boolean up = y0 <= y && y < y1;
        boolean down = y1 <= y && y < y0;
        if (!up && !down) {
            return;
        }
        if (count == xs.length) {
            xs = Arrays.copyOf(xs, count * 2);
            directions = Arrays.copyOf(directions, count * 2);
        }
        xs[count] = x0 + (y - y0) * (x1 - x0) / (y1 - y0);
        directions[count] = up ? 1 : -1;
        count++;
    }

    /** Crossings counted so far. */
    int count() {
        return count;
    }

    /** X of crossing i, in the order counted (sorted by x once {@link #firstRun()} has run). */
    double xAt(int i) {
        return xs[i];
    }

    /** Winding direction of crossing i: +1 for a segment going up, -1 going down. */
    int directionAt(int i) {
        return directions[i];
    }

    /** The leftmost filled interval {left, right} on the line under the nonzero winding rule, or null. */
    double[] firstRun() {
        sortByX();
        int winding = 0;
        double left = Double.NaN;
        for (int i = 0; i < count; i++) {
            int before = winding;
            winding += directions[i];
            if (before == 0 && winding != 0) {
                left = xs[i];
            } else if (before != 0 && winding == 0) {
                return new double[] {left, xs[i]};
            }
        }
        return null;
    }

    /** Stable sort by {@link Double#compare} of x, as {@code List.sort} sorted the crossings before. */
    private void sortByX() {
        if (count > MAX_INSERTION_SORT_CROSSINGS) {
            mergeSortByX();
            return;
        }
        for (int i = 1; i < count; i++) {
            double x = xs[i];
            int direction = directions[i];
            int j = i - 1;
            while (j >= 0 && Double.compare(xs[j], x) > 0) {
                xs[j + 1] = xs[j];
                directions[j + 1] = directions[j];
                j--;
            }
            xs[j + 1] = x;
            directions[j + 1] = direction;
        }
    }

    private void mergeSortByX() {
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        double[] unsortedXs = Arrays.copyOf(xs, count);
        int[] unsortedDirections = Arrays.copyOf(directions, count);
        Arrays.sort(order, (a, b) -> Double.compare(unsortedXs[a], unsortedXs[b]));
        for (int i = 0; i < count; i++) {
            xs[i] = unsortedXs[order[i]];
            directions[i] = unsortedDirections[order[i]];
        }
    }
}
