package dev.pdfstyles.decoration;

import java.util.List;

import dev.pdfstyles.spatial.BoxIndex;
import dev.pdfstyles.spatial.IntList;
import dev.pdfstyles.spatial.Intervals;

/**
 * The page's rules, indexed by their bounding boxes grown by half their thickness: all of them, and apart
 * two subsets. The level ones (horizontal within {@link DecorationFinder#MAX_RULE_SKEW_SINE}) are the only
 * ones that can decorate level text; the steep ones (within {@link #MAX_STEEP_RUN} of vertical) include
 * every rule perpendicular to a level rule. Nearly all text is level, and pages dense with rules are
 * mostly dense with others (hatching, charts, the other side of a grid), which need not be looked at.
 *
 * <p>Every answer lists its rules in ascending order (their order on the page), whatever structure found
 * them. The order matters: a glyph's candidates come in it, and the order in which lines are walked decides
 * how pieces lying within one another's span are joined ({@link RuleChains}), so the decorations must not
 * depend on how rules are stored. Only which rules a query past its limit returns depends on that.
 */
final class RuleIndex {

    /**
     * Horizontal run (share of its length) of a steep rule. A rule perpendicular to a level rule
     * ({@link DecorationFinder#MAX_PERPENDICULAR_COSINE} 0.1, level rules within 0.035 of horizontal) runs
     * at most about 0.135 of its length horizontally; 0.2 keeps a wide margin over float rounding.
     */
    static final float MAX_STEEP_RUN = 0.2f;

    private final List<Rule> rules;
    /** {minX, minY, maxX, maxY} per rule, grown by half its thickness. */
    private final float[] bounds;
    /** {@link Rule#length()} per rule, computed once: every glyph near a rule needs it. */
    private final float[] lengths;
    private final boolean[] isLevel;
    private final boolean[] isSteep;
    private final int levelCount;
    /**
     * The level rules, indexed when first asked: lines of level text with a few rules at their heights ask
     * {@link #levelRulesBetween} instead, and lines with none ask nothing.
     */
    private Subset level;
    /**
     * All rules and the steep ones, indexed when first asked: on most pages only level glyphs ask, and only
     * about level rules.
     */
    private Subset all;
    private Subset steep;

    /**
     * Some of the rules, indexed apart: in a {@link BoxIndex}, or, when they are few, not at all. Most pages
     * have a few dozen rules (underlines, a table's borders): a scan of that many boxes answers a query
     * faster than building a grid for it would take (grids for every page cost a quarter of the decision
     * work on corpus pages). Either way a query finds every member that meets its box; a small set stays
     * under every caller's limit, so which members a limit would cut off cannot differ.
     */
    private static final class Subset {
        /** Null for a small set. */
        final BoxIndex boxes;
        /** A small set's members' bounds, as {@link #bounds}; null when indexed. */
        final float[] scanned;
        /** The rule index of each member, by its place in the subset; null when every rule is one. */
        final int[] rules;

        /**
         * @param bounds the members' bounds
         * @param rules the rule index of each member, or null when the members are all the rules
         */
        private Subset(float[] bounds, int[] rules, int maxScanned) {
            this.rules = rules;
            this.scanned = bounds.length / 4 <= maxScanned ? bounds : null;
            this.boxes = scanned == null ? BoxIndex.sizedToDensity(bounds) : null;
        }

        /** Every rule (a page with level and steep ones, or with rules of neither kind). */
        static Subset ofAll(float[] allBounds, int maxScanned) {
            return new Subset(allBounds, null, maxScanned);
        }

        /** The rules {@code member} marks. */
        static Subset of(float[] allBounds, boolean[] member, int maxScanned) {
            int count = 0;
            for (boolean m : member) {
                count += m ? 1 : 0;
            }
            if (count == member.length) {
                return ofAll(allBounds, maxScanned);   // a page of level rules only, or of steep ones: no copy
            }
            float[] bounds = new float[count * 4];
            int[] rules = new int[count];
            int n = 0;
            for (int i = 0; i < member.length; i++) {
                if (member[i]) {
                    System.arraycopy(allBounds, i * 4, bounds, n * 4, 4);
                    rules[n++] = i;
                }
            }
            return new Subset(bounds, rules, maxScanned);
        }

        boolean isCompleteQuery(float minX, float minY, float maxX, float maxY) {
            return scanned == null ? boxes.isCompleteQuery(minX, minY, maxX, maxY)
                    : BoxIndex.isGridQuery(minX, minY, maxX, maxY);
        }

