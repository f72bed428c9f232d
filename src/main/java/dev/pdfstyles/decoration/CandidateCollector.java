package dev.pdfstyles.decoration;

import static dev.pdfstyles.decoration.DecorationFinder.MAX_RULES_PER_GLYPH;
import static dev.pdfstyles.decoration.DecorationFinder.PIECE_GAP_BRIDGE_EM;
import static dev.pdfstyles.decoration.DecorationFinder.ZONE_REACH_EM;

import java.util.Arrays;

import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.spatial.BoxIndex;
import dev.pdfstyles.spatial.IntList;

/**
 * The first step of {@link DecorationFinder}: the glyph-rule pairs that pass the band test, each rule
 * parallel to the glyph's baseline at the height and thickness of an underline or a strike-through
 * ({@link DecorationClassifier}). A line of level text written left to right with no or a few rules at its
 * heights is taken whole (a binary search of the rules by height, then of the line's glyphs by origin per
 * rule); other text asks the {@link RuleIndex} once per run of neighbouring glyphs; with {@code byRuns} off,
 * once per glyph. All three give each glyph the rules its own query would give, in the same order.
 * One collector per page and call; it keeps its scratch arrays between runs.
 */
final class CandidateCollector {

    /**
     * Glyphs asked about together at most: a line's worth. One query for a run of neighbouring glyphs,
     * then a cheap box test per glyph, finds exactly what a query per glyph finds (see below), with a
     * fraction of the index work on text-dense pages.
     */
    static final int MAX_RUN_GLYPHS = 48;

    /** A run's query box may grow to this many glyph zones' area before the run is cut. */
    static final float MAX_RUN_AREA_FACTOR = 3f;

    /**
     * Level rules at a line's heights at most for it to be taken along by {@link #collectAlongLine}: underlines
     * and strike-throughs, a table's row border, and a line whose words are each decorated on their own (the
     * corpus's "combos" pages have lines of 9 to 21 such rules). More (dotted or wavy underlines drawn in
     * pieces, hatching: 32 to 39 on a few lines of the corpus's Chromium and pdfLaTeX pages) go by runs,
     * whose index queries sort out which pieces meet which glyphs. At most 31: {@code collectAlongLine} keeps
     * the band's rules as the bits of an int.
     */
    static final int MAX_LINE_RULES = 24;

    /**
     * Largest em and advance (page units) of a line taken along by {@link #collectAlongLine}: its glyph
     * zones then span a few dozen grid cells at most, so a query per glyph would have found every rule
     * meeting each zone, as the line's rules do.
     */
    static final float MAX_LINE_GLYPH_SIZE = 300f;

    /**
     * Gap (em) between a glyph's zone and the run's box beyond which a level run ends: zones of neighbouring
     * words overlap (each reaches {@link #ZONE_REACH_EM} out), so a wider gap is a jump to another column.
     */
    static final float MAX_LEVEL_RUN_GAP_EM = 1f;

    private final PageGlyphs glyphs;
    private final RuleIndex index;
    private final boolean underline;
    private final boolean strikethrough;
    /** False: one index query per glyph, no runs, no lines passed over (the reference in tests). */
    private final boolean byRuns;
    private final DecorationCandidates candidates = new DecorationCandidates();
    private final DecorationTrace trace;
    /** Whether {@link #trace} watches: else no call is made. */
    private final boolean tracing;

    // Scratch space, reused run after run and line after line.
    /** Rules found by a run's query, or a line's band of level rules. */
    private final IntList near = new IntList();
    /** Rules found by one glyph's own query. */
    private final IntList own = new IntList();
    /** The run's glyph zones, computed once. */
    private final float[] zones = new float[MAX_RUN_GLYPHS * 4];
    /** The run's query box. */
    private final float[] union = new float[4];
    /** Per rule near a level run: its role for the run's glyphs that run along +x, once known. */
    private final Role[] runRoles = new Role[MAX_RULES_PER_GLYPH];
    private final float[] runDistances = new float[MAX_RULES_PER_GLYPH];
    /** Scratch for a sweep: positions in {@code near} by their rules' left ends, those still in reach, and one glyph's. */
    private final int[] byLeftEnd = new int[MAX_RULES_PER_GLYPH];
    private final int[] active = new int[MAX_RULES_PER_GLYPH];
    private final int[] glyphRules = new int[MAX_RULES_PER_GLYPH];
    /** What {@link #levelLineEnd} noted about the line: whether it runs forward along +x, its widest advance. */
    private boolean lineForward;
    private float lineMaxAdvance;
    /** Per rule of a line's band: where its glyphs start and its grown right end ({@link #collectAlongLine}). */
    private final int[] lineFrom = new int[MAX_LINE_RULES];
    private final float[] lineMaxX = new float[MAX_LINE_RULES];

