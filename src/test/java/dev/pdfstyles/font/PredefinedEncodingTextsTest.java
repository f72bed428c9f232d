package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.font.encoding.DictionaryEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.Encoding;
import org.apache.pdfbox.pdmodel.font.encoding.GlyphList;
import org.apache.pdfbox.pdmodel.font.encoding.MacExpertEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.MacRomanEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.StandardEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.SymbolEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.WinAnsiEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.ZapfDingbatsEncoding;
import org.junit.jupiter.api.Test;

/** The tables against the lookups they stand for: every code of every predefined encoding, with both lists. */
class PredefinedEncodingTextsTest {

    private static final List<Encoding> PREDEFINED = List.of(WinAnsiEncoding.INSTANCE, MacRomanEncoding.INSTANCE,
            StandardEncoding.INSTANCE, MacExpertEncoding.INSTANCE, SymbolEncoding.INSTANCE,
            ZapfDingbatsEncoding.INSTANCE);

    @Test
    void of_predefinedEncodings_everyCodeAsTheGlyphList() {
        int withText = 0;
        for (GlyphList list : List.of(GlyphList.getAdobeGlyphList(), GlyphList.getZapfDingbats())) {
            for (Encoding encoding : PREDEFINED) {
                // act
                String[] texts = PredefinedEncodingTexts.of(encoding, list);
                // assert
                assertNotNull(texts, encoding.getEncodingName());
                assertEquals(256, texts.length);
                for (int code = 0; code < 256; code++) {
                    String name = encoding.getName(code);
                    String expected = ".notdef".equals(name) ? null : list.toUnicode(name);
                    assertEquals(expected, texts[code], encoding.getEncodingName() + " code " + code);
                    withText += expected == null ? 0 : 1;
                }
            }
        }
        // WinAnsi alone gives text to over 200 codes: the tables must not be empty by mistake
        assertTrue(withText > 1_000, "codes with text: " + withText);
    }

    @Test
    void of_encodingOfTheDocument_null() {
        // a /Differences encoding is read per document: it has no table, and the caller asks code by code
        COSDictionary dictionary = new COSDictionary();
        dictionary.setItem(COSName.BASE_ENCODING, COSName.WIN_ANSI_ENCODING);
        COSArray differences = new COSArray();
        differences.add(COSInteger.get(65));
        differences.add(COSName.getPDFName("l"));
        dictionary.setItem(COSName.DIFFERENCES, differences);
        Encoding encoding = new DictionaryEncoding(dictionary, false, null);
        assertNull(PredefinedEncodingTexts.of(encoding, GlyphList.getAdobeGlyphList()));
        // ...and the text of its codes is still the glyph list's
        assertEquals("l", PredefinedEncodingTexts.textOf(encoding.getName(65), GlyphList.getAdobeGlyphList()));
        assertNull(PredefinedEncodingTexts.textOf(".notdef", GlyphList.getAdobeGlyphList()));
    }
}
