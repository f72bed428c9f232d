package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class XhtmlStyledWordsTest {
    private static String document(String body) {
        return "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>Title words</title>"
                + "<meta name=\"x\" content=\"y\"/></head><body>" + body + "</body></html>";
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = ';', value = {
        "<p>The <b>lessee</b> shall</p>;                      The lessee|b shall",
        "<p><b>bo</b>ld</p>;                                    bold|b",
        "<p><b>b</b>old</p>;                                    bold",
        "<p><b>abc</b>de</p>;                                   abcde|b",
        "<p><b>ab</b>cde</p>;                                   abcde",
        "<p><i>a</i>b</p>;                                      ab|i",
        "<p><u><s><i><b>this lease</b></i></s></u></p>;          this|b|i|u|s lease|b|i|u|s",
        "<p><u>un</u><s>der</s></p>;                             under|s",
        "<p>a<b> b </b>c</p>;                                   a b|b c",
        "<p><b>x</b> <b>y</b></p>;                               x|b y|b",
        "<p><b><b>x</b>y</b></p>;                               xy|b",
        "<p><span>ab</span>cd</p>;                              abcd",
        "<p>a</p><p>b</p>;                                      a b",
        "<div class=\"page\"><p>x</p></div><div class=\"page\"><p>y</p></div>; x y",
        "<p>a<br/>b</p>;                                        a b",
        "<p>a\u00A0b\u202Fc</p>;                             a b c",
        "<p>\u2014 <b>,</b> (<i>see</i>)</p>;                   \u2014 ,|b (see)|i",
        "<p><strong>x</strong><em>y</em><del>z</del></p>;        xyz",
        "<div class=\"embedded\" id=\"a.pdf\"><p>inner <b>t</b></p></div>; inner t|b",
        "<div class=\"annotation\"><p>note</p></div>;           note",
        "<p></p>;                                               ''",
        "'';                                                    ''",
    })
    void fromXhtml_table_wordsAndStyles(String body, String expected) {
        // arrange
        String xhtml = document(body);

        // act
        List<StyledWord> words = XhtmlStyledWords.fromXhtml(xhtml);

        // assert
        assertEquals(WordLists.parse(expected), words);
    }

    @Test
    void fromXhtml_titleInHead_notAWord() {
        assertEquals(List.of(), XhtmlStyledWords.fromXhtml(document("")));
    }

    @Test
    void fromXhtml_controlCharacter_replacedNotRejected() {
        // arrange
        String xhtml = document("<p>a\u0001b</p>");

        // act
        List<StyledWord> words = XhtmlStyledWords.fromXhtml(xhtml);

        // assert
        assertEquals(List.of(StyledWord.of("a\uFFFDb")), words);
    }

    @Test
    void fromXhtml_xmlDeclarationAndNoNamespace_parsed() {
        assertEquals(WordLists.parse("x|i"), XhtmlStyledWords.fromXhtml(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html><body><p><i>x</i></p></body></html>"));
    }

    @Test
    void fromXhtml_notWellFormed_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> XhtmlStyledWords.fromXhtml("<html><body><p>x</body>"));
    }
}
