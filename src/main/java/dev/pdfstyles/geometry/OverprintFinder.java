package dev.pdfstyles.geometry;

import java.util.HashMap;
import java.util.Map;

/**
 * Finds glyphs painted again on top of themselves at a tiny offset: how producers without a bold face
 * fake bold (Prince, Qt/wkhtmltopdf, hand-written PostScript draw each glyph two to four times). A copy
 * of the same glyph of the same font within {@link #MAX_OFFSET_EM} in both directions, in the same fill
 * colour, makes both bold; a copy in another colour is a drop shadow and makes nothing bold.
 *
 * <p>Genuinely repeated letters ("ll", "ee") sit a full advance apart (0.2 em and more) and never match.
 * A hash grid with cells of the tolerance keeps this linear in glyphs.
 */
final class OverprintFinder {

    /**
     * Largest offset (em, in each direction) between two copies that still reads as one bold glyph.
     * MuPDF uses the same 0.1 em ({@code FAKE_BOLD_MAX_DIST}, stext-device.c); Qt offsets by ~0.03 em.
     */
    static final float MAX_OFFSET_EM = 0.1f;

    /**
     * Earlier glyphs compared per neighbouring cell: a few copies make fake bold; thousands of copies of
     * one glyph at one spot are hostile, and comparing them all would be quadratic.
     */
    static final int MAX_COPIES_COMPARED = 8;

    private OverprintFinder() {
    }

    /** One glyph as the finder needs it; {@code fontKey} and {@code colourKey} compare by value. */
    static final class Glyph {
        final int fontKey;
        final int code;
        final int colourKey;
        final float x;
        final float y;
        final float em;

        Glyph(int fontKey, int code, int colourKey, float x, float y, float em) {
            this.fontKey = fontKey;
            this.code = code;
            this.colourKey = colourKey;
            this.x = x;
            this.y = y;
            this.em = em;
        }
    }

    /** Per glyph, whether another copy over-prints it (null entries never match). */
    static boolean[] find(Glyph[] glyphs) {
        boolean[] bold = new boolean[glyphs.length];
        Map<CellKey, Integer> firstInCell = new HashMap<>();
        int[] nextInCell = new int[glyphs.length];
        for (int i = 0; i < glyphs.length; i++) {
            Glyph g = glyphs[i];
            if (g == null) {
                continue;
            }
            float cell = MAX_OFFSET_EM * g.em;
            long cx = (long) Math.floor(g.x / cell);
            long cy = (long) Math.floor(g.y / cell);
            for (long dx = -1; dx <= 1; dx++) {
                for (long dy = -1; dy <= 1; dy++) {
                    Integer j = firstInCell.get(new CellKey(g.fontKey, g.code, cx + dx, cy + dy));
                    int compared = 0;
                    while (j != null && j >= 0 && compared++ < MAX_COPIES_COMPARED) {
                        Glyph other = glyphs[j];
                        if (isCopy(g, other) && g.colourKey == other.colourKey) {
                            bold[i] = true;
                            bold[j] = true;
                        }
                        j = nextInCell[j];
                    }
                }
            }
            CellKey own = new CellKey(g.fontKey, g.code, cx, cy);
            Integer previous = firstInCell.put(own, i);
            nextInCell[i] = previous == null ? -1 : previous;
        }
        return bold;
    }

    private static boolean isCopy(Glyph a, Glyph b) {
        float tolerance = MAX_OFFSET_EM * Math.max(a.em, b.em);
        return Math.abs(a.em - b.em) <= tolerance
                && Math.abs(a.x - b.x) <= tolerance && Math.abs(a.y - b.y) <= tolerance;
    }

    private static final class CellKey {
        private final int fontKey;
        private final int code;
        private final long cx;
        private final long cy;

        CellKey(int fontKey, int code, long cx, long cy) {
            this.fontKey = fontKey;
            this.code = code;
            this.cx = cx;
            this.cy = cy;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof CellKey)) {
                return false;
            }
            CellKey k = (CellKey) o;
            return fontKey == k.fontKey && code == k.code && cx == k.cx && cy == k.cy;
        }

        @Override
        public int hashCode() {
            return ((fontKey * 31 + code) * 31 + Long.hashCode(cx)) * 31 + Long.hashCode(cy);
        }
    }
}
