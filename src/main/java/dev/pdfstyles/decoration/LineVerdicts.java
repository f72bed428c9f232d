package dev.pdfstyles.decoration;

import java.util.Arrays;

import dev.pdfstyles.decoration.DecorationClassifier.Role;

/**
 * The verdicts of {@link RuleAcceptor} on a page's lines, kept for a {@link DecorationTrace} while a second
 * round (a wrapped passage's lines) may still accept a line, then told to it once per rule: the trace
 * hears of a rule once, with its final verdict. Made only when a trace watches.
 */
final class LineVerdicts {

    private int size;
    private int[] start = new int[8];
    private int[] end = new int[8];
    private Role[] role = new Role[8];
    private RuleRejection[] rejection = new RuleRejection[8];
    private float[] measure = new float[8];

    /** A line's first verdict: its candidates {@code order[s..e)}, its role, and why it failed (null: it passed). */
    void add(int s, int e, Role r, RuleRejection why, float m) {
        if (size == start.length) {
            int capacity = size * 2;
            start = Arrays.copyOf(start, capacity);
            end = Arrays.copyOf(end, capacity);
            role = Arrays.copyOf(role, capacity);
            rejection = Arrays.copyOf(rejection, capacity);
            measure = Arrays.copyOf(measure, capacity);
        }
        start[size] = s;
        end[size] = e;
        role[size] = r;
        rejection[size] = why;
        measure[size] = m;
        size++;
    }

    /**
     * Tells the trace each verdict, once per rule some glyphs took: every such piece of a line gets the
     * line's verdict, accepted when any of its candidates ended accepted.
     */
    void report(int[] order, boolean[] accepted, DecorationCandidates candidates, int ruleCount,
                DecorationTrace trace) {
        boolean[] reported = new boolean[ruleCount];
        for (int v = 0; v < size; v++) {
            boolean lineAccepted = false;
            for (int k = start[v]; k < end[v] && !lineAccepted; k++) {
                lineAccepted = accepted[order[k]];
            }
            for (int k = start[v]; k < end[v]; k++) {
                int rule = candidates.rule[order[k]];
                if (reported[rule]) {
                    continue;
                }
                reported[rule] = true;
                if (lineAccepted) {
                    trace.ruleAccepted(rule, role[v]);
                } else {
                    trace.ruleRejected(rule, role[v], rejection[v], measure[v]);
                }
            }
        }
    }
}
