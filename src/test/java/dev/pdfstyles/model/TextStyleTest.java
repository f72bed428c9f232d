package dev.pdfstyles.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TextStyleTest {

    @Test
    void kindsOutermostFirst_allStyles_underlineStrikeItalicBold() {
        // arrange
        TextStyle all = TextStyle.of(true, true, true, true);
        // act
        TextStyle.Kind[] kinds = all.kindsOutermostFirst();
        // assert
        assertArrayEquals(new TextStyle.Kind[] {TextStyle.Kind.UNDERLINE, TextStyle.Kind.STRIKETHROUGH,
                TextStyle.Kind.ITALIC, TextStyle.Kind.BOLD}, kinds);
        assertEquals("usib", all.toString());
    }

    @Test
    void intersect_sharedStylesOnly_isSymmetric() {
        TextStyle boldUnderline = TextStyle.of(true, false, true, false);
        TextStyle boldItalic = TextStyle.of(true, true, false, false);
        assertEquals(TextStyle.of(true, false, false, false), boldUnderline.intersect(boldItalic));
        assertEquals(TextStyle.of(true, false, false, false), boldItalic.intersect(boldUnderline));
    }

    @Test
    void withAndWithout_changeOneKind() {
        TextStyle style = TextStyle.PLAIN.with(TextStyle.Kind.ITALIC).with(TextStyle.Kind.BOLD)
                .without(TextStyle.Kind.ITALIC);
        assertTrue(style.has(TextStyle.Kind.BOLD));
        assertFalse(style.has(TextStyle.Kind.ITALIC));
        assertEquals(1, style.size());
    }

    @Test
    void fromMask_outOfRange_throwsNamingTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TextStyle.fromMask(16));
        assertTrue(e.getMessage().contains("16"));
    }
}
