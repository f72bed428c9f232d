package dev.pdfstyles.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StyledTextTest {

    private static final TextStyle BOLD = TextStyle.of(true, false, false, false);
    private static final TextStyle ITALIC = TextStyle.of(false, true, false, false);

    private static StyledText twoParagraphs() {
        return new StyledText.Builder().append("ab", BOLD).append('c', ITALIC, true).paragraphBreak()
                .append("de", TextStyle.PLAIN).build();
    }

    @Test
    void subText_range_keepsStylesDropsAndParagraphs() {
        // act
        StyledText sub = twoParagraphs().subText(1, 4);
        // assert
        assertEquals("bcd", sub.text());
        assertEquals(BOLD, sub.styleAt(0));
        assertEquals(ITALIC, sub.styleAt(1));
        assertTrue(sub.isDropped(1));
        assertEquals(TextStyle.PLAIN, sub.styleAt(2));
        assertEquals(sub.paragraphAt(0), sub.paragraphAt(1));
        assertNotEquals(sub.paragraphAt(1), sub.paragraphAt(2));
    }

    @Test
    void subText_rangeOutside_throwsIllegalArgument() {
        StyledText text = twoParagraphs();
        assertThrows(IllegalArgumentException.class, () -> text.subText(-1, 2));
        assertThrows(IllegalArgumentException.class, () -> text.subText(3, 2));
        assertThrows(IllegalArgumentException.class, () -> text.subText(0, 6));
    }

    @Test
    void append_styledText_copiesCharactersAndKeepsItsParagraphBreaks() {
        // act
        StyledText joined = new StyledText.Builder().append("x", TextStyle.PLAIN).append(twoParagraphs()).build();
        // assert
        assertEquals("xabcde", joined.text());
        assertEquals(BOLD, joined.styleAt(1));
        assertTrue(joined.isDropped(3));
        assertFalse(joined.isDropped(4));
        assertEquals(joined.paragraphAt(0), joined.paragraphAt(1), "the part starts in the builder's paragraph");
        assertNotEquals(joined.paragraphAt(3), joined.paragraphAt(4));
    }
}
