package dev.pdfstyles.font;

import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.fontbox.cmap.CMap;
import org.apache.fontbox.cmap.CMapParser;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.io.RandomAccessRead;
import org.apache.pdfbox.pdmodel.font.PDCIDFont;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.PDTrueTypeFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1CFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.PDType3CharProc;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.pdfbox.pdmodel.font.PDVectorFont;
import org.apache.pdfbox.util.Matrix;

import dev.pdfstyles.font.outline.Type3GlyphOutlines;

/**
 * The probe characters' filled outlines in probe order: the character codes are found only as far as the
 * glyphs asked for need ({@link ProbeCodeScan}, or the ToUnicode CMap of a Type 0 font), and each outline is
 * read when asked for, from the embedded program or a Type 3 glyph procedure. The one class that reads glyph
 * outlines from PDFBox fonts (house style rule 6); {@link FontProgramAdapter} reads their tables. Not
 * thread-safe.
 */
final class ProbeGlyphReader {
    /**
     * Codes scanned for the probe characters in a Type 0 font: 0..4095. Subsets written by PDFBox, Ghostscript,
     * pdfTeX and Office number their glyphs from 1 upwards, so the letters sit low; scanning all 65536 codes of a
     * CJK font would cost a ToUnicode lookup per code for no gain.
     */
    static final int MAX_TYPE0_CODES_SCANNED = 4096;

    /** Codes of a simple font: one byte (PDF 32000-1 9.6.6). */
    static final int SIMPLE_FONT_CODES = 256;

    /** Em size of Type 3 outlines: {@link Type3GlyphOutlines} applies the FontMatrix, so 1 unit = 1 em. */
    static final double TYPE3_UNITS_PER_EM = 1.0;

    /** Em size of normalized paths: PDVectorFont.getNormalizedPath scales TrueType outlines to 1000 units. */
    static final double NORMALIZED_UNITS_PER_EM = 1000.0;

    /**
     * The outlines of the probe characters the font has, in probe order, read one at a time as the caller asks
     * (the caller stops as soon as the glyphs read so far settle its vote). Problems that keep a glyph
     * from being read are named in {@link #problems()}, never thrown.
     */
    static ProbeGlyphReader of(PDFont font, String probeChars) {
        if (font instanceof PDType3Font) {
            PDType3Font type3 = (PDType3Font) font;
            return new ProbeGlyphReader(font, probeChars, code -> type3Outline(type3, code), TYPE3_UNITS_PER_EM,
                    "Type 3 glyph");
        }
        if (!(font instanceof PDVectorFont) || !font.isEmbedded()) {
            return failed(font.isEmbedded() ? "not a vector font" : "not embedded");
        }
        double unitsPerEm;
        try {
            unitsPerEm = unitsPerEm(font);
        } catch (RuntimeException e) {
            ProbeGlyphReader reader = failed("no font matrix: " + e);
            reader.readFailure = true;
            return reader;
        }
        return new ProbeGlyphReader(font, probeChars, withoutMissingGlyphs((PDVectorFont) font,
                programOutlines(font)), unitsPerEm, "glyph");
    }

    /**
     * The outlines of the glyphs the program has: a subset keeps only the glyphs its document shows, and a code
     * of a probe letter it dropped still maps through the encoding, to the .notdef glyph, whose outline (an empty
     * box of hairlines, in many fonts) would be measured as the letter's stems.
     */
    private static OutlineReader withoutMissingGlyphs(PDVectorFont font, OutlineReader outlines) {
        return code -> font.hasGlyph(code) ? outlines.outline(code) : null;
    }

    /**
     * Where an embedded program's outlines are read: Type 1 and CFF charstrings are drawn by this project's
     * readers ({@link Type1CharStrings}, {@link CffCharStrings}), which give PDFBox's path at a fraction of its
     * cost; everything else by PDFBox's {@code getNormalizedPath}.
     */
    private static OutlineReader programOutlines(PDFont font) {
        if (font instanceof PDType1CFont) {
            CffCharStrings cff = CffCharStrings.of((PDType1CFont) font);
            if (cff != null) {
                return cff::normalizedPath;
            }
        } else if (font instanceof PDType1Font) {
            Type1CharStrings type1 = Type1CharStrings.of((PDType1Font) font);
            if (type1 != null) {
                return type1::normalizedPath;
            }
        }
        return ((PDVectorFont) font)::getNormalizedPath;
    }

