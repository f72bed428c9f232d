package dev.pdfstyles.index;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes JSON strings, string arrays and flat objects of them (RFC 8259), on one line: every control
 * character is escaped, so a value with line breaks (page text always has them) never breaks a
 * newline-delimited stream such as Elasticsearch's bulk body.
 */
final class JsonWriter {

    private static final char[] HEX_DIGITS = "0123456789abcdef".toCharArray();
    /** U+FFFD in place of a lone surrogate, which is no Unicode character and which UTF-8 cannot encode. */
    private static final char REPLACEMENT_CHARACTER = '\uFFFD';
    private static final int NIBBLE_BITS = 4;
    private static final int NIBBLE_MASK = 0xF;
    private static final int FIRST_PRINTABLE = 0x20;

    private JsonWriter() {
    }

    /**
     * Appends an object whose members are strings: a member with one value is written as a string,
     * one with several as an array, except that the members named in {@code alwaysArrays} are always
     * arrays (a field that is multi-valued by nature keeps one JSON type in every document).
     */
    static void appendObject(StringBuilder out, Map<String, List<String>> members, Set<String> alwaysArrays) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, List<String>> member : members.entrySet()) {
            if (!first) {
                out.append(',');
            }
            first = false;
            appendString(out, member.getKey());
            out.append(':');
            List<String> values = member.getValue();
            if (values.size() == 1 && !alwaysArrays.contains(member.getKey())) {
                appendString(out, values.get(0));
            } else {
                appendArray(out, values);
            }
        }
        out.append('}');
    }

    static void appendArray(StringBuilder out, List<String> values) {
        out.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            appendString(out, values.get(i));
        }
        out.append(']');
    }

    /** Appends {@code value} in quotes, with {@code "}, {@code \}, control characters and U+2028/U+2029 escaped. */
    static void appendString(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"':
                    out.append("\\\"");
                    break;
                case '\\':
                    out.append("\\\\");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                case '\b':
                    out.append("\\b");
                    break;
                case '\f':
                    out.append("\\f");
                    break;
                case '\u2028':
                case '\u2029':
                    // Valid in JSON, but line terminators to JavaScript and to some line-oriented readers.
                    appendUnicodeEscape(out, c);
                    break;
                default:
                    if (c < FIRST_PRINTABLE) {
                        appendUnicodeEscape(out, c);
                    } else if (Character.isHighSurrogate(c) && i + 1 < value.length()
                            && Character.isLowSurrogate(value.charAt(i + 1))) {
                        out.append(c).append(value.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        out.append(REPLACEMENT_CHARACTER);
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }

    private static void appendUnicodeEscape(StringBuilder out, char c) {
        out.append("\\u");
        for (int shift = 3 * NIBBLE_BITS; shift >= 0; shift -= NIBBLE_BITS) {
            out.append(HEX_DIGITS[(c >> shift) & NIBBLE_MASK]);
        }
    }
}
