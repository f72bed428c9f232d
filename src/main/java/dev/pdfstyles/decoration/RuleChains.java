package dev.pdfstyles.decoration;

import static dev.pdfstyles.decoration.DecorationFinder.MAX_RULES_PER_GLYPH;

import java.util.Arrays;

import dev.pdfstyles.spatial.IntList;

/**
 * One straight line drawn as several pieces, joined again. Producers often draw a line in pieces that meet
 * end to end: a page-wide rule split where a title starts and ends, a table's top or head rule drawn cell
 * by cell, an underline drawn run by run. Whether the line decorates text is a question about the whole
 * line, not about the piece under the text: a piece under a title or a column head is as wide as its text,
 * the line it belongs to runs on past it (#23, real-world set: "rules drawn in pieces").
 *
 * <p>A chain is the pieces on one line (parallel, centre lines within a fraction of their thickness of each
 * other), of one thickness, each overlapping or meeting the next: gaps of at most twice the thickness are
 * closed. They are the rounding of abutting coordinates, and the gaps of a dotted or dashed line, which is one
 * line however it is painted: Excel draws a dotted cell border as 1.9 pt dashes 0.6 pt thick and 0.6 pt apart,
 * and judged dash by dash, each dash under a glyph of the row read as its underline; judged whole, the border
 * runs on past its cell's text. Wider gaps (the space between two underlined words, most skip-ink gaps) stay
 * open and their pieces are judged one by one; a piece of an underline drawn run by run, or a skip-ink gap
 * narrow enough to close, leaves a chain with its text over the whole of it, which stays an underline.
 *
 * <p>Chains are found on demand, by walking from a rule along its line through the {@link RuleIndex}: a
 * page pays only for the lines that have text near them. One instance per page decision; not thread-safe.
 */
final class RuleChains {

    /**
     * Widest gap (share of the thicker piece's thickness) between two pieces of one line: 2. Dotted and dashed
     * lines leave gaps of one to two thicknesses (Excel's dotted border: 1); on the corpus and the real-world
     * set, 0.5 and 2 give the same answers.
     */
    static final float MAX_JOIN_GAP_THICKNESS = 2f;

    /**
     * Widest offset between two pieces' centre lines (share of the thicker one's thickness) for them to lie
     * on one line.
     */
    static final float MAX_LINE_OFFSET_THICKNESS = 0.25f;

    /**
     * Tolerance (page units) added to the gap and the offset: coordinates of abutting pieces differ in
     * their last digits (394.653 and 394.65402), and hairlines have no thickness to scale by.
     */
    static final float JOIN_SLACK = 0.05f;

    /** Two pieces' thicknesses may differ by this share of the thicker one (plus the slack). */
    static final float SAME_THICKNESS_SHARE = 0.2f;

    /**
     * Pieces joined into one chain at most: a page-wide rule cut at every column of a wide table has a few
     * dozen. Beyond it the chain stops growing (hatching and dotted art, which no text is over).
     */
    static final int MAX_CHAIN_PIECES = 256;

    private static final int UNSEEN = -1;

    private final RuleIndex index;
    /** Union-find parent per rule; {@link #UNSEEN} for a rule no chain has reached. Made when first needed. */
    private int[] parent;
    /** The pieces of each chain as a ring: {@code next[r]} is the next piece of r's chain. */
    private int[] next;
    /** Pieces per chain, at its root. */
    private int[] pieceCount;
    /** The whole line of each chain's root, once asked for. */
    private Rule[] lines;
    private final IntList found = new IntList();

    RuleChains(RuleIndex index) {
        this.index = index;
    }

    /** The chain of {@code rule}, walking its line if no chain has reached it yet; see {@link #root}. */
    int chain(int rule) {
        ensureArrays();
        if (parent[rule] == UNSEEN) {
            walk(rule);
        }
        return root(rule);
    }

