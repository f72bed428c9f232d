package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MarkdownReportTest {
    private static AccuracyEvaluation.FileResult file(String name, String generator, String truth, String output) {
        StyleScores scores = StyleScores.score(WordLists.parse(truth), WordLists.parse(output), new WordAligner());
        return new AccuracyEvaluation.FileResult(name, generator, "plain", scores, "P", null);
    }

    @Test
    void render_twoFiles_tablesWithDashForNoEvidence() {
        // arrange
        AccuracyEvaluation evaluation = AccuracyEvaluation.of("tika", List.of(
                file("a/x.pdf", "gen-a", "a|b b c|i", "a|b b c"),
                file("b/y.pdf", "gen-b", "d e|b", "d e|b f")));

        // act
        String markdown = MarkdownReport.render(evaluation);

        // assert
        assertTrue(markdown.contains("| b | 1.000 | 1.000 | 1.000 | 2 | 0 | 0 |"), markdown);
        assertTrue(markdown.contains("| i | - | 0.000 | 0.000 | 0 | 0 | 1 |"), markdown);
        assertTrue(markdown.contains("| a/x.pdf | gen-a | plain | 3 | 1.000 | 1.000 | 0.000 | - | - |"), markdown);
        assertTrue(markdown.contains("| gen-b | 2 | 1.000 | 1.000 | - | - | - |"), markdown);
        assertTrue(markdown.contains("Word recall: 1.000 (5 of 5 truth words aligned; 6 output words)."), markdown);
    }

    @ParameterizedTest
    @CsvSource({"0.5, 0.500", "1, 1.000", "0.12345, 0.123", "NaN, -"})
    void ratio_table_threeDecimalsOrDash(double value, String expected) {
        assertEquals(expected, MarkdownReport.ratio(value));
    }
}
