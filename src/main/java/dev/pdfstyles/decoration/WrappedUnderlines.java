package dev.pdfstyles.decoration;

import java.util.Arrays;

import dev.pdfstyles.spatial.Intervals;

/**
 * Underlines that run on to the end of their line's box. An underline over a passage of text that wraps,
 * drawn line by line as a text selection is (a markup pen's, a viewer's), runs on past the end of every line
 * but the last, where the line's text stops short of the column's edge (#23, real-world set: 3 em past it).
 * Such a line is an underline when, one line below, an underline of the same thickness under text of the same
 * size and direction starts where it starts: the passage's next line. A border under a paragraph's last line,
 * a letterhead's rule or a form's fill-in line has no underline starting under it one line down; the row
 * rules of a table run on past the next row's text too.
 *
 * <p>Holds the page's underlines ({@link RuleAcceptor} adds them): the accepted ones and those rejected only
 * for running on at their end, each with where it starts (on the line, at its text's start), its text's
 * direction and size, and its thickness. One instance per page decision.
 */
final class WrappedUnderlines {

    /** Text sizes within this share of each other are one size (the lines of one passage). */
    static final float SAME_SIZE_SHARE = 0.05f;

    /**
     * How far below a run-on underline (em) the next line's underline may start: one line down, from tight
     * single spacing (a little under 1.2 em) to double spacing (2.4 em).
     */
    static final float MIN_NEXT_LINE_EM = 0.9f;
    static final float MAX_NEXT_LINE_EM = 2.5f;

    /** Directions closer than this (difference of the unit vectors' components) are one direction. */
    static final float SAME_DIRECTION = 0.01f;

    /** {leadX, leadY, dirX, dirY, em, thickness} per line. */
    private static final int FACTS = 6;

    private int size;
    private int runOnCount;
    private int[] chain = new int[8];
    private int[] start = new int[8];
    private int[] end = new int[8];
    private boolean[] accepted = new boolean[8];
    private float[] facts = new float[8 * FACTS];

    /**
     * Adds a line: the candidates {@code order[s..e)} of chain {@code c}, accepted or not, starting at
     * {@code (x, y)}, under text running along {@code (dx, dy)} with an em of {@code em}.
     */
    void add(int c, int s, int e, boolean ok, float x, float y, float dx, float dy, float em, float thickness) {
        if (size == chain.length) {
            int capacity = size * 2;
            chain = Arrays.copyOf(chain, capacity);
            start = Arrays.copyOf(start, capacity);
            end = Arrays.copyOf(end, capacity);
            accepted = Arrays.copyOf(accepted, capacity);
            facts = Arrays.copyOf(facts, capacity * FACTS);
        }
        chain[size] = c;
        start[size] = s;
        end[size] = e;
        accepted[size] = ok;
        runOnCount += ok ? 0 : 1;
        int f = size * FACTS;
        facts[f] = x;
        facts[f + 1] = y;
        facts[f + 2] = dx;
        facts[f + 3] = dy;
        facts[f + 4] = em;
        facts[f + 5] = thickness;
        size++;
    }

    /** How many lines were added not accepted: run on at their end. */
    int runOnCount() {
        return runOnCount;
    }

    /** The run-on lines, the lowest (down their own text's frame) first. */
    int[] runOnLowestFirst() {
        long[] keyed = new long[runOnCount];
        for (int w = 0, n = 0; w < size; w++) {
            if (!accepted[w]) {
                int f = w * FACTS;
                float depth = facts[f] * facts[f + 3] - facts[f + 1] * facts[f + 2];
                // descending depth: the negated depth's sortable bits, then the line
                keyed[n++] = (long) Intervals.sortableBits(-depth) << Integer.SIZE | w;
            }
        }
        Arrays.sort(keyed);
        int[] lines = new int[runOnCount];
        for (int k = 0; k < runOnCount; k++) {
            lines[k] = (int) keyed[k];
        }
        return lines;
    }

    boolean isAccepted(int w) {
        return accepted[w];
    }

    void markAccepted(int w) {
        accepted[w] = true;
    }

    int chain(int w) {
        return chain[w];
    }

    int start(int w) {
        return start[w];
    }

    int end(int w) {
        return end[w];
    }

    /**
     * Whether an accepted underline starts under line {@code w}'s start (within
     * {@link RuleAcceptor#MAX_FLUSH_END_OVERHANG_EM} along it), one line down, under text of the same
     * direction and size, as thick as it.
     */
    boolean hasNextLineUnderlined(int w) {
        int f = w * FACTS;
        float em = facts[f + 4];
        for (int o = 0; o < size; o++) {
            int g = o * FACTS;
            if (!accepted[o] || o == w || Math.abs(facts[g + 4] - em) > SAME_SIZE_SHARE * em
                    || Math.abs(facts[g + 5] - facts[f + 5]) > FractionBars.SAME_THICKNESS_TOLERANCE
                    || Math.abs(facts[g + 2] - facts[f + 2]) > SAME_DIRECTION
                    || Math.abs(facts[g + 3] - facts[f + 3]) > SAME_DIRECTION) {
                continue;
            }
            float dx = facts[g] - facts[f];
            float dy = facts[g + 1] - facts[f + 1];
            float along = dx * facts[f + 2] + dy * facts[f + 3];
            float below = dx * facts[f + 3] - dy * facts[f + 2];
            if (Math.abs(along) <= RuleAcceptor.MAX_FLUSH_END_OVERHANG_EM * em && below >= MIN_NEXT_LINE_EM * em
                    && below <= MAX_NEXT_LINE_EM * em) {
                return true;
            }
        }
        return false;
    }
}