    /**
     * The root of the chain {@code rule} belongs to, for a rule already reached ({@link #chain}); the rule
     * itself when unreached. Stable once every chain asked for has been walked.
     */
    int root(int rule) {
        if (parent == null || parent[rule] == UNSEEN) {
            return rule;
        }
        int r = rule;
        while (parent[r] != r) {
            parent[r] = parent[parent[r]];
            r = parent[r];
        }
        return r;
    }

    /** The next piece of {@code rule}'s chain (the rule itself for a chain of one); its pieces form a ring. */
    int nextPiece(int rule) {
        return next == null || parent[rule] == UNSEEN ? rule : next[rule];
    }

    /** Whether the chain has more than one piece. */
    boolean isJoined(int root) {
        return next != null && next[root] != root && parent[root] != UNSEEN;
    }

    /**
     * The chain's whole line: the piece itself for a chain of one, else a rule along the root piece's
     * direction from the first piece's start to the last piece's end, as thick as the thickest piece.
     */
    Rule line(int root) {
        if (!isJoined(root)) {
            return index.rule(root);
        }
        if (lines == null) {
            lines = new Rule[parent.length];
        }
        if (lines[root] == null) {
            lines[root] = join(root);
        }
        return lines[root];
    }

    private Rule join(int root) {
        Rule base = index.rule(root);
        float length = index.length(root);
        float ux = (base.x2() - base.x1()) / length;
        float uy = (base.y2() - base.y1()) / length;
        float from = 0;
        float to = length;
        float thickness = base.thickness();
        int piece = next[root];
        while (piece != root) {
            Rule p = index.rule(piece);
            float s1 = (p.x1() - base.x1()) * ux + (p.y1() - base.y1()) * uy;
            float s2 = (p.x2() - base.x1()) * ux + (p.y2() - base.y1()) * uy;
            from = Math.min(from, Math.min(s1, s2));
            to = Math.max(to, Math.max(s1, s2));
            thickness = Math.max(thickness, p.thickness());
            piece = next[piece];
        }
        return new Rule(base.x1() + ux * from, base.y1() + uy * from, base.x1() + ux * to, base.y1() + uy * to,
                thickness);
    }

    private void ensureArrays() {
        if (parent == null) {
            int count = index.size();
            parent = new int[count];
            Arrays.fill(parent, UNSEEN);
            next = new int[count];
            pieceCount = new int[count];
        }
    }

    /**
     * Walks from {@code start} along its line both ways, joining every piece that meets the chain's ends,
     * until the ends stop moving. Pieces lying wholly inside the chain's span without meeting an end are
     * joined when their own chain is asked for (their walk reaches the same ends).
     */
    private void walk(int start) {
        parent[start] = start;
        next[start] = start;
        pieceCount[start] = 1;
        Rule base = index.rule(start);
        float length = index.length(start);
        if (!(length > 0)) {
            return;
        }
        float ux = (base.x2() - base.x1()) / length;
        float uy = (base.y2() - base.y1()) / length;
        float from = 0;
        float to = length;
        if (index.isLevel(start) && isAloneAtItsEnds(start, base, ux, uy, length)) {
            return;
        }
        // each end is looked at again only once it has moved
        float fromAsked = Float.NaN;
        float toAsked = Float.NaN;
        boolean grew = true;
        while (grew && pieceCount[root(start)] < MAX_CHAIN_PIECES) {
            grew = false;
            for (int end = 0; end < 2 && pieceCount[root(start)] < MAX_CHAIN_PIECES; end++) {
                float s = end == 0 ? from : to;
                if (s == (end == 0 ? fromAsked : toAsked)) {
                    continue;
                }
                if (end == 0) {
                    fromAsked = s;
                } else {
                    toAsked = s;
                }
                float px = base.x1() + ux * s;
                float py = base.y1() + uy * s;
                float reach = base.thickness() + 2 * JOIN_SLACK;
                index.query(index.isLevel(start), px - reach, py - reach, px + reach, py + reach, MAX_RULES_PER_GLYPH,
                        found);
                for (int k = 0; k < found.size() && pieceCount[root(start)] < MAX_CHAIN_PIECES; k++) {
                    int other = found.get(k);
                    if (root(other) == root(start)) {
                        continue;
                    }
                    Rule o = index.rule(other);
                    float s1 = (o.x1() - base.x1()) * ux + (o.y1() - base.y1()) * uy;
                    float s2 = (o.x2() - base.x1()) * ux + (o.y2() - base.y1()) * uy;
                    if (!continuesLine(base, ux, uy, o, Math.min(s1, s2), Math.max(s1, s2), from, to)) {
                        continue;
                    }
                    union(start, other);
                    from = Math.min(from, Math.min(s1, s2));
                    to = Math.max(to, Math.max(s1, s2));
                    grew = true;
                }
            }
        }
    }

