package dev.pdfstyles.synthetic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntUnaryOperator;

import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.spatial.BoxIndex;
import dev.pdfstyles.spatial.IntList;
import dev.pdfstyles.spatial.Intervals;
import dev.pdfstyles.spatial.LongIntHashMap;

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
 * Most pages never reach the grid: {@link #mayHoldCopies} settles, a few comparisons a glyph, that ordinary
 * text holds no copy.
 */
public final class OverprintFinder {

    /**
     * Largest offset (em, in each direction) between two copies that still reads as one bold glyph.
     * MuPDF uses the same 0.1 em ({@code FAKE_BOLD_MAX_DIST}, stext-device.c); Qt offsets by ~0.03 em.
     */
    static final float MAX_OFFSET_EM = 0.1f;

    /**
     * Share of its advance by which a copy moved along the baseline stands beside the glyph rather than over
     * it: 0.5. Fake bold shifts a copy by 0.03-0.05 em, under a quarter of the narrowest letter's advance
     * ('i', 'l': 0.2 em and more); a glyph repeated to stretch a line moves by more than half of its own.
     */
    static final float MIN_BESIDE_SHARE_OF_ADVANCE = 0.5f;

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
    public static final class Result {
        /** Another copy in the same colour over-prints it, shifted: it looks bold. */
        public final boolean[] bold;
        /** It repeats an earlier-painted copy (in any colour: shadows too): its text is redundant. */
        public final boolean[] repeatsEarlierCopy;

        Result(boolean[] bold, boolean[] repeatsEarlierCopy) {
            this.bold = bold;
            this.repeatsEarlierCopy = repeatsEarlierCopy;
        }
    }

    /**
     * Over-printed copies among the page's glyphs with an over-print key (the others never match), whose
     * {@link PageGlyphs#keyColour colours} are their keys already.
     */
    public static Result find(PageGlyphs glyphs) {
        return find(glyphs, IntUnaryOperator.identity());
    }

    /**
     * Over-printed copies among the page's glyphs with an over-print key (the others never match).
     *
     * @param colourKeys the key of a glyph's {@link PageGlyphs#keyColour colour number}, equal for colours
     *                   written alike; asked only of glyphs that are copies (most pages have none)
     */
    public static Result find(PageGlyphs glyphs, IntUnaryOperator colourKeys) {
        return mayHoldCopies(glyphs) ? findInGrid(glyphs, colourKeys) : noCopies(glyphs.size());   // most pages: no grid
    }

    /** {@link #find} without the page-level test: every page goes through the grid (the reference in tests). */
    static Result findInGrid(PageGlyphs glyphs) {
        return findInGrid(glyphs, IntUnaryOperator.identity());
    }

    private static Result findInGrid(PageGlyphs glyphs, IntUnaryOperator colourKeys) {
        int count = glyphs.size();
        List<int[]> pairs = matchingPairs(glyphs);
        if (pairs.isEmpty()) {
            return noCopies(count);
        }
        Set<Integer> overlays = operationsOverlayingOtherGlyphs(glyphs);
        boolean[] bold = new boolean[count];
        boolean[] repeats = new boolean[count];
        for (int[] pair : pairs) {
            int later = pair[0];
            int earlier = pair[1];
            if (overlays.contains(glyphs.keyOperation(later))) {
                continue;
            }
            repeats[later] = true;
            if (isShifted(glyphs, later, earlier) && colourKeys.applyAsInt(glyphs.keyColour(later))
                    == colourKeys.applyAsInt(glyphs.keyColour(earlier))) {
                bold[later] = true;
                bold[earlier] = true;
            }
        }
        return new Result(bold, repeats);
    }

    private static Result noCopies(int count) {
        return new Result(new boolean[count], new boolean[count]);
    }

    /**
     * A step along the baseline, in em of the larger of two neighbouring glyphs, that keeps them (and all
     * glyphs on either side) out of each other's tolerance: two glyphs within the tolerance in both directions
     * are at most sqrt(2) tolerances (0.1414 em) apart along any direction; 0.15 leaves a margin for rounding.
     * Narrow letters ('i', 'l') advance 0.2 em and more.
     */
    static final float MIN_SAFE_STEP_EM = 0.15f;

    /**
     * Largest move across the baseline (em of the larger of two neighbouring glyphs) that keeps a stretch going
     * ({@link #mayHoldCopies}): above a line's rises and drops (superscripts and subscripts, up to about 0.45 em;
     * cut at a rise of less than two tolerances, the pieces' grown boxes would meet), below a line's leading
     * (1 em and more). A glyph that moves forward along the baseline but onto another line starts a stretch of
     * its own. Two-column pages make that move at every column change: from the foot of the left column to the
     * head of the right one, and from a running foot to the next page's running head. Kept in one stretch, such
     * a move grows a box the height of the column, which meets every line's box and sends the page to the grid,
     * where it costs about a tenth of a stock parse and finds nothing (docs/benchmark.md).
     */
    static final float MAX_LINE_SHIFT_EM = 0.6f;

    /** Stretches' origin boxes are grown by this many tolerances: a margin for rounding. */
    static final float BOX_GROWTH_TOLERANCES = 1.01f;

    /**
     * Whether two of the page's ink glyphs could be within the tolerance of each other at all; false
     * settles that the page holds no copy, with a few comparisons per glyph instead of four grid lookups.
     * True only means the grid must decide.
     *
     * <p>The glyphs are cut, in painting order, into stretches that move one way along one baseline direction (on
     * or back: right-to-left text is painted from its right end), each glyph more than {@link #MIN_SAFE_STEP_EM}
     * past the one before: along a stretch every glyph is farther than that from every earlier one (the steps add
     * up), so no two are that close. Two glyphs of different stretches that close lie in both stretches' origin
     * boxes grown by their largest tolerance, so boxes that meet no other box rule them out too. A line of ordinary
     * text is one stretch; a word shown twice (Ghostscript's TJ), a copy painted over its original or a glyph placed
     * back over another starts a stretch whose box meets the earlier one. A stretch also stays on its line
     * ({@link #MAX_LINE_SHIFT_EM}), so that its box stays a line's, and within a box that an index finds whole
     * ({@link BoxIndex#SMALL_BOX_SIDE}): a table's row across a wide page is cut into pieces. Cutting a stretch
     * anywhere keeps all of this true: the argument holds for stretches of any length.
     *
     * <p>Boxes also meet where no glyph is painted over a copy of itself: an accent placed back over its letter, a
     * superscript over a subscript, a line of a formula written around another, a word written over another.
     * The grid would look at every glyph of such a page and find no copy (86 of the 117 pages of one real-world
     * mathematics book). So the glyphs of each two stretches whose boxes meet are compared pair by pair, as the
     * grid compares neighbours, up to {@link #MAX_PAIR_COMPARISONS_PER_GLYPH} a page glyph, when one of the two is
     * short ({@link #MAX_SHORTER_STRETCH}); only a copy found there, or a page too crowded to compare so, goes to
     * the grid. A copy the grid would find is one of those pairs, so a page where none is found holds none.
     *
     * <p>Two long stretches whose boxes meet are mostly two lines whose boxes touch at an edge: the rows of a table
     * set tight, a line's rises next to the line below. A glyph of one that is a copy of a glyph of the other lies
     * in the other's box grown by its own stretch's tolerance too (the pair's tolerance is under the larger of the
     * two growths), so only the glyphs of each that lie there are compared; when those are many (text painted over
     * text), the grid decides.
     */
    static boolean mayHoldCopies(PageGlyphs glyphs) {
        Stretches stretches = new Stretches();
        int count = glyphs.size();
        boolean open = false;
        float dirX = 0;
        float dirY = 0;
        float lastX = 0;
        float lastY = 0;
        float lastEm = 0;
        // which way the open stretch moves along its baseline: 1 forward, -1 back (right-to-left text painted in
        // reading order), 0 not yet known (one glyph)
        float way = 0;
        for (int i = 0; i < count; i++) {
            if (!isGridGlyph(glyphs, i)) {
                continue;   // the glyphs the grid leaves out
            }
            float x = glyphs.originX(i);
            float y = glyphs.originY(i);
            float em = glyphs.em(i);
            // the step from the glyph before, along the baseline and across it, from the coordinates' differences:
            // exact where they are close
            float larger = em > lastEm ? em : lastEm;
            float step = (x - lastX) * dirX + (y - lastY) * dirY;
            if (open && glyphs.dirX(i) == dirX && glyphs.dirY(i) == dirY
                    && (way == 0 ? Math.abs(step) : step * way) > MIN_SAFE_STEP_EM * larger
                    && Math.abs((y - lastY) * dirX - (x - lastX) * dirY) <= MAX_LINE_SHIFT_EM * larger
                    && stretches.extendIfSmall(x, y, em)) {
                way = way != 0 ? way : Math.signum(step);
            } else {
                if (open && !stretches.close()) {
                    return true;
                }
                open = true;
                dirX = glyphs.dirX(i);
                dirY = glyphs.dirY(i);
                way = 0;
                stretches.start(x, y, em, i);
            }
            lastX = x;
            lastY = y;
            lastEm = em;
        }
        return open && !stretches.close() || stretches.anyCopyAcrossMeetingBoxes(glyphs, count);
    }

    /**
     * Glyph pairs compared across stretches whose boxes meet, per glyph of the page, before the grid decides
     * instead: the grid costs four hash lookups and an insertion a glyph, a comparison two integer tests for most
     * pairs (different glyphs). Comparisons spent on a page that goes to the grid after all are work lost, which
     * keeps this small ({@code MalformedInputsWorkTest}'s glyph flood).
     */
    static final int MAX_PAIR_COMPARISONS_PER_GLYPH = 4;

    /**
     * Glyphs of the shorter of two meeting stretches, at most, for their pairs to be compared: an accent, a script
     * or a short word placed back over a line. Two lines over each other (a block of text painted over another)
     * go to the grid at once, whose cost grows with the glyphs, not with their pairs.
     */
    static final int MAX_SHORTER_STRETCH = 32;

    /** Pair comparisons a page may make whatever its size: a few accents over a short page's lines. */
    static final int MIN_PAIR_COMPARISONS = 256;

    /** The origin boxes of the page's stretches (see {@link #mayHoldCopies}), grown by their tolerance. */
    private static final class Stretches {
        private float[] bounds = new float[64];
        /** The index of each stretch's first glyph: a stretch holds the page's glyphs up to the next one's first. */
        private int[] firsts = new int[16];
        private int size;
        private int openFirst;
        /** The open stretch's origin box and largest em. */
        private float minX;
        private float minY;
        private float maxX;
        private float maxY;
        private float maxEm;
        /** Each kept box's growth: the tolerance of its largest glyph, with the margin. */
        private float[] growths = new float[16];

        /** Widest extent of the open stretch's origins that keeps its grown box small ({@link #close}). */
        private float maxSpan;

        void start(float x, float y, float em, int first) {
            openFirst = first;
            minX = x;
            minY = y;
            maxX = x;
            maxY = y;
            maxEm = em;
            maxSpan = spanFor(em);
        }

        private static float spanFor(float em) {
            return BoxIndex.SMALL_BOX_SIDE - 2 * BOX_GROWTH_TOLERANCES * MAX_OFFSET_EM * em;
        }

        /**
         * Adds the glyph to the open stretch unless its box would outgrow a box that an index finds whole: false then,
         * and the stretch is as it was. A row across a wide page is so cut into pieces; should the box still end
         * a rounding over the limit, {@link #close} refuses it and the grid decides. Plain comparisons, not Math.min
         * and max: the values are finite (off-page glyphs are left out), and on these per-glyph chains the
         * intrinsics' NaN handling makes the loop wait on each step.
         */
        boolean extendIfSmall(float x, float y, float em) {
            float span = maxSpan;
            if (em > maxEm) {
                span = spanFor(em);
                if (maxX - minX > span || maxY - minY > span) {
                    return false;
                }
            }
            float newMinX = minX;
            float newMaxX = maxX;
            if (x < minX) {
                newMinX = x;
                if (maxX - x > span) {
                    return false;
                }
            } else if (x > maxX) {
                newMaxX = x;
                if (x - minX > span) {
                    return false;
                }
            }
            if (y < minY) {
                if (maxY - y > span) {
                    return false;
                }
                minY = y;
            } else if (y > maxY) {
                if (y - minY > span) {
                    return false;
                }
                maxY = y;
            }
            minX = newMinX;
            maxX = newMaxX;
            if (em > maxEm) {
                maxEm = em;
                maxSpan = span;
            }
            return true;
        }

        private static boolean isSmall(float boxMinX, float boxMinY, float boxMaxX, float boxMaxY) {
            return boxMaxX - boxMinX <= BoxIndex.SMALL_BOX_SIDE && boxMaxY - boxMinY <= BoxIndex.SMALL_BOX_SIDE;
        }

        /** Keeps the open stretch's box; false when it is too large for an index that finds every box. */
        boolean close() {
            float grow = BOX_GROWTH_TOLERANCES * MAX_OFFSET_EM * maxEm;
            float boxMinX = minX - grow;
            float boxMinY = minY - grow;
            float boxMaxX = maxX + grow;
            float boxMaxY = maxY + grow;
            if (!isSmall(boxMinX, boxMinY, boxMaxX, boxMaxY) || size == BoxIndex.MAX_SMALL_BOXES_ALL_FOUND) {
                return false;   // one glyph's box alone too large, or too many boxes
            }
            if (size * 4 == bounds.length) {
                bounds = Arrays.copyOf(bounds, bounds.length * 2);
            }
            if (size == firsts.length) {
                firsts = Arrays.copyOf(firsts, firsts.length * 2);
                growths = Arrays.copyOf(growths, growths.length * 2);
            }
            firsts[size] = openFirst;
            growths[size] = grow;
            bounds[size * 4] = boxMinX;
            bounds[size * 4 + 1] = boxMinY;
            bounds[size * 4 + 2] = boxMaxX;
            bounds[size * 4 + 3] = boxMaxY;
            size++;
            return true;
        }

        /**
         * Whether two glyphs of stretches whose boxes meet are a copy and its original, or the page is too crowded
         * to tell so (see {@link #mayHoldCopies}); every stretch closed.
         */
        boolean anyCopyAcrossMeetingBoxes(PageGlyphs glyphs, int count) {
            CopyAcrossStretches check = new CopyAcrossStretches(glyphs, count, firsts, size, bounds, growths);
            int sweep = sweepMeetingPairs(bounds, size, check);
            if (sweep == SWEEP_CROWDED) {
                // too many boxes at one height to sweep (glyphs placed one by one out of order, each a stretch): the
                // grid decides if any two boxes meet, and two that the sweep met already say so without the index
                return check.hasVisited || anyBoxesMeetByIndex(bounds, size);
            }
            return sweep == SWEEP_STOPPED;
        }
    }

    /**
     * Looks, stretch pair by stretch pair, for a glyph painted within the tolerance of an earlier copy of itself:
     * the pairs the grid reports, tested as it tests them. Stops the sweep at the first, or once the comparisons
     * pass their budget (the grid then decides).
     */
    private static final class CopyAcrossStretches implements MeetingPairVisitor {
        private final PageGlyphs glyphs;
        private final int count;
        private final int[] firsts;
        private final int stretches;
        /** The stretches' grown boxes {minX, minY, maxX, maxY}, and each box's growth. */
        private final float[] bounds;
        private final float[] growths;
        private long budget;
        /** Whether any two boxes have met. */
        boolean hasVisited;
        /** Of two long stretches, the glyphs of each that lie in the other's box ({@link #inBoxOf}). */
        private final IntList aInB = new IntList();
        private final IntList bInA = new IntList();

        CopyAcrossStretches(PageGlyphs glyphs, int count, int[] firsts, int stretches, float[] bounds,
                            float[] growths) {
            this.glyphs = glyphs;
            this.count = count;
            this.firsts = firsts;
            this.stretches = stretches;
            this.bounds = bounds;
            this.growths = growths;
            this.budget = (long) MAX_PAIR_COMPARISONS_PER_GLYPH * count + MIN_PAIR_COMPARISONS;
        }

        @Override
        public boolean visit(int a, int b) {
            hasVisited = true;
            int aEnd = end(a);
            int bEnd = end(b);
            int aSize = aEnd - firsts[a];
            int bSize = bEnd - firsts[b];
            if (Math.min(aSize, bSize) <= MAX_SHORTER_STRETCH) {
                budget -= (long) aSize * bSize;
                if (budget < 0) {
                    return false;   // too many pairs: the grid decides
                }
                for (int i = firsts[a]; i < aEnd; i++) {
                    if (!isGridGlyph(glyphs, i)) {
                        continue;
                    }
                    for (int j = firsts[b]; j < bEnd; j++) {
                        if (isSameGlyph(glyphs, i, j) && isGridGlyph(glyphs, j) && isCopyAndOriginal(i, j)) {
                            return false;
                        }
                    }
                }
                return true;
            }
            // two long stretches: only their glyphs in each other's box can be a copy and its original
            budget -= aSize + bSize;
            inBoxOf(b, a, aInB);
            inBoxOf(a, b, bInA);
            budget -= (long) aInB.size() * bInA.size();
            if (Math.min(aInB.size(), bInA.size()) > MAX_SHORTER_STRETCH || budget < 0) {
                return false;   // two lines over each other, or too many pairs: the grid decides
            }
            for (int k = 0; k < aInB.size(); k++) {
                for (int l = 0; l < bInA.size(); l++) {
                    int i = aInB.get(k);
                    int j = bInA.get(l);
                    if (isSameGlyph(glyphs, i, j) && isCopyAndOriginal(i, j)) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** Whether the same glyph at i and j is a copy and its original, tested as the grid tests them. */
        private boolean isCopyAndOriginal(int i, int j) {
            return isCopy(glyphs, Math.max(i, j), Math.min(i, j));   // later, earlier: as the grid
        }

        /**
         * The glyphs of stretch {@code own} that the grid takes, whose origins lie in stretch {@code other}'s box
         * grown further by {@code own}'s growth: a copy of one of {@code other}'s glyphs lies within the pair's
         * tolerance of it, which is under the larger of the two growths.
         */
        private void inBoxOf(int other, int own, IntList found) {
            float grow = growths[own];
            float minX = bounds[other * 4] - grow;
            float minY = bounds[other * 4 + 1] - grow;
            float maxX = bounds[other * 4 + 2] + grow;
            float maxY = bounds[other * 4 + 3] + grow;
            found.clear();
            for (int i = firsts[own], end = end(own); i < end; i++) {
                float x = glyphs.originX(i);
                float y = glyphs.originY(i);
                if (x >= minX && x <= maxX && y >= minY && y <= maxY && isGridGlyph(glyphs, i)) {
                    found.add(i);
                }
            }
        }

        /** The end (exclusive) of the stretch's glyphs. */
        private int end(int stretch) {
            return stretch + 1 < stretches ? firsts[stretch + 1] : count;
        }

    }

    /**
     * Boxes that may still meet the next ones of a sweep, at most: more (text painted over itself, hatched
     * glyphs) go to an index, which keeps hostile pages linear.
     */
    static final int MAX_SWEPT_OPEN_BOXES = 16;

    /**
     * Whether any two of {@code count} boxes {minX, minY, maxX, maxY} meet (edges touching count), for boxes
     * that a {@link BoxIndex} finds completely (small, on the grid's coordinates, not NaN). Swept from the top
     * down, each box compared with the boxes above that reach down to it: a page's stretches are lines, one
     * or two at a height, painted top to bottom, so the sort finds them in order and each compares with one
     * or two others (an index built for them would be half the over-print test on text pages,
     * docs/benchmark.md).
     */
    static boolean anyBoxesMeet(float[] bounds, int count) {
        int sweep = sweepMeetingPairs(bounds, count, (a, b) -> false);
        return sweep == SWEEP_STOPPED || sweep == SWEEP_CROWDED && anyBoxesMeetByIndex(bounds, count);
    }

    /** Told each pair of boxes that meet; false stops the sweep. */
    private interface MeetingPairVisitor {
        boolean visit(int a, int b);
    }

    /** What {@link #sweepMeetingPairs} did: every meeting pair visited, stopped by the visitor, or given up. */
    static final int SWEEP_DONE = 0;
    static final int SWEEP_STOPPED = 1;
    static final int SWEEP_CROWDED = 2;

    /**
     * Visits each pair of the boxes that meet, once, by the sweep {@link #anyBoxesMeet} describes; gives up
     * ({@link #SWEEP_CROWDED}, some pairs unvisited) when more than {@link #MAX_SWEPT_OPEN_BOXES} reach one height.
     */
    private static int sweepMeetingPairs(float[] bounds, int count, MeetingPairVisitor visitor) {
        if (count < 2) {
            return SWEEP_DONE;
        }
        long[] byTop = new long[count];
        for (int b = 0; b < count; b++) {
            // ~ reverses the keys' order: the highest top first
            byTop[b] = (long) ~Intervals.sortableBits(bounds[b * 4 + 3]) << Integer.SIZE | b;
        }
        Arrays.sort(byTop);
        int[] open = new int[MAX_SWEPT_OPEN_BOXES];
        int openCount = 0;
        for (long key : byTop) {
            int b = (int) key;
            float minX = bounds[b * 4];
            float bottom = bounds[b * 4 + 1];
            float maxX = bounds[b * 4 + 2];
            float top = bounds[b * 4 + 3];
            // a box above whose bottom is above this box's top meets neither it nor any box below it
            int kept = 0;
            for (int k = 0; k < openCount; k++) {
                int other = open[k];
                if (bounds[other * 4 + 1] <= top) {
                    // its top, at or above this one's, reaches this bottom: the widths decide
                    if (BoxIndex.meets(bounds, other * 4, minX, bottom, maxX, top) && !visitor.visit(other, b)) {
                        return SWEEP_STOPPED;
                    }
                    open[kept++] = other;
                }
            }
            if (kept == MAX_SWEPT_OPEN_BOXES) {
                return SWEEP_CROWDED;
            }
            open[kept++] = b;
            openCount = kept;
        }
        return SWEEP_DONE;
    }

    /** {@link #anyBoxesMeet} by an index query per box: the way for crowded pages, and the reference in tests. */
    static boolean anyBoxesMeetByIndex(float[] bounds, int count) {
        if (count < 2) {
            return false;
        }
        BoxIndex index = new BoxIndex(Arrays.copyOf(bounds, count * 4));
        IntList found = new IntList();
        for (int b = 0; b < count; b++) {
            index.query(bounds[b * 4], bounds[b * 4 + 1], bounds[b * 4 + 2], bounds[b * 4 + 3], 2, found);
            if (found.size() > 1) {
                return true;   // the box itself and another
            }
        }
        return false;
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
    private static Set<Integer> operationsOverlayingOtherGlyphs(PageGlyphs glyphs) {
        Set<Integer> overlays = new HashSet<>();
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
            if (!isGridGlyph(glyphs, i)) {
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

    /** An ink glyph on a real page: the only glyphs the search for copies looks at ({@link #visitNearbyEarlier}). */
    private static boolean isGridGlyph(PageGlyphs glyphs, int i) {
        return glyphs.keyKind(i) == PageGlyphs.INK_KEY && !isOffPage(glyphs, i);
    }

    private static boolean isOffPage(PageGlyphs glyphs, int i) {
        return !(Math.abs(glyphs.originX(i)) <= MAX_COORDINATE && Math.abs(glyphs.originY(i)) <= MAX_COORDINATE
                && glyphs.em(i) <= MAX_COORDINATE);
    }

    private static boolean isCopy(PageGlyphs glyphs, int a, int b) {
        float tolerance = MAX_OFFSET_EM * Math.max(glyphs.em(a), glyphs.em(b));
        return Math.abs(glyphs.em(a) - glyphs.em(b)) <= tolerance
                && Math.abs(glyphs.originX(a) - glyphs.originX(b)) <= tolerance
                && Math.abs(glyphs.originY(a) - glyphs.originY(b)) <= tolerance
                && !isPlacedBeside(glyphs, a, b);
    }

    /**
     * Whether glyph {@code a} lies at least {@link #MIN_BESIDE_SHARE_OF_ADVANCE} of the narrower glyph's
     * advance along the baseline from {@code b}: the copies then stand side by side, overlapping less than
     * they extend each other, as justified Arabic repeats a narrow kashida (0.12 em advance, placed every
     * 0.07 em) to stretch a word. A glyph without an advance (a combining mark) is not placed beside anything.
     */
    private static boolean isPlacedBeside(PageGlyphs glyphs, int a, int b) {
        float advance = Math.min(glyphs.advance(a), glyphs.advance(b));
        float along = (glyphs.originX(a) - glyphs.originX(b)) * glyphs.dirX(b)
                + (glyphs.originY(a) - glyphs.originY(b)) * glyphs.dirY(b);
        return advance > 0 && Math.abs(along) >= MIN_BESIDE_SHARE_OF_ADVANCE * advance;
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
