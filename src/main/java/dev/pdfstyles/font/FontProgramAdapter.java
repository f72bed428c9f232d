package dev.pdfstyles.font;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;

import org.apache.fontbox.afm.FontMetrics;
import org.apache.fontbox.cff.CFFFont;
import org.apache.fontbox.ttf.HeaderTable;
import org.apache.fontbox.ttf.OS2WindowsMetricsTable;
import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.OpenTypeFont;
import org.apache.fontbox.ttf.PostScriptTable;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.fontbox.type1.Type1Font;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.font.PDCIDFont;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType0;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.PDTrueTypeFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1CFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * Reads the style fields of a PDFBox font's program (house style rule 6): the embedded TrueType/OpenType
 * tables (OS/2, head, post), CFF Top DICT, Type 1 FontInfo and the base-14 AFM metrics. Everything it returns
 * is plain data ({@link ProgramFacts}, {@link Standard14Metrics}). Glyph outlines are read by
 * {@link ProbeGlyphReader}.
 *
 * <p>Only embedded programs are read: for a non-embedded font PDFBox substitutes a system font
 * ({@code PDTrueTypeFont.getTrueTypeFont()} "returns the embedded or substituted" font), whose OS/2 describes
 * the substitute, not the font the PDF names. Any {@link IOException} or {@link RuntimeException} from a
 * broken table becomes a recorded problem, never an exception to the caller.
 *
 * <p>Checked against PDFBox/fontbox 3.0.8 by FontVerdictCacheTest (real embedded fonts).
 */
final class FontProgramAdapter {
    private FontProgramAdapter() {
    }

    /** The style facts of the font's embedded program; {@link ProgramFacts#NONE} if it has none. */
    static ProgramFacts readProgram(PDFont font) {
        try {
            if (!font.isEmbedded()) {
                return ProgramFacts.NONE;
            }
            if (font instanceof PDType0Font) {
                return readCidProgram(((PDType0Font) font).getDescendantFont());
            }
            if (font instanceof PDTrueTypeFont) {
                return readSfnt(((PDTrueTypeFont) font).getTrueTypeFont());
            }
            if (font instanceof PDType1CFont) {
                ProgramFacts openType = readOpenTypeFontFile3(font.getFontDescriptor());
                return openType != null ? openType : readCff(((PDType1CFont) font).getCFFType1Font());
            }
            if (font instanceof PDType1Font) {
                return readType1(((PDType1Font) font).getType1Font());
            }
            return ProgramFacts.NONE;
        } catch (IOException | RuntimeException e) {
            return ProgramFacts.unreadable("unreadable program: " + e);
        }
    }

    private static ProgramFacts readCidProgram(PDCIDFont cidFont) throws IOException {
        if (cidFont instanceof PDCIDFontType2) {
            return readSfnt(((PDCIDFontType2) cidFont).getTrueTypeFont());
        }
        if (cidFont instanceof PDCIDFontType0) {
            ProgramFacts openType = readOpenTypeFontFile3(cidFont.getFontDescriptor());
            return openType != null ? openType : readCff(((PDCIDFontType0) cidFont).getCFFFont());
        }
        return ProgramFacts.NONE;
    }

    /**
     * An OpenType program in FontFile3 (Subtype OpenType) that PDFBox loaded as bare CFF (PDFBOX-3515): parse the
     * sfnt wrapper again to reach OS/2. Null when the descriptor holds no such stream.
     */
    private static ProgramFacts readOpenTypeFontFile3(PDFontDescriptor descriptor) throws IOException {
        if (descriptor == null) {
            return null;
        }
        PDStream stream = descriptor.getFontFile3();
        if (stream == null || !COSName.OPEN_TYPE.equals(stream.getCOSObject().getCOSName(COSName.SUBTYPE))) {
            return null;
        }
        try (InputStream in = stream.createInputStream()) {
            OpenTypeFont otf = new OTFParser(true).parse(new RandomAccessReadBuffer(in));
            return readSfnt(otf);
        }
    }

