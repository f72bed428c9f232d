package dev.pdfstyles.geometry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers "which boxes meet this box" in time proportional to the answer, so matching glyphs with rules
 * (and glyphs with glyphs) is linear rather than all pairs. A uniform grid of square cells: rules and
 * glyphs are small compared with the page, which is the case a grid serves best.
 */
final class BoxIndex {

    /** Cell side in page units: about one line of body text, so a glyph zone touches a few cells. */
    static final float CELL_SIZE = 24f;

    /**
     * Cells one box may occupy. A larger box (a page-high border at a huge scale) goes to a short list
     * that every query scans; that list is capped too, so hostile pages stay linear.
     */
    static final int MAX_CELLS_PER_BOX = 1024;

    /** Oversized boxes kept at most; the rest are dropped (they cannot decorate or belong to a text run). */
    static final int MAX_OVERSIZED_BOXES = 256;

    /**
     * Coordinates beyond this (page units) are not on any real page; such boxes and queries skip the
     * grid, which keeps the cell arithmetic far from overflow.
     */
    private static final float MAX_COORDINATE = 1.0e7f;

    private final float[] boxes;
    private final Map<Long, int[]> cells = new HashMap<>();
    private final Map<Long, Integer> cellSizes = new HashMap<>();
    private final List<Integer> oversized = new ArrayList<>();
    private final int[] seenStamp;
    private int stamp;

    /** @param boxes {minX, minY, maxX, maxY} per box, concatenated */
    BoxIndex(float[] boxes) {
        this.boxes = boxes;
        int count = boxes.length / 4;
        this.seenStamp = new int[count];
        for (int i = 0; i < count; i++) {
            insert(i);
        }
    }

    /** Indexes of boxes that meet the query box, each once, at most {@code limit} of them. */
    List<Integer> query(float minX, float minY, float maxX, float maxY, int limit) {
        List<Integer> found = new ArrayList<>();
        stamp++;
        if (!isGridCoordinate(minX) || !isGridCoordinate(maxX) || !isGridCoordinate(minY)
                || !isGridCoordinate(maxY)) {
            return found;
        }
        long cx0 = cell(minX);
        long cx1 = cell(maxX);
        long cy0 = cell(minY);
        long cy1 = cell(maxY);
        if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > MAX_CELLS_PER_BOX) {
            return found;   // a query box this large is not a glyph zone
        }
        for (long cx = cx0; cx <= cx1; cx++) {
            for (long cy = cy0; cy <= cy1; cy++) {
                Long key = key(cx, cy);
                int[] members = cells.get(key);
                if (members == null) {
                    continue;
                }
                int count = cellSizes.get(key);
                for (int m = 0; m < count && found.size() < limit; m++) {
                    collect(members[m], minX, minY, maxX, maxY, found);
                }
            }
        }
        for (int i = 0; i < oversized.size() && found.size() < limit; i++) {
            collect(oversized.get(i), minX, minY, maxX, maxY, found);
        }
        return found;
    }

    private void collect(int index, float minX, float minY, float maxX, float maxY, List<Integer> found) {
        if (seenStamp[index] == stamp) {
            return;
        }
        seenStamp[index] = stamp;
        int b = index * 4;
        if (boxes[b + 2] >= minX && boxes[b] <= maxX && boxes[b + 3] >= minY && boxes[b + 1] <= maxY) {
            found.add(index);
        }
    }

    private void insert(int index) {
        int b = index * 4;
        float minX = boxes[b];
        float minY = boxes[b + 1];
        float maxX = boxes[b + 2];
        float maxY = boxes[b + 3];
        if (!isGridCoordinate(minX) || !isGridCoordinate(maxX) || !isGridCoordinate(minY)
                || !isGridCoordinate(maxY)) {
            addOversized(index);
            return;
        }
        long cx0 = cell(minX);
        long cx1 = cell(maxX);
        long cy0 = cell(minY);
        long cy1 = cell(maxY);
        if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > MAX_CELLS_PER_BOX) {
            addOversized(index);
            return;
        }
        for (long cx = cx0; cx <= cx1; cx++) {
            for (long cy = cy0; cy <= cy1; cy++) {
                Long key = key(cx, cy);
                int[] members = cells.get(key);
                int count = members == null ? 0 : cellSizes.get(key);
                if (members == null) {
                    members = new int[4];
                } else if (count == members.length) {
                    members = java.util.Arrays.copyOf(members, count * 2);
                }
                members[count] = index;
                cells.put(key, members);
                cellSizes.put(key, count + 1);
            }
        }
    }

    private void addOversized(int index) {
        if (oversized.size() < MAX_OVERSIZED_BOXES) {
            oversized.add(index);
        }
    }

    private static boolean isGridCoordinate(float coordinate) {
        return Math.abs(coordinate) <= MAX_COORDINATE;
    }

    private static long cell(float coordinate) {
        return (long) Math.floor(coordinate / CELL_SIZE);
    }

    private static long key(long cx, long cy) {
        return (cx << 32) ^ (cy & 0xffffffffL);
    }
}
