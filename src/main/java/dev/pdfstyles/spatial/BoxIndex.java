package dev.pdfstyles.spatial;

import java.util.Arrays;

/**
 * Answers "which boxes meet this box" in time proportional to the answer, so matching glyphs with rules
 * (and glyphs with glyphs) is linear rather than all pairs. A dense grid of square cells over the boxes'
 * extent, stored as flat arrays (cell -> members), built once per page: rules and glyphs are small
 * compared with the page, which is the case a grid serves best.
 *
 * <p>Which boxes are kept, and which queries are answered in full ({@link #isCompleteQuery}), are decided
 * on the grid of {@link #CELL_SIZE} cells (the reference grid), whatever cells the index stores its boxes
 * in. An index {@linkplain #sizedToDensity sized to its boxes' density} stores many small boxes in smaller
 * cells, so a small query looks at fewer of them, and finds the same boxes the reference grid finds.
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

    /**
     * Smallest cell side (page units) of an index sized to its boxes' density: below it, a glyph's zone would
     * span more cells than it meets boxes.
     */
    static final float MIN_DENSE_CELL_SIZE = 4f;

    /**
     * Boxes, at least, for an index to be sized to their density: fewer sit a few to a reference cell at
     * most, where smaller cells would save nothing.
     */
    static final int MIN_DENSE_BOXES = 256;

    /**
     * Cells a box may take on average in an index sized to density: bounds its memory, whatever the boxes'
     * sizes, to a small multiple of what the boxes themselves take.
     */
    static final int MAX_DENSE_CELLS_PER_BOX = 16;

    private final float[] boxes;
    private final int[] seenStamp;
    private final int[] oversized;
    private int oversizedCount;
    private float originX;
    private float originY;
    /** The cells boxes are stored in. */
    private float cellSize = CELL_SIZE;
    private int columns;
    private int rows;
    /** The reference grid's cells, which decide what is kept and which queries are complete. */
    private float referenceCellSize = CELL_SIZE;
    private int referenceColumns;
    private int referenceRows;
    private int[] cellStart = new int[1];
    private int[] cellMembers = new int[0];
    private int stamp;

    /** @param boxes {minX, minY, maxX, maxY} per box, concatenated */
    public BoxIndex(float[] boxes) {
        this(boxes, false);
    }

    private BoxIndex(float[] boxes, boolean sizedToDensity) {
        this.boxes = boxes;
        int count = boxes.length / 4;
        this.seenStamp = new int[count];
        this.oversized = new int[Math.min(count, MAX_OVERSIZED_BOXES)];
        build(count, sizedToDensity);
    }

    /**
     * An index that finds what {@link #BoxIndex(float[])} finds, storing many small boxes (a page of
     * hatching or of thousands of rules) in cells of about one box each, down to {@link #MIN_DENSE_CELL_SIZE}.
     * A small query then looks at the few boxes near it instead of the dozen of a reference cell. The order of
     * what a query finds differs (cell after cell), and so, for a query that finds more boxes than its limit,
     * does which of them it returns.
     */
    public static BoxIndex sizedToDensity(float[] boxes) {
        return new BoxIndex(boxes, true);
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
            // a query too large for the grid finds the oversized boxes only
            boolean answered = cellSize == referenceCellSize ? spansFewCells(cx0, cx1, cy0, cy1)
                    : isReferenceSizedQuery(minX, minY, maxX, maxY);
            for (int cy = cy0; answered && cy <= cy1; cy++) {
                for (int cx = cx0; cx <= cx1; cx++) {
                    int cell = cy * columns + cx;
                    for (int m = cellStart[cell]; m < cellStart[cell + 1] && found.size() < limit; m++) {
                        collect(cellMembers[m], minX, minY, maxX, maxY, found);
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
        return columns == 0 || isReferenceSizedQuery(minX, minY, maxX, maxY);
    }

    /** Whether the query box spans few enough reference cells for the grid to answer it. */
    private boolean isReferenceSizedQuery(float minX, float minY, float maxX, float maxY) {
        return spansFewCells(Math.max(0, referenceCell(minX, originX)),
                Math.min(referenceColumns - 1, referenceCell(maxX, originX)),
                Math.max(0, referenceCell(minY, originY)), Math.min(referenceRows - 1, referenceCell(maxY, originY)));
    }

    private static boolean spansFewCells(int cx0, int cx1, int cy0, int cy1) {
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
        return isGridQuery(minX, minY, maxX, maxY) && isSmallGridBox(boxMinX, boxMinY, boxMaxX, boxMaxY)
                && boxMaxX >= minX && boxMinX <= maxX && boxMaxY >= minY && boxMinY <= maxY;
    }

    /**
     * Whether an index keeps the box in its cells however it is built: on the grid's coordinates, min before max,
     * no side over {@link #SMALL_BOX_SIDE}. An index of at most {@link #MAX_SMALL_BOXES_ALL_FOUND} such boxes
     * finds each one that meets a query it answers from its cells.
     */
    public static boolean isSmallGridBox(float minX, float minY, float maxX, float maxY) {
        return isGridQuery(minX, minY, maxX, maxY) && maxX - minX <= SMALL_BOX_SIDE && maxY - minY <= SMALL_BOX_SIDE;
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

    private void build(int count, boolean sizedToDensity) {
        float minX = Float.POSITIVE_INFINITY;
        float minY = Float.POSITIVE_INFINITY;
        float maxX = Float.NEGATIVE_INFINITY;
        float maxY = Float.NEGATIVE_INFINITY;
        boolean[] gridded = new boolean[count];
        int griddedCount = 0;
        float largestSide = 0;
        for (int i = 0; i < count; i++) {
            int b = i * 4;
            if (isGridCoordinate(boxes[b]) && isGridCoordinate(boxes[b + 1]) && isGridCoordinate(boxes[b + 2])
                    && isGridCoordinate(boxes[b + 3]) && boxes[b] <= boxes[b + 2] && boxes[b + 1] <= boxes[b + 3]) {
                gridded[i] = true;
                griddedCount++;
                largestSide = Math.max(largestSide, Math.max(boxes[b + 2] - boxes[b], boxes[b + 3] - boxes[b + 1]));
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
        referenceCellSize = Math.max(CELL_SIZE, Math.max(maxX - minX, maxY - minY) / (MAX_CELLS_PER_SIDE - 1));
        referenceColumns = referenceCell(maxX, originX) + 1;
        referenceRows = referenceCell(maxY, originY) + 1;
        cellSize = sizedToDensity ? denseCellSize(count, gridded, griddedCount, maxX - minX, maxY - minY)
                : referenceCellSize;
        // boxes up to SMALL_BOX_SIDE span at most 32 x 32 reference cells: none is set aside for its size
        boolean allFitReferenceGrid = largestSide <= SMALL_BOX_SIDE;
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
                if (!(allFitReferenceGrid || fitsReferenceGrid(b)) || entries + cells > MAX_CELL_ENTRIES) {
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

    /**
     * The cell side for many small boxes: the side of a square holding one box on average over their extent,
     * between {@link #MIN_DENSE_CELL_SIZE} and the reference cell. The reference cell stays when the boxes
     * are few, or when smaller cells could hold more than {@link #MAX_DENSE_CELLS_PER_BOX} entries a box
     * on average (a few large boxes among many small ones are fine; a page of large ones is not dense). Which
     * boxes are kept does not depend on it ({@link #fitsReferenceGrid}); the entries stay under
     * {@link #MAX_CELL_ENTRIES}, so none is dropped for space, as none is on the reference grid, whose cells
     * are no smaller.
     */
    private float denseCellSize(int count, boolean[] gridded, int griddedCount, float width, float height) {
        if (griddedCount < MIN_DENSE_BOXES) {
            return referenceCellSize;
        }
        float side = (float) Math.sqrt((double) width * height / griddedCount);
        side = Math.max(side, Math.max(MIN_DENSE_CELL_SIZE, Math.max(width, height) / (MAX_CELLS_PER_SIDE - 1)));
        if (!(side < referenceCellSize)) {
            return referenceCellSize;
        }
        // at most (extent / side + 2) cells along each side of a box, whatever the rounding
        double perSide = 1.0 / side;
        double entries = 0;
        for (int i = 0; i < count; i++) {
            if (gridded[i]) {
                int b = i * 4;
                entries += ((boxes[b + 2] - boxes[b]) * perSide + 2) * ((boxes[b + 3] - boxes[b + 1]) * perSide + 2);
            }
        }
        return entries <= Math.min(MAX_CELL_ENTRIES, (double) MAX_DENSE_CELLS_PER_BOX * griddedCount)
                ? side : referenceCellSize;
    }

    /** The side of the cells boxes are stored in (tests). */
    float cellSize() {
        return cellSize;
    }

    /** Whether the box at {@code b} spans few enough reference cells to be kept in the grid. */
    private boolean fitsReferenceGrid(int b) {
        return (long) (referenceCell(boxes[b + 2], originX) - referenceCell(boxes[b], originX) + 1)
                * (referenceCell(boxes[b + 3], originY) - referenceCell(boxes[b + 1], originY) + 1) <= MAX_CELLS_PER_BOX;
    }

    private int referenceCell(float coordinate, float origin) {
        return cellOf(coordinate, origin, referenceCellSize);
    }

    private static int cellOf(float coordinate, float origin, float side) {
        return (int) Math.floor((coordinate - origin) / side);
    }

    private void addOversized(int index) {
        if (oversizedCount < oversized.length) {
            oversized[oversizedCount++] = index;
        }
    }

    private int column(float x) {
        return cellOf(x, originX, cellSize);
    }

    private int row(float y) {
        return cellOf(y, originY, cellSize);
    }

    private static boolean isGridCoordinate(float coordinate) {
        return Math.abs(coordinate) <= MAX_COORDINATE;
    }
}
