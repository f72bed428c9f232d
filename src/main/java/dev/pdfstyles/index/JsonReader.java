package dev.pdfstyles.index;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict reader of JSON text (RFC 8259) into plain Java values: an object is an insertion-ordered
 * {@code Map<String, Object>}, an array a {@code List<Object>}, a string a {@code String}, a number a
 * {@link BigDecimal}, {@code true}/{@code false} a {@code Boolean} and {@code null} Java {@code null}.
 *
 * <p>Enough for tika-server's {@code /rmeta} answer, and kept here so that the converter needs nothing
 * beyond the JDK (the plugin jar brings no JSON library, and the host's may differ). Anything that is not
 * JSON, a duplicate key included, is an {@link IllegalArgumentException} that names the offset: a silently
 * repaired answer would index wrong fields.
 */
final class JsonReader {

    /**
     * Deepest nesting of arrays and objects accepted. {@code /rmeta} answers nest three deep (array, object,
     * array of values); the limit keeps a hostile input from exhausting the stack of the recursive descent.
     */
    static final int MAX_NESTING_DEPTH = 64;

    private static final int HEX_RADIX = 16;
    private static final int UNICODE_ESCAPE_DIGITS = 4;

    private final String text;
    private int position;
    private int depth;

    private JsonReader(String text) {
        this.text = text;
    }

    /** The value of the JSON text {@code json}, which must hold one value and nothing after it but whitespace. */
    static Object read(String json) {
        JsonReader reader = new JsonReader(json);
        Object value = reader.value();
        reader.skipWhitespace();
        if (reader.position != json.length()) {
            throw reader.error("text after the JSON value");
        }
        return value;
    }

    private Object value() {
        skipWhitespace();
        if (position >= text.length()) {
            throw error("a value was expected, the text ended");
        }
        char c = text.charAt(position);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + c + "'");
        }
    }

    private Map<String, Object> object() {
        enterNesting();
        position++;
        Map<String, Object> members = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            position++;
            depth--;
            return Collections.unmodifiableMap(members);
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("a member name in quotes was expected");
            }
            int nameAt = position;
            String name = string();
            skipWhitespace();
            expect(':');
            if (members.containsKey(name)) {
                position = nameAt;
                throw error("duplicate member name \"" + name + "\"");
            }
            members.put(name, value());
            skipWhitespace();
            if (peek() == ',') {
                position++;
            } else {
                expect('}');
                depth--;
                return Collections.unmodifiableMap(members);
            }
        }
    }

    private List<Object> array() {
        enterNesting();
        position++;
        List<Object> elements = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            position++;
            depth--;
            return Collections.unmodifiableList(elements);
        }
        while (true) {
            elements.add(value());
            skipWhitespace();
            if (peek() == ',') {
                position++;
            } else {
                expect(']');
                depth--;
                return Collections.unmodifiableList(elements);
            }
        }
    }

    private String string() {
        position++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (position >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(position++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                position--;
                throw error("unescaped control character U+" + String.format("%04X", (int) c) + " in a string");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (position >= text.length()) {
                throw error("unterminated escape");
            }
            char escaped = text.charAt(position++);
            switch (escaped) {
                case '"':
                case '\\':
                case '/':
                    out.append(escaped);
                    break;
                case 'b':
                    out.append('\b');
                    break;
                case 'f':
                    out.append('\f');
                    break;
                case 'n':
                    out.append('\n');
                    break;
                case 'r':
                    out.append('\r');
                    break;
                case 't':
                    out.append('\t');
                    break;
                case 'u':
                    out.append(unicodeEscape());
                    break;
                default:
                    position--;
                    throw error("invalid escape \\" + escaped);
            }
        }
    }

    private char unicodeEscape() {
        if (position + UNICODE_ESCAPE_DIGITS > text.length()) {
            throw error("truncated \\u escape");
        }
        int value = 0;
        for (int i = 0; i < UNICODE_ESCAPE_DIGITS; i++) {
            int digit = Character.digit(text.charAt(position + i), HEX_RADIX);
            if (digit < 0) {
                throw error("invalid \\u escape");
            }
            value = value * HEX_RADIX + digit;
        }
        position += UNICODE_ESCAPE_DIGITS;
        return (char) value;
    }

    private BigDecimal number() {
        int start = position;
        if (peek() == '-') {
            position++;
        }
        if (peek() == '0') {
            position++;
        } else if (!skipDigits()) {
            throw error("a digit was expected");
        }
        if (peek() == '.') {
            position++;
            if (!skipDigits()) {
                throw error("a digit was expected after the decimal point");
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            position++;
            if (peek() == '+' || peek() == '-') {
                position++;
            }
            if (!skipDigits()) {
                throw error("a digit was expected in the exponent");
            }
        }
        try {
            return new BigDecimal(text.substring(start, position));
        } catch (NumberFormatException e) {
            throw error("number out of range");
        }
    }

    private boolean skipDigits() {
        int start = position;
        while (position < text.length() && text.charAt(position) >= '0' && text.charAt(position) <= '9') {
            position++;
        }
        return position > start;
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, position)) {
            throw error("unexpected word");
        }
        position += word.length();
        return value;
    }

    private void enterNesting() {
        depth++;
        if (depth > MAX_NESTING_DEPTH) {
            throw error("nesting deeper than " + MAX_NESTING_DEPTH);
        }
    }

    private void expect(char wanted) {
        if (peek() != wanted) {
            throw error("'" + wanted + "' was expected");
        }
        position++;
    }

    /** The next character, or U+0000 at the end (never a valid character there, so every test fails). */
    private char peek() {
        return position < text.length() ? text.charAt(position) : '\0';
    }

    /** RFC 8259 section 2: only space, tab, line feed and carriage return are whitespace. */
    private void skipWhitespace() {
        while (position < text.length()) {
            char c = text.charAt(position);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            position++;
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("Not JSON: " + what + " at offset " + position);
    }
}
