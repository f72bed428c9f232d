package dev.pdfstyles.bench;

/**
 * The order in which the benchmark's parsers take their turns on a document: turn after turn, every ordering of
 * the parsers in lexicographic order, so that over {@code n!} consecutive turns each parser parses first equally
 * often, and, within a turn, right after each other parser equally often. Across turns (the last parser of one
 * document's turn, then the first of the next) the pairs are mixed but not balanced: a parser sometimes follows
 * itself, as it always does in a server that runs only it.
 *
 * <p>Why not a rotation: rotating {stock, styled, shared} keeps their cyclic order, so the styled parser always
 * parsed right after the stock one, the shared one after the styled one, and the stock one after the shared one,
 * the last one across a document boundary. Which parser runs just before moves a one-page document's ratio: on
 * Tika's test PDFs the parser that followed the stock parse read 1.010-1.015 at the route's median and the one
 * that followed a styled parse 1.045-1.050, whichever of the two it was (docs/benchmark.md, thirty-third
 * session). Varying the order spreads that over every parser alike.
 */
final class ParserTurns {
    private final int[][] orders;

    /** @param parsers how many parsers take turns: 1 to 5 (5! orders are 120) */
    ParserTurns(int parsers) {
        if (parsers < 1 || parsers > 5) {
            throw new IllegalArgumentException("1 to 5 parsers take turns, not " + parsers);
        }
        int count = 1;
        for (int i = 2; i <= parsers; i++) {
            count *= i;
        }
        orders = new int[count][];
        int[] order = new int[parsers];
        for (int i = 0; i < parsers; i++) {
            order[i] = i;
        }
        for (int k = 0; k < count; k++) {
            orders[k] = order.clone();
            nextPermutation(order);
        }
    }

    /**
     * The parsers' indexes in the order they parse at this turn (a round plus a document's place, so that
     * neighbouring documents start from different orders); turn may be any non-negative number. A copy: the
     * orders are shared by every turn.
     */
    int[] order(int turn) {
        if (turn < 0) {
            throw new IllegalArgumentException("a turn is not negative: " + turn);
        }
        return orders[turn % orders.length].clone();
    }

    /** How many orders there are before they repeat: the parsers' count, factorial. */
    int orders() {
        return orders.length;
    }

    /** The lexicographically next ordering, in place (the last one goes back to the first). */
    private static void nextPermutation(int[] order) {
        int i = order.length - 2;
        while (i >= 0 && order[i] >= order[i + 1]) {
            i--;
        }
        if (i >= 0) {
            int j = order.length - 1;
            while (order[j] <= order[i]) {
                j--;
            }
            swap(order, i, j);
        }
        for (int lo = i + 1, hi = order.length - 1; lo < hi; lo++, hi--) {
            swap(order, lo, hi);
        }
    }

    private static void swap(int[] order, int a, int b) {
        int kept = order[a];
        order[a] = order[b];
        order[b] = kept;
    }
}
