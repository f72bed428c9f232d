package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StyleScoresTest {
    private static final double TEST_EPS = 1e-9;

    @ParameterizedTest(name = "[{0}] vs [{1}] {2}")
    @CsvSource(delimiter = ';', value = {
        // truth;                 output;                    style; tp; fp; fn; word recall
        "a|b b c;                  a|b b c;                    b;     1;  0;  0;  1.0",
        "a|b b c;                  a b|b c;                    b;     0;  1;  1;  1.0",
        "a|b b|b c;                a|b b c|b;                  b;     1;  1;  1;  1.0",
        "a|i b;                    x|i a b;                    i;     0;  0;  1;  1.0",
        "a|u b|u;                  a|u;                        u;     1;  0;  0;  0.5",
        "a b;                      '';                         s;     0;  0;  0;  0.0",
        "a|s b|s;                  '';                         s;     0;  0;  0;  0.0",
        "\u2014|b x;               \u2014|b x;                 b;     1;  0;  0;  1.0",
        "\u2014|b x;               -|b x;                      b;     0;  0;  0;  0.5",
        "lessee,|b;                lessee|b;                   b;     1;  0;  0;  1.0",
        "a|b|i|u|s;                a|b|i|u|s;                  s;     1;  0;  0;  1.0",
    })
    void score_table_countsOverAlignedWords(String truth, String output, String style, int tp, int fp, int fn,
            double wordRecall) {
        // arrange
        List<StyledWord> truthWords = WordLists.parse(truth);
        List<StyledWord> outputWords = WordLists.parse(output);

        // act
        StyleScores scores = StyleScores.score(truthWords, outputWords, new WordAligner());

        // assert
        Style s = Style.ofKey(style);
        assertEquals(tp, scores.truePositives(s), "tp");
        assertEquals(fp, scores.falsePositives(s), "fp");
        assertEquals(fn, scores.falseNegatives(s), "fn");
        assertEquals(wordRecall, scores.wordRecall(), TEST_EPS, "word recall");
    }

    @Test
    void ratios_someOfEach_precisionRecallF1() {
        // arrange: 2 TP, 1 FP, 3 FN
        List<StyledWord> truth = WordLists.parse("a|b b|b c d|b e|b f|b");
        List<StyledWord> output = WordLists.parse("a|b b|b c|b d e f");

        // act
        StyleScores scores = StyleScores.score(truth, output, new WordAligner());

        // assert
        assertEquals(2.0 / 3, scores.precision(Style.BOLD), TEST_EPS);
        assertEquals(2.0 / 5, scores.recall(Style.BOLD), TEST_EPS);
        assertEquals(4.0 / 8, scores.f1(Style.BOLD), TEST_EPS);
    }

    @Test
    void ratios_detectionSwitchedOff_f1ZeroPrecisionUndefined() {
        // arrange
        List<StyledWord> truth = WordLists.parse("a|b b");
        List<StyledWord> output = WordLists.parse("a b");

        // act
        StyleScores scores = StyleScores.score(truth, output, new WordAligner());

        // assert
        assertEquals(0.0, scores.f1(Style.BOLD), TEST_EPS);
        assertEquals(0.0, scores.recall(Style.BOLD), TEST_EPS);
        assertTrue(Double.isNaN(scores.precision(Style.BOLD)));
        assertTrue(scores.hasNoEvidence(Style.ITALIC));
        assertTrue(Double.isNaN(scores.f1(Style.ITALIC)));
    }

    @Test
    void plus_twoFiles_sumsCountsNotRatios() {
        // arrange
        StyleScores first = StyleScores.score(WordLists.parse("a|b"), WordLists.parse("a|b"), new WordAligner());
        StyleScores second = StyleScores.score(WordLists.parse("a|b b c d"), WordLists.parse("a b c"),
                new WordAligner());

        // act
        StyleScores sum = first.plus(second);
        StyleScores reversed = second.plus(first);

        // assert
        assertEquals(1, sum.truePositives(Style.BOLD));
        assertEquals(1, sum.falseNegatives(Style.BOLD));
        assertEquals(4.0 / 5, sum.wordRecall(), TEST_EPS);
        assertEquals(5, sum.truthWords());
        assertEquals(4, sum.outputWords());
        assertEquals(sum.f1(Style.BOLD), reversed.f1(Style.BOLD), TEST_EPS);
        assertEquals(sum.wordRecall(), reversed.wordRecall(), TEST_EPS);
    }

    @Test
    void empty_noWords_wordRecallUndefined() {
        assertTrue(Double.isNaN(StyleScores.empty().wordRecall()));
    }

    @Test
    void nothingFound_truth_everyWordMissed() {
        // act
        StyleScores scores = StyleScores.nothingFound(WordLists.parse("a|b b"));

        // assert
        assertEquals(0.0, scores.wordRecall(), TEST_EPS);
        assertEquals(2, scores.truthWords());
    }

    @Test
    void score_alignmentOfOtherLength_throwsIllegalArgument() {
        WordAligner.Alignment alignment = new WordAligner().alignWords(WordLists.parse("a"), WordLists.parse("a"));
        assertThrows(IllegalArgumentException.class,
                () -> StyleScores.score(WordLists.parse("a b"), WordLists.parse("a"), alignment));
    }
}
