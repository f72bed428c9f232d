package dev.pdfstyles.decoration;

import static dev.pdfstyles.decoration.DecorationFinder.MAX_RULES_PER_GLYPH;

import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.spatial.IntList;
import dev.pdfstyles.spatial.Intervals;

/**
 * The second step of {@link DecorationFinder}: each rule with candidates keeps one role (the band most of
 * its glyphs put it in) and is accepted when it looks like a decoration as a whole: text covers most of its
 * length (a full-width rule under a short heading, a row separator under sparse cells and a signature line
 * are mostly bare), it does not join or cross a perpendicular rule (table grids, boxes), and, as an
 * underline, it is not a stacked fraction's bar ({@link FractionBars}).
 */
final class RuleAcceptor {

    /** Share of a rule's length that text must cover: below it the rule is wider than its text. */
    static final float MIN_TEXT_COVER_OF_RULE = 0.6f;

    /**
     * How far (em of the text's largest glyph) a rule may run on past its text at either end. An underline
     * is drawn under its run of glyphs and ends with it (plus a trailing space at most); a paragraph's or a
     * heading's bottom border and a letterhead rule run on to the column's edge, however much of the rule
     * a long one-line text covers (#23, failure class 3). Over the 242 corpus PDFs (AccuracyReport), any
     * bound from 0.3 to 2 em keeps every underline and rejects all 495 border and letterhead words; at 3 em,
     * 18 of them come back. One em leaves room for a trailing space or two.
     */
    static final float MAX_RULE_OVERHANG_EM = 1.0f;

    /**
     * Widest stretch (em) of a rule that its text may leave uncovered between two of its runs. Words under
     * one underline are a space apart, two or so on a loosely justified line; a row rule under a table's
     * label and value, or a page-wide rule under a letterhead's three groups, has columns of empty space
     * between them (#23, real-world set: "table rule under a row read as underline"). On the corpus, 2, 3
     * and 5 em all keep every underline; on the real-world set they right 5, 4 and 3 of its hard negatives.
     */
    static final float MAX_TEXT_GAP_OVER_RULE_EM = 3f;

    /** Gaps between glyphs up to this (em) count as covered text: word spaces under an underline. */
    static final float TEXT_GAP_BRIDGE_EM = 0.6f;

    /**
     * Distance (page units) within which a perpendicular rule "meets" a rule's end: cell borders meet
     * at corners up to a line width apart.
     */
    static final float GRID_JOIN_TOLERANCE = 1.5f;

    /** A rule within this angle (cosine of the angle to the other rule) counts as perpendicular. */
    static final float MAX_PERPENDICULAR_COSINE = 0.1f;

    private final PageGlyphs glyphs;
    private final RuleIndex index;
    private final DecorationCandidates candidates;
    private final FractionBars fractionBars;
    private final DecorationTrace trace;
    /** Whether {@link #trace} watches: else no call is made. */
    private final boolean tracing;
    /** The measure of the last {@link #shapeRejection} that failed, for the trace (see {@link RuleRejection}). */
    private float rejectionMeasure;

    RuleAcceptor(PageGlyphs glyphs, RuleIndex index, DecorationCandidates candidates, DecorationTrace trace) {
        this.glyphs = glyphs;
        this.index = index;
        this.candidates = candidates;
        this.fractionBars = new FractionBars(glyphs, index);
        this.trace = trace;
        this.tracing = trace != DecorationTrace.NONE;
    }

    /** One role per rule, then the whole-rule tests; returns accepted[candidate]. */
    boolean[] accept() {
        int[] order = candidates.orderByRule();
        boolean[] accepted = new boolean[candidates.size];
        int start = 0;
        while (start < order.length) {
            int rule = candidates.rule[order[start]];
            int end = start;
            while (end < order.length && candidates.rule[order[end]] == rule) {
                end++;
            }
            Role role = bestRole(order, start, end);
            RuleRejection rejection = shapeRejection(rule, order, start, end, role);
            if (rejection == null && role == Role.UNDERLINE && isFractionBar(index.rule(rule), order, start, end)) {
                rejection = RuleRejection.FRACTION_BAR;
                rejectionMeasure = Float.NaN;
            }
            if (rejection == null) {
                for (int k = start; k < end; k++) {
                    int c = order[k];
                    accepted[c] = candidates.role(c) == role;
                }
            }
            if (tracing) {
                report(rule, role, rejection);
            }
            start = end;
        }
        return accepted;
    }

    /** The role of most of a rule's candidates ({@code order[start..end)}), by their mean distance from typical. */
    private Role bestRole(int[] order, int start, int end) {
        float underlineDistance = 0;
        int underlineCount = 0;
        float strikeDistance = 0;
        int strikeCount = 0;
        for (int k = start; k < end; k++) {
            int c = order[k];
            if (candidates.role(c) == Role.UNDERLINE) {
                underlineDistance += candidates.distance[c];
                underlineCount++;
            } else {
                strikeDistance += candidates.distance[c];
                strikeCount++;
            }
        }
        if (underlineCount == 0) {
            return Role.STRIKETHROUGH;
        }
        if (strikeCount == 0) {
            return Role.UNDERLINE;
        }
        return underlineDistance / underlineCount <= strikeDistance / strikeCount ? Role.UNDERLINE : Role.STRIKETHROUGH;
    }

