package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonReaderTest {

    @Test
    void read_rmetaShape_mapsListsAndStrings() {
        // act
        Object value = JsonReader.read(" [ {\"X-TIKA:content\":\"<p>a</p>\", \"X-TIKA:Parsed-By\":[\"p\",\"q\"]} ]\n");

        // assert
        assertEquals(List.of(Map.of("X-TIKA:content", "<p>a</p>", "X-TIKA:Parsed-By", List.of("p", "q"))), value);
    }

    @Test
    void read_object_keepsMemberOrder() {
        // act
        Map<?, ?> object = (Map<?, ?>) JsonReader.read("{\"z\":1,\"a\":2,\"m\":3}");

        // assert
        assertEquals(List.of("z", "a", "m"), List.copyOf(object.keySet()));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`\"plain\"`                 | plain",
        "`\"q\\\"b\\\\s\\/\"`        | `q\"b\\s/`",
        "`\"\\u00e9\\u20AC\"`        | \u00e9\u20ac",
        "`\"\\ud83d\\ude00\"`        | \ud83d\ude00",
        "`\"tab\\tnl\\ncr\\r\"`      | `tab\tnl\ncr\r`",
        "`\"\\b\\f\"`                | `\b\f`",
    })
    void read_strings_escapesDecoded(String json, String expected) {
        assertEquals(expected, JsonReader.read(json));
    }

    @Test
    void read_literalsAndNumbers_typed() {
        // act
        List<?> values = (List<?>) JsonReader.read("[true,false,null,0,-12,3.5,1e3,-2.5E-2]");

        // assert
        assertEquals(Arrays.asList(Boolean.TRUE, Boolean.FALSE, null, new BigDecimal("0"), new BigDecimal("-12"),
                new BigDecimal("3.5"), new BigDecimal("1e3"), new BigDecimal("-2.5E-2")), values);
    }

    @Test
    void read_nullAlone_null() {
        assertNull(JsonReader.read("null"));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "``                          | a value was expected, the text ended",
        "`[1,]`                      | unexpected character ']'",
        "`{\"a\":1,}`                | a member name in quotes was expected",
        "`{\"a\" 1}`                 | ':' was expected",
        "`{\"a\":1,\"a\":2}`         | duplicate member name \"a\"",
        "`[1 2]`                     | ']' was expected",
        "`\"open`                    | unterminated string",
        "`\"bad \\x escape\"`        | invalid escape \\x",
        "`\"\\u12zz\"`               | invalid \\u escape",
        "`\"\\u12`                   | truncated \\u escape",
        "`01`                        | text after the JSON value",
        "`-`                         | a digit was expected",
        "`1.`                        | a digit was expected after the decimal point",
        "`1e`                        | a digit was expected in the exponent",
        "`tru`                       | unexpected word",
        "`[] []`                     | text after the JSON value",
        "`'single'`                  | unexpected character ''' ",
        "`{\"a\":1`                  | '}' was expected",
        "`1e99999999999`             | number out of range",
    })
    void read_notJson_illegalArgumentNamingTheProblem(String json, String problem) {
        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReader.read(json));

        // assert
        assertTrue(e.getMessage().startsWith("Not JSON: " + problem.strip() + " at offset "), e.getMessage());
    }

    @Test
    void read_rawControlCharacterInString_refused() {
        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> JsonReader.read("\"line\nbreak\""));

        // assert
        assertEquals("Not JSON: unescaped control character U+000A in a string at offset 5", e.getMessage());
    }

    @Test
    void read_nestingAtTheLimit_read() {
        // arrange
        String json = "[".repeat(JsonReader.MAX_NESTING_DEPTH) + "]".repeat(JsonReader.MAX_NESTING_DEPTH);

        // act + assert
        assertTrue(JsonReader.read(json) instanceof List);
    }

    @Test
    void read_nestingPastTheLimit_refusedWithoutStackOverflow() {
        // arrange: deep enough that unbounded recursion would overflow the stack
        int depth = 100_000;
        String json = "[".repeat(depth) + "]".repeat(depth);

        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReader.read(json));

        // assert
        assertTrue(e.getMessage().contains("nesting deeper than " + JsonReader.MAX_NESTING_DEPTH), e.getMessage());
    }
}