    /** Reads the outline of the glyph for a character code (null when it has none). */
    private interface OutlineReader {
        GeneralPath outline(int code) throws IOException;
    }

    /**
     * One glyph's filled outline, by character code, with the units per em of its coordinates; null when
     * the font is not embedded, has no outline for the code (bitmap Type 3 glyphs) or cannot be read.
     */
    static ProbeGlyph outlineOf(PDFont font, int code, char character) {
        try {
            if (font instanceof PDType3Font) {
                return ProbeGlyph.ofFilled(character, type3Outline((PDType3Font) font, code), TYPE3_UNITS_PER_EM);
            }
            if (font instanceof PDVectorFont && font.isEmbedded()) {
                return ProbeGlyph.ofFilled(character, programOutlines(font).outline(code), unitsPerEm(font));
            }
        } catch (IOException | RuntimeException e) {
            return null;   // an unreadable glyph gives no measurement, like a missing one
        }
        return null;
    }

    /** What a Type 3 glyph procedure fills ({@link Type3GlyphOutlines}); null when the code has none. */
    private static GeneralPath type3Outline(PDType3Font font, int code) throws IOException {
        PDType3CharProc charProc = font.getCharProc(code);
        return charProc == null ? null : Type3GlyphOutlines.outline(charProc);
    }

    /**
     * Units per em of the paths {@link PDVectorFont#getNormalizedPath} returns: 1000 for TrueType (scaled by
     * PDFBox), else the inverse of the FontMatrix y scale (1000 for the usual [0.001 0 0 0.001 0 0]).
     */
    private static double unitsPerEm(PDFont font) {
        PDFont program = font instanceof PDType0Font ? null : font;
        PDCIDFont cid = font instanceof PDType0Font ? ((PDType0Font) font).getDescendantFont() : null;
        if (program instanceof PDTrueTypeFont || cid instanceof PDCIDFontType2) {
            return NORMALIZED_UNITS_PER_EM;
        }
        Matrix matrix = cid != null ? cid.getFontMatrix() : font.getFontMatrix();
        double scaleY = Math.abs(matrix.getScaleY());
        return scaleY > 0 ? 1.0 / scaleY : NORMALIZED_UNITS_PER_EM;
    }

    /**
     * Where the probe characters' codes are found: a Type 0 font's ToUnicode CMap, read here, or a scan of the
     * codes' Unicode text in ascending order, run as far as the glyph loop asks ({@link ProbeCodeScan}).
     */
    private static ProbeCodeScan findCodes(PDFont font, String probeChars, List<String> problems) {
        Map<Character, Integer> codes = new LinkedHashMap<>();
        COSBase toUnicode = font.getCOSObject().getDictionaryObject(COSName.TO_UNICODE);
        if (font instanceof PDType0Font && toUnicode instanceof COSStream) {
            // PDType0Font.toUnicode falls back to code = Unicode for codes its ToUnicode CMap lacks, which would
            // pick glyph 108 as 'l' in any font: look the letters up in the CMap itself instead. PDFBox parsed
            // the stream already; read it here only when its CMap cannot be fetched or it holds none (it could
            // not read the stream either, and this parse names the problem)
            try {
                CMap cmap = PdfboxToUnicodeCMap.of(font);
                if (cmap == null) {
                    cmap = parseCMap((COSStream) toUnicode);
                }
                for (char ch : probeChars.toCharArray()) {
                    byte[] code = cmap.getCodesFromUnicode(String.valueOf(ch));
                    if (code != null) {
                        codes.put(ch, bigEndian(code));
                    }
                }
            } catch (IOException | RuntimeException e) {
                problems.add("ToUnicode unreadable: " + e);
            }
            return ProbeCodeScan.known(probeChars, codes);
        }
        if (font instanceof PDSimpleFont) {
            return new ProbeCodeScan(probeChars, new QuietSimpleFontUnicode((PDSimpleFont) font), SIMPLE_FONT_CODES);
        }
        int limit = font instanceof PDType0Font ? MAX_TYPE0_CODES_SCANNED : SIMPLE_FONT_CODES;
        return new ProbeCodeScan(probeChars, font::toUnicode, limit);
    }

