package dev.pdfstyles.page;

import java.util.IdentityHashMap;
import java.util.List;

/**
 * Where a glyph the text writer hands back stands among the page's glyphs, found by identity (each glyph is a
 * {@code TextPosition} of its own, on the page once).
 *
 * <p>Writers ask in content order nearly always (Tika does not sort by position by default), so a cursor at the
 * glyph after the last one found answers without looking further. Some pages are written a little out of that
 * order: PDFTextStripper leaves out a run of overlapping duplicates, or writes a word, a line or a block before one
 * it met earlier. On the real-world set such pages jump about ten glyphs, a few dozen times a page, and some jump
 * a thousand once or twice a page. An identity map of the page takes the identity hash of each of its thousands
 * of glyphs (built at each such page's first jump, about 0.03 of a stock parse on the slowest of those documents),
 * where a scan of the whole page compares references. So a glyph away from the cursor is found by a scan,
 * nearest first: {@link #NEAR_WINDOW} glyphs ahead of the cursor and behind it, then the rest of the page. Only
 * a page that asks out of order so often that its scans would cost more than the map
 * ({@link #SCAN_BUDGET_PER_GLYPH}) builds it. A scan of the whole page that finds nothing answers as the map
 * would: the glyph is not on the page.
 *
 * <p>One per page recorder; not thread-safe.
 */
final class WrittenGlyphIndex {

    /** Glyphs looked at on each side of the cursor before the rest of the page. */
    static final int NEAR_WINDOW = 256;

    /**
     * Glyphs a page's scans may look at, per glyph of the page, before the identity map is built instead: building
     * it hashes every glyph once, which costs as much as a few dozen comparisons each.
     */
    static final int SCAN_BUDGET_PER_GLYPH = 16;

    /** Glyphs after the cursor looked at before the built map is asked: the short jumps past dropped duplicates. */
    static final int LOOKAHEAD = 8;

    private final List<?> glyphs;
    private int cursor;
    /** Glyphs looked at by scans since the last {@link #reset}. */
    private long scanned;
    private IdentityHashMap<Object, Integer> byIdentity;

    /** @param glyphs the page's glyphs, in content order; read live, so the page may be replaced after a reset */
    WrittenGlyphIndex(List<?> glyphs) {
        this.glyphs = glyphs;
    }

    /** Forgets the cursor, the scans and the map: the page's glyphs changed, or a new writing starts. */
    void reset() {
        cursor = 0;
        scanned = 0;
        byIdentity = null;
    }

    /** The index of {@code glyph} among the page's glyphs, or -1 when it is not one of them. */
    int indexOf(Object glyph) {
        int count = glyphs.size();
        if (cursor < count && glyphs.get(cursor) == glyph) {
            return cursor++;   // the glyph after the last one found: nearly always
        }
        if (cursor > 0 && cursor <= count && glyphs.get(cursor - 1) == glyph) {
            return cursor - 1;   // asked again about the glyph just found
        }
        int index;
        if (byIdentity == null && scanned + count <= (long) SCAN_BUDGET_PER_GLYPH * count) {
            index = scanOutward(glyph, count);
        } else {
            index = scanAhead(glyph, cursor + 1, (int) Math.min(count, (long) cursor + LOOKAHEAD));
            if (index < 0) {
                index = inMap(glyph, count);
            }
        }
        if (index >= 0) {
            cursor = index + 1;
        }
        return index;
    }

    /** The glyph's index by a scan of the whole page, nearest the cursor first; -1 when it is not there. */
    private int scanOutward(Object glyph, int count) {
        int nearEnd = (int) Math.min(count, (long) cursor + NEAR_WINDOW);
        int nearStart = Math.max(0, cursor - NEAR_WINDOW);
        int index = scanAhead(glyph, cursor + 1, nearEnd);
        if (index < 0) {
            index = scanBack(glyph, Math.min(cursor - 1, count), nearStart);
        }
        if (index < 0) {
            index = scanAhead(glyph, nearEnd, count);
        }
        if (index < 0) {
            index = scanBack(glyph, nearStart, 0);
        }
        return index;
    }

    /** The glyph among {@code from..end-1}, first to last; -1 if not there. */
    private int scanAhead(Object glyph, int from, int end) {
        for (int i = from; i < end; i++) {
            if (glyphs.get(i) == glyph) {
                scanned += i - from + 1;
                return i;
            }
        }
        scanned += Math.max(0, end - from);
        return -1;
    }

    /** The glyph among {@code start..end-1}, last to first (those just behind {@code end} first); -1 if not there. */
    private int scanBack(Object glyph, int end, int start) {
        for (int i = end - 1; i >= start; i--) {
            if (glyphs.get(i) == glyph) {
                scanned += end - i;
                return i;
            }
        }
        scanned += Math.max(0, end - start);
        return -1;
    }

    /** Whether the identity map has been built since the last {@link #reset} (tests). */
    boolean hasBuiltMap() {
        return byIdentity != null;
    }

    private int inMap(Object glyph, int count) {
        if (byIdentity == null) {
            byIdentity = new IdentityHashMap<>(count);
            for (int i = 0; i < count; i++) {
                byIdentity.put(glyphs.get(i), i);
            }
        }
        Integer index = byIdentity.get(glyph);
        return index == null ? -1 : index;
    }
}
