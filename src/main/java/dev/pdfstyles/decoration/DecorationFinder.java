package dev.pdfstyles.decoration;

import java.util.Arrays;
import java.util.List;

import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.spatial.BoxIndex;
import dev.pdfstyles.spatial.IntList;
import dev.pdfstyles.spatial.Intervals;

/**
 * Decides, once per page and after all paths are known (producers often draw a rule before its text),
 * which glyphs are underlined or struck through.
 *
 * <ol>
 *   <li>Each glyph asks the {@link RuleIndex} for rules near it; a rule parallel to the glyph's baseline
 *       whose height and thickness fit a band of {@link DecorationClassifier} becomes a candidate.</li>
 *   <li>Each rule keeps one role (the band it fits best) and must look like a decoration as a whole: it
 *       does not join or cross a perpendicular rule (table grids, boxes), and text covers most of its
 *       length (a full-width rule under a short heading, a row separator under sparse cells and a
 *       signature line are mostly bare), and it is not a stacked fraction's bar ({@link FractionBars}).</li>
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
    static final float ZONE_REACH_EM = 0.6f;

    /** Rules looked at per glyph; more means a hatched or gridded area, not decorated text. */
    static final int MAX_RULES_PER_GLYPH = 64;

    /** A rule leaning more than this (sine of the angle) from the baseline is not a decoration of it. */
    static final float MAX_RULE_SKEW_SINE = 0.035f;

    /** Share of a rule's length that text must cover: below it the rule is wider than its text. */
    static final float MIN_TEXT_COVER_OF_RULE = 0.6f;

    /** Gaps between glyphs up to this (em) count as covered text: word spaces under an underline. */
    static final float TEXT_GAP_BRIDGE_EM = 0.6f;

    /**
     * Gaps between rule pieces up to this (em) count as one rule: skip-ink (Chromium cuts the underline
     * around each descender: the gap is the descender's width plus padding, up to ~0.6 em for a wide 'g'
     * or 'p') and dashed underlines. A non-underlined word between two underlined ones leaves a gap of
     * two spaces and a letter (1 em and more), which stays open.
     */
    static final float PIECE_GAP_BRIDGE_EM = 0.75f;

    /** Share of a glyph's advance the rules must cover for the glyph to be decorated. */
    static final float MIN_GLYPH_COVERAGE = 0.5f;

    /**
     * Distance (page units) within which a perpendicular rule "meets" a rule's end: cell borders meet
     * at corners up to a line width apart.
     */
    static final float GRID_JOIN_TOLERANCE = 1.5f;

    /** A rule within this angle (cosine of the angle to the other rule) counts as perpendicular. */
    static final float MAX_PERPENDICULAR_COSINE = 0.1f;

    private DecorationFinder() {
    }

    /**
     * @param glyphs the page's glyphs in writing order; only visible ones can be decorated (invisible
     *               text cannot)
     * @return per glyph, {@link #UNDERLINE_BIT} and/or {@link #STRIKETHROUGH_BIT}
     */
    public static byte[] find(PageGlyphs glyphs, List<Rule> rules, boolean underline, boolean strikethrough) {
        return find(glyphs, rules, underline, strikethrough, true, RuleIndex.MAX_SCANNED_RULES);
    }

    /**
     * {@link #find} with one index query per glyph, no runs, no lines passed over, and every rule set in a
     * grid index: the reference the shortcuts must equal (tests).
     */
    static byte[] findGlyphByGlyph(PageGlyphs glyphs, List<Rule> rules, boolean underline, boolean strikethrough) {
        return find(glyphs, rules, underline, strikethrough, false, 0);
    }

    private static byte[] find(PageGlyphs glyphs, List<Rule> rules, boolean underline, boolean strikethrough,
                               boolean byRuns, int maxScannedRules) {
        byte[] decorations = new byte[glyphs.size()];
        if (rules.isEmpty() || (!underline && !strikethrough)) {
            return decorations;
        }
        RuleIndex index = new RuleIndex(rules, maxScannedRules);
        Candidates candidates = collectCandidates(glyphs, index, underline, strikethrough, byRuns);
        boolean[] accepted = acceptRules(glyphs, index, candidates, new FractionBars(glyphs));
        markCoveredGlyphs(glyphs, candidates, accepted, decorations);
        return decorations;
    }

    /**
     * Glyphs asked about together at most: a line's worth. One query for a run of neighbouring glyphs,
     * then a cheap box test per glyph, finds exactly what a query per glyph finds (see below), with a
     * fraction of the index work on text-dense pages.
     */
    static final int MAX_RUN_GLYPHS = 48;

    /** A run's query box may grow to this many glyph zones' area before the run is cut. */
    static final float MAX_RUN_AREA_FACTOR = 3f;

    private static Candidates collectCandidates(PageGlyphs glyphs, RuleIndex index,
                                                boolean underline, boolean strikethrough, boolean byRuns) {
        Candidates candidates = new Candidates();
        IntList near = new IntList();
        IntList own = new IntList();
        // the run's glyph zones, computed once
        float[] zones = new float[MAX_RUN_GLYPHS * 4];
        float[] union = new float[4];
        // per rule near a level run: its role for the run's glyphs that run along +x, once known
        Role[] runRoles = new Role[MAX_RULES_PER_GLYPH];
        float[] runDistances = new float[MAX_RULES_PER_GLYPH];
        LineRules lineRules = new LineRules();
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
                int lineEnd = levelLineEnd(glyphs, g, lineRules);
                float reach = ZONE_REACH_EM * glyphs.em(g);
                float minY = glyphs.originY(g) - reach;
                float maxY = glyphs.originY(g) + reach;
                if (!index.hasLevelRuleBetween(minY, maxY)) {
                    g = lineEnd;   // no level rule at the line's heights: none is near any of its glyphs
                    continue;
                }
                if (index.levelRulesBetween(minY, maxY, MAX_LINE_RULES, near)
                        && collectAlongLine(glyphs, g, lineEnd, reach, minY, maxY, near, index, underline,
                        strikethrough, runRoles, runDistances, lineRules, candidates)) {
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
                end = level ? levelRunEnd(glyphs, g, zones, union) : runEnd(glyphs, g, false, zones, union);
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
                collectSharedRun(glyphs, g, end, level, zones, near, index, underline, strikethrough, runRoles,
                        runDistances, candidates);
            } else {
                for (int k = g; k < end; k++) {
                    int z = (k - g) * 4;
                    index.query(level, zones[z], zones[z + 1], zones[z + 2], zones[z + 3], MAX_RULES_PER_GLYPH,
                            own);
                    for (int i = 0; i < own.size(); i++) {
                        considerRule(k, glyphs, own.get(i), index, underline, strikethrough, candidates);
                    }
                }
            }
            g = end;
        }
        return candidates;
    }

    /** The candidates of the run {@code start..end} from the rules its one query found ({@code near}). */
    private static void collectSharedRun(PageGlyphs glyphs, int start, int end, boolean level, float[] zones,
                                         IntList near, RuleIndex index, boolean underline, boolean strikethrough,
                                         Role[] runRoles, float[] runDistances, Candidates candidates) {
        if (level) {
            Arrays.fill(runRoles, 0, near.size(), null);
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
                    considerParallelRule(k, glyphs, r, i, index, underline, strikethrough, runRoles, runDistances,
                            candidates);
                } else {
                    considerRule(k, glyphs, r, index, underline, strikethrough, candidates);
                }
            }
        }
    }

    /**
     * Whether the glyph's baseline runs exactly along the x axis (either way): then a rule passes its
     * {@link #isParallel parallel test} exactly when it passes it for the direction (1, 0), which is what
     * the {@link RuleIndex}'s level rules are.
     */
    private static boolean isLevel(PageGlyphs glyphs, int g) {
        return glyphs.dirY(g) == 0f && Math.abs(glyphs.dirX(g)) == 1f;
    }

    /**
     * The end (exclusive) of the line of level glyphs from {@code start}: consecutive visible level glyphs on
     * one baseline in one size, whose zones (see {@link PageGlyphs#decorationZone}) all span the same
     * heights, the baseline plus and minus {@link #ZONE_REACH_EM}. Notes in {@code line} whether the line runs
     * forward along +x and its widest advance, for {@link #collectAlongLine} (one pass over the glyphs: on text
     * pages this is per glyph).
     */
    private static int levelLineEnd(PageGlyphs glyphs, int start, LineRules line) {
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
        line.forward = forward;
        line.maxAdvance = maxAdvance;
        return end;
    }

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
     * The candidates of a line of level glyphs written left to right (origins never going back), from the
     * level rules at its heights ({@code band}, fewer than any query's limit): each rule meets the zones of
     * one stretch of the line's glyphs, found by binary search on their origins, so the glyphs between
     * the rules are never looked at and no index is asked per run (issue #7: on a page of underlined
     * text, runs and their queries were most of the decoration work). Each glyph gets exactly the rules
     * its own query would give, in glyph order. Returns false, having added nothing, for a line it cannot
     * take this way (right to left, out of order, huge glyphs, off the grid's coordinates).
     *
     * @param reach {@link #ZONE_REACH_EM} of the line's em; {@code lineMinY..lineMaxY} its zones' heights
     * @param line what {@link #levelLineEnd} noted about the line, and scratch space
     */
    private static boolean collectAlongLine(PageGlyphs glyphs, int start, int end, float reach, float lineMinY,
                                            float lineMaxY, IntList band, RuleIndex index, boolean underline,
                                            boolean strikethrough, Role[] roles, float[] distances,
                                            LineRules line, Candidates candidates) {
        float em = glyphs.em(start);
        float maxAdvance = line.maxAdvance;
        if (!line.forward || !(em <= MAX_LINE_GLYPH_SIZE) || !(maxAdvance <= MAX_LINE_GLYPH_SIZE)
                || !BoxIndex.isGridQuery(glyphs.originX(start) - reach, lineMinY,
                        glyphs.originX(end - 1) + maxAdvance + reach, lineMaxY)) {
            return false;
        }
        int rules = band.size();
        int first = end;
        for (int i = 0; i < rules; i++) {
            int r = band.get(i);
            roles[i] = null;
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
            line.from[i] = lo;
            line.maxX[i] = index.grownMaxX(r);
            first = Math.min(first, lo);
        }
        // glyph by glyph from there, each with the rules whose stretch it is in (bit i of a mask: rule i of the
        // band), so the candidates come in glyph order, then in the band's order, as one query per glyph gives
        // them. Glyphs in no rule's stretch are jumped over (issue #7: underlined words are a few glyphs apart
        // on a line of a hundred).
        int waiting = (1 << rules) - 1;   // stretch not begun at the glyph
        int open = 0;                     // stretch begun, rule's end not passed
        int nextFrom = first;             // where the first waiting stretch begins
        int k = first;
        while (k < end) {
            if (k >= nextFrom) {
                nextFrom = Integer.MAX_VALUE;
                for (int bits = waiting; bits != 0; bits &= bits - 1) {
                    int i = Integer.numberOfTrailingZeros(bits);
                    if (line.from[i] <= k) {
                        open |= 1 << i;
                        waiting &= ~(1 << i);
                    } else {
                        nextFrom = Math.min(nextFrom, line.from[i]);
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
                if (!(originX - reach <= line.maxX[i])) {
                    open &= ~(1 << i);   // past the rule's end: so are all later glyphs
                    continue;
                }
                int r = band.get(i);
                if (index.meets(r, originX - reach, lineMinY, originX + glyphs.advance(k) + reach, lineMaxY)) {
                    considerParallelRule(k, glyphs, r, i, index, underline, strikethrough, roles, distances,
                            candidates);
                }
            }
            k++;
        }
        return true;
    }

    /**
     * Whether the rule runs along the unit direction {@code (dirX, dirY)}, within {@link #MAX_RULE_SKEW_SINE}
     * of it; {@code length} the rule's length.
     */
    static boolean isParallel(Rule rule, float length, float dirX, float dirY) {
        float cross = (rule.x2() - rule.x1()) * dirY - (rule.y2() - rule.y1()) * dirX;
        return !(Math.abs(cross) > MAX_RULE_SKEW_SINE * length);
    }

    /**
     * Gap (em) between a glyph's zone and the run's box beyond which a level run ends: zones of neighbouring
     * words overlap (each reaches {@link #ZONE_REACH_EM} out), so a wider gap is a jump to another column.
     */
    static final float MAX_LEVEL_RUN_GAP_EM = 1f;

    /**
     * As {@link #runEnd} for a run of level glyphs, by a cheaper rule: consecutive visible level glyphs on the
     * same baseline in the same size (their zones then share one height, and the box grows only along it),
     * each within {@link #MAX_LEVEL_RUN_GAP_EM} of the box so far. Most text is level, and this is per glyph.
     */
    private static int levelRunEnd(PageGlyphs glyphs, int start, float[] zones, float[] union) {
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
    private static int runEnd(PageGlyphs glyphs, int start, boolean level, float[] zones, float[] union) {
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

    /** The band test of one rule near one glyph: a candidate when it is parallel and in a band. */
    private static void considerRule(int g, PageGlyphs glyphs, int r, RuleIndex index, boolean underline,
                                     boolean strikethrough, Candidates candidates) {
        if (isParallel(index.rule(r), index.length(r), glyphs.dirX(g), glyphs.dirY(g))) {
            considerParallelRule(g, glyphs, r, 0, index, underline, strikethrough, null, null, candidates);
        }
    }

    /**
     * The band test of a rule parallel to the glyph: where it lies along the baseline, then its role. With
     * {@code roles}, the glyph is one of a level line or run that runs along +x and the rule a level rule, the
     * {@code near}-th of those found for it: the rule's height above the baseline in em, so its role, is the
     * same for every such glyph (one baseline, one size), so it is classified once into {@code roles[near]}
     * and {@code distances[near]}. Without, it is classified for this glyph alone.
     */
    private static void considerParallelRule(int g, PageGlyphs glyphs, int r, int near, RuleIndex index,
                                             boolean underline, boolean strikethrough, Role[] roles,
                                             float[] distances, Candidates candidates) {
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
            role = DecorationClassifier.classify(centreEm, rule.thickness() / em);
            distance = DecorationClassifier.distanceFromTypical(role, centreEm);
            if (roles != null) {
                roles[near] = role;
                distances[near] = distance;
            }
        }
        if ((role == Role.UNDERLINE && underline) || (role == Role.STRIKETHROUGH && strikethrough)) {
            candidates.add(g, r, role, lo, hi, distance);
        }
    }

    /**
     * A level line's shape ({@link #levelLineEnd}), and per rule of its band where its glyphs start and its
     * grown right end ({@link #collectAlongLine}); reused line after line.
     */
    private static final class LineRules {
        boolean forward;
        float maxAdvance;
        final int[] from = new int[MAX_LINE_RULES];
        final float[] maxX = new float[MAX_LINE_RULES];
    }

    /** One role per rule, then the whole-rule tests; returns accepted[candidate]. */
    private static boolean[] acceptRules(PageGlyphs glyphs, RuleIndex index, Candidates candidates,
                                         FractionBars fractionBars) {
        int[] order = candidates.orderByRule();
        boolean[] accepted = new boolean[candidates.size];
        int start = 0;
        while (start < order.length) {
            int rule = candidates.rule[order[start]];
            int end = start;
            while (end < order.length && candidates.rule[order[end]] == rule) {
                end++;
            }
            Role role = bestRole(candidates, order, start, end);
            if (isDecorationShaped(index, rule, glyphs, candidates, order, start, end, role)
                    && !(role == Role.UNDERLINE && isFractionBar(fractionBars, index.rule(rule), glyphs,
                    candidates, order, start, end))) {
                for (int k = start; k < end; k++) {
                    int c = order[k];
                    accepted[c] = candidates.role(c) == role;
                }
            }
            start = end;
        }
        return accepted;
    }

    private static Role bestRole(Candidates candidates, int[] order, int start, int end) {
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

    private static boolean isDecorationShaped(RuleIndex index, int ruleIndex, PageGlyphs glyphs,
                                              Candidates candidates, int[] order, int start, int end, Role role) {
        Rule rule = index.rule(ruleIndex);
        float length = index.length(ruleIndex);
        float ux = (rule.x2() - rule.x1()) / length;
        float uy = (rule.y2() - rule.y1()) / length;
        float[] intervals = new float[(end - start) * 2];
        int n = 0;
        float bridge = 0;
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
            n++;
            bridge = Math.max(bridge, TEXT_GAP_BRIDGE_EM * glyphs.em(glyph));
        }
        float covered = Intervals.coveredLength(intervals, n, bridge, 0, length);
        // the cheap test first: most rules near text on a page dense with rules are not covered by it
        return covered >= MIN_TEXT_COVER_OF_RULE * length && !meetsPerpendicularRule(index, ruleIndex);
    }

    private static boolean isFractionBar(FractionBars fractionBars, Rule rule, PageGlyphs glyphs,
                                         Candidates candidates, int[] order, int start, int end) {
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
    private static boolean meetsPerpendicularRule(RuleIndex index, int ruleIndex) {
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

    private static void markCoveredGlyphs(PageGlyphs glyphs, Candidates candidates, boolean[] accepted,
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
    private static boolean isCovered(float em, float advance, Candidates candidates, boolean[] accepted,
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
            return Intervals.coveredLength(intervals, n, bridge, -bridge / 2, bridge / 2) > 0;
        }
        float covered = Intervals.coveredLength(intervals, n, bridge, 0, advance);
        return covered >= MIN_GLYPH_COVERAGE * advance;
    }

    /**
     * Glyph-rule pairs that passed the band test, in glyph order, as parallel arrays. A candidate's role is
     * underline or strike-through, kept as a flag: on a page of underlined text the columns grow to a thousand
     * entries and more, and a reference column costs more to fill and copy (issue #7).
     */
    private static final class Candidates {
        int size;
        int[] glyph = new int[64];
        int[] rule = new int[64];
        boolean[] underline = new boolean[64];
        float[] lo = new float[64];
        float[] hi = new float[64];
        float[] distance = new float[64];

        /** @param ro {@link Role#UNDERLINE} or {@link Role#STRIKETHROUGH} */
        void add(int g, int r, Role ro, float l, float h, float d) {
            if (size == glyph.length) {
                int capacity = size * 2;
                glyph = Arrays.copyOf(glyph, capacity);
                rule = Arrays.copyOf(rule, capacity);
                underline = Arrays.copyOf(underline, capacity);
                lo = Arrays.copyOf(lo, capacity);
                hi = Arrays.copyOf(hi, capacity);
                distance = Arrays.copyOf(distance, capacity);
            }
            glyph[size] = g;
            rule[size] = r;
            underline[size] = ro == Role.UNDERLINE;
            lo[size] = l;
            hi[size] = h;
            distance[size] = d;
            size++;
        }

        Role role(int c) {
            return underline[c] ? Role.UNDERLINE : Role.STRIKETHROUGH;
        }

        /** Candidate indexes grouped by rule (counting sort: linear). */
        int[] orderByRule() {
            int maxRule = 0;
            for (int i = 0; i < size; i++) {
                maxRule = Math.max(maxRule, rule[i]);
            }
            int[] counts = new int[maxRule + 2];
            for (int i = 0; i < size; i++) {
                counts[rule[i] + 1]++;
            }
            for (int i = 1; i < counts.length; i++) {
                counts[i] += counts[i - 1];
            }
            int[] order = new int[size];
            for (int i = 0; i < size; i++) {
                order[counts[rule[i]]++] = i;
            }
            return order;
        }
    }
}