    CandidateCollector(PageGlyphs glyphs, RuleIndex index, boolean underline, boolean strikethrough,
                       boolean byRuns, DecorationTrace trace) {
        this.glyphs = glyphs;
        this.index = index;
        this.underline = underline;
        this.strikethrough = strikethrough;
        this.byRuns = byRuns;
        this.trace = trace;
        this.tracing = trace != DecorationTrace.NONE;
    }

    /** The candidates of every visible glyph of the page, in glyph order; call once. */
    DecorationCandidates collect() {
        int runsUntil = 0;
        int g = 0;
        while (g < glyphs.size()) {
            if (!glyphs.isVisible(g)) {
                g++;
                continue;
            }
            // a level run looks at level rules only: no other rule passes a level glyph's parallel test
            boolean level = isLevel(glyphs, g);
            if (byRuns && level && g >= runsUntil) {
                int lineEnd = levelLineEnd(g);
                float reach = ZONE_REACH_EM * glyphs.em(g);
                float minY = glyphs.originY(g) - reach;
                float maxY = glyphs.originY(g) + reach;
                if (!index.hasLevelRuleBetween(minY, maxY)) {
                    g = lineEnd;   // no level rule at the line's heights: none is near any of its glyphs
                    continue;
                }
                if (index.levelRulesBetween(minY, maxY, MAX_LINE_RULES, near)
                        && collectAlongLine(g, lineEnd, reach, minY, maxY)) {
                    g = lineEnd;
                    continue;
                }
                runsUntil = lineEnd;   // the rest of this line goes by runs, without looking at it again
            }
            int end;
            if (!byRuns) {
                glyphs.decorationZone(g, ZONE_REACH_EM, zones, 0);
                end = g + 1;
            } else {
                end = level ? levelRunEnd(g) : runEnd(g, false);
            }
            // Every rule meeting a glyph's zone meets the run's box; if the run's query is complete and
            // below the per-glyph limit, no per-glyph query could have been cut short either: filtering
            // its answer per glyph gives each glyph the rules its own query would give.
            boolean shared = end - g > 1 && index.isCompleteQuery(level, union[0], union[1], union[2], union[3]);
            if (shared) {
                index.query(level, union[0], union[1], union[2], union[3], MAX_RULES_PER_GLYPH, near);
                shared = near.size() < MAX_RULES_PER_GLYPH;
                if (near.size() == 0) {
                    g = end;   // no rule near the run: nothing to consider for any of its glyphs
                    continue;
                }
            }
            if (shared) {
                collectSharedRun(g, end, level);
            } else {
                for (int k = g; k < end; k++) {
                    int z = (k - g) * 4;
                    index.query(level, zones[z], zones[z + 1], zones[z + 2], zones[z + 3], MAX_RULES_PER_GLYPH,
                            own);
                    for (int i = 0; i < own.size(); i++) {
                        considerRule(k, own.get(i));
                    }
                }
            }
            g = end;
        }
        return candidates;
    }

    /** The candidates of the run {@code start..end} from the rules its one query found ({@code near}). */
    private void collectSharedRun(int start, int end, boolean level) {
        if (level) {
            Arrays.fill(runRoles, 0, near.size(), null);
            if (isForwardAlongX(start, end)) {
                sweepForwardRun(start, end);
                return;
            }
        }
        for (int k = start; k < end; k++) {
            int z = (k - start) * 4;
            boolean alongX = level && glyphs.dirX(k) == 1f;
            for (int i = 0; i < near.size(); i++) {
                int r = near.get(i);
                if (!index.meets(r, zones[z], zones[z + 1], zones[z + 2], zones[z + 3])) {
                    continue;
                }
                if (alongX) {
                    considerParallelRule(k, r, i, true);
                } else {
                    considerRule(k, r);
                }
            }
        }
    }

    /**
     * Whether every glyph of the level run runs along +x and their zones start ever further right (text
     * written left to right): then a rule whose box a glyph's zone has passed meets no later glyph's.
     */
    private boolean isForwardAlongX(int start, int end) {
        float previousMinX = Float.NEGATIVE_INFINITY;
        for (int k = start; k < end; k++) {
            float minX = zones[(k - start) * 4];
            if (glyphs.dirX(k) != 1f || !(minX >= previousMinX)) {
                return false;
            }
            previousMinX = minX;
        }
        return true;
    }

