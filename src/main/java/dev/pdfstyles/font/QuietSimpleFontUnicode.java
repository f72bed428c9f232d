package dev.pdfstyles.font;

import java.util.function.IntFunction;

import org.apache.fontbox.cmap.CMap;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts.FontName;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.font.encoding.Encoding;
import org.apache.pdfbox.pdmodel.font.encoding.GlyphList;

/**
 * {@link PDSimpleFont#toUnicode(int)} for the probe code scan ({@link ProbeCodeScan}), minus PDFBox's warning
 * for every code nothing maps. PDFBox logs "No Unicode mapping for .notdef (5) in font ..." once per font and
 * unmapped code; the stock parser only asks about codes the page shows, but the scan asks about every code up
 * to the probe letters, which gave 25,114 such warnings where the stock parser gave 10 (the corpus, Tika's and
 * texlive's PDFs; visible wherever PDFBox warnings are logged, as in tika-server).
 *
 * <p>PDFBox 3.0.8 answers from the ToUnicode CMap first, then from the encoding's glyph name in its glyph list
 * (the ZapfDingbats list for that font, else the Adobe Glyph List), and warns when neither maps the code. This
 * class asks the CMap the way PDFBox does (one-byte codes only when /Encoding is a name other than Identity, else
 * in general) and returns its answer, and answers every other code from the glyph name itself, as PDFBox would,
 * so each lookup is made once and nothing is logged for an unmapped code. For an Identity CMap (which PDFBox
 * answers with the code itself) every code goes to PDFBox.
 *
 * <p>The CMap is the one PDFBox read ({@link PdfboxToUnicodeCMap}); if it cannot be fetched, every code of a font
 * with a ToUnicode entry goes to PDFBox (its warnings included). {@code QuietSimpleFontUnicodeTest}
 * holds the answers to PDFBox's on every code of the corpus's and Tika's simple fonts and of the base-14 fonts.
 * Not thread-safe (the CMap is fetched on first need).
 */
final class QuietSimpleFontUnicode implements IntFunction<String> {
    private static final int ONE_BYTE_CODES = 256;

    /** PDFBox's own lookup: {@code font::toUnicode}, or a test's spy around it. */
    private final IntFunction<String> pdfbox;
    private final Encoding encoding;
    /** The glyph list PDFBox reads this font's glyph names with. */
    private final GlyphList glyphList;
    private final PDSimpleFont font;
    /** The text of each one-byte code of the encoding, when it is one of PDFBox's predefined ones; else null. */
    private final String[] encodingTexts;
    private final boolean hasToUnicodeEntry;
    /**
     * PDFBox reads only one-byte mappings of a simple font's CMap when its /Encoding is a name other than
     * Identity (PDFont.toUnicode): codes are one byte there.
     */
    private final boolean oneByteMappingsOnly;
    private boolean cmapRead;
    /** PDFBox's ToUnicode CMap; null when it holds none (or before it is fetched). */
    private CMap cmap;
    /** PDFBox may map codes this class cannot see (Identity CMap, CMap not fetched): ask it about every code. */
    private boolean askEveryCode;

    QuietSimpleFontUnicode(PDSimpleFont font) {
        this(font, font::toUnicode);
    }

    QuietSimpleFontUnicode(PDSimpleFont font, IntFunction<String> pdfbox) {
        this.pdfbox = pdfbox;
        this.encoding = font.getEncoding();
        this.glyphList = Standard14Fonts.getMappedFontName(font.getName()) == FontName.ZAPF_DINGBATS
                ? GlyphList.getZapfDingbats() : GlyphList.getAdobeGlyphList();
        this.font = font;
        this.encodingTexts = encoding == null ? null : PredefinedEncodingTexts.of(encoding, glyphList);
        // without the entry PDFBox holds no CMap (PDFont.loadUnicodeCmap): no need to fetch it
        this.hasToUnicodeEntry = font.getCOSObject().containsKey(COSName.TO_UNICODE);
        COSName namedEncoding = font.getCOSObject().getCOSName(COSName.ENCODING);
        this.oneByteMappingsOnly = namedEncoding != null && !namedEncoding.getName().startsWith("Identity");
    }

    @Override
    public String apply(int code) {
        if (hasToUnicodeEntry && !cmapRead) {
            cmapRead = true;
            fetchPdfboxCMap();
        }
        if (askEveryCode) {
            return pdfbox.apply(code);
        }
        String mapped = fromCMap(code);
        if (mapped != null) {
            return mapped;   // PDFBox's answer: its CMap's, asked the same way
        }
        // what PDFBox answers for a code its CMap lacks, without its warning when the answer is null: the glyph
        // name's text, from a table for PDFBox's predefined encodings
        if (encodingTexts != null && code >= 0 && code < encodingTexts.length) {
            return encodingTexts[code];
        }
        return PredefinedEncodingTexts.textOf(encoding == null ? null : encoding.getName(code), glyphList);
    }

    /** What PDFBox's CMap gives for the code, asked as PDFBox asks it; null if none (or no CMap is held). */
    private String fromCMap(int code) {
        if (cmap == null) {
            return null;
        }
        return oneByteMappingsOnly && code < ONE_BYTE_CODES ? cmap.toUnicode(code, 1) : cmap.toUnicode(code);
    }

    private void fetchPdfboxCMap() {
        if (!PdfboxToUnicodeCMap.isAvailable()) {
            askEveryCode = true;
            return;
        }
        cmap = PdfboxToUnicodeCMap.of(font);
        String name = cmap == null ? null : cmap.getName();
        askEveryCode = name != null && name.startsWith("Identity-");
    }

    /** Whether PDFBox's ToUnicode CMap can be fetched (false: every code of a font with one goes to PDFBox). */
    static boolean canFetchPdfboxCMap() {
        return PdfboxToUnicodeCMap.isAvailable();
    }
}
