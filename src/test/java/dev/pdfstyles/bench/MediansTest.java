package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MediansTest {

    private static final double TEST_EPS = 1e-9;

    @ParameterizedTest
    @CsvSource({
        "7, 7",
        "3 1 2, 2",
        "4 1 3 2, 2",
        "10 1000 20, 20",
        "5 5 5 100, 5",
    })
    void ofLongs_values_middleOrLowerMeanOfMiddleTwo(String values, long expected) {
        // arrange
        List<Long> list = parse(values);
        // act
        long median = Medians.ofLongs(list, Long::longValue);
        // assert
        assertEquals(expected, median);
    }

    @ParameterizedTest
    @CsvSource({
        "1.5, 1.5",
        "3 1 2, 2",
        "4 1 3 2, 2.5",
        "0.5 9 1.5, 1.5",
    })
    void ofDoubles_values_middleOrMeanOfMiddleTwo(String values, double expected) {
        List<Double> list = new ArrayList<>();
        for (String v : values.split(" ")) {
            list.add(Double.parseDouble(v));
        }
        assertEquals(expected, Medians.ofDoubles(list, Double::doubleValue), TEST_EPS);
    }

    @Test
    void ofLongs_empty_rejected() {
        assertThrows(IllegalArgumentException.class, () -> Medians.ofLongs(Collections.<Long>emptyList(),
                Long::longValue));
    }

    private static List<Long> parse(String values) {
        List<Long> list = new ArrayList<>();
        for (String v : values.split(" ")) {
            list.add(Long.parseLong(v));
        }
        return list;
    }
}
