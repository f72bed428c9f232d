package dev.pdfstyles.picture;

import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Where tags may go on the picture: inside it, clear of the page's text, its rules and the tags placed so
 * far, and where a tag's leader line may run: across no text. Blocked areas are kept in a grid of cells, so
 * a page with thousands of rules and glyphs still takes a few cells' look per proposed place.
 */
final class LabelPlacer {

    /** Side of a grid cell (pixels): about a tag's height, a short tag's width. */
    static final int CELL_PX = 32;

    private final Rectangle2D bounds;
    private final int columns;
    private final int rows;
    private final List<List<Rectangle2D>> cells;
    /** The blocked areas that are text, by identity: a leader may cross a rule, not a word. */
    private final Set<Rectangle2D> text = Collections.newSetFromMap(new IdentityHashMap<>());

    LabelPlacer(int width, int height) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("picture size must be positive: " + width + " x " + height);
        }
        bounds = new Rectangle2D.Double(0, 0, width, height);
        columns = (width + CELL_PX - 1) / CELL_PX;
        rows = (height + CELL_PX - 1) / CELL_PX;
        cells = new ArrayList<>(columns * rows);
        for (int i = 0; i < columns * rows; i++) {
            cells.add(null);
        }
    }

    /** Marks an area of text as taken. */
    void blockText(Rectangle2D area) {
        text.add(area);
        block(area);
    }

    /** Marks an area as taken: a rule, a placed tag. Parts outside the picture are ignored. */
    void block(Rectangle2D area) {
        Rectangle2D inside = area.createIntersection(bounds);
        if (inside.isEmpty() && !area.intersects(bounds)) {
            return;
        }
        for (int row = row(inside.getMinY()); row <= row(inside.getMaxY()); row++) {
            for (int column = column(inside.getMinX()); column <= column(inside.getMaxX()); column++) {
                int cell = row * columns + column;
                if (cells.get(cell) == null) {
                    cells.set(cell, new ArrayList<>(2));
                }
                cells.get(cell).add(area);
            }
        }
    }

    /** Whether a tag fits here: wholly inside the picture and meeting no blocked area. */
    boolean isClear(Rectangle2D area) {
        if (!bounds.contains(area)) {
            return false;
        }
        for (int row = row(area.getMinY()); row <= row(area.getMaxY()); row++) {
            for (int column = column(area.getMinX()); column <= column(area.getMaxX()); column++) {
                List<Rectangle2D> taken = cells.get(row * columns + column);
                if (taken == null) {
                    continue;
                }
                for (Rectangle2D other : taken) {
                    if (other.intersects(area)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether a leader line runs across no text. */
    boolean isClearOfText(Line2D leader) {
        Rectangle2D span = leader.getBounds2D();
        for (int row = row(span.getMinY()); row <= row(span.getMaxY()); row++) {
            for (int column = column(span.getMinX()); column <= column(span.getMaxX()); column++) {
                List<Rectangle2D> taken = cells.get(row * columns + column);
                if (taken == null) {
                    continue;
                }
                for (Rectangle2D other : taken) {
                    if (text.contains(other) && other.intersectsLine(leader)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    boolean isInside(Rectangle2D area) {
        return bounds.contains(area);
    }

    private int row(double y) {
        return Math.max(0, Math.min(rows - 1, (int) Math.floor(y / CELL_PX)));
    }

    private int column(double x) {
        return Math.max(0, Math.min(columns - 1, (int) Math.floor(x / CELL_PX)));
    }
}
