package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The 90th percentile by nearest rank, as the one-page route table reports it (issue 27). */
class RouteFiguresTest {

    @ParameterizedTest(name = "{0} values: p90 {1}")
    @CsvSource({
        // values 1..n: the smallest value that at least 90% of them do not exceed
        "1, 1",
        "2, 2",
        "9, 9",
        "10, 9",
        "11, 10",
        "20, 18",
        "21, 19",
    })
    void nearestRank_valuesOneToN_rankCeilingOfNinetyPercent(int count, double expected) {
        // arrange
        double[] sorted = new double[count];
        for (int i = 0; i < count; i++) {
            sorted[i] = i + 1;
        }
        // act + assert
        assertEquals(expected, RouteFigures.nearestRank(sorted, RouteFigures.PERCENTILE));
    }

    @org.junit.jupiter.api.Test
    void nearestRank_noValues_rejected() {
        assertThrows(IllegalArgumentException.class, () -> RouteFigures.nearestRank(new double[0], 90));
    }
}
