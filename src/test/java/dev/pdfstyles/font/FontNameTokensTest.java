package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * FontNameTokens against the regular expressions it is written to equal: the same answer on every font name
 * of the labelled corpus and Tika's test PDFs (font-names.txt, taken from the verdict listing), on the
 * classifier's test names, and on random strings over the characters the expressions treat specially.
 */
class FontNameTokensTest {
    private static final Pattern SUBSET_TAG = Pattern.compile("^[A-Z]{6}\\+");
    private static final Pattern INSTANCE_SUFFIX = Pattern.compile("~[0-9A-Fa-f]+$");
    private static final Pattern PART_SEPARATORS = Pattern.compile("[-_,+.\\s]+");
    private static final Pattern WORD_BOUNDARY = Pattern.compile(
            "(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])");
    private static final Pattern WEIGHT_SEPARATORS = Pattern.compile("[\\s_\\-]+");

    /** Random strings compared: enough to meet every pair of special characters many times. */
    private static final int RANDOM_STRINGS = 50_000;
    /** Longest random string: longer than any separator or boundary pattern needs. */
    private static final int MAX_RANDOM_LENGTH = 14;
    /** Fixed seed: a failure must be reproducible. */
    private static final long SEED = 20261130L;
    /**
     * Characters the expressions treat specially, with neighbours: capitals and hex letters, digits, every
     * separator, '~', the line terminators a {@code $} looks past, and non-ASCII letters with case mappings.
     */
    private static final String ALPHABET = "ABCFGZabcfgzMmSs09+-_,. \t\n\r\u000B\f~\u0085\u2028\u2029"
            + "\u0130\u017F\u212A\u00DF";

    private static final String[] EXTRA_NAMES = {
        "", " ", "-", "---", "-Bold", "Bold-", "Arial,BoldItalic", "ABCDEF+", "ABCDEF+Arial", "ABCDE+Arial",
        "abcdef+Arial", "ABCDEFG+Arial", "NJJJTM+CMR6~5c", "YDQBHA+CMBX10~4a", "CMR6~", "CMR6~5g", "CMR6~5c~4a",
        "a~b~5c", "CMR6~5c\r\n", "CMR6~5c\n", "CMR6~5c\r", "CMR6~5c\u0085", "CMR6~5c\u2028x", "CMR6~5c\n\n",
        "TimesNewRomanPS-BoldItalicMT", "MTExtra", "HelveticaNeueLTStd-BdIt", "ABCdef", "aBC", "A1b2C3", "msam10",
        "MSBM7", "Times  New\tRoman", "a..b", ".a.", "Semi Bold", "Demi-Bold", "Bold_Italic"};

    @Test
    void allMethods_corpusNames_sameAsRegex() throws IOException {
        // arrange
        List<String> names = corpusNames();
        // act + assert
        assertTrue(names.size() > 200, "font-names.txt has " + names.size() + " names");
        for (String name : names) {
            assertSameAsRegex(name);
        }
    }

    @Test
    void allMethods_extraNames_sameAsRegex() {
        for (String name : EXTRA_NAMES) {
            assertSameAsRegex(name);
        }
    }

    @Test
    void allMethods_randomStrings_sameAsRegex() {
        // arrange
        Random random = new Random(SEED);
        for (int n = 0; n < RANDOM_STRINGS; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(MAX_RANDOM_LENGTH + 1);
            for (int i = 0; i < length; i++) {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            // act + assert
            assertSameAsRegex(text.toString());
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "TimesNewRomanPS-BoldItalicMT | TimesNewRomanPS/BoldItalicMT | Times/New/Roman/PS-Bold/Italic/MT",
        "'Arial,BoldIt'               | Arial/BoldIt                 | 'Arial,Bold/It'",
        "-Bold-                       | /Bold                        | -Bold-",
        "CMR10                        | CMR10                        | CMR/10",
        "MTExtra                      | MTExtra                      | MT/Extra"})
    void splitPartsAndWords_examples_asDocumented(String text, String parts, String words) {
        // act
        String gotParts = String.join("/", FontNameTokens.splitParts(text));
        String gotWords = String.join("/", FontNameTokens.splitWords(text));
        // assert
        assertEquals(parts, gotParts);
        assertEquals(words, gotWords);
    }

    private static void assertSameAsRegex(String text) {
        String shown = "'" + text.replace("\n", "\\n").replace("\r", "\\r") + "'";
        assertEquals(SUBSET_TAG.matcher(text).replaceFirst(""), FontNameTokens.stripSubsetTag(text), shown);
        assertEquals(INSTANCE_SUFFIX.matcher(text).replaceFirst(""), FontNameTokens.stripInstanceSuffix(text), shown);
        assertArrayEquals(PART_SEPARATORS.split(text), FontNameTokens.splitParts(text), shown);
        assertArrayEquals(WORD_BOUNDARY.split(text), FontNameTokens.splitWords(text), shown);
        assertEquals(WEIGHT_SEPARATORS.matcher(text).replaceAll(""), WeightWords.withoutSeparators(text), shown);
        for (int from = 0; from <= text.length(); from++) {
            String tail = text.substring(from);
            assertEquals(tail.matches("[a-z]+"), FontNameTokens.isLowerLettersFrom(text, from), shown + from);
            assertEquals(tail.matches("[0-9]+"), FontNameTokens.isDigitsFrom(text, from), shown + from);
        }
    }

    private static List<String> corpusNames() throws IOException {
        try (InputStream in = FontNameTokensTest.class.getResourceAsStream("font-names.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new ArrayList<>(Arrays.asList(text.split("\n")));
        }
    }
}