    /**
     * {@link #collectSharedRun} for a run written left to right ({@link #isForwardAlongX}): the run's rules,
     * taken by the left ends of their boxes, are swept along with the glyphs, so each glyph is tested against
     * the rules its zone may reach rather than all of the run's (on a page of thousands of rules a run's query
     * finds dozens, and a glyph meets a few). Each glyph gets the same rules in the same order, the query's.
     */
    private void sweepForwardRun(int start, int end) {
        int count = near.size();
        // the positions in near by their rules' left ends: an insertion sort of fewer than MAX_RULES_PER_GLYPH
        for (int i = 0; i < count; i++) {
            float minX = index.grownMinX(near.get(i));
            int at = i;
            while (at > 0 && index.grownMinX(near.get(byLeftEnd[at - 1])) > minX) {
                byLeftEnd[at] = byLeftEnd[at - 1];
                at--;
            }
            byLeftEnd[at] = i;
        }
        int entered = 0;
        int activeCount = 0;
        for (int k = start; k < end; k++) {
            int z = (k - start) * 4;
            float zoneMinX = zones[z];
            float zoneMaxX = zones[z + 2];
            while (entered < count && index.grownMinX(near.get(byLeftEnd[entered])) <= zoneMaxX) {
                active[activeCount++] = byLeftEnd[entered++];
            }
            int kept = 0;
            int meeting = 0;
            for (int a = 0; a < activeCount; a++) {
                int i = active[a];
                int r = near.get(i);
                if (!(index.grownMaxX(r) >= zoneMinX)) {
                    continue;   // passed: no later glyph's zone starts further left
                }
                if (addsNoCandidate(runRoles[i])) {
                    continue;   // its role, the same for every glyph of the run, is not asked for
                }
                active[kept++] = i;
                if (index.meets(r, zoneMinX, zones[z + 1], zoneMaxX, zones[z + 3])) {
                    int at = meeting++;   // kept in the query's order
                    while (at > 0 && glyphRules[at - 1] > i) {
                        glyphRules[at] = glyphRules[at - 1];
                        at--;
                    }
                    glyphRules[at] = i;
                }
            }
            activeCount = kept;
            for (int m = 0; m < meeting; m++) {
                considerParallelRule(k, near.get(glyphRules[m]), glyphRules[m], true);
            }
        }
    }

    /**
     * Whether the glyph's baseline runs exactly along the x axis (either way): then a rule passes its
     * {@link DecorationFinder#isParallel parallel test} exactly when it passes it for the direction (1, 0), which is what
     * the {@link RuleIndex}'s level rules are.
     */
    private static boolean isLevel(PageGlyphs glyphs, int g) {
        return glyphs.dirY(g) == 0f && Math.abs(glyphs.dirX(g)) == 1f;
    }

    /**
     * The end (exclusive) of the line of level glyphs from {@code start}: consecutive visible level glyphs on
     * one baseline in one size, whose zones (see {@link PageGlyphs#decorationZone}) all span the same
     * heights, the baseline plus and minus {@link #ZONE_REACH_EM}. Notes whether the line runs
     * forward along +x and its widest advance, for {@link #collectAlongLine} (one pass over the glyphs: on text
     * pages this is per glyph).
     */
    private int levelLineEnd(int start) {
        float baseline = glyphs.originY(start);
        float em = glyphs.em(start);
        float previousX = glyphs.originX(start);
        boolean forward = glyphs.dirX(start) == 1f && !Float.isNaN(previousX);
        float maxAdvance = glyphs.advance(start);
        int end = start + 1;
        while (end < glyphs.size() && glyphs.isVisible(end) && isLevel(glyphs, end)
                && glyphs.originY(end) == baseline && glyphs.em(end) == em) {
            float originX = glyphs.originX(end);
            forward &= glyphs.dirX(end) == 1f && originX >= previousX;
            previousX = originX;
            maxAdvance = Math.max(maxAdvance, glyphs.advance(end));
            end++;
        }
        lineForward = forward;
        lineMaxAdvance = maxAdvance;
        return end;
    }