    private void report(int rule, Role role, RuleRejection rejection) {
        if (rejection == null) {
            trace.ruleAccepted(rule, role);
        } else {
            trace.ruleRejected(rule, role, rejection, rejectionMeasure);
        }
    }

    /**
     * Null when text covers most of the rule, the rule ends with its text, the text has no column of empty
     * rule inside it, and no perpendicular rule meets it; else the first of these that fails, its measure
     * in {@link #rejectionMeasure}.
     */
    private RuleRejection shapeRejection(int ruleIndex, int[] order, int start, int end, Role role) {
        Rule rule = index.rule(ruleIndex);
        float length = index.length(ruleIndex);
        float ux = (rule.x2() - rule.x1()) / length;
        float uy = (rule.y2() - rule.y1()) / length;
        float[] intervals = new float[(end - start) * 2];
        int n = 0;
        float textStart = Float.POSITIVE_INFINITY;
        float textEnd = Float.NEGATIVE_INFINITY;
        float em = 0;
        for (int k = start; k < end; k++) {
            int c = order[k];
            if (candidates.role(c) != role) {
                continue;
            }
            int glyph = candidates.glyph[c];
            float originX = glyphs.originX(glyph);
            float originY = glyphs.originY(glyph);
            float s1 = (originX - rule.x1()) * ux + (originY - rule.y1()) * uy;
            float endX = originX + glyphs.dirX(glyph) * glyphs.advance(glyph);
            float endY = originY + glyphs.dirY(glyph) * glyphs.advance(glyph);
            float s2 = (endX - rule.x1()) * ux + (endY - rule.y1()) * uy;
            intervals[n * 2] = Math.min(s1, s2);
            intervals[n * 2 + 1] = Math.max(s1, s2);
            textStart = Math.min(textStart, intervals[n * 2]);
            textEnd = Math.max(textEnd, intervals[n * 2 + 1]);
            n++;
            em = Math.max(em, glyphs.em(glyph));
        }
        float bridge = TEXT_GAP_BRIDGE_EM * em;
        float covered = Intervals.coveredLength(intervals, n, bridge, 0, length);
        float overhang = Math.max(textStart, length - textEnd);
        // the cheap tests first: most rules near text on a page dense with rules are not covered by it
        if (!(covered >= MIN_TEXT_COVER_OF_RULE * length)) {
            rejectionMeasure = covered / length;
            return RuleRejection.LITTLE_TEXT_OVER_IT;
        }
        if (overhang > MAX_RULE_OVERHANG_EM * em) {
            rejectionMeasure = overhang / em;
            return RuleRejection.RUNS_PAST_ITS_TEXT;
        }
        float gap = Intervals.widestInnerGap(intervals, n, 0, length);
        if (gap > MAX_TEXT_GAP_OVER_RULE_EM * em) {
            rejectionMeasure = gap / em;
            return RuleRejection.GAP_IN_ITS_TEXT;
        }
        if (meetsPerpendicularRule(ruleIndex)) {
            rejectionMeasure = Float.NaN;
            return RuleRejection.MEETS_PERPENDICULAR_RULE;
        }
        return null;
    }

    private boolean isFractionBar(Rule rule, int[] order, int start, int end) {
        // one candidate per glyph and rule, in glyph order within the rule: the glyphs come out ascending
        int[] decorated = new int[end - start];
        int count = 0;
        float em = 0;
        for (int k = start; k < end; k++) {
            int c = order[k];
            if (candidates.role(c) == Role.UNDERLINE) {
                decorated[count++] = candidates.glyph[c];
                em = Math.max(em, glyphs.em(candidates.glyph[c]));
            }
        }
        return count > 0 && fractionBars.isFractionBar(rule, decorated, count, em);
    }

    /** True when a perpendicular rule touches either end of this one or crosses it: a grid or a box. */
    private boolean meetsPerpendicularRule(int ruleIndex) {
        Rule rule = index.rule(ruleIndex);
        float tolerance = Math.max(GRID_JOIN_TOLERANCE, rule.thickness());
        float length = index.length(ruleIndex);
        IntList near = new IntList();
        float minX = rule.minX() - tolerance;
        float minY = rule.minY() - tolerance;
        float maxX = rule.maxX() + tolerance;
        float maxY = rule.maxY() + tolerance;
        if (index.isLevel(ruleIndex)) {
            // only steep rules can be perpendicular to it: its level neighbours (the other pieces of a
            // skip-ink underline, the hatching of a chart) neither count nor crowd out the ones that do
            index.querySteep(minX, minY, maxX, maxY, MAX_RULES_PER_GLYPH, near);
        } else {
            index.query(false, minX, minY, maxX, maxY, MAX_RULES_PER_GLYPH, near);
        }
        for (int k = 0; k < near.size(); k++) {
            int other = near.get(k);
            if (other == ruleIndex) {
                continue;
            }
            Rule o = index.rule(other);
            float otherLength = index.length(other);
            float dot = ((rule.x2() - rule.x1()) * (o.x2() - o.x1()) + (rule.y2() - rule.y1()) * (o.y2() - o.y1()));
            if (Math.abs(dot) > MAX_PERPENDICULAR_COSINE * length * otherLength) {
                continue;
            }
            float reach = tolerance + o.thickness() / 2;
            if (Segments.distance(rule.x1(), rule.y1(), o) <= reach
                    || Segments.distance(rule.x2(), rule.y2(), o) <= reach
                    || Segments.crosses(rule, o)) {
                return true;
            }
        }
        return false;
    }
}
