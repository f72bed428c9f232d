package dev.pdfstyles.decoration;

import java.util.List;

import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.spatial.Intervals;

/**
 * Decides, once per page and after all paths are known (producers often draw a rule before its text),
 * which glyphs are underlined or struck through.
 *
 * <ol>
 *   <li>Each glyph asks the {@link RuleIndex} for rules near it; a rule parallel to the glyph's baseline
 *       whose height and thickness fit a band of {@link DecorationClassifier} becomes a candidate
 *       ({@link CandidateCollector}).</li>
 *   <li>Each rule keeps one role (the band it fits best) and must look like a decoration as a whole
 *       ({@link RuleAcceptor}).</li>
 *   <li>A glyph is decorated when the accepted rules of one role, with small gaps bridged (Chromium's
 *       skip-ink breaks an underline around descenders), cover at least half of its advance.</li>
 * </ol>
 * Work is linear in glyphs plus rules: each glyph looks at a bounded number of nearby rules. A line of
 * level text written left to right with no or a few rules at its heights is taken whole (a binary search
 * of the rules by height, then of the line's glyphs by origin per rule); other text asks an index once per
 * run of neighbouring glyphs.
 */
public final class DecorationFinder {

    public static final byte UNDERLINE_BIT = 1;
    public static final byte STRIKETHROUGH_BIT = 2;

    /** How far around a glyph (em) to look for rules: the underline band's depth plus a margin. */
    public static final float ZONE_REACH_EM = 0.6f;

    /** Rules looked at per glyph; more means a hatched or gridded area, not decorated text. */
    static final int MAX_RULES_PER_GLYPH = 64;

    /** A rule leaning more than this (sine of the angle) from the baseline is not a decoration of it. */
    static final float MAX_RULE_SKEW_SINE = 0.035f;

    /**
     * Gaps between rule pieces up to this (em) count as one rule: skip-ink (Chromium cuts the underline
     * around each descender: the gap is the descender's width plus padding, up to ~0.6 em for a wide 'g'
     * or 'p') and dashed underlines. A non-underlined word between two underlined ones leaves a gap of
     * two spaces and a letter (1 em and more), which stays open.
     */
    static final float PIECE_GAP_BRIDGE_EM = 0.75f;

    /** Share of a glyph's advance the rules must cover for the glyph to be decorated. */
    static final float MIN_GLYPH_COVERAGE = 0.5f;

    private DecorationFinder() {
    }

    /**
     * @param glyphs the page's glyphs in writing order; only visible ones can be decorated (invisible
     *               text cannot)
     * @return per glyph, {@link #UNDERLINE_BIT} and/or {@link #STRIKETHROUGH_BIT}
     */
    public static byte[] find(PageGlyphs glyphs, List<Rule> rules, boolean underline, boolean strikethrough) {
        return find(glyphs, rules, underline, strikethrough, DecorationTrace.NONE);
    }

    /** {@link #find(PageGlyphs, List, boolean, boolean)}, telling {@code trace} each test as it is made. */
    public static byte[] find(PageGlyphs glyphs, List<Rule> rules, boolean underline, boolean strikethrough,
                              DecorationTrace trace) {
        return find(glyphs, rules, underline, strikethrough, true, RuleIndex.MAX_SCANNED_RULES, trace);
    }

    /**
     * {@link #find} with one index query per glyph, no runs, no lines passed over, and every rule set in a
     * grid index: the reference the shortcuts must equal (tests).
     */
    static byte[] findGlyphByGlyph(PageGlyphs glyphs, List<Rule> rules, boolean underline, boolean strikethrough) {
        return find(glyphs, rules, underline, strikethrough, false, 0, DecorationTrace.NONE);
    }

    private static byte[] find(PageGlyphs glyphs, List<Rule> rules, boolean underline, boolean strikethrough,
                               boolean byRuns, int maxScannedRules, DecorationTrace trace) {
        if (trace != DecorationTrace.NONE) {
            trace.pageRules(rules);
        }
        byte[] decorations = new byte[glyphs.size()];
        if (rules.isEmpty() || (!underline && !strikethrough)) {
            return decorations;
        }
        RuleIndex index = new RuleIndex(rules, maxScannedRules);
        DecorationCandidates candidates = new CandidateCollector(glyphs, index, underline, strikethrough, byRuns,
                trace).collect();
        boolean[] accepted = new RuleAcceptor(glyphs, index, candidates, trace).accept();
        markCoveredGlyphs(glyphs, candidates, accepted, decorations);
        return decorations;
    }

    /**
     * Whether the rule runs along the unit direction {@code (dirX, dirY)}, within {@link #MAX_RULE_SKEW_SINE}
     * of it; {@code length} the rule's length.
     */
    static boolean isParallel(Rule rule, float length, float dirX, float dirY) {
        float cross = (rule.x2() - rule.x1()) * dirY - (rule.y2() - rule.y1()) * dirX;
        return !(Math.abs(cross) > MAX_RULE_SKEW_SINE * length);
    }

    private static void markCoveredGlyphs(PageGlyphs glyphs, DecorationCandidates candidates, boolean[] accepted,
                                          byte[] decorations) {
        float[] intervals = new float[16];   // one glyph's intervals of one role, reused glyph after glyph
        int c = 0;
        while (c < candidates.size) {
            int glyph = candidates.glyph[c];
            int end = c;
            while (end < candidates.size && candidates.glyph[end] == glyph) {
                end++;
            }
            if ((end - c) * 2 > intervals.length) {
                intervals = new float[(end - c) * 2];
            }
            float em = glyphs.em(glyph);
            float advance = glyphs.advance(glyph);
            if (isCovered(em, advance, candidates, accepted, c, end, Role.UNDERLINE, intervals)) {
                decorations[glyph] |= UNDERLINE_BIT;
            }
            if (isCovered(em, advance, candidates, accepted, c, end, Role.STRIKETHROUGH, intervals)) {
                decorations[glyph] |= STRIKETHROUGH_BIT;
            }
            c = end;
        }
    }

    /** Whether the accepted candidates of one role cover the glyph; {@code intervals} is scratch space. */
    private static boolean isCovered(float em, float advance, DecorationCandidates candidates, boolean[] accepted,
                                     int start, int end, Role role, float[] intervals) {
        int n = 0;
        for (int c = start; c < end; c++) {
            if (accepted[c] && candidates.role(c) == role) {
                intervals[n * 2] = candidates.lo[c];
                intervals[n * 2 + 1] = candidates.hi[c];
                n++;
            }
        }
        if (n == 0) {
            return false;
        }
        float bridge = PIECE_GAP_BRIDGE_EM * em;
        if (advance <= 0) {
            // any length at all: the smallest positive float
            return Intervals.coversAtLeast(intervals, n, bridge, -bridge / 2, bridge / 2, Float.MIN_VALUE);
        }
        return Intervals.coversAtLeast(intervals, n, bridge, 0, advance, MIN_GLYPH_COVERAGE * advance);
    }

}
