package dev.pdfstyles.page;

import java.util.Arrays;
import java.util.List;

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

    /** The decided style of the page's glyphs, as the mapping asks for them (once per glyph written). */
    interface GlyphStyles {

        /** Set in {@link #flagsOf} above the style mask: the glyph repeats an earlier copy of itself. */
        int DROPPED = 1 << 8;

        /** The glyph's {@link TextStyle#mask() style mask} (0: plain, or not a page glyph), and {@link #DROPPED}. */
        int flagsOf(TextPosition glyph);

        /** True when no glyph of the page is styled or dropped: every answer would be 0. */
        boolean isEmpty();
    }

    /** The bits of a style mask in {@link GlyphStyles#flagsOf}'s answer. */
    private static final int STYLE_BITS = GlyphStyles.DROPPED - 1;

    private GlyphTextMapping() {
    }

    static void append(String text, List<TextPosition> positions, GlyphStyles styles, StyledText.Builder out) {
        if (appendInOrder(text, positions, styles, out) || appendByCharacter(text, positions, styles, out)) {
            return;
        }
        TextStyle majority = majorityStyle(positions, styles);
        boolean allDropped = !positions.isEmpty() && !styles.isEmpty();
        for (int g = 0; g < positions.size() && allDropped; g++) {
            allDropped = (styles.flagsOf(positions.get(g)) & GlyphStyles.DROPPED) != 0;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c, Character.isWhitespace(c) ? TextStyle.PLAIN : majority, allDropped);
        }
    }

    private static boolean appendInOrder(String text, List<TextPosition> positions, GlyphStyles styles,
                                         StyledText.Builder out) {
        int count = positions.size();
        int offset = 0;
        for (int g = 0; g < count; g++) {
            String unicode = positions.get(g).getUnicode();
            if (unicode == null || !startsWith(text, unicode, offset)) {
                return false;
            }
            offset += unicode.length();
        }
        if (offset != text.length()) {
            return false;
        }
        // most pages have no styled or dropped glyph: skip the lookups then
        boolean any = !styles.isEmpty();
        for (int g = 0; g < count; g++) {
            TextPosition position = positions.get(g);
            int flags = any ? styles.flagsOf(position) : 0;
            int mask = flags & STYLE_BITS;
            boolean drop = (flags & GlyphStyles.DROPPED) != 0;
            String unicode = position.getUnicode();
            for (int k = 0; k < unicode.length(); k++) {
                out.append(unicode.charAt(k), mask, drop);
            }
        }
        return true;
    }

    /** {@code text.startsWith(prefix, offset)}, with the one-character case (nearly every glyph) inline. */
    private static boolean startsWith(String text, String prefix, int offset) {
        if (prefix.length() == 1) {
            return offset < text.length() && text.charAt(offset) == prefix.charAt(0);
        }
        return text.startsWith(prefix, offset);
    }

    /**
     * Right-to-left text comes out reordered (PDFBox's bidi handling), each character still one glyph's:
     * when the string is a permutation of the glyphs' single characters, each character takes the style of
     * a glyph with that character, the nearest one in the reversed order first (a reversed run maps its
     * k-th character to its k-th glyph from the end).
     *
     * <p>The pairing is made by sorting, not by a map of queues: the glyphs as (character, glyph index from the
     * end) and the text's characters as (character, index), each packed into a long. In both sorted lists a
     * character's entries follow one another, the text's in text order and the glyphs' from the last glyph
     * back, so the k-th entries of the two lists are a character and its glyph; the lists differ in a
     * character exactly when the string is no permutation of the glyphs' characters. (A map of boxed
     * characters to queues of boxed indices cost most of the mapping of a right-to-left page.)
     */
    private static boolean appendByCharacter(String text, List<TextPosition> positions, GlyphStyles styles,
                                             StyledText.Builder out) {
        int n = positions.size();
        if (text.length() != n) {
            return false;
        }
        long[] glyphs = new long[n];
        for (int g = 0; g < n; g++) {
            String unicode = positions.get(g).getUnicode();
            if (unicode == null || unicode.length() != 1) {
                return false;
            }
            glyphs[g] = ((long) unicode.charAt(0) << Integer.SIZE) | (n - 1 - g);
        }
        long[] characters = new long[n];
        for (int i = 0; i < n; i++) {
            characters[i] = ((long) text.charAt(i) << Integer.SIZE) | i;
        }
        Arrays.sort(glyphs);
        Arrays.sort(characters);
        TextPosition[] chosen = new TextPosition[n];
        for (int k = 0; k < n; k++) {
            if (glyphs[k] >>> Integer.SIZE != characters[k] >>> Integer.SIZE) {
                return false;
            }
            chosen[(int) characters[k]] = positions.get(n - 1 - (int) glyphs[k]);
        }
        for (int i = 0; i < n; i++) {
            int flags = styles.isEmpty() ? 0 : styles.flagsOf(chosen[i]);
            out.append(text.charAt(i), flags & STYLE_BITS, (flags & GlyphStyles.DROPPED) != 0);
        }
        return true;
    }

    private static TextStyle majorityStyle(List<TextPosition> positions, GlyphStyles styles) {
        int[] votes = new int[1 << TextStyle.Kind.values().length];
        for (TextPosition position : positions) {
            String unicode = position.getUnicode();
            if (unicode != null && !unicode.isBlank()) {
                votes[styles.isEmpty() ? 0 : styles.flagsOf(position) & STYLE_BITS]++;
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