        void query(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
            if (scanned == null) {
                boxes.query(minX, minY, maxX, maxY, limit, found);
                found.sort();   // a grid answers cell after cell; a scan, below, in the members' order
            } else {
                found.clear();
                if (BoxIndex.isGridQuery(minX, minY, maxX, maxY)) {
                    for (int m = 0, b = 0; b < scanned.length && found.size() < limit; m++, b += 4) {
                        if (BoxIndex.meets(scanned, b, minX, minY, maxX, maxY)) {
                            found.add(m);
                        }
                    }
                }
            }
            // members are in ascending order of their rules: the answer stays in that order
            for (int i = 0; rules != null && i < found.size(); i++) {
                found.set(i, rules[found.get(i)]);
            }
        }
    }

    /**
     * Rules at most in a subset that is scanned instead of indexed: below {@link DecorationFinder#MAX_RULES_PER_GLYPH},
     * the smallest limit a query is asked with, so a scan finds all it may return.
     */
    static final int MAX_SCANNED_RULES = 48;

    private final int maxScanned;
    /**
     * The level rules by ascending bottom (of their grown boxes), with their bottoms and the highest top so
     * far: whether any level rule reaches a band of heights is two comparisons after a binary search
     * ({@link #hasLevelRuleBetween}), and the level rules at a line's heights lie in one stretch of them
     * ({@link #levelRulesBetween}): most lines of level text never ask a grid.
     */
    private final int[] levelByBottom;
    private final float[] levelBottoms;
    private final float[] levelHighestTops;
    /**
     * Level rules at most that are sorted by height. A page with more (a chart, a hatched area: the dense
     * benchmark page has 4,000) has so many at most lines' heights that sorting them costs more than the
     * lines it would let pass over (5-10% of that page's decoration work); its lines go by runs.
     */
    static final int MAX_SORTED_LEVEL_RULES = 1024;
    /** Whether the level rules are sorted by height; when not, the arrays below are empty. */
    private final boolean heightsSorted;
    /** No level rule's grown box is taller than this (with a margin over float rounding). */
    private final float levelHeightBound;

    /**
     * Level rules at most that {@link #levelRulesBetween} looks through: more at a line's heights (hatching,
     * pieces of wavy underlines) are left to the index.
     */
    static final int MAX_WINDOW_RULES = MAX_SCANNED_RULES;

    RuleIndex(List<Rule> rules) {
        this(rules, MAX_SCANNED_RULES);
    }

    /** @param maxScanned subsets of up to this many rules are scanned, not indexed (tests compare both) */
    RuleIndex(List<Rule> rules, int maxScanned) {
        this.rules = rules;
        this.maxScanned = Math.min(maxScanned, MAX_SCANNED_RULES);
        this.bounds = new float[rules.size() * 4];
        this.lengths = new float[rules.size()];
        this.isLevel = new boolean[rules.size()];
        this.isSteep = new boolean[rules.size()];
        for (int i = 0; i < rules.size(); i++) {
            Rule rule = rules.get(i);
            float half = rule.thickness() / 2;
            bounds[i * 4] = rule.minX() - half;
            bounds[i * 4 + 1] = rule.minY() - half;
            bounds[i * 4 + 2] = rule.maxX() + half;
            bounds[i * 4 + 3] = rule.maxY() + half;
            lengths[i] = rule.length();
            isLevel[i] = DecorationFinder.isParallel(rule, lengths[i], 1f, 0f);
            isSteep[i] = Math.abs(rule.x2() - rule.x1()) <= MAX_STEEP_RUN * lengths[i];
        }
        int levelCount = 0;
        for (boolean l : isLevel) {
            levelCount += l ? 1 : 0;
        }
        this.levelCount = levelCount;
        heightsSorted = levelCount <= MAX_SORTED_LEVEL_RULES;
        int sorted = heightsSorted ? levelCount : 0;
        long[] byBottom = new long[sorted];
        for (int i = 0, n = 0; i < isLevel.length && n < sorted; i++) {
            if (isLevel[i]) {
                byBottom[n++] = (long) Intervals.sortableBits(bounds[i * 4 + 1]) << 32 | i;
            }
        }
        java.util.Arrays.sort(byBottom);
        levelByBottom = new int[sorted];
        levelBottoms = new float[sorted];
        levelHighestTops = new float[sorted];
        float highest = Float.NEGATIVE_INFINITY;
        float tallest = 0;
        for (int k = 0; k < sorted; k++) {
            int i = (int) byBottom[k];
            levelByBottom[k] = i;
            levelBottoms[k] = bounds[i * 4 + 1];
            float top = bounds[i * 4 + 3];
            highest = top > highest ? top : highest;   // a NaN top reaches no band, as it meets no box
            levelHighestTops[k] = highest;
            tallest = Math.max(tallest, top - levelBottoms[k]);
        }
        // rules are finite (Rule): every bottom lies within this of its top, whatever the rounding
        levelHeightBound = tallest * 1.001f + 1f;
    }

