package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RepeatedAttributesTest {

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        // what Tika 3.3.1 writes for the third attachment of testPDF_multiFormatEmbFiles.pdf
        "`<div source=\"attachment\" class=\"embedded\" id=\"Test.txt\" class=\"embedded\" id=\"TestMac.txt\" class=\"embedded\" id=\"TestDos.txt\" />`"
            + " | `<div source=\"attachment\" class=\"embedded\" id=\"Test.txt\" />`",
        "`<p a='1' a=\"2\">x</p>`                     | `<p a='1'>x</p>`",
        "`<p a = \"1\"\n a=\"2\" b=\"3\">`            | `<p a = \"1\" b=\"3\">`",
        "`<p a=\"x>y\" a=\"2\">`                      | `<p a=\"x>y\">`",
        "`<x:p x:a=\"1\" x:a=\"2\"/><q a=\"1\" a=\"1\"/>` | `<x:p x:a=\"1\"/><q a=\"1\"/>`",
    })
    void dropRepeats_repeatedAttribute_firstKept(String xml, String expected) {
        assertEquals(expected, RepeatedAttributes.dropRepeats(xml));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>a <b>b</b></p></body></html>",
        "<p a=\"1\" b=\"1\"/>",
        "<!-- <p a=\"1\" a=\"1\"> --><p/>",
        "<![CDATA[<p a=\"1\" a=\"1\">]]>",
        "<?pi a=\"1\" a=\"1\"?><p/>",
        "</p a=\"1\" a=\"1\">",
        "text < not a tag a=\"1\" a=\"1\"",
        "<p a=\"1\"a=\"1\">",
        "<p a=\"unclosed a=\"1\">",
        "<",
        "",
    })
    void dropRepeats_noRepeatOrNotATag_sameTextReturned(String xml) {
        assertSame(xml, RepeatedAttributes.dropRepeats(xml));
    }
}