    /**
     * Whether no other level rule meets the boxes the walk's first round asks about at a level rule's two ends,
     * told from the level rules at those heights ({@link RuleIndex#levelRulesBetween}) instead of two index
     * queries: then that round finds nothing and the rule is a chain of one. Most level rules are (an underline
     * beside another on its line, a table's row border drawn whole), and on a page of underlined text the two
     * queries were most of the walk's cost. Any rule a query would find meets its box, so it reaches the
     * band of heights asked here; false when the band is too full to be listed, or holds a rule that meets
     * either box (the walk then asks the index as always).
     */
    private boolean isAloneAtItsEnds(int start, Rule base, float ux, float uy, float length) {
        float reach = base.thickness() + 2 * JOIN_SLACK;
        // the ends as the walk computes them, to the bit
        float fromX = base.x1() + ux * 0f;
        float fromY = base.y1() + uy * 0f;
        float toX = base.x1() + ux * length;
        float toY = base.y1() + uy * length;
        if (!index.levelRulesBetween(Math.min(fromY, toY) - reach, Math.max(fromY, toY) + reach,
                MAX_RULES_PER_GLYPH, found)) {
            return false;
        }
        for (int k = 0; k < found.size(); k++) {
            int other = found.get(k);
            if (other != start && (index.meets(other, fromX - reach, fromY - reach, fromX + reach, fromY + reach)
                    || index.meets(other, toX - reach, toY - reach, toX + reach, toY + reach))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code o}, spanning {@code lo..hi} along the base piece's direction, lies on the base's line,
     * is as thick, and meets or overlaps the chain's span {@code from..to}.
     */
    private static boolean continuesLine(Rule base, float ux, float uy, Rule o, float lo, float hi, float from,
                                         float to) {
        float thick = Math.max(base.thickness(), o.thickness());
        if (Math.abs(base.thickness() - o.thickness()) > SAME_THICKNESS_SHARE * thick + JOIN_SLACK) {
            return false;
        }
        float gap = MAX_JOIN_GAP_THICKNESS * thick + JOIN_SLACK;
        if (lo > to + gap || hi < from - gap) {
            return false;
        }
        // both ends of o within the offset of the base's centre line: parallel and on it
        float offset = MAX_LINE_OFFSET_THICKNESS * thick + JOIN_SLACK;
        float n1 = -(o.x1() - base.x1()) * uy + (o.y1() - base.y1()) * ux;
        float n2 = -(o.x2() - base.x1()) * uy + (o.y2() - base.y1()) * ux;
        return Math.abs(n1) <= offset && Math.abs(n2) <= offset;
    }

    /** Joins other's chain (or other alone) to start's. */
    private void union(int start, int other) {
        int a = root(start);
        int b;
        if (parent[other] == UNSEEN) {
            parent[other] = other;
            next[other] = other;
            pieceCount[other] = 1;
            b = other;
        } else {
            b = root(other);
        }
        parent[b] = a;
        pieceCount[a] += pieceCount[b];
        // splice the two rings
        int afterA = next[a];
        next[a] = next[b];
        next[b] = afterA;
        if (lines != null) {
            lines[a] = null;
        }
    }
}
