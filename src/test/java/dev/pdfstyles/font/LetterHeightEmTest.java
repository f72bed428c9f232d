package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LetterHeightEmTest {

    @ParameterizedTest(name = "letters at {0} times their usual height: scale {1}")
    @CsvSource({
        "1.0,  1.0",
        "1.9,  1.0",    // the tallest letters of fonts drawn to their em stay as they are
        "0.6,  1.0",
        "2.1,  2.1",
        "10.0, 10.0",   // Ghostscript's rewritten Type 3 fonts
        "0.1,  0.1",
    })
    void scale_lettersAtAMultipleOfTheirUsualHeight_thatMultipleOutsideTheBand(double multiple, double expected) {
        // arrange: an ascender letter, two x-height letters and a capital, all at the same multiple
        List<Double> heights = List.of(LetterHeightEm.ASCENDER_HEIGHT_EM * multiple,
                LetterHeightEm.X_HEIGHT_EM * multiple, LetterHeightEm.X_HEIGHT_EM * multiple,
                LetterHeightEm.ASCENDER_HEIGHT_EM * multiple);
        // act
        double scale = LetterHeightEm.scale("lnmH", heights);
        // assert
        assertEquals(expected, scale, 1e-9);
    }

    @Test
    void scale_oneOddLetter_theMedianDecides() {
        // arrange: DoulosSIL's l, n, m as Ghostscript rewrote them (7.26, 4.91, 4.91 em) and a swash 'h' 40 em tall
        List<Double> heights = List.of(7.26, 4.91, 4.91, 40.0);
        // act
        double scale = LetterHeightEm.scale("lnmh", heights);
        // assert: the median of 10.52, 10.45, 10.45 and 58
        assertEquals((4.91 / LetterHeightEm.X_HEIGHT_EM + 7.26 / LetterHeightEm.ASCENDER_HEIGHT_EM) / 2, scale, 1e-9);
    }

    @Test
    void scale_nothingMeasurable_one() {
        // act / assert
        assertEquals(1.0, LetterHeightEm.scale("", List.of()), 0);
        assertEquals(1.0, LetterHeightEm.scale("ln", List.of(0.0, Double.NaN)), 0);
    }
}
