package dev.pdfstyles.font.outline;

import java.util.Arrays;

/**
 * The edges of a polygon outline filed by the cells of a uniform grid over its bounds that their bounding
 * boxes overlap, so that the edges near an edge, or right of a point, are found without walking all of
 * them (all-pairs tests on a CJK glyph of 400 edges cost more than an Area merge of the glyph).
 * A pair of edges is met in the first cell both overlap, so each is visited once.
 */
final class EdgeGrid {
    /** Edges per cell on average: a glyph's edges are short or axis-aligned, so few cells hold many. */
    private static final int EDGES_PER_CELL = 1;
    /**
     * Cells an edge is filed in, on average, at most: long diagonal edges fill many cells of their boxes, and
     * a hostile outline of many could make the filing quadratic in memory; the grid is coarsened until it fits.
     * Glyphs of the corpus file 2 to 4 times their edge count.
     */
    private static final int MAX_CELLS_PER_EDGE = 32;

    private final double minX;
    private final double minY;
    private final double cellWidth;
    private final double cellHeight;
    final int columns;
    final int rows;
    /** The edges of cell (column, row) are cellEdges[cellStarts[c]..cellStarts[c + 1]), c = row * columns + column. */
    final int[] cellStarts;
    final int[] cellEdges;
    /** The lowest and highest columns, and the lowest row, of each edge's bounding box. */
    final int[] firstColumn;
    final int[] lastColumn;
    final int[] firstRow;

    /** Edge i runs from vertex i to next[i]. */
    EdgeGrid(double[] xs, double[] ys, int[] next, int edges) {
        double lowX = Double.POSITIVE_INFINITY;
        double lowY = Double.POSITIVE_INFINITY;
        double highX = Double.NEGATIVE_INFINITY;
        double highY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < edges; i++) {
            lowX = Math.min(lowX, xs[i]);
            lowY = Math.min(lowY, ys[i]);
            highX = Math.max(highX, xs[i]);
            highY = Math.max(highY, ys[i]);
        }
        int side = Math.max(1, (int) Math.sqrt((double) edges / EDGES_PER_CELL));
        while (side > 1 && filedCells(xs, ys, next, edges, lowX, lowY, highX, highY, side)
                > (long) MAX_CELLS_PER_EDGE * edges) {
            side /= 2;
        }
        minX = lowX;
        minY = lowY;
        columns = side;
        rows = side;
        cellWidth = cellSize(lowX, highX, side);
        cellHeight = cellSize(lowY, highY, side);
        firstColumn = new int[edges];
        firstRow = new int[edges];
        lastColumn = new int[edges];
        int[] lastRow = new int[edges];
        cellStarts = new int[columns * rows + 1];
        for (int i = 0; i < edges; i++) {
            int j = next[i];
            firstColumn[i] = column(Math.min(xs[i], xs[j]));
            lastColumn[i] = column(Math.max(xs[i], xs[j]));
            firstRow[i] = row(Math.min(ys[i], ys[j]));
            lastRow[i] = row(Math.max(ys[i], ys[j]));
            for (int r = firstRow[i]; r <= lastRow[i]; r++) {
                for (int c = firstColumn[i]; c <= lastColumn[i]; c++) {
                    cellStarts[r * columns + c + 1]++;
                }
            }
        }
        for (int c = 0; c < columns * rows; c++) {
            cellStarts[c + 1] += cellStarts[c];
        }
        cellEdges = new int[cellStarts[columns * rows]];
        int[] fill = Arrays.copyOf(cellStarts, columns * rows);
        for (int i = 0; i < edges; i++) {
            for (int r = firstRow[i]; r <= lastRow[i]; r++) {
                for (int c = firstColumn[i]; c <= lastColumn[i]; c++) {
                    cellEdges[fill[r * columns + c]++] = i;
                }
            }
        }
    }

    /** The column of x, clamped to the grid (monotonic in x, so a box's cells bracket its points' cells). */
    int column(double x) {
        return index(x, minX, cellWidth, columns);
    }

    int row(double y) {
        return index(y, minY, cellHeight, rows);
    }

    private static int index(double value, double low, double cellSize, int cells) {
        return Math.max(0, Math.min(cells - 1, (int) ((value - low) / cellSize)));
    }

    private static double cellSize(double low, double high, int cells) {
        return high > low ? (high - low) / cells : 1;
    }

    /** How many cells the edges' boxes overlap on a side x side grid. */
    private static long filedCells(double[] xs, double[] ys, int[] next, int edges, double lowX, double lowY,
            double highX, double highY, int side) {
        double width = cellSize(lowX, highX, side);
        double height = cellSize(lowY, highY, side);
        long cells = 0;
        for (int i = 0; i < edges; i++) {
            int j = next[i];
            long columnSpan = index(Math.max(xs[i], xs[j]), lowX, width, side)
                    - index(Math.min(xs[i], xs[j]), lowX, width, side) + 1;
            long rowSpan = index(Math.max(ys[i], ys[j]), lowY, height, side)
                    - index(Math.min(ys[i], ys[j]), lowY, height, side) + 1;
            cells += columnSpan * rowSpan;
        }
        return cells;
    }
}
