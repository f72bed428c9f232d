package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StyledPagesTest {
    private static final Set<Style> NONE = EnumSet.noneOf(Style.class);

    @Test
    void finish_twoPages_textAndStylesOnTheirPage() {
        // arrange
        StyledPages sink = new StyledPages();

        // act
        sink.startPage(1);
        sink.append("The ", NONE);
        sink.append("lessee", EnumSet.of(Style.BOLD));
        sink.startPage(2);
        sink.append("x", EnumSet.of(Style.UNDERLINE));
        List<PageText> pages = sink.finish();

        // assert
        assertEquals(2, pages.size());
        assertEquals("Thelessee", pages.get(0).keys());
        assertTrue(pages.get(0).hasStyle(3, Style.BOLD));
        assertFalse(pages.get(0).hasStyle(2, Style.BOLD));
        assertEquals("x", pages.get(1).keys());
        assertTrue(pages.get(1).hasStyle(0, Style.UNDERLINE));
    }

    @Test
    void startPage_wordOpenAtPageEnd_endsThere() {
        // arrange: no whitespace between the pages' texts
        StyledPages sink = new StyledPages();

        // act
        sink.startPage(1);
        sink.append("ab", NONE);
        sink.startPage(2);
        sink.append("cd", NONE);
        List<PageText> pages = sink.finish();

        // assert
        assertTrue(pages.get(0).isWordEnd(1));
        assertTrue(pages.get(1).isWordStart(0));
    }

    @Test
    void startPage_skippedNumber_emptyPageKeepsNumbering() {
        // arrange
        StyledPages sink = new StyledPages();

        // act
        sink.startPage(1);
        sink.append("one", NONE);
        sink.startPage(3);
        sink.append("three", NONE);
        List<PageText> pages = sink.finish();

        // assert
        assertEquals(3, pages.size());
        assertEquals("", pages.get(1).keys());
        assertEquals("three", pages.get(2).keys());
    }

    @Test
    void startPage_firstPageNotOne_emptyPagesBefore() {
        // arrange
        StyledPages sink = new StyledPages();

        // act
        sink.startPage(2);
        sink.append("two", NONE);
        List<PageText> pages = sink.finish();

        // assert
        assertEquals(2, pages.size());
        assertEquals("", pages.get(0).keys());
        assertEquals("two", pages.get(1).keys());
    }

    @Test
    void startPage_numberNotAfterTheOpenPage_throwsIllegalArgument() {
        // arrange
        StyledPages sink = new StyledPages();
        sink.startPage(1);
        sink.startPage(2);

        // act / assert
        assertThrows(IllegalArgumentException.class, () -> sink.startPage(2));
        assertThrows(IllegalArgumentException.class, () -> sink.startPage(1));
    }

    @Test
    void append_beforeFirstPage_whitespaceIgnoredTextRefused() {
        // arrange
        StyledPages sink = new StyledPages();

        // act
        sink.append(" \n", NONE);
        sink.breakWord();

        // assert
        assertThrows(IllegalStateException.class, () -> sink.append("x", NONE));
        assertEquals(List.of(), sink.finish());
    }
}
