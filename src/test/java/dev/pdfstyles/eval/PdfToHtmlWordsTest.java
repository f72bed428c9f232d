package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PdfToHtmlWordsTest {
    private static String page(String texts) {
        return "<?xml version=\"1.0\"?><!DOCTYPE pdf2xml SYSTEM \"pdf2xml.dtd\"><pdf2xml><page number=\"1\">"
                + "<fontspec id=\"0\" size=\"12\" family=\"Times\" color=\"#000\"/>" + texts + "</page></pdf2xml>";
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
}