    /** How many level rules have a bottom at most {@code y} (a prefix of {@link #levelByBottom}). */
    private int levelCountAtMost(float y) {
        int low = 0;
        int high = levelBottoms.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (levelBottoms[mid] <= y) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /**
     * Where the level rules that may reach up to {@code minY} start in {@link #levelByBottom}: every rule
     * before has its top below {@code minY}.
     */
    private int levelWindowStart(float minY) {
        return levelCountAtMost(minY - levelHeightBound);
    }

    /**
     * Whether some level rule's grown box reaches into the heights {@code minY..maxY}: when none does, no
     * level query whose box lies within those heights finds anything (a whole line of level text, whose
     * glyph zones all share the line's heights, is passed over at once).
     */
    boolean hasLevelRuleBetween(float minY, float maxY) {
        if (!heightsSorted) {
            return true;   // not known: a page of charts or hatching, where this would rarely pass a line over
        }
        int atMost = levelCountAtMost(maxY);
        return atMost > 0 && levelHighestTops[atMost - 1] >= minY;
    }

    private Subset level() {
        if (level == null) {
            level = Subset.of(bounds, isLevel, maxScanned);
        }
        return level;
    }

    private Subset all() {
        if (all == null) {
            // every rule level: the same set
            all = levelCount == rules.size() ? level() : Subset.ofAll(bounds, maxScanned);
        }
        return all;
    }

    /** Whether the rule is level: then every rule perpendicular to it is steep (see {@link #querySteep}). */
    boolean isLevel(int index) {
        return isLevel[index];
    }

    Rule rule(int index) {
        return rules.get(index);
    }

    /** How many rules the page has. */
    int size() {
        return rules.size();
    }

    float length(int index) {
        return lengths[index];
    }

    /** The left end of the rule's grown bounding box. */
    float grownMinX(int index) {
        return bounds[index * 4];
    }

    /** The right end of the rule's grown bounding box. */
    float grownMaxX(int index) {
        return bounds[index * 4 + 2];
    }

    /**
     * Fills {@code found} with the level rules whose grown boxes reach into the heights {@code minY..maxY},
     * whatever their x, in ascending order, when there are at most {@code limit} of them among at most
     * {@link #MAX_WINDOW_RULES} looked through; false otherwise, or off the grid's coordinates, and then
     * {@code found} is empty.
     */
    boolean levelRulesBetween(float minY, float maxY, int limit, IntList found) {
        found.clear();
        if (!heightsSorted || maxScanned == 0 || !BoxIndex.isGridQuery(0, minY, 0, maxY)) {
            return false;
        }
        int startAt = levelWindowStart(minY);
        int end = levelCountAtMost(maxY);
        if (end - startAt > MAX_WINDOW_RULES) {
            return false;
        }
        for (int k = startAt; k < end; k++) {
            int rule = levelByBottom[k];
            if (bounds[rule * 4 + 3] >= minY) {
                if (found.size() == limit) {
                    found.clear();
                    return false;
                }
                found.add(rule);
            }
        }
        found.sort();
        return true;
    }

    /** Whether the rule's grown bounding box meets the box (what {@link #query} tests). */
    boolean meets(int index, float minX, float minY, float maxX, float maxY) {
        return BoxIndex.meets(bounds, index * 4, minX, minY, maxX, maxY);
    }

    /** See {@link BoxIndex#isCompleteQuery}; {@code levelOnly} as in {@link #query}. */
    boolean isCompleteQuery(boolean levelOnly, float minX, float minY, float maxX, float maxY) {
        return (levelOnly ? level() : all()).isCompleteQuery(minX, minY, maxX, maxY);
    }

    /**
     * Fills {@code found} with rules whose grown bounding box meets the query box, at most {@code limit}, in
     * ascending order; only level rules when {@code levelOnly}.
     */
    void query(boolean levelOnly, float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        if (!levelOnly) {
            all().query(minX, minY, maxX, maxY, limit, found);
            return;
        }
        level().query(minX, minY, maxX, maxY, limit, found);
    }

    /** As {@link #query}, among the steep rules only. */
    void querySteep(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        if (steep == null) {
            steep = Subset.of(bounds, isSteep, maxScanned);
        }
        steep.query(minX, minY, maxX, maxY, limit, found);
    }
}
