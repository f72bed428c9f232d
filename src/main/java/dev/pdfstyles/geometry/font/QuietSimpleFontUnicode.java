package dev.pdfstyles.geometry.font;

import java.io.IOException;
import java.util.function.IntFunction;

import org.apache.fontbox.cmap.CMap;
import org.apache.fontbox.cmap.CMapParser;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.io.RandomAccessRead;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts.FontName;
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
 * class answers from the glyph name alone when the font has no ToUnicode entry (PDFBox then has nothing else);
 * otherwise it hands PDFBox only the codes the name or the CMap maps (checked with the same public lookups),
 * and answers null for the rest, as PDFBox would have. When the CMap cannot be read here, has no Unicode
 * mappings (PDFBox may put an Identity CMap in its place) or is an Identity CMap, or the ToUnicode entry is a
 * name, every code goes to PDFBox as before. {@code QuietSimpleFontUnicodeTest} holds the answers to PDFBox's on
 * every code of the corpus's and Tika's simple fonts. Not thread-safe (the CMap is read on first need).
 */
final class QuietSimpleFontUnicode implements IntFunction<String>
{
    private static final String NOT_DEFINED = ".notdef";

    /** PDFBox's own lookup: {@code font::toUnicode}, or a test's spy around it. */
    private final IntFunction<String> pdfbox;
    private final Encoding encoding;
    /** The glyph list PDFBox reads this font's glyph names with. */
    private final GlyphList glyphList;
    private final COSBase toUnicodeEntry;
    private boolean cmapRead;
    /** The ToUnicode CMap as read here; null when the font has none (or before it is read). */
    private CMap cmap;
    /** PDFBox may map codes this class cannot see: ask it about every code. */
    private boolean askEveryCode;

    QuietSimpleFontUnicode(PDSimpleFont font)
    {
        this(font, font::toUnicode);
    }

    QuietSimpleFontUnicode(PDSimpleFont font, IntFunction<String> pdfbox)
    {
        this.pdfbox = pdfbox;
        this.encoding = font.getEncoding();
        this.glyphList = Standard14Fonts.getMappedFontName(font.getName()) == FontName.ZAPF_DINGBATS
                ? GlyphList.getZapfDingbats() : GlyphList.getAdobeGlyphList();
        this.toUnicodeEntry = font.getCOSObject().getDictionaryObject(COSName.TO_UNICODE);
        // a named CMap (Identity-H, ...) is PDFBox's own business
        this.askEveryCode = toUnicodeEntry != null && !(toUnicodeEntry instanceof COSStream);
    }

    @Override
    public String apply(int code)
    {
        if (askEveryCode)
        {
            return pdfbox.apply(code);
        }
        String name = encoding == null ? null : encoding.getName(code);
        // no list maps .notdef (Encoding's name for a code it lacks): skip the lookup
        String fromName = name == null || NOT_DEFINED.equals(name) ? null : glyphList.toUnicode(name);
        if (toUnicodeEntry == null)
        {
            return fromName;
        }
        return fromName != null || isInCMap(code) ? pdfbox.apply(code) : null;
    }

    private boolean isInCMap(int code)
    {
        if (!cmapRead)
        {
            readCMap();
        }
        return askEveryCode || cmap != null && (cmap.toUnicode(code, 1) != null || cmap.toUnicode(code) != null);
    }

    private void readCMap()
    {
        cmapRead = true;
        try (RandomAccessRead in = ((COSStream) toUnicodeEntry).createView())
        {
            cmap = new CMapParser().parse(in);
            String name = cmap.getName();
            askEveryCode = !cmap.hasUnicodeMappings() || name != null && name.startsWith("Identity-");
        }
        catch (IOException | RuntimeException e)
        {
            askEveryCode = true;   // PDFBox may have read it: let it answer, as before
        }
    }
}
