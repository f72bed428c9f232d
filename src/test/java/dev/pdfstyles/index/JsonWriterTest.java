package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.ObjectMapper;

class JsonWriterTest {

    /** An independent JSON implementation as the judge of what was written. */
    private static final ObjectMapper JACKSON = new ObjectMapper();

    private static String quoted(String value) {
        StringBuilder out = new StringBuilder();
        JsonWriter.appendString(out, value);
        return out.toString();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "plain            | `\"plain\"`",
        "`q\"b\\s`        | `\"q\\\"b\\\\s\"`",
        "`a\nb\rc\td`     | `\"a\\nb\\rc\\td\"`",
        "`\b\f`           | `\"\\b\\f\"`",
        "`\u0001\u001f`   | `\"\\u0001\\u001f\"`",
        "`\u2028\u2029`   | `\"\\u2028\\u2029\"`",
        "`\u00e9\u20ac`   | `\"\u00e9\u20ac\"`",
        "`/`              | `\"/\"`",
    })
    void appendString_table_escapedForJsonOnOneLine(String value, String expected) {
        assertEquals(expected, quoted(value));
    }

    @Test
    void appendString_surrogatePair_keptAsIs() {
        assertEquals("\"\ud83d\ude00\"", quoted("\ud83d\ude00"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\ud800", "a\udc00b", "\ude00\ud83d"})
    void appendString_loneSurrogate_replaced(String value) {
        assertFalse(quoted(value).chars().anyMatch(c -> Character.isSurrogate((char) c)), quoted(value));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Rental agreement\nThis agreement", "tab\there \"quoted\" back\\slash",
        "\u0000\u0007\u001b control", "\u00e9t\u00e9 \u4e2d\u6587 \u05e2\u05d1\u05e8\u05d9\u05ea \ud83d\ude00",
        "line\u2028separator\u2029paragraph", "</script><!--"})
    void appendString_anyText_jacksonReadsItBackOnOneLine(String value) throws Exception {
        // act
        String json = quoted(value);

        // assert
        assertEquals(value, JACKSON.readValue(json, String.class));
        assertFalse(json.contains("\n") || json.contains("\r"), json);
    }

    @Test
    void appendObject_singleAndManyValues_stringOrArray() throws Exception {
        // arrange
        Map<String, List<String>> members = new LinkedHashMap<>();
        members.put("title", List.of("One"));
        members.put("parsed_by", List.of("a", "b"));
        members.put("bold", List.of("only run"));

        // act
        StringBuilder out = new StringBuilder();
        JsonWriter.appendObject(out, members, Set.of("bold"));

        // assert
        assertEquals("{\"title\":\"One\",\"parsed_by\":[\"a\",\"b\"],\"bold\":[\"only run\"]}", out.toString());
        assertEquals(Map.of("title", "One", "parsed_by", List.of("a", "b"), "bold", List.of("only run")),
                JACKSON.readValue(out.toString(), Map.class));
    }
}
