package dev.pdfstyles.geometry;

import java.util.List;

/** The page's rules, indexed by their bounding boxes grown by half their thickness. */
final class RuleIndex {

    private final List<Rule> rules;
    private final BoxIndex boxes;
    /** {@link Rule#length()} per rule, computed once: every glyph near a rule needs it. */
    private final float[] lengths;

    RuleIndex(List<Rule> rules) {
        this.rules = rules;
        float[] bounds = new float[rules.size() * 4];
        this.lengths = new float[rules.size()];
        for (int i = 0; i < rules.size(); i++) {
            Rule rule = rules.get(i);
            float half = rule.thickness() / 2;
            bounds[i * 4] = rule.minX() - half;
            bounds[i * 4 + 1] = rule.minY() - half;
            bounds[i * 4 + 2] = rule.maxX() + half;
            bounds[i * 4 + 3] = rule.maxY() + half;
            lengths[i] = rule.length();
        }
        this.boxes = new BoxIndex(bounds);
    }

    Rule rule(int index) {
        return rules.get(index);
    }

    float length(int index) {
        return lengths[index];
    }

    /** Whether the rule's grown bounding box meets the box (what {@link #query} tests). */
    boolean meets(int index, float minX, float minY, float maxX, float maxY) {
        return boxes.meets(index, minX, minY, maxX, maxY);
    }

    /** See {@link BoxIndex#isCompleteQuery}. */
    boolean isCompleteQuery(float minX, float minY, float maxX, float maxY) {
        return boxes.isCompleteQuery(minX, minY, maxX, maxY);
    }

    /** Fills {@code found} with rules whose grown bounding box meets the query box, at most {@code limit}. */
    void query(float minX, float minY, float maxX, float maxY, int limit, IntList found) {
        boxes.query(minX, minY, maxX, maxY, limit, found);
    }
}
