package dev.pdfstyles.geometry;

import java.util.List;

/**
 * The page's rules, indexed by their bounding boxes grown by half their thickness: all of them, and apart
 * two subsets. The level ones (horizontal within {@link DecorationFinder#MAX_RULE_SKEW_SINE}) are the only
 * ones that can decorate level text; the steep ones (within {@link #MAX_STEEP_RUN} of vertical) include
 * every rule perpendicular to a level rule. Nearly all text is level, and pages dense with rules are
 * mostly dense with others (hatching, charts, the other side of a grid), which need not be looked at.
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
    private final Subset level;
    /**
     * The index of all rules and of the steep ones, built when first asked: on most pages only level
     * glyphs ask, and only about level rules.
     */
    private BoxIndex boxes;
    private Subset steep;

    /** Some of the rules, indexed apart. */
    private static final class Subset {
        final BoxIndex boxes;
        /** The rule index of each member, by its index in {@link #boxes}; null when every rule is one. */
        final int[] rules;

        Subset(float[] allBounds, boolean[] member) {
            int count = 0;
            for (boolean m : member) {
                count += m ? 1 : 0;
            }
            if (count == member.length) {
                // every rule (a page of level rules, or of hostile floods of them): no copy of the bounds
                rules = null;
                boxes = new BoxIndex(allBounds);
                return;
            }
            float[] bounds = new float[count * 4];
            rules = new int[count];
            int n = 0;
            for (int i = 0; i < member.length; i++) {
                if (member[i]) {
                    System.arraycopy(allBounds, i * 4, bounds, n * 4, 4);
                    rules[n++] = i;
                }
            }
            boxes = new BoxIndex(bounds);
        }

        void query(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
            boxes.query(minX, minY, maxX, maxY, limit, found);
            for (int i = 0; rules != null && i < found.size(); i++) {
                found.set(i, rules[found.get(i)]);
            }
        }
    }

    RuleIndex(List<Rule> rules) {
        this.rules = rules;
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
        this.level = new Subset(bounds, isLevel);
    }

    private BoxIndex allBoxes() {
        if (boxes == null) {
            boxes = level.rules == null ? level.boxes : new BoxIndex(bounds);   // all rules level: the same index
        }
        return boxes;
    }

    /** Whether the rule is level: then every rule perpendicular to it is steep (see {@link #querySteep}). */
    boolean isLevel(int index) {
        return isLevel[index];
    }

    Rule rule(int index) {
        return rules.get(index);
    }

    float length(int index) {
        return lengths[index];
    }

    /** Whether the rule's grown bounding box meets the box (what {@link #query} tests). */
    boolean meets(int index, float minX, float minY, float maxX, float maxY) {
        int b = index * 4;
        return bounds[b + 2] >= minX && bounds[b] <= maxX && bounds[b + 3] >= minY && bounds[b + 1] <= maxY;
    }

    /** See {@link BoxIndex#isCompleteQuery}; {@code levelOnly} as in {@link #query}. */
    boolean isCompleteQuery(boolean levelOnly, float minX, float minY, float maxX, float maxY) {
        return (levelOnly ? level.boxes : allBoxes()).isCompleteQuery(minX, minY, maxX, maxY);
    }

    /**
     * Fills {@code found} with rules whose grown bounding box meets the query box, at most {@code limit};
     * only level rules when {@code levelOnly}.
     */
    void query(boolean levelOnly, float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        if (!levelOnly) {
            allBoxes().query(minX, minY, maxX, maxY, limit, found);
            return;
        }
        level.query(minX, minY, maxX, maxY, limit, found);
    }

    /** As {@link #query}, among the steep rules only. */
    void querySteep(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        if (steep == null) {
            steep = new Subset(bounds, isSteep);
        }
        steep.query(minX, minY, maxX, maxY, limit, found);
    }
}
