package dev.pdfstyles.geometry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers "which rules are near this box" in time proportional to the answer, so matching glyphs with
 * rules is linear in glyphs plus rules rather than their product. A uniform grid of square cells: rules
 * are short compared with the page and glyph zones are small, which is the case a grid serves best.
 */
final class RuleIndex {

    /** Cell side in page units: about one line of body text, so a glyph zone touches a few cells. */
    static final float CELL_SIZE = 24f;

    /**
     * Cells one rule may occupy. A longer rule (a page-high border at huge scale) goes to a short list
     * that every query scans; that list is capped too, so hostile pages stay linear.
     */
    private static final int MAX_CELLS_PER_RULE = 1024;

    /** Oversized rules kept at most; the rest are dropped (they cannot decorate a text run). */
    private static final int MAX_OVERSIZED_RULES = 256;

    /**
     * Coordinates beyond this (page units) are not on any real page; such rules and queries skip the
     * grid, which keeps the cell arithmetic far from overflow.
     */
    private static final float MAX_COORDINATE = 1.0e7f;

    private final List<Rule> rules;
    private final Map<Long, int[]> cells = new HashMap<>();
    private final Map<Long, Integer> cellSizes = new HashMap<>();
    private final List<Integer> oversized = new ArrayList<>();
    private final int[] seenStamp;
    private int stamp;

    RuleIndex(List<Rule> rules) {
        this.rules = rules;
        this.seenStamp = new int[rules.size()];
        for (int i = 0; i < rules.size(); i++) {
            insert(i, rules.get(i));
        }
    }

    Rule rule(int index) {
        return rules.get(index);
    }

    int size() {
        return rules.size();
    }

    /**
     * Indexes of rules whose bounding box (grown by half their thickness) meets the box, each once, at
     * most {@code limit} of them.
     */
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
        if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > MAX_CELLS_PER_RULE) {
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
        Rule rule = rules.get(index);
        float half = rule.thickness() / 2;
        if (rule.maxX() + half >= minX && rule.minX() - half <= maxX
                && rule.maxY() + half >= minY && rule.minY() - half <= maxY) {
            found.add(index);
        }
    }

    private void insert(int index, Rule rule) {
        float half = rule.thickness() / 2;
        if (!isGridCoordinate(rule.minX() - half) || !isGridCoordinate(rule.maxX() + half)
                || !isGridCoordinate(rule.minY() - half) || !isGridCoordinate(rule.maxY() + half)) {
            if (oversized.size() < MAX_OVERSIZED_RULES) {
                oversized.add(index);
            }
            return;
        }
        long cx0 = cell(rule.minX() - half);
        long cx1 = cell(rule.maxX() + half);
        long cy0 = cell(rule.minY() - half);
        long cy1 = cell(rule.maxY() + half);
        if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > MAX_CELLS_PER_RULE) {
            if (oversized.size() < MAX_OVERSIZED_RULES) {
                oversized.add(index);
            }
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
