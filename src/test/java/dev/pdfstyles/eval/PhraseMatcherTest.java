package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PhraseMatcherTest {
    /** The match's words with their styles, in {@link WordLists} notation. */
    private static String notation(PhraseMatcher.Match match) {
        List<String> tokens = new ArrayList<>();
        for (int index = 0; index < match.words().size(); index++) {
            tokens.add(StyledWord.of(match.words().get(index), match.stylesOf(index).toArray(new Style[0]))
                    .toString().replace('/', '|'));
        }
        return String.join(" ", tokens);
    }

    @ParameterizedTest(name = "[{index}] {1} in [{0}]")
    @CsvSource(delimiter = ';', value = {
        // page words;                         phrase;                 occurrence; expected words and styles
        "The lessee|b shall;                    lessee;                 1;  lessee|b",
        "The lessee|b shall;                    The lessee;             1;  The lessee|b",
        "a x|u y|u b;                           x y;                    1;  x|u y|u",
        // the output's word splitting does not matter
        "Thunder|u+bird|u+,[10];                Thunderbird;            1;  Thunderbird|u",
        "Thunder|u bird|u;                      Thunderbird;            1;  Thunderbird|u",
        "Termsand|b;                            Terms and;              1;  Terms|b and|b",
        // half of a word's key characters carry a style: the word has it (FORMAT.md)
        "bo|b ld;                               bold;                   1;  bold|b",
        "b|b old;                               bold;                   1;  bold",
        // NFKC and punctuation ignored: the ligature fi matches f i, the comma is not a key character
        "\uFB01ne|i+,;                          fine;                   1;  fine|i",
        "lessee|b+,;                            lessee;                 1;  lessee|b",
        // punctuation-only phrase words are not scored
        "Nov.|b 3 – SSC;                       Nov. 3 – SSC;           1;  Nov.|b 3 SSC",
        // occurrences are counted in output order
        "the plain the|s struck;                the;                    2;  the|s",
        // a whole-word occurrence is preferred to one inside a word
        "within|b in;                           in;                     1;  in",
        "within|b;                              in;                     1;  in|b",
    })
    void find_table_wordsAndStyles(String pageWords, String phrase, int occurrence, String expected) {
        // arrange
        PageText page = PageText.ofWords(pageWords);

        // act
        Optional<PhraseMatcher.Match> match = PhraseMatcher.find(page, phrase, occurrence);

        // assert
        assertTrue(match.isPresent(), "found");
        assertEquals(expected, notation(match.get()));
    }

    @Test
    void find_fewerOccurrencesThanAsked_empty() {
        // arrange
        PageText page = PageText.ofWords("the plain the|s struck");

        // act
        Optional<PhraseMatcher.Match> match = PhraseMatcher.find(page, "the", 3);

        // assert
        assertFalse(match.isPresent());
    }

    @Test
    void find_absentPhrase_empty() {
        // act
        Optional<PhraseMatcher.Match> match = PhraseMatcher.find(PageText.ofWords("a b c"), "d", 1);

        // assert
        assertFalse(match.isPresent());
    }

    @Test
    void find_twoOccurrences_countAndContextSayWhich() {
        // arrange
        PageText page = PageText.ofWords("x the y the|s z");

        // act
        PhraseMatcher.Match match = PhraseMatcher.find(page, "the", 2).orElseThrow();

        // assert
        assertEquals(2, match.occurrences());
        assertEquals("xthey[the]z", match.context());
        assertTrue(match.isWordAligned());
    }

    @Test
    void find_insideWordOnly_notWordAligned() {
        // act
        PhraseMatcher.Match match = PhraseMatcher.find(PageText.ofWords("within"), "in", 1).orElseThrow();

        // assert
        assertFalse(match.isWordAligned());
    }

    @ParameterizedTest(name = "[{index}] ''{0}'' occurrence {1}")
    @CsvSource(delimiter = ';', value = {
        "–;      1",
        "'  ';   1",
        "a;      0",
    })
    void find_badArguments_throwNamingTheValue(String phrase, int occurrence) {
        // arrange
        PageText page = PageText.ofWords("a b");

        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PhraseMatcher.find(page, phrase, occurrence));

        // assert
        assertTrue(e.getMessage().contains(occurrence < 1 ? "occurrence" : "phrase"), e.getMessage());
    }
}