    /**
     * The candidates of a line of level glyphs written left to right (origins never going back), from the
     * level rules at its heights ({@code band}, fewer than any query's limit): each rule meets the zones of
     * one stretch of the line's glyphs, found by binary search on their origins, so the glyphs between
     * the rules are never looked at and no index is asked per run (on a page of underlined text, runs
     * and their queries would be most of the decoration work). Each glyph gets exactly the rules
     * its own query would give, in glyph order. Returns false, having added nothing, for a line it cannot
     * take this way (right to left, out of order, huge glyphs, off the grid's coordinates).
     *
     * @param reach {@link DecorationFinder#ZONE_REACH_EM} of the line's em; {@code lineMinY..lineMaxY} its
     *              zones' heights; the band is in {@code near}
     */
    private boolean collectAlongLine(int start, int end, float reach, float lineMinY, float lineMaxY) {
        IntList band = near;
        float em = glyphs.em(start);
        float maxAdvance = lineMaxAdvance;
        if (!lineForward || !(em <= MAX_LINE_GLYPH_SIZE) || !(maxAdvance <= MAX_LINE_GLYPH_SIZE)
                || !BoxIndex.isGridQuery(glyphs.originX(start) - reach, lineMinY,
                        glyphs.originX(end - 1) + maxAdvance + reach, lineMaxY)) {
            return false;
        }
        int rules = band.size();
        int first = end;
        for (int i = 0; i < rules; i++) {
            int r = band.get(i);
            runRoles[i] = null;
            // a zone [x - reach, (x + advance) + reach] meets the rule's [minX, maxX] only from the first
            // glyph that reaches its left end even at the line's widest advance, and before the first
            // that starts past its right end (both bounds move forward with the origins)
            float ruleMinX = index.grownMinX(r);
            int lo = start;
            int hi = end;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (glyphs.originX(mid) + maxAdvance + reach < ruleMinX) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            lineFrom[i] = lo;
            lineMaxX[i] = index.grownMaxX(r);
            first = Math.min(first, lo);
        }
        // glyph by glyph from there, each with the rules whose stretch it is in (bit i of a mask: rule i of the
        // band), so the candidates come in glyph order, then in the band's order, as one query per glyph gives
        // them. Glyphs in no rule's stretch are jumped over (underlined words are a few glyphs apart on a line
        // of a hundred).
        int waiting = (1 << rules) - 1;   // stretch not begun at the glyph
        int open = 0;                     // stretch begun, rule's end not passed
        int nextFrom = first;             // where the first waiting stretch begins
        int k = first;
        while (k < end) {
            if (k >= nextFrom) {
                nextFrom = Integer.MAX_VALUE;
                for (int bits = waiting; bits != 0; bits &= bits - 1) {
                    int i = Integer.numberOfTrailingZeros(bits);
                    if (lineFrom[i] <= k) {
                        open |= 1 << i;
                        waiting &= ~(1 << i);
                    } else {
                        nextFrom = Math.min(nextFrom, lineFrom[i]);
                    }
                }
            }
            if (open == 0) {
                if (waiting == 0) {
                    break;   // every rule's end is passed
                }
                k = nextFrom;
                continue;
            }
            float originX = glyphs.originX(k);
            for (int bits = open; bits != 0; bits &= bits - 1) {
                int i = Integer.numberOfTrailingZeros(bits);
                if (!(originX - reach <= lineMaxX[i]) || addsNoCandidate(runRoles[i])) {
                    open &= ~(1 << i);   // past the rule's end, or of a role not asked for: so for all later glyphs
                    continue;
                }
                int r = band.get(i);
                if (index.meets(r, originX - reach, lineMinY, originX + glyphs.advance(k) + reach, lineMaxY)) {
                    considerParallelRule(k, r, i, true);
                }
            }
            k++;
        }
        return true;
    }

    /**
     * As {@link #runEnd} for a run of level glyphs, by a cheaper rule: consecutive visible level glyphs on the
     * same baseline in the same size (their zones then share one height, and the box grows only along it),
     * each within {@link #MAX_LEVEL_RUN_GAP_EM} of the box so far. Most text is level, and this is per glyph.
     */
    private int levelRunEnd(int start) {
        glyphs.decorationZone(start, ZONE_REACH_EM, zones, 0);
        float baseline = glyphs.originY(start);
        float em = glyphs.em(start);
        float gap = MAX_LEVEL_RUN_GAP_EM * em;
        float minX = zones[0];
        float maxX = zones[2];
        int end = start + 1;
        while (end < glyphs.size() && end - start < MAX_RUN_GLYPHS && glyphs.isVisible(end) && isLevel(glyphs, end)
                && glyphs.originY(end) == baseline && glyphs.em(end) == em) {
            int z = (end - start) * 4;
            glyphs.decorationZone(end, ZONE_REACH_EM, zones, z);
            if (!(zones[z] <= maxX + gap && zones[z + 2] >= minX - gap)) {
                break;
            }
            minX = Math.min(minX, zones[z]);
            maxX = Math.max(maxX, zones[z + 2]);
            end++;
        }
        union[0] = minX;
        union[1] = zones[1];   // every zone of the run spans the same height
        union[2] = maxX;
        union[3] = zones[3];
        return end;
    }

