package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ParserTurnsTest {

    @Test
    void everyOrderOfTheParsersComesOnceBeforeTheyRepeat() {
        for (int parsers = 1; parsers <= 5; parsers++) {
            ParserTurns turns = new ParserTurns(parsers);
            Set<String> seen = new HashSet<>();
            for (int turn = 0; turn < turns.orders(); turn++) {
                int[] order = turns.order(turn);
                int[] sorted = order.clone();
                Arrays.sort(sorted);
                int[] expected = new int[parsers];
                Arrays.setAll(expected, i -> i);
                assertArrayEquals(expected, sorted, "each parser once at turn " + turn);
                seen.add(Arrays.toString(order));
                assertArrayEquals(order, turns.order(turn + turns.orders()), "the orders repeat");
            }
            assertEquals(factorial(parsers), seen.size(), parsers + " parsers");
        }
    }

    /**
     * The point of the class: over a full cycle of turns, from any turn on, each parser parses right after each
     * other one equally often, and first equally often (a rotation keeps one cyclic order and fails this).
     */
    @Test
    void eachParserFollowsEachOtherEquallyOftenFromAnyTurn() {
        for (int parsers = 2; parsers <= 4; parsers++) {
            ParserTurns turns = new ParserTurns(parsers);
            for (int start = 0; start < turns.orders(); start++) {
                int[][] follows = new int[parsers][parsers];
                int[] first = new int[parsers];
                for (int turn = start; turn < start + turns.orders(); turn++) {
                    int[] order = turns.order(turn);
                    first[order[0]]++;
                    for (int k = 1; k < order.length; k++) {
                        follows[order[k - 1]][order[k]]++;
                    }
                }
                int pairCount = factorial(parsers - 1);
                for (int before = 0; before < parsers; before++) {
                    assertEquals(factorial(parsers - 1), first[before], "first: parser " + before);
                    for (int after = 0; after < parsers; after++) {
                        assertEquals(before == after ? 0 : pairCount, follows[before][after],
                                parsers + " parsers: " + after + " right after " + before);
                    }
                }
            }
        }
    }

    @Test
    void neighbouringDocumentsOfARoundStartFromDifferentOrders() {
        ParserTurns turns = new ParserTurns(3);
        assertArrayEquals(new int[] {0, 1, 2}, turns.order(0));
        assertArrayEquals(new int[] {0, 2, 1}, turns.order(1));
        assertArrayEquals(new int[] {2, 1, 0}, turns.order(5));
    }

    @Test
    void aCallersChangeToAnOrderIsNotTheNextTurnsOrder() {
        ParserTurns turns = new ParserTurns(2);
        turns.order(0)[0] = 1;
        assertArrayEquals(new int[] {0, 1}, turns.order(0));
        assertArrayEquals(new int[] {0, 1}, turns.order(2));
    }

    @Test
    void rejectsCountsAndTurnsOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> new ParserTurns(0));
        assertThrows(IllegalArgumentException.class, () -> new ParserTurns(6));
        assertThrows(IllegalArgumentException.class, () -> new ParserTurns(2).order(-1));
    }

    private static int factorial(int n) {
        int f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }
}
