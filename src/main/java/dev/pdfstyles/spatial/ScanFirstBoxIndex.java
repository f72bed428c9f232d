package dev.pdfstyles.spatial;

/**
 * A {@link BoxIndex} for boxes that are asked about a few times or not at all: its first queries scan every box,
 * and the grid is built only once the scans have cost about what building it would. A page's glyphs are
 * indexed this way for the rare question a rule asks about the text around it (is this short rule a fraction
 * bar?): most pages ask it never or two or three times, and a grid of 2,000 glyphs costs 50 times a scan of
 * them.
 *
 * <p>A query finds the boxes {@code new BoxIndex(boxes)} finds for it, up to the same limit. When fewer than
 * the limit meet the box, both find all of them, a scan in ascending order and the grid cell after cell, so
 * callers must not depend on the order. When more meet it, which of them a grid returns depends on its cells,
 * so that query is left to the grid, as are queries a grid might not answer in full (boxes off its
 * coordinates or too large for it, a query spanning too many cells), so that the answers stay the grid's.
 * One instance per set of boxes; not thread-safe.
 */
public final class ScanFirstBoxIndex {

    /**
     * Boxes scanned per box held before the grid is built: 16 scans. Building a grid costs 40-60 scans of its
     * boxes (a page of 2,074 glyphs: 100 us against 2 us a scan), and pages that ask about their glyphs at
     * all ask 2-20 times; a page that asks more (a page of formulas) builds the grid after 16.
     */
    static final int SCANS_BEFORE_GRID = 16;

    private final float[] boxes;
    private final int count;
    /** Boxes that may still be scanned before the grid is built; 0 when the boxes are not all scannable. */
    private long scanBudget;
    private BoxIndex grid;

    /** @param boxes {minX, minY, maxX, maxY} per box, concatenated, as {@link BoxIndex#BoxIndex(float[])} */
    public ScanFirstBoxIndex(float[] boxes) {
        this.boxes = boxes;
        this.count = boxes.length / 4;
        this.scanBudget = allFoundByAGrid(boxes, count) ? (long) SCANS_BEFORE_GRID * count : 0;
    }

    /**
     * Whether a grid of these boxes keeps every one of them in its cells ({@link BoxIndex#isSmallGridBox}, and
     * few enough: {@link BoxIndex#MAX_SMALL_BOXES_ALL_FOUND}). Then, for a query it answers from its cells, it
     * finds every box that meets the query, as a scan does.
     */
    private static boolean allFoundByAGrid(float[] boxes, int count) {
        if (count > BoxIndex.MAX_SMALL_BOXES_ALL_FOUND) {
            return false;
        }
        for (int b = 0; b < count * 4; b += 4) {
            if (!BoxIndex.isSmallGridBox(boxes[b], boxes[b + 1], boxes[b + 2], boxes[b + 3])) {
                return false;
            }
        }
        return true;
    }

    /** As {@link BoxIndex#query}: the boxes that meet the query box, at most {@code limit}, in no set order. */
    public void query(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        if (grid == null && scanBudget >= count && isAnsweredFromCells(minX, minY, maxX, maxY)) {
            scanBudget -= count;
            if (scan(minX, minY, maxX, maxY, limit, found)) {
                return;
            }
        }
        if (grid == null) {
            grid = new BoxIndex(boxes);
        }
        grid.query(minX, minY, maxX, maxY, limit, found);
    }

    /**
     * Whether a grid answers this query from its cells, whatever their size: a query on its coordinates that
     * spans at most {@link BoxIndex#MAX_CELLS_PER_BOX} cells of the smallest side a grid has,
     * {@link BoxIndex#CELL_SIZE} (a span of w covers at most w / side + 2 cells; one more for rounding).
     */
    private static boolean isAnsweredFromCells(float minX, float minY, float maxX, float maxY) {
        if (!BoxIndex.isGridQuery(minX, minY, maxX, maxY)) {
            return false;
        }
        double columns = ((double) maxX - minX) / BoxIndex.CELL_SIZE + 3;
        double rows = ((double) maxY - minY) / BoxIndex.CELL_SIZE + 3;
        return columns * rows <= BoxIndex.MAX_CELLS_PER_BOX;
    }

    /** Fills {@code found} with every box meeting the query; false when more than {@code limit} do. */
    private boolean scan(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        found.clear();
        for (int i = 0, b = 0; i < count; i++, b += 4) {
            if (BoxIndex.meets(boxes, b, minX, minY, maxX, maxY)) {
                if (found.size() >= limit) {
                    return false;
                }
                found.add(i);
            }
        }
        return true;
    }

    /** Whether the grid has been built (tests). */
    boolean hasGrid() {
        return grid != null;
    }
}
