package dev.pdfstyles.spatial;

import java.util.Arrays;

/**
 * Answers "which boxes meet this box" in time proportional to the answer, so matching glyphs with rules
 * (and glyphs with glyphs) is linear rather than all pairs. A dense grid of square cells over the boxes'
 * extent, stored as flat arrays (cell -> members), built once per page: rules and glyphs are small
 * compared with the page, which is the case a grid serves best.
 */
public final class BoxIndex {

    /** Cell side in page units: about one line of body text, so a glyph zone touches a few cells. */
    static final float CELL_SIZE = 24f;

    /** Cells per side at most: a page spread over a huge area gets larger cells, never a huge grid. */
    static final int MAX_CELLS_PER_SIDE = 1024;

    /**
     * Cells one box may occupy. A larger box (a page-high border at a huge scale) goes to a short list
     * that every query scans; that list is capped too, so hostile pages stay linear.
     */
    static final int MAX_CELLS_PER_BOX = 1024;

    /** Oversized boxes kept at most; the rest are dropped (they cannot decorate or belong to a text run). */
    static final int MAX_OVERSIZED_BOXES = 256;

    /** Box-in-cell entries at most (32 MB of ints): bounds memory on pages of huge overlapping boxes. */
    static final int MAX_CELL_ENTRIES = 8_000_000;

    /**
     * Coordinates beyond this (page units) are not on any real page; such boxes and queries skip the
     * grid, which keeps the cell arithmetic far from overflow.
     */
    private static final float MAX_COORDINATE = 1.0e7f;

    /**
     * Boxes up to this side (page units) always fit the grid: at least {@link #CELL_SIZE} per cell, they
     * span at most 32 x 32 cells, under {@link #MAX_CELLS_PER_BOX}.
     */
    public static final float SMALL_BOX_SIDE = 30 * CELL_SIZE;

    /**
     * Small boxes (side at most {@link #SMALL_BOX_SIDE}, on the grid's coordinates) an index may hold and still
     * find every one of them that meets a query: each takes at most 32 x 32 cells, so this many stay under
     * {@link #MAX_CELL_ENTRIES} and none is dropped.
     */
    public static final int MAX_SMALL_BOXES_ALL_FOUND = MAX_CELL_ENTRIES / (32 * 32);

    private final float[] boxes;
    private final int[] seenStamp;
    private final int[] oversized;
    private int oversizedCount;
    private float originX;
    private float originY;
    private float cellSize = CELL_SIZE;
    private int columns;
    private int rows;
    private int[] cellStart = new int[1];
    private int[] cellMembers = new int[0];
    private int stamp;

    /** @param boxes {minX, minY, maxX, maxY} per box, concatenated */
    public BoxIndex(float[] boxes) {
        this.boxes = boxes;
        int count = boxes.length / 4;
        this.seenStamp = new int[count];
        this.oversized = new int[Math.min(count, MAX_OVERSIZED_BOXES)];
        build(count);
    }

    /** Fills {@code found} with the indexes of boxes that meet the query box, each once, at most {@code limit}. */
    public void query(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        found.clear();
        stamp++;
        if (!isGridQuery(minX, minY, maxX, maxY)) {
            return;
        }
        if (columns > 0) {
            int cx0 = Math.max(0, column(minX));
            int cx1 = Math.min(columns - 1, column(maxX));
            int cy0 = Math.max(0, row(minY));
            int cy1 = Math.min(rows - 1, row(maxY));
            if ((long) (cx1 - cx0 + 1) * (cy1 - cy0 + 1) <= MAX_CELLS_PER_BOX) {
                for (int cy = cy0; cy <= cy1; cy++) {
                    for (int cx = cx0; cx <= cx1; cx++) {
                        int cell = cy * columns + cx;
                        for (int m = cellStart[cell]; m < cellStart[cell + 1] && found.size() < limit; m++) {
                            collect(cellMembers[m], minX, minY, maxX, maxY, found);
                        }
                    }
                }
            }
        }
        for (int i = 0; i < oversizedCount && found.size() < limit; i++) {
            collect(oversized[i], minX, minY, maxX, maxY, found);
        }
    }

    /**
     * Whether {@link #query} for this box looks at every box that meets it: the box is on the grid's
     * coordinates and spans few enough cells (a larger query skips the grid). With fewer results than
     * its limit, such a query found them all.
     */
    public boolean isCompleteQuery(float minX, float minY, float maxX, float maxY) {
        if (!isGridQuery(minX, minY, maxX, maxY)) {
            return false;
        }
        if (columns == 0) {
            return true;
        }
        int cx0 = Math.max(0, column(minX));
        int cx1 = Math.min(columns - 1, column(maxX));
        int cy0 = Math.max(0, row(minY));
        int cy1 = Math.min(rows - 1, row(maxY));
        return (long) (cx1 - cx0 + 1) * (cy1 - cy0 + 1) <= MAX_CELLS_PER_BOX;
    }

    /**
     * Whether a query box is one {@link #query} answers at all: on the grid's coordinates, min before max
     * (no NaN). Others find nothing.
     */
    public static boolean isGridQuery(float minX, float minY, float maxX, float maxY) {
        return isGridCoordinate(minX) && isGridCoordinate(maxX) && isGridCoordinate(minY) && isGridCoordinate(maxY)
                && minX <= maxX && minY <= maxY;
    }

