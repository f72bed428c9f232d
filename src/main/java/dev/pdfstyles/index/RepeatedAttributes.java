package dev.pdfstyles.index;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Drops the second and later copies of an attribute within one start tag, which XML forbids and every
 * XML parser rejects. Tika 3.3.1's PDF parser, stock and styled alike, writes them: when a PDF has several
 * attached files, each attachment's {@code <div>} repeats the {@code class} and {@code id} attributes of
 * the ones before it ({@code <div source="attachment" class="embedded" id="Test.txt" class="embedded"
 * id="TestMac.txt" />}, Tika's own {@code testPDF_multiFormatEmbFiles.pdf}). The first copy is kept, as an
 * HTML parser would keep it; nothing else is changed, and text without a repeat is returned as it is.
 *
 * <p>Only tags are looked at: comments, CDATA sections, processing instructions and declarations are
 * copied unread, and anything that does not lex as a tag is copied for the XML parser to judge.
 */
final class RepeatedAttributes {

    private RepeatedAttributes() {
    }

    static String dropRepeats(String xml) {
        StringBuilder out = null;
        int copiedUpTo = 0;
        int position = 0;
        while (true) {
            int open = xml.indexOf('<', position);
            if (open < 0 || open + 1 >= xml.length()) {
                break;
            }
            char next = xml.charAt(open + 1);
            if (next == '!' || next == '?' || next == '/') {
                position = endOfMarkup(xml, open);
                continue;
            }
            StartTag tag = StartTag.lex(xml, open);
            if (tag == null) {
                position = open + 1;
                continue;
            }
            if (!tag.repeats.isEmpty()) {
                if (out == null) {
                    out = new StringBuilder(xml.length());
                }
                for (int[] repeat : tag.repeats) {
                    out.append(xml, copiedUpTo, repeat[0]);
                    copiedUpTo = repeat[1];
                }
            }
            position = tag.end;
        }
        if (out == null) {
            return xml;
        }
        return out.append(xml, copiedUpTo, xml.length()).toString();
    }

    /** Where the comment, CDATA section, processing instruction, declaration or end tag at {@code open} ends. */
    private static int endOfMarkup(String xml, int open) {
        String terminator;
        if (xml.startsWith("<!--", open)) {
            terminator = "-->";
        } else if (xml.startsWith("<![CDATA[", open)) {
            terminator = "]]>";
        } else if (xml.startsWith("<?", open)) {
            terminator = "?>";
        } else {
            terminator = ">";
        }
        int end = xml.indexOf(terminator, open + 2);
        return end < 0 ? xml.length() : end + terminator.length();
    }

    /** A lexed start tag: where it ends, and the spans (whitespace before included) of repeated attributes. */
    private static final class StartTag {
        final int end;
        final List<int[]> repeats;

        private StartTag(int end, List<int[]> repeats) {
            this.end = end;
            this.repeats = repeats;
        }

        /** The start tag at {@code open}, or {@code null} if the text there does not lex as one. */
        static StartTag lex(String xml, int open) {
            int position = skipName(xml, open + 1);
            if (position == open + 1) {
                return null;
            }
            Set<String> seen = new HashSet<>();
            List<int[]> repeats = new ArrayList<>();
            while (true) {
                int attributeStart = position;
                position = skipWhitespace(xml, position);
                if (position >= xml.length()) {
                    return null;
                }
                if (xml.startsWith("/>", position) || xml.charAt(position) == '>') {
                    return new StartTag(xml.indexOf('>', position) + 1, repeats);
                }
                int nameStart = position;
                position = skipName(xml, position);
                if (position == nameStart || nameStart == attributeStart) {
                    return null;
                }
                String name = xml.substring(nameStart, position);
                position = skipWhitespace(xml, position);
                if (position >= xml.length() || xml.charAt(position) != '=') {
                    return null;
                }
                position = skipWhitespace(xml, position + 1);
                if (position >= xml.length() || (xml.charAt(position) != '"' && xml.charAt(position) != '\'')) {
                    return null;
                }
                int close = xml.indexOf(xml.charAt(position), position + 1);
                if (close < 0) {
                    return null;
                }
                position = close + 1;
                if (!seen.add(name)) {
                    repeats.add(new int[] {attributeStart, position});
                }
            }
        }

        private static int skipName(String xml, int position) {
            while (position < xml.length()) {
                char c = xml.charAt(position);
                if (Character.isWhitespace(c) || c == '=' || c == '>' || c == '/' || c == '<' || c == '"' || c == '\'') {
                    break;
                }
                position++;
            }
            return position;
        }

        private static int skipWhitespace(String xml, int position) {
            while (position < xml.length() && Character.isWhitespace(xml.charAt(position))) {
                position++;
            }
            return position;
        }
    }
}
