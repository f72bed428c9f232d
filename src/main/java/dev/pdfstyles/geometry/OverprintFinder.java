package dev.pdfstyles.geometry;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds glyphs painted again on top of themselves at a tiny offset: how producers without a bold face
 * fake bold (Prince, Qt/wkhtmltopdf, hand-written PostScript draw each glyph two to four times). A copy
 * of the same glyph of the same font within {@link #MAX_OFFSET_EM} in both directions, in the same fill
 * colour and visibly shifted, makes both bold; a copy in another colour is a drop shadow and makes nothing
 * bold. Every copy after the first repeats its text: the first painted copy keeps the characters, later
 * ones may be left out ("doubledouble" becomes "double", issue 5).
 *
 * <p>Different text painted over other text is an overlay, not fake bold: when a text-showing operation
 * puts any glyph where an earlier, different glyph sits, none of its glyphs count as copies. So two strings
 * that merely share a prefix at the same place (Tika's testOverlappingText.pdf: "Text the second time"
 * over "Text the first time") keep their text, while a word shown twice inside one TJ (Ghostscript's
 * rendering of PostScript double-strike) still counts.
 * Genuinely repeated letters ("ll", "ee") sit a full advance apart (0.2 em and more) and never match.
 *
 * <p>A hash grid with cells of the tolerance (primitive keys: this runs on every page) keeps it linear.
 */
final class OverprintFinder {

    /**
     * Largest offset (em, in each direction) between two copies that still reads as one bold glyph.
     * MuPDF uses the same 0.1 em ({@code FAKE_BOLD_MAX_DIST}, stext-device.c); Qt offsets by ~0.03 em.
     */
    static final float MAX_OFFSET_EM = 0.1f;

    /**
     * Smallest offset (em) at which a same-colour copy makes the glyph look heavier: a copy at exactly
     * the same place paints the same pixels (it is still redundant text).
     */
    static final float MIN_BOLD_OFFSET_EM = 0.005f;

    /**
     * Earlier glyphs compared per neighbouring cell: a few copies make fake bold; thousands of copies of
     * one glyph at one spot are hostile, and comparing them all would be quadratic.
     */
    static final int MAX_COPIES_COMPARED = 8;

    /**
     * Glyphs placed farther out than this (page units) are off any real page, where float precision
     * runs out and different glyphs land on "the same" spot: they are never copies.
     */
    static final float MAX_COORDINATE = 1.0e6f;

    private OverprintFinder() {
    }

    /** What {@link #find} learned, per glyph. */
    static final class Result {
        /** Another copy in the same colour over-prints it, shifted: it looks bold. */
        final boolean[] bold;
        /** It repeats an earlier-painted copy (in any colour: shadows too): its text is redundant. */
        final boolean[] repeatsEarlierCopy;

        Result(boolean[] bold, boolean[] repeatsEarlierCopy) {
            this.bold = bold;
            this.repeatsEarlierCopy = repeatsEarlierCopy;
        }
    }

    /** Over-printed copies among the page's glyphs with an over-print key (the others never match). */
    static Result find(PageGlyphs glyphs) {
        int count = glyphs.size();
        List<int[]> pairs = matchingPairs(glyphs);
        if (pairs.isEmpty()) {
            return new Result(new boolean[count], new boolean[count]);   // most pages
        }
        java.util.Set<Integer> overlays = operationsOverlayingOtherGlyphs(glyphs);
        boolean[] bold = new boolean[count];
        boolean[] repeats = new boolean[count];
        for (int[] pair : pairs) {
            int later = pair[0];
            int earlier = pair[1];
            if (overlays.contains(glyphs.keyOperation(later))) {
                continue;
            }
            repeats[later] = true;
            if (glyphs.keyColour(later) == glyphs.keyColour(earlier) && isShifted(glyphs, later, earlier)) {
                bold[later] = true;
                bold[earlier] = true;
            }
        }
        return new Result(bold, repeats);
    }

    /** Pairs {later, earlier} of copies: the same glyph of the same font, within the tolerance. */
    private static List<int[]> matchingPairs(PageGlyphs glyphs) {
        List<int[]> pairs = new ArrayList<>();
        visitNearbyEarlier(glyphs, true, (later, earlier) -> {
            if (isSameGlyph(glyphs, later, earlier) && isCopy(glyphs, later, earlier)) {
                pairs.add(new int[] {later, earlier});
            }
        });
        return pairs;
    }

    /** Operations that paint a glyph where an earlier glyph with another code (or font) sits. */
    private static java.util.Set<Integer> operationsOverlayingOtherGlyphs(PageGlyphs glyphs) {
        java.util.Set<Integer> overlays = new java.util.HashSet<>();
        visitNearbyEarlier(glyphs, false, (later, earlier) -> {
            if (!isSameGlyph(glyphs, later, earlier) && isCopy(glyphs, later, earlier)) {
                overlays.add(glyphs.keyOperation(later));
            }
        });
        return overlays;
    }

    private static boolean isSameGlyph(PageGlyphs glyphs, int a, int b) {
        return glyphs.keyFont(a) == glyphs.keyFont(b) && glyphs.keyCode(a) == glyphs.keyCode(b);
    }

    private interface NeighbourVisitor {
        void visit(int later, int earlier);
    }

    /**
     * Calls {@code visitor} with each earlier-painted glyph that may lie within the tolerance of each glyph:
     * those in its grid cells, per font and glyph code when {@code sameGlyphOnly}, else whatever they are.
     * Spaces and glyphs off any real page take no part: a space has no ink, so repainting it neither
     * emboldens nor repeats visible text.
     */
    private static void visitNearbyEarlier(PageGlyphs glyphs, boolean sameGlyphOnly, NeighbourVisitor visitor) {
        int count = glyphs.size();
        LongIntHashMap firstInCell = new LongIntHashMap(count);
        int[] nextInCell = new int[count];
        for (int i = 0; i < count; i++) {
            if (glyphs.keyKind(i) != PageGlyphs.INK_KEY || isOffPage(glyphs, i)) {
                continue;
            }
            int fontKey = sameGlyphOnly ? glyphs.keyFont(i) : -1;
            int code = sameGlyphOnly ? glyphs.keyCode(i) : -1;
            float x = glyphs.originX(i);
            float y = glyphs.originY(i);
            // Cells twice the tolerance wide: a glyph within the tolerance lies in the 2 x 2 block of cells
            // nearest to this one, so four lookups cover it.
            float cell = 2 * MAX_OFFSET_EM * glyphs.em(i);
            long cx = (long) Math.floor(x / cell);
            long cy = (long) Math.floor(y / cell);
            long nearX = x - cx * cell < cell / 2 ? -1 : 1;
            long nearY = y - cy * cell < cell / 2 ? -1 : 1;
            for (long dx = 0; Math.abs(dx) <= 1; dx += nearX) {
                for (long dy = 0; Math.abs(dy) <= 1; dy += nearY) {
                    int j = firstInCell.get(cellKey(fontKey, code, cx + dx, cy + dy));
                    int compared = 0;
                    while (j >= 0 && compared++ < MAX_COPIES_COMPARED) {
                        visitor.visit(i, j);
                        j = nextInCell[j];
                    }
                }
            }
            nextInCell[i] = firstInCell.put(cellKey(fontKey, code, cx, cy), i);
        }
    }

    private static boolean isOffPage(PageGlyphs glyphs, int i) {
        return !(Math.abs(glyphs.originX(i)) <= MAX_COORDINATE && Math.abs(glyphs.originY(i)) <= MAX_COORDINATE
                && glyphs.em(i) <= MAX_COORDINATE);
    }

    private static boolean isCopy(PageGlyphs glyphs, int a, int b) {
        float tolerance = MAX_OFFSET_EM * Math.max(glyphs.em(a), glyphs.em(b));
        return Math.abs(glyphs.em(a) - glyphs.em(b)) <= tolerance
                && Math.abs(glyphs.originX(a) - glyphs.originX(b)) <= tolerance
                && Math.abs(glyphs.originY(a) - glyphs.originY(b)) <= tolerance;
    }

    private static boolean isShifted(PageGlyphs glyphs, int a, int b) {
        float minimum = MIN_BOLD_OFFSET_EM * Math.max(glyphs.em(a), glyphs.em(b));
        return Math.abs(glyphs.originX(a) - glyphs.originX(b)) >= minimum
                || Math.abs(glyphs.originY(a) - glyphs.originY(b)) >= minimum;
    }

    /**
     * One long per grid cell of one font and glyph code. Different cells may share a key (the parts are
     * folded), which only costs a comparison: every match is checked on the glyphs themselves.
     */
    private static long cellKey(int fontKey, int code, long cx, long cy) {
        long key = fontKey;
        key = key * 1_000_003L + code;
        key = key * 1_000_003L + cx;
        return key * 1_000_003L + cy;
    }
}
