package dev.pdfstyles.font;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.pdmodel.font.encoding.Encoding;
import org.apache.pdfbox.pdmodel.font.encoding.GlyphList;
import org.apache.pdfbox.pdmodel.font.encoding.MacExpertEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.MacRomanEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.StandardEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.SymbolEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.WinAnsiEncoding;
import org.apache.pdfbox.pdmodel.font.encoding.ZapfDingbatsEncoding;

/**
 * The Unicode text of every one-byte code of PDFBox's predefined encodings (WinAnsi, MacRoman, Standard,
 * MacExpert, Symbol, ZapfDingbats), read through the Adobe and the ZapfDingbats glyph lists once per JVM: the
 * answer {@link QuietSimpleFontUnicode} gives for a code its font's ToUnicode CMap lacks, looked up in an array.
 *
 * <p>The probe code scan asks about every code up to the probe letters (about a hundred in a font that keeps
 * the text's character codes, as cairo's subsets do), and for each code the CMap lacks it asked the encoding for
 * the glyph name and the glyph list for its text: two hash lookups that cost 200-300 ns each inside a parse
 * (docs/benchmark.md), against a few nanoseconds for an array element. The encodings and glyph lists are
 * PDFBox's shared instances, filled once when PDFBox loads them, so the tables hold exactly what the lookups
 * return.
 */
final class PredefinedEncodingTexts {
    private static final String NOT_DEFINED = ".notdef";

    private static final Map<Encoding, String[]> ADOBE_GLYPH_LIST = tables(GlyphList.getAdobeGlyphList());
    private static final Map<Encoding, String[]> ZAPF_DINGBATS_GLYPH_LIST = tables(GlyphList.getZapfDingbats());

    private PredefinedEncodingTexts() {
    }

    /**
     * The text of each code 0-255 of {@code encoding} read with {@code glyphList} (null where there is none), when
     * both are PDFBox's shared instances; null otherwise (the caller asks the encoding and the list code by code).
     * The array is shared: callers must not change it.
     */
    static String[] of(Encoding encoding, GlyphList glyphList) {
        if (glyphList == GlyphList.getAdobeGlyphList()) {
            return ADOBE_GLYPH_LIST.get(encoding);
        }
        if (glyphList == GlyphList.getZapfDingbats()) {
            return ZAPF_DINGBATS_GLYPH_LIST.get(encoding);
        }
        return null;
    }

    private static Map<Encoding, String[]> tables(GlyphList glyphList) {
        Map<Encoding, String[]> tables = new IdentityHashMap<>();
        for (Encoding encoding : List.of(WinAnsiEncoding.INSTANCE, MacRomanEncoding.INSTANCE,
                StandardEncoding.INSTANCE, MacExpertEncoding.INSTANCE, SymbolEncoding.INSTANCE,
                ZapfDingbatsEncoding.INSTANCE)) {
            String[] texts = new String[ProbeGlyphReader.SIMPLE_FONT_CODES];
            for (int code = 0; code < ProbeGlyphReader.SIMPLE_FONT_CODES; code++) {
                texts[code] = textOf(encoding.getName(code), glyphList);
            }
            tables.put(encoding, texts);
        }
        return tables;
    }

    /** What a glyph name means as text; null for none, and for .notdef, which no list maps. */
    static String textOf(String glyphName, GlyphList glyphList) {
        return glyphName == null || NOT_DEFINED.equals(glyphName) ? null : glyphList.toUnicode(glyphName);
    }
}