    private static ProgramFacts readSfnt(TrueTypeFont ttf) {
        if (ttf == null) {
            return ProgramFacts.NONE;
        }
        ProgramFacts facts = ProgramFacts.of(ProgramFacts.Kind.SFNT, safeName(ttf));
        try {
            OS2WindowsMetricsTable os2 = ttf.getOS2Windows();
            if (os2 != null) {
                facts = facts.withOs2(os2.getWeightClass(), os2.getFsSelection());
            }
        } catch (IOException | RuntimeException e) {
            facts = facts.withProblem("broken OS/2 table: " + e);
        }
        try {
            HeaderTable head = ttf.getHeader();
            if (head != null) {
                facts = facts.withMacStyle(head.getMacStyle());
            }
        } catch (IOException | RuntimeException e) {
            facts = facts.withProblem("broken head table: " + e);
        }
        try {
            PostScriptTable post = ttf.getPostScript();
            if (post != null) {
                facts = facts.withPostItalicAngle(post.getItalicAngle());
            }
        } catch (IOException | RuntimeException e) {
            facts = facts.withProblem("broken post table: " + e);
        }
        return facts;
    }

    private static String safeName(TrueTypeFont ttf) {
        try {
            return ttf.getName();
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static ProgramFacts readCff(CFFFont cff) {
        if (cff == null) {
            return ProgramFacts.NONE;
        }
        Map<String, Object> top = cff.getTopDict();
        Object weight = top.get("Weight");
        Object angle = top.get("ItalicAngle");
        double italicAngle = angle instanceof Number ? ((Number) angle).doubleValue() : Double.NaN;
        return ProgramFacts.of(ProgramFacts.Kind.CFF, cff.getName())
                .withFontInfo(weight == null ? null : weight.toString(), italicAngle,
                        matrixSlant(cff.getFontMatrix()));
    }

    private static ProgramFacts readType1(Type1Font type1) {
        if (type1 == null) {
            return ProgramFacts.NONE;
        }
        String weight = type1.getWeight();
        return ProgramFacts.of(ProgramFacts.Kind.TYPE1, type1.getFontName())
                .withFontInfo(weight == null || weight.isEmpty() ? null : weight, type1.getItalicAngle(),
                        matrixSlant(type1.getFontMatrix()));
    }

    /**
     * Slant dx/dy of a FontMatrix [a b c d e f]: x' = a*x + c*y, so an oblique made by the matrix has
     * c/d = tan(angle). NaN when the matrix is missing or degenerate.
     */
    static double matrixSlant(List<Number> matrix) {
        if (matrix == null || matrix.size() < 4) {
            return Double.NaN;
        }
        double c = matrix.get(2).doubleValue();
        double d = matrix.get(3).doubleValue();
        return d == 0 ? Double.NaN : c / d;
    }

    /** The base-14 AFM metrics for a non-embedded font whose name maps to one, else null. */
    static Standard14Metrics standard14(PDFont font) {
        try {
            if (font.isEmbedded() || font instanceof PDType0Font || !(font instanceof PDSimpleFont)) {
                return null;
            }
            String name = font.getName();
            if (name == null) {
                return null;
            }
            Standard14Fonts.FontName base = Standard14Fonts.getMappedFontName(name);
            if (base == null) {
                return null;
            }
            FontMetrics afm = Standard14Fonts.getAFM(name);
            if (afm == null) {
                return null;
            }
            return new Standard14Metrics(base.getName(), afm.getWeight(), afm.getItalicAngle());
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Base-14 AFM facts: the base name, its Weight line and ItalicAngle. */
    static final class Standard14Metrics {
        final String baseName;
        final String weight;
        final double italicAngle;

        Standard14Metrics(String baseName, String weight, double italicAngle) {
            this.baseName = baseName;
            this.weight = weight;
            this.italicAngle = italicAngle;
        }
    }
}
