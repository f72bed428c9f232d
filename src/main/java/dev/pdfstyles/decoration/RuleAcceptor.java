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
 * are mostly bare), it ends with its text, it is not a side of a closed outline around its text (a box, a
 * chip), it does not join or cross a perpendicular rule (table grids, boxes), and, as an underline, it is
 * not a stacked fraction's bar ({@link FractionBars}). A line drawn in pieces that meet end to end is judged
 * whole ({@link RuleChains}): its pieces are accepted or rejected together.
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
     * How far (em) an underline may run on past its text at the end where it runs on less. An underline
     * starts with its text, whichever way the text runs (a leading space at most), so at one end at least it
     * is flush with it; a rule that runs on past both ends is centred under its text or wider than it: a
     * table's top rule under a centred caption, a row rule under an indented label and its value (#23,
     * real-world set: 0.95 and 0.6 em). On the corpus no underline runs on more than 0.3 em at both ends.
     */
    static final float MAX_FLUSH_END_OVERHANG_EM = 0.5f;

    /**
     * Widest stretch (em) of a rule that its text may leave without ink between two of its runs. Words under
     * one underline are a space apart, an em or so on a loosely justified line; a row rule under a table's
     * label and value, a table's head rule under its column heads, or a page-wide rule under a letterhead's
     * three groups, has columns of empty space between them (#23, real-world set: "table rule under a row
     * read as underline"), whether the producer left them empty or filled them with space glyphs (a header
     * line's groups set apart by runs of spaces: spaces have no ink). Accepted underlines leave at most
     * 0.5 em on the corpus and 1.1 em on the real-world set; head rows of tables there leave 2.5 em and more.
     */
    static final float MAX_TEXT_GAP_OVER_RULE_EM = 2f;

    /** Gaps between glyphs up to this (em) count as covered text: word spaces under an underline. */
    static final float TEXT_GAP_BRIDGE_EM = 0.6f;

    /**
     * Distance (page units) around a rule's box in which perpendicular rules are looked for: cell borders
     * meet at corners up to a line width apart.
     */
    static final float GRID_JOIN_TOLERANCE = 1.5f;

    /**
     * How far (page units) a rule's end may stop short of a perpendicular rule's side and still join it, at
     * least. Borders that meet are drawn to the other border's centre line or to its side, give or take
     * float rounding and a line cap; an underline beside a frame's edge stops where its text stops, a visible
     * gap before the edge (0.84 pt from a 1.9 pt frame in a spreadsheet whose right-aligned links end at the
     * frame: #23, real-world set). On the corpus no border needs any slack: 0 to 0.5 pt give the same
     * answers everywhere.
     */
    static final float MIN_JOIN_SLACK = 0.5f;

    /** ...or this share of the rule's own thickness, for a thick rule (a square cap reaches that far). */
    static final float JOIN_SLACK_THICKNESS = 0.5f;

    /**
     * A perpendicular rule that crosses the rule inside the middle of one of its glyphs' advances (this share
     * off each end) runs through the text, not between cells: background art, an arrow, a chart's axis. A
     * column rule runs between the texts of two cells.
     */
    static final float CROSSING_GLYPH_MARGIN = 0.2f;

    /** A rule within this angle (cosine of the angle to the other rule) counts as perpendicular. */
    static final float MAX_PERPENDICULAR_COSINE = 0.1f;

    /**
     * Share of a rule's text that the closed outline it is a side of must enclose for it to be the
     * outline's edge, not their underline ({@link #enclosedShare}).
     */
    static final float MIN_ENCLOSED_SHARE = 0.5f;

    /**
     * How far above a glyph's baseline (its em) a closed outline must reach to enclose it: 0.35, past the middle
     * of the lowercase letters (x-height 0.4-0.55 em), so that a box around the text and the stroked outline of
     * a letter as short as an 'x' both reach it. An underline drawn as a stroked outline stays below: a
     * decoration is at most {@link DecorationClassifier#MAX_THICKNESS_EM} thick.
     */
    static final float MIN_FRAME_RISE_EM = 0.35f;

    private final PageGlyphs glyphs;
    private final RuleIndex index;
    private final DecorationCandidates candidates;
    private final FractionBars fractionBars;
    private final RuleChains chains;
    private final DecorationTrace trace;
    /** Whether {@link #trace} watches: else no call is made and nothing is kept for it. */
    private final boolean tracing;
    /** The lines' verdicts, kept for the trace only. */
    private final LineVerdicts verdicts;
    /** The measure of the last {@link #shapeRejection} that failed, for the trace (see {@link RuleRejection}). */
    private float rejectionMeasure;
    /**
     * What {@link #shapeRejection} measured of the last line it looked at: how far (page units) the line runs
     * on before its text's start and past its end, where it starts (on the line, at the text's start), the
     * text's direction and largest em.
     */
    private float lead;
    private float trail;
    private float leadX;
    private float leadY;
    private float dirX;
    private float dirY;
    private float textEm;
    /** Scratch: the perpendicular rules near a rule. */
    private final IntList near = new IntList();

    RuleAcceptor(PageGlyphs glyphs, RuleIndex index, DecorationCandidates candidates, DecorationTrace trace) {
        this.glyphs = glyphs;
        this.index = index;
        this.candidates = candidates;
        this.fractionBars = new FractionBars(glyphs, index);
        this.chains = new RuleChains(index);
        this.trace = trace;
        this.tracing = trace != DecorationTrace.NONE;
        this.verdicts = tracing ? new LineVerdicts() : null;
    }

    /** One role per line (a rule, or a chain of pieces), then the whole-line tests; returns accepted[candidate]. */
    boolean[] accept() {
        int[] chainOf = new int[candidates.size];
        int[] order = candidates.orderByChain(chains, chainOf);
        boolean[] accepted = new boolean[candidates.size];
        WrappedUnderlines underlines = null;
        int start = 0;
        while (start < order.length) {
            int chain = chainOf[order[start]];
            int end = start;
            while (end < order.length && chainOf[order[end]] == chain) {
                end++;
            }
            Role role = bestRole(order, start, end);
            RuleRejection rejection = rejection(chain, order, start, end, role, false);
            if (rejection == null) {
                accept(order, start, end, role, accepted);
            }
            if (tracing) {
                verdicts.add(start, end, role, rejection, rejectionMeasure);
            }
            if (role == Role.UNDERLINE && (rejection == null || (rejection == RuleRejection.RUNS_PAST_ITS_TEXT
                    && lead <= MAX_FLUSH_END_OVERHANG_EM * textEm && trail > MAX_RULE_OVERHANG_EM * textEm))) {
                if (underlines == null) {
                    underlines = new WrappedUnderlines();
                }
                underlines.add(chain, start, end, rejection == null, leadX, leadY, dirX, dirY, textEm,
                        chains.line(chain).thickness());
            }
            start = end;
        }
        if (underlines != null && underlines.runOnCount() > 0) {
            acceptWrappedLines(underlines, order, accepted);
        }
        if (tracing) {
            verdicts.report(order, accepted, candidates, index.size(), trace);
        }
        return accepted;
    }

    private void accept(int[] order, int start, int end, Role role, boolean[] accepted) {
        for (int k = start; k < end; k++) {
            int c = order[k];
            accepted[c] = candidates.role(c) == role;
        }
    }

    /**
     * Accepts the run-on lines of wrapped underlined passages ({@link WrappedUnderlines}), the lowest first: a
     * passage's lines then pass in one round, each finding the one below it accepted.
     */
    private void acceptWrappedLines(WrappedUnderlines lines, int[] order, boolean[] accepted) {
        int[] runOn = lines.runOnLowestFirst();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int w : runOn) {
                if (lines.isAccepted(w) || !lines.hasNextLineUnderlined(w)) {
                    continue;
                }
                int start = lines.start(w);
                int end = lines.end(w);
                if (rejection(lines.chain(w), order, start, end, Role.UNDERLINE, true) == null) {
                    accept(order, start, end, Role.UNDERLINE, accepted);
                    lines.markAccepted(w);
                    changed = true;
                }
            }
        }
    }

    /**
     * Null when the line passes every whole-line test in this role; else the first test it fails, its measure
     * in {@link #rejectionMeasure}.
     *
     * @param runsOnAtEnd the line is one of a wrapped passage's ({@link WrappedUnderlines}): it may run on past
     *                    its text's end, not past its start
     */
    private RuleRejection rejection(int chain, int[] order, int start, int end, Role role, boolean runsOnAtEnd) {
        Rule line = chains.line(chain);
        RuleRejection rejection = shapeRejection(chain, line, order, start, end, role, runsOnAtEnd);
        if (rejection == null && role == Role.UNDERLINE && isFractionBar(line, order, start, end)) {
            rejection = RuleRejection.FRACTION_BAR;
            rejectionMeasure = Float.NaN;
        }
        return rejection;
    }

    /**
     * The role of most of a line's candidates ({@code order[start..end)}), by their mean distance from
     * typical. Only glyphs the line runs under or through vote, when there are any: a glyph beside one of
     * its ends (a candidate so that skip-ink gaps are bridged) may sit on another baseline, where the line
     * would strike it through if it went on (the end of a sentence before an underlined superscript).
     */
    private Role bestRole(int[] order, int start, int end) {
        boolean anyOver = false;
        for (int k = start; k < end && !anyOver; k++) {
            anyOver = isOverItsGlyph(order[k]);
        }
        float underlineDistance = 0;
        int underlineCount = 0;
        float strikeDistance = 0;
        int strikeCount = 0;
        for (int k = start; k < end; k++) {
            int c = order[k];
            if (anyOver && !isOverItsGlyph(c)) {
                continue;
            }
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

    /** Whether the candidate's rule runs along some of its glyph's advance. */
    private boolean isOverItsGlyph(int c) {
        return candidates.hi[c] > 0 && candidates.lo[c] < glyphs.advance(candidates.glyph[c]);
    }

    /**
     * Null when text covers most of the line, the line ends with its text, the text has no column without
     * ink inside it, the line is not the edge of a closed outline around its text, and no perpendicular rule
     * meets it; else the first of these that fails.
     */
    private RuleRejection shapeRejection(int chain, Rule line, int[] order, int start, int end, Role role,
                                         boolean runsOnAtEnd) {
        float length = line.length();
        if (!(length > 0)) {
            rejectionMeasure = 0;
            return RuleRejection.LITTLE_TEXT_OVER_IT;
        }
        float ux = (line.x2() - line.x1()) / length;
        float uy = (line.y2() - line.y1()) / length;
        float[] intervals = new float[(end - start) * 2];
        float[] ink = new float[(end - start) * 2];
        int n = 0;
        int inked = 0;
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
            float s1 = (originX - line.x1()) * ux + (originY - line.y1()) * uy;
            float endX = originX + glyphs.dirX(glyph) * glyphs.advance(glyph);
            float endY = originY + glyphs.dirY(glyph) * glyphs.advance(glyph);
            float s2 = (endX - line.x1()) * ux + (endY - line.y1()) * uy;
            intervals[n * 2] = Math.min(s1, s2);
            intervals[n * 2 + 1] = Math.max(s1, s2);
            textStart = Math.min(textStart, intervals[n * 2]);
            textEnd = Math.max(textEnd, intervals[n * 2 + 1]);
            if (!glyphs.isBlank(glyph)) {
                ink[inked * 2] = intervals[n * 2];
                ink[inked * 2 + 1] = intervals[n * 2 + 1];
                inked++;
            }
            if (n == 0) {
                dirX = glyphs.dirX(glyph);
                dirY = glyphs.dirY(glyph);
            }
            n++;
            em = Math.max(em, glyphs.em(glyph));
        }
        // which end the text starts at: it runs along the line or against it
        boolean forward = dirX * ux + dirY * uy >= 0;
        lead = forward ? textStart : length - textEnd;
        trail = forward ? length - textEnd : textStart;
        leadX = forward ? line.x1() : line.x2();
        leadY = forward ? line.y1() : line.y2();
        textEm = em;
        float bridge = TEXT_GAP_BRIDGE_EM * em;
        float covered = Intervals.coveredLength(intervals, n, bridge, 0, length);
        float overhang = Math.max(textStart, length - textEnd);
        // the cheap tests first: most rules near text on a page dense with rules are not covered by it
        if (!(covered >= MIN_TEXT_COVER_OF_RULE * length)) {
            rejectionMeasure = covered / length;
            return RuleRejection.LITTLE_TEXT_OVER_IT;
        }
        float runOn = runsOnAtEnd ? lead : overhang;
        if (runOn > MAX_RULE_OVERHANG_EM * em) {
            rejectionMeasure = runOn / em;
            return RuleRejection.RUNS_PAST_ITS_TEXT;
        }
        float shorterRunOn = Math.min(textStart, length - textEnd);
        if (shorterRunOn > MAX_FLUSH_END_OVERHANG_EM * em) {
            rejectionMeasure = shorterRunOn / em;
            return RuleRejection.RUNS_PAST_BOTH_ENDS;
        }
        float gap = Intervals.widestInnerGap(ink, inked, 0, length);
        if (gap > MAX_TEXT_GAP_OVER_RULE_EM * em) {
            rejectionMeasure = gap / em;
            return RuleRejection.GAP_IN_ITS_TEXT;
        }
        float enclosed = enclosedShare(order, start, end, role);
        if (enclosed >= MIN_ENCLOSED_SHARE) {
            rejectionMeasure = enclosed;
            return RuleRejection.EDGE_OF_A_FRAME;
        }
        if (meetsPerpendicularRule(chain, line, ink, inked)) {
            rejectionMeasure = Float.NaN;
            return RuleRejection.MEETS_PERPENDICULAR_RULE;
        }
        return null;
    }

    /**
     * Share of the line's text (in the role) that the closed outline of their rule piece encloses: the
     * outline spans the glyph's middle along its baseline and runs from the underline band's top or below to
     * {@link #MIN_FRAME_RISE_EM} above the baseline. Glyphs count by the length of line under them; only when
     * the line runs under none (it lies in a gap between them) does each glyph beside it count once. So a
     * piece one glyph long, a letter's foot drawn as its outline is stroked, belongs to that letter, not to
     * its neighbours that it touches by a hair or that are candidates only to bridge skip-ink gaps.
     */
    private float enclosedShare(int[] order, int start, int end, Role role) {
        int count = 0;
        int enclosed = 0;
        float under = 0;
        float enclosedUnder = 0;
        for (int k = start; k < end; k++) {
            int c = order[k];
            if (candidates.role(c) != role) {
                continue;
            }
            int glyph = candidates.glyph[c];
            float[] box = index.rule(candidates.rule[c]).outline();
            boolean inside = box != null && encloses(box, glyph);
            float overlap = Math.min(candidates.hi[c], glyphs.advance(glyph)) - Math.max(candidates.lo[c], 0);
            count++;
            if (inside) {
                enclosed++;
            }
            if (overlap > 0) {
                under += overlap;
                if (inside) {
                    enclosedUnder += overlap;
                }
            }
        }
        if (under > 0) {
            return enclosedUnder / under;
        }
        return count == 0 ? 0 : (float) enclosed / count;
    }

    private boolean encloses(float[] box, int glyph) {
        float minAlong = Float.POSITIVE_INFINITY;
        float maxAlong = Float.NEGATIVE_INFINITY;
        float minAbove = Float.POSITIVE_INFINITY;
        float maxAbove = Float.NEGATIVE_INFINITY;
        for (int corner = 0; corner < 4; corner++) {
            float x = box[(corner & 1) == 0 ? 0 : 2];
            float y = box[(corner & 2) == 0 ? 1 : 3];
            float along = glyphs.along(glyph, x, y);
            float above = glyphs.above(glyph, x, y);
            minAlong = Math.min(minAlong, along);
            maxAlong = Math.max(maxAlong, along);
            minAbove = Math.min(minAbove, above);
            maxAbove = Math.max(maxAbove, above);
        }
        float middle = glyphs.advance(glyph) / 2;
        float em = glyphs.em(glyph);
        return minAlong <= middle && middle <= maxAlong
                && minAbove <= DecorationClassifier.UNDERLINE_MAX_ABOVE_EM * em
                && maxAbove >= MIN_FRAME_RISE_EM * em;
    }

    private boolean isFractionBar(Rule rule, int[] order, int start, int end) {
        // one candidate per glyph and piece, in glyph order within the line: the glyphs come out ascending (a
        // glyph over the joint of two pieces twice)
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

    /**
     * True when a perpendicular rule reaches an end of one of the line's pieces (a grid's corner or a box's)
     * or crosses the line or ends on it ({@link #endsOn}) anywhere but through the ink of its text; {@code ink}
     * holds the inked glyphs' spans along the line.
     */
    private boolean meetsPerpendicularRule(int chain, Rule line, float[] ink, int inked) {
        float tolerance = Math.max(GRID_JOIN_TOLERANCE, line.thickness());
        float length = line.length();
        float minX = line.minX() - tolerance;
        float minY = line.minY() - tolerance;
        float maxX = line.maxX() + tolerance;
        float maxY = line.maxY() + tolerance;
        if (index.isLevel(chain)) {
            // only steep rules can be perpendicular to it: its level neighbours (the other pieces of a
            // skip-ink underline, the hatching of a chart) neither count nor crowd out the ones that do
            index.querySteep(minX, minY, maxX, maxY, MAX_RULES_PER_GLYPH, near);
        } else {
            index.query(false, minX, minY, maxX, maxY, MAX_RULES_PER_GLYPH, near);
        }
        float slack = Math.max(MIN_JOIN_SLACK, JOIN_SLACK_THICKNESS * line.thickness());
        for (int k = 0; k < near.size(); k++) {
            int other = near.get(k);
            if (chains.root(other) == chain) {
                continue;
            }
            Rule o = index.rule(other);
            float otherLength = index.length(other);
            float dot = ((line.x2() - line.x1()) * (o.x2() - o.x1()) + (line.y2() - line.y1()) * (o.y2() - o.y1()));
            if (Math.abs(dot) > MAX_PERPENDICULAR_COSINE * length * otherLength) {
                continue;
            }
            float reach = o.thickness() / 2 + slack;
            int piece = chain;
            do {
                Rule p = index.rule(piece);
                if (Segments.distance(p.x1(), p.y1(), o) <= reach || Segments.distance(p.x2(), p.y2(), o) <= reach) {
                    return true;
                }
                piece = chains.nextPiece(piece);
            } while (piece != chain);
            if ((Segments.crosses(line, o) || endsOn(o, line, slack)) && !crossesInk(line, o, ink, inked)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an end of {@code o} lies on {@code line}, within half its thickness and the slack: a column rule
     * that stops at a row rule from above or below (LaTeX draws a tabular's vertical rules row by row, each
     * ending on the {@code \hline} between rows), meeting it as a T rather than crossing it.
     */
    private static boolean endsOn(Rule o, Rule line, float slack) {
        float reach = line.thickness() / 2 + slack;
        return Segments.distance(o.x1(), o.y1(), line) <= reach || Segments.distance(o.x2(), o.y2(), line) <= reach;
    }

    /** Whether {@code o} crosses the line inside the middle of an inked glyph's span along it. */
    private static boolean crossesInk(Rule line, Rule o, float[] ink, int inked) {
        float at = Segments.crossingAlong(line, o);
        for (int i = 0; i < inked; i++) {
            float lo = ink[i * 2];
            float hi = ink[i * 2 + 1];
            float margin = CROSSING_GLYPH_MARGIN * (hi - lo);
            if (at > lo + margin && at < hi - margin) {
                return true;
            }
        }
        return false;
    }
}