    /**
     * The end (exclusive) of the run of glyphs from {@code start} asked about together: consecutive
     * placeable glyphs, all level or all not ({@code level}), whose zones' bounding box ({@code union},
     * filled) stays small against their own zones (a line break or a jump across the page ends the run).
     * Fills {@code zones} with each run glyph's zone, from index 0.
     */
    private int runEnd(int start, boolean level) {
        glyphs.decorationZone(start, ZONE_REACH_EM, union, 0);
        System.arraycopy(union, 0, zones, 0, 4);
        double zoneArea = area(union, 0);
        int end = start + 1;
        while (end < glyphs.size() && end - start < MAX_RUN_GLYPHS && glyphs.isVisible(end)
                && isLevel(glyphs, end) == level) {
            int z = (end - start) * 4;
            glyphs.decorationZone(end, ZONE_REACH_EM, zones, z);
            float minX = Math.min(union[0], zones[z]);
            float minY = Math.min(union[1], zones[z + 1]);
            float maxX = Math.max(union[2], zones[z + 2]);
            float maxY = Math.max(union[3], zones[z + 3]);
            double grown = (double) (maxX - minX) * (maxY - minY);
            double added = area(zones, z);
            if (!(grown <= (zoneArea + added) * MAX_RUN_AREA_FACTOR)) {
                break;
            }
            union[0] = minX;
            union[1] = minY;
            union[2] = maxX;
            union[3] = maxY;
            zoneArea += added;
            end++;
        }
        return end;
    }

    private static double area(float[] boxes, int at) {
        return (double) (boxes[at + 2] - boxes[at]) * (boxes[at + 3] - boxes[at + 1]);
    }

    /**
     * Whether a rule whose role for the line's or run's glyphs is {@code sharedRole} (null: not known yet) gives
     * none of them a candidate: its role is known, and is not a decoration asked for. Such a rule is looked at no
     * more for the glyphs that follow; on a page of many rules (a chart, a hatched area) a quarter or more of
     * those at a line's heights lie outside both bands.
     */
    private boolean addsNoCandidate(Role sharedRole) {
        return sharedRole != null && !isAskedFor(sharedRole);
    }

    /** Whether rules of this role make candidates: an underline or strike-through this call asks for. */
    private boolean isAskedFor(Role role) {
        return (role == Role.UNDERLINE && underline) || (role == Role.STRIKETHROUGH && strikethrough);
    }

    /** The band test of one rule near one glyph: a candidate when it is parallel and in a band. */
    private void considerRule(int g, int r) {
        if (DecorationFinder.isParallel(index.rule(r), index.length(r), glyphs.dirX(g), glyphs.dirY(g))) {
            considerParallelRule(g, r, 0, false);
        }
    }

    /**
     * The band test of a rule parallel to the glyph: where it lies along the baseline, then its role. With
     * {@code sharedRole}, the glyph is one of a level line or run that runs along +x and the rule a level
     * rule, the {@code near}-th of those found for it: the rule's height above the baseline in em, so its role,
     * is the same for every such glyph (one baseline, one size), so it is classified once into
     * {@code runRoles[near]} and {@code runDistances[near]}. Without, it is classified for this glyph alone.
     */
    private void considerParallelRule(int g, int r, int near, boolean sharedRole) {
        Role[] roles = sharedRole ? runRoles : null;
        float[] distances = sharedRole ? runDistances : null;
        Rule rule = index.rule(r);
        float a1 = glyphs.along(g, rule.x1(), rule.y1());
        float a2 = glyphs.along(g, rule.x2(), rule.y2());
        float lo = Math.min(a1, a2);
        float hi = Math.max(a1, a2);
        float em = glyphs.em(g);
        if (hi < 0 - PIECE_GAP_BRIDGE_EM * em || lo > glyphs.advance(g) + PIECE_GAP_BRIDGE_EM * em) {
            return;
        }
        Role role = roles == null ? null : roles[near];
        float distance = role == null ? 0 : distances[near];
        if (role == null) {
            float centreEm = (glyphs.above(g, rule.x1(), rule.y1()) + glyphs.above(g, rule.x2(), rule.y2())) / 2 / em;
            BandFit fit = DecorationClassifier.fit(centreEm, rule.thickness() / em);
            if (tracing) {
                trace.bandFitted(r, g, fit);
            }
            role = fit.role();
            distance = DecorationClassifier.distanceFromTypical(role, centreEm);
            if (roles != null) {
                roles[near] = role;
                distances[near] = distance;
            }
        }
        if (isAskedFor(role)) {
            candidates.add(g, r, role, lo, hi, distance);
        }
    }
}
