package dev.pdfstyles.geometry;

import java.util.List;
import java.util.Map;

import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;

/**
 * Gives each character of a written string the style of the glyph it came from.
 *
 * <p>PDFBox writes a "word" per call, and real space glyphs stay inside it, so one string can mix fonts.
 * When the string is exactly the glyphs' Unicode in order, each character maps to its glyph. PDFBox
 * may also reorder (right-to-left) or normalise (ligatures, presentation forms) the text: then the
 * characters keep no one-to-one link, and every non-space character takes the style most of the
 * string's glyphs have.
 */
final class GlyphTextMapping {

    private GlyphTextMapping() {
    }

    static void append(String text, List<TextPosition> positions, Map<TextPosition, TextStyle> styles,
                       StyledText.Builder out) {
        if (appendInOrder(text, positions, styles, out)) {
            return;
        }
        TextStyle majority = majorityStyle(positions, styles);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c, Character.isWhitespace(c) ? TextStyle.PLAIN : majority);
        }
    }

    private static boolean appendInOrder(String text, List<TextPosition> positions,
                                         Map<TextPosition, TextStyle> styles, StyledText.Builder out) {
        int offset = 0;
        for (TextPosition position : positions) {
            String unicode = position.getUnicode();
            if (unicode == null || !text.startsWith(unicode, offset)) {
                return false;
            }
            offset += unicode.length();
        }
        if (offset != text.length()) {
            return false;
        }
        for (TextPosition position : positions) {
            TextStyle style = styles.getOrDefault(position, TextStyle.PLAIN);
            out.append(position.getUnicode(), style);
        }
        return true;
    }

    private static TextStyle majorityStyle(List<TextPosition> positions, Map<TextPosition, TextStyle> styles) {
        int[] votes = new int[1 << TextStyle.Kind.values().length];
        for (TextPosition position : positions) {
            String unicode = position.getUnicode();
            if (unicode != null && !unicode.isBlank()) {
                votes[styles.getOrDefault(position, TextStyle.PLAIN).mask()]++;
            }
        }
        int best = 0;
        for (int mask = 1; mask < votes.length; mask++) {
            if (votes[mask] > votes[best]) {
                best = mask;
            }
        }
        return TextStyle.fromMask(best);
    }
}
