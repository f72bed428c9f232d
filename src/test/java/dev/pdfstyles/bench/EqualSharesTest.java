package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EqualSharesTest {

    /** Stock times spread as the one-page documents' are: 0.3 ms to 393 ms around a median of 2 ms. */
    private static final long[] ONE_PAGE_LIKE = {
        300_000, 450_000, 700_000, 1_000_000, 1_400_000, 1_900_000, 2_000_000, 2_100_000, 2_900_000, 3_000_000,
        4_100_000, 7_000_000, 50_000_000, 241_000_000, 309_000_000, 393_000_000,
    };

    @Test
    void everyDocumentTakesAboutTheMediansTimeARound() {
        EqualShares shares = new EqualShares(ONE_PAGE_LIKE);
        long median = 2_050_000;   // the mean of the middle two of the sixteen, as Medians takes it
        int rounds = 100_000;
        for (int d = 0; d < ONE_PAGE_LIKE.length; d++) {
            long parses = 0;
            for (int round = 0; round < rounds; round++) {
                parses += shares.parses(d, round);
            }
            double perRound = (double) parses * ONE_PAGE_LIKE[d] / rounds / median;
            // rounding to whole parses, or to whole rounds between parses, keeps a share within a half of the median's
            assertTrue(perRound >= 2.0 / 3 && perRound <= 1.5, "document " + d + ": " + perRound + " medians a round");
        }
    }

    @Test
    void dearDocumentsTakeTurnsRatherThanComingTogether() {
        long[] times = new long[21];
        for (int d = 0; d < 11; d++) {
            times[d] = 1_000;   // the median
        }
        for (int d = 11; d < 21; d++) {
            times[d] = 10_000;   // ten times it: once every ten rounds
        }
        EqualShares shares = new EqualShares(times);
        for (int round = 0; round < 50; round++) {
            int dear = 0;
            for (int d = 11; d < 21; d++) {
                dear += shares.parses(d, round);
            }
            assertEquals(1, dear, "dear documents parsed in round " + round);
        }
    }

    @Test
    void aDearDocumentIsParsedOnceInEachStretchOfItsRounds() {
        EqualShares shares = new EqualShares(new long[] {1_000, 1_000, 7_000});
        for (int start = 0; start < 30; start++) {
            int parses = 0;
            for (int round = start; round < start + 7; round++) {
                parses += shares.parses(2, round);
            }
            assertEquals(1, parses, "rounds " + start + " to " + (start + 6));
        }
    }

    @Test
    void unknownTimesCountAsTheMedians() {
        EqualShares shares = new EqualShares(new long[] {0, -5, 1_000, 1_000, 250});
        assertEquals(1, shares.parses(0, 0));
        assertEquals(1, shares.parses(1, 3));
        assertEquals(4, shares.parses(4, 7));
        EqualShares none = new EqualShares(new long[] {0, 0});
        assertEquals(1, none.parses(1, 0));
        assertThrows(IllegalArgumentException.class, () -> shares.parses(0, -1));
    }
}