    private boolean meets(int index, float minX, float minY, float maxX, float maxY) {
        return meets(boxes, index * 4, minX, minY, maxX, maxY);
    }

    /**
     * Whether the box {minX, minY, maxX, maxY} stored at {@code boxes[at..at+3]} meets the box {@code min..max}
     * (edges touching count; NaN meets nothing): the one box test of the indexes and scans over stored boxes.
     */
    public static boolean meets(float[] boxes, int at, float minX, float minY, float maxX, float maxY) {
        return boxes[at + 2] >= minX && boxes[at] <= maxX && boxes[at + 3] >= minY && boxes[at + 1] <= maxY;
    }

    /**
     * Whether a query for the box {@code min..max} finds the box {@code boxMin..boxMax} once it is indexed:
     * both on the grid's coordinates and meeting. (A box too large for the grid, or dropped from a full
     * one, is not covered: callers use this only for small boxes on ordinary pages.)
     */
    public static boolean isFoundBy(float boxMinX, float boxMinY, float boxMaxX, float boxMaxY,
                             float minX, float minY, float maxX, float maxY) {
        return isGridQuery(minX, minY, maxX, maxY) && isGridQuery(boxMinX, boxMinY, boxMaxX, boxMaxY)
                && boxMaxX - boxMinX <= SMALL_BOX_SIDE && boxMaxY - boxMinY <= SMALL_BOX_SIDE
                && boxMaxX >= minX && boxMinX <= maxX && boxMaxY >= minY && boxMinY <= maxY;
    }

    private void collect(int index, float minX, float minY, float maxX, float maxY, IntList found) {
        if (seenStamp[index] == stamp) {
            return;
        }
        seenStamp[index] = stamp;
        if (meets(index, minX, minY, maxX, maxY)) {
            found.add(index);
        }
    }

    private void build(int count) {
        float minX = Float.POSITIVE_INFINITY;
        float minY = Float.POSITIVE_INFINITY;
        float maxX = Float.NEGATIVE_INFINITY;
        float maxY = Float.NEGATIVE_INFINITY;
        boolean[] gridded = new boolean[count];
        for (int i = 0; i < count; i++) {
            int b = i * 4;
            if (isGridCoordinate(boxes[b]) && isGridCoordinate(boxes[b + 1]) && isGridCoordinate(boxes[b + 2])
                    && isGridCoordinate(boxes[b + 3]) && boxes[b] <= boxes[b + 2] && boxes[b + 1] <= boxes[b + 3]) {
                gridded[i] = true;
                minX = Math.min(minX, boxes[b]);
                minY = Math.min(minY, boxes[b + 1]);
                maxX = Math.max(maxX, boxes[b + 2]);
                maxY = Math.max(maxY, boxes[b + 3]);
            } else {
                addOversized(i);
            }
        }
        if (minX > maxX) {
            return;
        }
        originX = minX;
        originY = minY;
        cellSize = Math.max(CELL_SIZE, Math.max(maxX - minX, maxY - minY) / (MAX_CELLS_PER_SIDE - 1));
        columns = column(maxX) + 1;
        rows = row(maxY) + 1;
        // each gridded box's cells are counted, then filled: the cell range is computed in both passes
        // (a few divisions) rather than kept (16 bytes a box, on pages of up to 100,000 rules)
        int[] counts = new int[columns * rows + 1];
        long entries = 0;
        for (int i = 0; i < count; i++) {
            if (gridded[i]) {
                int b = i * 4;
                int cx0 = column(boxes[b]);
                int cy0 = row(boxes[b + 1]);
                int cx1 = column(boxes[b + 2]);
                int cy1 = row(boxes[b + 3]);
                long cells = (long) (cx1 - cx0 + 1) * (cy1 - cy0 + 1);
                if (cells > MAX_CELLS_PER_BOX || entries + cells > MAX_CELL_ENTRIES) {
                    gridded[i] = false;
                    addOversized(i);
                } else {
                    entries += cells;
                    for (int cy = cy0; cy <= cy1; cy++) {
                        for (int cx = cx0; cx <= cx1; cx++) {
                            counts[cy * columns + cx + 1]++;
                        }
                    }
                }
            }
        }
        for (int c = 1; c < counts.length; c++) {
            counts[c] += counts[c - 1];
        }
        cellStart = counts;
        cellMembers = new int[(int) entries];
        int[] fill = Arrays.copyOf(counts, counts.length - 1);
        for (int i = 0; i < count; i++) {
            if (gridded[i]) {
                int b = i * 4;
                int cx0 = column(boxes[b]);
                int cx1 = column(boxes[b + 2]);
                for (int cy = row(boxes[b + 1]); cy <= row(boxes[b + 3]); cy++) {
                    for (int cx = cx0; cx <= cx1; cx++) {
                        cellMembers[fill[cy * columns + cx]++] = i;
                    }
                }
            }
        }
    }

    private void addOversized(int index) {
        if (oversizedCount < oversized.length) {
            oversized[oversizedCount++] = index;
        }
    }

    private int column(float x) {
        return (int) Math.floor((x - originX) / cellSize);
    }

    private int row(float y) {
        return (int) Math.floor((y - originY) / cellSize);
    }

    private static boolean isGridCoordinate(float coordinate) {
        return Math.abs(coordinate) <= MAX_COORDINATE;
    }
}
