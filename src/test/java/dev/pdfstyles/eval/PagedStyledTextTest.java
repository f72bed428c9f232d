package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PagedStyledTextTest {
    private static String document(String body) {
        return "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>Title words</title></head><body>" + body
                + "</body></html>";
    }

    @Test
    void fromXhtml_twoPages_keysAndStylesPerPage() {
        // arrange
        String xhtml = document("<div class=\"page\"><p>The <b>lessee</b>,</p></div>"
                + "<div class=\"page\"><p><u>x</u> y</p></div>");

        // act
        List<PageText> pages = PagedStyledText.fromXhtml(xhtml);

        // assert
        assertEquals(2, pages.size());
        assertEquals("Thelessee", pages.get(0).keys());
        assertFalse(pages.get(0).hasStyle(2, Style.BOLD));
        assertTrue(pages.get(0).hasStyle(3, Style.BOLD));
        assertEquals("xy", pages.get(1).keys());
        assertTrue(pages.get(1).hasStyle(0, Style.UNDERLINE));
        assertFalse(pages.get(1).hasStyle(1, Style.UNDERLINE));
    }

    @Test
    void fromXhtml_wordBoundaries_fromWhitespaceAndBlocks() {
        // arrange
        String xhtml = document("<div class=\"page\"><p>ab c</p><p>d</p></div>");

        // act
        PageText page = PagedStyledText.fromXhtml(xhtml).get(0);

        // assert
        assertEquals("abcd", page.keys());
        assertTrue(page.isWordStart(0));
        assertFalse(page.isWordStart(1));
        assertTrue(page.isWordEnd(1));
        assertTrue(page.isWordStart(2));
        assertTrue(page.isWordEnd(2));
        assertTrue(page.isWordStart(3));
        assertTrue(page.isWordEnd(3));
    }

    @Test
    void fromXhtml_textOutsidePagesAndInEmbeddedDocuments_leftOut() {
        // arrange
        String xhtml = document("<p>before</p><div class=\"page\"><p>in</p></div>"
                + "<div class=\"embedded\" id=\"x.pdf\"><div class=\"page\"><p>inner</p></div></div>");

        // act
        List<PageText> pages = PagedStyledText.fromXhtml(xhtml);

        // assert
        assertEquals(1, pages.size());
        assertEquals("in", pages.get(0).keys());
    }

    @Test
    void fromXhtml_annotationInsidePage_partOfThePage() {
        // arrange
        String xhtml = document("<div class=\"page\"><p>a</p><div class=\"annotation\"><p>note</p></div></div>");

        // act
        PageText page = PagedStyledText.fromXhtml(xhtml).get(0);

        // assert
        assertEquals("anote", page.keys());
    }
}