    private static CMap parseCMap(COSStream stream) throws IOException {
        try (RandomAccessRead in = stream.createView()) {
            return new CMapParser().parse(in);
        }
    }

    private static int bigEndian(byte[] bytes) {
        int code = 0;
        for (byte b : bytes) {
            code = (code << Byte.SIZE) | (b & 0xFF);
        }
        return code;
    }

    private final String probeChars;
    private final OutlineReader outlines;
    private final double unitsPerEm;
    private final String glyphKind;
    private final ProbeCodeScan codes;
    private final boolean type3;
    private final List<String> codeProblems = new ArrayList<>();
    private final List<String> glyphProblems = new ArrayList<>();
    private int nextChar;
    private boolean anyRead;
    /** Something threw while the codes or glyphs were read: the problems hold its text. */
    private boolean readFailure;

    private ProbeGlyphReader(PDFont font, String probeChars, OutlineReader outlines, double unitsPerEm,
            String glyphKind) {
        this.probeChars = probeChars;
        this.outlines = outlines;
        this.unitsPerEm = unitsPerEm;
        this.glyphKind = glyphKind;
        this.type3 = font instanceof PDType3Font;
        this.codes = font == null ? null : findCodes(font, probeChars, codeProblems);
        this.readFailure = !codeProblems.isEmpty();   // findCodes names only a failed read of the ToUnicode CMap
    }

    /** A reader with no glyphs, for a font whose outlines cannot be read at all. */
    static ProbeGlyphReader failed(String problem) {
        ProbeGlyphReader reader = new ProbeGlyphReader(null, "", code -> null, NORMALIZED_UNITS_PER_EM, "glyph");
        reader.codeProblems.add(problem);
        return reader;
    }

    /** The next probe character's filled outline, or null when no probe character is left. */
    ProbeGlyph next() {
        while (nextChar < probeChars.length()) {
            char ch = probeChars.charAt(nextChar++);
            Integer code = codes.codeOf(ch);
            if (code == null) {
                continue;
            }
            try {
                ProbeGlyph glyph = ProbeGlyph.ofFilled(ch, outlines.outline(code), unitsPerEm);
                if (glyph != null) {
                    anyRead = true;
                    return glyph;
                }
            } catch (IOException | RuntimeException e) {
                glyphProblems.add(glyphKind + " '" + ch + "' unreadable: " + e);
                readFailure = true;
            }
        }
        return null;
    }

    /**
     * Whether the outlines are a Type 3 font's: in the em its FontMatrix gives, which may not be the em its
     * letters are drawn to ({@link LetterHeightEm}).
     */
    boolean isType3() {
        return type3;
    }

    /**
     * Whether reading the codes, the font matrix or a glyph read so far threw (the exception's text is among
     * {@link #problems()}), as opposed to a font that simply has no outlines to read (not embedded, bitmap
     * glyphs).
     */
    boolean hasReadFailure() {
        return readFailure || (codes != null && codes.failure() != null);
    }

    /**
     * What kept glyphs read so far from being read: the font-level problem or failed code scan first, then
     * the glyphs' problems in probe order; for a Type 3 font that gave no outline once every probe character
     * was tried, that too.
     */
    List<String> problems() {
        List<String> problems = new ArrayList<>(codeProblems);
        if (codes != null && codes.failure() != null) {
            problems.add(codes.failure());
        }
        problems.addAll(glyphProblems);
        if (type3 && !anyRead && nextChar >= probeChars.length()) {
            problems.add("no filled Type 3 outline for " + probeChars);
        }
        return problems;
    }
}
