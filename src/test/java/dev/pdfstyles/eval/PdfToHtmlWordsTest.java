package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PdfToHtmlWordsTest {
    private static String page(String texts) {
        return document(pageElement(1, texts));
    }

    private static String document(String pages) {
        return "<?xml version=\"1.0\"?><!DOCTYPE pdf2xml SYSTEM \"pdf2xml.dtd\"><pdf2xml>" + pages + "</pdf2xml>";
    }

    private static String pageElement(int number, String texts) {
        return "<page number=\"" + number + "\"><fontspec id=\"0\" size=\"12\" family=\"Times\" color=\"#000\"/>"
                + texts + "</page>";
    }

    private static List<PageText> pages(String xml) {
        StyledPages pages = new StyledPages();
        PdfToHtmlWords.read(xml, pages);
        return pages.finish();
    }

    private static String text(int top, int left, int width, String content) {
        return "<text top=\"" + top + "\" left=\"" + left + "\" width=\"" + width + "\" height=\"20\" font=\"0\">"
                + content + "</text>";
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        // name;                      second run top; left; expected
        "abutting, same line;         100;            150;  The boldly|b",
        "one pixel apart;             100;            151;  The boldly|b",
        "gap just over 0.15 height;   100;            154;  The bold|b ly",
        "next line;                   125;            150;  The bold|b ly",
        "top within 0.25 height;      104;            150;  The boldly|b",
    })
    void fromXml_secondRunPosition_joinsOrBreaks(String name, int top, int left, String expected) {
        // arrange: "The <b>bold</b>" ends at x = 150, then "ly"
        String xml = page(text(100, 50, 100, "The <b>bold</b>") + text(top, left, 20, "ly"));

        // act / assert
        assertEquals(WordLists.parse(expected), PdfToHtmlWords.fromXml(xml));
    }

    @Test
    void read_twoPages_eachRunOnItsPageAndNoWordAcrossThem() {
        // arrange: page 2's run sits where it would abut page 1's, had they been on one page
        String xml = document(pageElement(1, text(100, 50, 100, "The <b>bold</b>"))
                + pageElement(2, text(100, 150, 20, "<i>ly</i>")));

        // act
        List<PageText> pages = pages(xml);

        // assert
        assertEquals(2, pages.size());
        assertEquals("Thebold", pages.get(0).keys());
        assertTrue(pages.get(0).hasStyle(3, Style.BOLD));
        assertEquals("ly", pages.get(1).keys());
        assertTrue(pages.get(1).hasStyle(0, Style.ITALIC));
        assertEquals(WordLists.parse("The bold|b ly|i"), PdfToHtmlWords.fromXml(xml));
    }

    @Test
    void read_pageNumbersFromTheOutput_missingPageKeptEmpty() {
        // arrange
        String xml = document(pageElement(1, text(100, 50, 20, "one")) + pageElement(3, text(100, 50, 20, "three")));

        // act
        List<PageText> pages = pages(xml);

        // assert
        assertEquals(3, pages.size());
        assertEquals("", pages.get(1).keys());
        assertEquals("three", pages.get(2).keys());
    }
}
