package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.testsupport.TextPositions;

/**
 * The mapping of written text to glyph styles where the writer reordered the glyphs (right-to-left text), which
 * pairs characters by sorting: compared with the plainer queue-per-character pairing, kept here as the reference,
 * on random strings, reversed runs and shuffles.
 */
class GlyphTextMappingTest {
    private static final int CASES = 20_000;

    @Test
    void append_permutedSingleCharacterGlyphs_sameStylesAsTheQueuePairing() {
        Random random = new Random(27);
        for (int c = 0; c < CASES; c++) {
            // arrange: up to 40 glyphs over a small alphabet (so that characters repeat), each styled at random
            int n = 1 + random.nextInt(40);
            int alphabet = 1 + random.nextInt(6);
            List<TextPosition> glyphs = new ArrayList<>();
            Map<TextPosition, Integer> flags = new IdentityHashMap<>();
            StringBuilder chars = new StringBuilder();
            for (int g = 0; g < n; g++) {
                char ch = random.nextInt(10) == 0 ? (char) ('\u05d0' + random.nextInt(alphabet))
                        : (char) ('a' + random.nextInt(alphabet));
                chars.append(ch);
                TextPosition glyph = glyph(String.valueOf(ch));
                glyphs.add(glyph);
                int style = random.nextInt(16) | (random.nextInt(8) == 0 ? GlyphTextMapping.GlyphStyles.DROPPED : 0);
                flags.put(glyph, style);
            }
            String text = written(chars, random);
            GlyphTextMapping.GlyphStyles styles = styles(flags);
            // act
            StyledText.Builder actual = new StyledText.Builder();
            GlyphTextMapping.append(text, glyphs, styles, actual);
            StyledText.Builder expected = new StyledText.Builder();
            if (!queuePairing(text, glyphs, styles, expected)) {
                GlyphTextMapping.append(text, glyphs, styles, expected = new StyledText.Builder());
            }
            // assert
            assertEquals(describe(expected.build()), describe(actual.build()), "case " + c + ": '" + text + "'");
        }
    }

    /** In order, reversed, reversed by runs, shuffled, or with one character changed (no permutation). */
    private static String written(StringBuilder chars, Random random) {
        switch (random.nextInt(5)) {
            case 0:
                return chars.toString();
            case 1:
                return new StringBuilder(chars).reverse().toString();
            case 2: {
                StringBuilder runs = new StringBuilder();
                int at = 0;
                while (at < chars.length()) {
                    int end = Math.min(chars.length(), at + 1 + random.nextInt(6));
                    runs.append(new StringBuilder(chars.substring(at, end)).reverse());
                    at = end;
                }
                return runs.toString();
            }
            case 3: {
                List<Character> list = new ArrayList<>();
                for (int i = 0; i < chars.length(); i++) {
                    list.add(chars.charAt(i));
                }
                Collections.shuffle(list, random);
                StringBuilder shuffled = new StringBuilder();
                list.forEach(shuffled::append);
                return shuffled.toString();
            }
            default: {
                StringBuilder changed = new StringBuilder(chars).reverse();
                changed.setCharAt(random.nextInt(changed.length()), 'z');
                return changed.toString();
            }
        }
    }

    /**
     * The plainer pairing: glyph indices queued per character from the last glyph back, each
     * character of the text taking the next of its queue. False when the text is no permutation of the glyphs'
     * single characters (then the caller falls back, as the production code does).
     */
    private static boolean queuePairing(String text, List<TextPosition> positions,
                                        GlyphTextMapping.GlyphStyles styles, StyledText.Builder out) {
        int n = positions.size();
        if (text.length() != n) {
            return false;
        }
        Map<Character, ArrayDeque<Integer>> glyphsByChar = new HashMap<>();
        for (int g = n - 1; g >= 0; g--) {
            String unicode = positions.get(g).getUnicode();
            if (unicode == null || unicode.length() != 1) {
                return false;
            }
            glyphsByChar.computeIfAbsent(unicode.charAt(0), k -> new ArrayDeque<>()).add(g);
        }
        TextPosition[] chosen = new TextPosition[n];
        for (int i = 0; i < n; i++) {
            ArrayDeque<Integer> candidates = glyphsByChar.get(text.charAt(i));
            if (candidates == null || candidates.isEmpty()) {
                return false;
            }
            chosen[i] = positions.get(candidates.poll());
        }
        if (isInOrder(text, positions)) {
            return false;   // the production code maps text in glyph order before trying a permutation
        }
        for (int i = 0; i < n; i++) {
            int flags = styles.flagsOf(chosen[i]);
            out.append(text.charAt(i), flags & (GlyphTextMapping.GlyphStyles.DROPPED - 1),
                    (flags & GlyphTextMapping.GlyphStyles.DROPPED) != 0);
        }
        return true;
    }

    private static boolean isInOrder(String text, List<TextPosition> positions) {
        StringBuilder inOrder = new StringBuilder();
        positions.forEach(p -> inOrder.append(p.getUnicode()));
        return inOrder.toString().equals(text);
    }

    private static String describe(StyledText styled) {
        StringBuilder d = new StringBuilder(styled.text()).append(" |");
        for (int i = 0; i < styled.length(); i++) {
            d.append(' ').append(styled.styleMaskAt(i)).append(styled.isDropped(i) ? "d" : "");
        }
        return d.toString();
    }

    private static GlyphTextMapping.GlyphStyles styles(Map<TextPosition, Integer> flags) {
        return new GlyphTextMapping.GlyphStyles() {
            @Override
            public int flagsOf(TextPosition glyph) {
                return flags.getOrDefault(glyph, 0);
            }

            @Override
            public boolean isEmpty() {
                return false;
            }
        };
    }

    private static TextPosition glyph(String unicode) {
        return TextPositions.glyph(null, unicode, unicode.charAt(0));
    }
}
