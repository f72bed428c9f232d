package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WordAlignerTest {
    /**
     * A hang detector, not a speed check (issue 24): the table fill for 3000 x 3000 words takes well under a
     * second, and {@link WordAligner#MAX_TABLE_CELLS} bounds every table, so only a loop that never ends
     * takes this long.
     */
    private static final Duration HANG_LIMIT = Duration.ofSeconds(60);

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
        "lessee,;          lessee",
        "The;              The",
        "\u201Cquoted\u201D; quoted",
        "\uFB01ne;         fine",
        "e.g.;             eg",
        "\u2014;           \u2014",
        "...;              ...",
        "\u2026;           ...",
        "(1);              1",
        "\uFF21;           A",
    })
    void matchKey_table_normalisedKey(String word, String expected) {
        assertEquals(expected, WordAligner.matchKey(word));
    }

    @ParameterizedTest(name = "[{0}] vs [{1}]")
    @CsvSource(delimiter = ';', value = {
        // truth;            output;               truth index -> output index, '.' unaligned
        "a b c;              a b c;                0 1 2",
        "a b c;              a x b c;              0 2 3",
        "a b c;              a c;                  0 . 1",
        "a b c;              '';                   . . .",
        "'';                 a b;                  ''",
        "The lessee,;        The lessee;           0 1",
        "a \u2014 b;         a - b;                0 . 2",
        "a \u2014 b;         a \u2014 b;           0 1 2",
        "a b a b;            b a b a;              . 0 1 2",
        "x y z;              z y x;                . . 0",
        "case Case;          Case case;            . 0",
    })
    void alignWords_table_lcsPairs(String truth, String output, String expected) {
        // arrange
        List<StyledWord> truthWords = WordLists.parse(truth);
        List<StyledWord> outputWords = WordLists.parse(output);

        // act
        WordAligner.Alignment alignment = new WordAligner().alignWords(truthWords, outputWords);

        // assert
        assertEquals(expected.trim(), describe(alignment));
    }

    @Test
    void alignWords_overLimitWithUniqueAnchors_sameAsExact() {
        // arrange
        List<StyledWord> truth = WordLists.parse("a b c d e f g h i j");
        List<StyledWord> output = WordLists.parse("a x c d y f g z i j q");

        // act
        WordAligner.Alignment exact = new WordAligner().alignWords(truth, output);
        WordAligner.Alignment banded = new WordAligner(4).alignWords(truth, output);

        // assert
        assertEquals(describe(exact), describe(banded));
        assertEquals(0, banded.truthWordsSkippedByLimit());
    }

    @Test
    void alignWords_overLimitWithoutAnchors_countsSkippedWords() {
        // arrange: no common prefix or suffix and no word unique on both sides
        List<StyledWord> truth = WordLists.parse("x y x y");
        List<StyledWord> output = WordLists.parse("y x y x");

        // act
        WordAligner.Alignment alignment = new WordAligner(4).alignWords(truth, output);

        // assert
        assertEquals(". . . .", describe(alignment));
        assertEquals(4, alignment.truthWordsSkippedByLimit());
    }

    @Test
    void alignWords_threeThousandWordsWithEdits_exact() {
        // arrange: every 7th truth word dropped, a new word after every 11th, from a small vocabulary so the
        // common prefix/suffix trim cannot do the work
        Random random = new Random(3);
        List<StyledWord> truth = new ArrayList<>();
        List<StyledWord> output = new ArrayList<>();
        int dropped = 0;
        for (int index = 0; index < 3000; index++) {
            StyledWord word = StyledWord.of("w" + random.nextInt(50));
            truth.add(word);
            if (index % 7 == 3) {
                dropped++;
            } else {
                output.add(word);
            }
            if (index % 11 == 5) {
                output.add(StyledWord.of("extra" + index));
            }
        }
        int expectedAligned = truth.size() - dropped;

        // act
        WordAligner.Alignment alignment = assertTimeoutPreemptively(HANG_LIMIT,
                () -> new WordAligner().alignWords(truth, output));

        // assert
        assertEquals(expectedAligned, alignment.alignedCount());
    }

    @Test
    void alignWords_twentyThousandWordsOverTableLimit_anchoredSplitStillExact() {
        // arrange: a vocabulary large enough that many words occur once, as in real text
        Random random = new Random(5);
        List<StyledWord> truth = new ArrayList<>();
        List<StyledWord> output = new ArrayList<>();
        int dropped = 0;
        for (int index = 0; index < 20_000; index++) {
            StyledWord word = StyledWord.of("w" + random.nextInt(8_000));
            truth.add(word);
            if (index % 13 == 3) {
                dropped++;
            } else {
                output.add(word);
            }
            if (index % 17 == 5) {
                output.add(StyledWord.of("extra" + index));
            }
        }
        int expectedAligned = truth.size() - dropped;

        // act
        WordAligner.Alignment alignment = assertTimeoutPreemptively(HANG_LIMIT,
                () -> new WordAligner().alignWords(truth, output));

        // assert
        assertEquals(expectedAligned, alignment.alignedCount());
        assertEquals(0, alignment.truthWordsSkippedByLimit());
    }

    @Test
    void new_zeroLimit_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> new WordAligner(0));
    }

    private static String describe(WordAligner.Alignment alignment) {
        StringJoiner out = new StringJoiner(" ");
        for (int t = 0; t < alignment.truthLength(); t++) {
            int o = alignment.outputIndexOf(t);
            out.add(o == WordAligner.Alignment.UNALIGNED ? "." : Integer.toString(o));
        }
        return out.toString();
    }
}
