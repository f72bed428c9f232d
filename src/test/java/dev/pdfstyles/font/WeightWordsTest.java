package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.FontEvidenceSettings;

class WeightWordsTest {
    @ParameterizedTest(name = "Weight ''{0}'' -> {1}")
    @CsvSource({
        "Thin, 100", "ExtraLight, 200", "Light, 300",
        "Regular, 400", "Book, 400", "Roman, 400", "Normal, 400",
        // Helvetica's base-14 AFM says Medium: just under the 600 default
        "Medium, 500",
        "Demi, 600", "Semibold, 600", "Semi Bold, 600", "Demi-Bold, 600", "DemiBold, 600",
        "Bold, 700", "BOLD, 700", "bold, 700", "Bold Italic, 700",
        "ExtraBold, 800", "Ultra Bold, 800",
        "Heavy, 900", "Black, 900",
        "'', 0", "Italic, 0", "Wide, 0", "Fantasy, 0",
    })
    void weightOfString_weightString_givesWeight(String text, int expected) {
        assertEquals(expected, WeightWords.weightOfString(text));
    }

    @ParameterizedTest(name = "Weight ''{0}'' with threshold 600 bold={1}")
    @CsvSource({"Medium, false", "Semibold, true", "Book, false", "Bold, true"})
    void weightOfString_aroundDefaultThreshold_boldOnlyFrom600(String text, boolean bold) {
        // arrange
        FontVerdict verdict = new FontVerdict(WeightWords.weightOfString(text), Tristate.NO, "");
        // act / assert
        if (bold) {
            assertTrue(verdict.isBold(FontEvidenceSettings.DEFAULT_MIN_BOLD_WEIGHT));
        } else {
            assertFalse(verdict.isBold(FontEvidenceSettings.DEFAULT_MIN_BOLD_WEIGHT));
        }
    }
}
