package dev.pdfstyles.font;

import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.apache.fontbox.type1.Type1Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.encoding.Encoding;

import dev.pdfstyles.font.outline.Type1CharStringOutline;

/**
 * The glyph outlines of an embedded Type 1 font (FontFile), drawn by {@link Type1CharStringOutline} from the
 * charstrings PDFBox has already decrypted. Part of {@link ProbeGlyphReader}'s reading of outlines, beside
 * {@link CffCharStrings}. The glyph is found as {@code PDType1Font.getNormalizedPath} finds it in an embedded
 * font: the encoding's glyph name, its charstring, and {@code .notdef}'s when the font has none by that name.
 * Whatever this path cannot answer exactly (a font PDFBox substitutes, a charstring
 * {@link Type1CharStringOutline} leaves alone) is answered by PDFBox's own path. Not thread-safe: one per font
 * per parse.
 */
final class Type1CharStrings {
    private static final String NOTDEF = ".notdef";

    private final PDType1Font font;
    private final Encoding encoding;
    private final Map<String, byte[]> charStrings;
    private final List<byte[]> subrs;

    private Type1CharStrings(PDType1Font font, Type1Font program, Encoding encoding) {
        this.font = font;
        this.encoding = encoding;
        this.charStrings = program.getCharStringsDict();
        this.subrs = program.getSubrsArray();
    }

    /**
     * The reader for a Type 1 font whose glyphs PDFBox draws from the embedded program, or null when it draws
     * them from a substitute or the program cannot be reached (the caller then asks PDFBox).
     */
    static Type1CharStrings of(PDType1Font font) {
        try {
            Type1Font program = font.getType1Font();
            Encoding encoding = font.getEncoding();
            if (!font.isEmbedded() || program == null || font.getFontBoxFont() != program || encoding == null) {
                return null;
            }
            return new Type1CharStrings(font, program, encoding);
        } catch (RuntimeException e) {
            return null;   // PDFBox's own path names the problem when the glyphs are read
        }
    }

    /** The glyph's outline in character space units, as {@code PDType1Font.getNormalizedPath(code)} gives it. */
    GeneralPath normalizedPath(int code) throws IOException {
        GeneralPath drawn = drawnPath(code);
        return drawn != null ? drawn : font.getNormalizedPath(code);
    }

    /**
     * The outline this class draws itself, or null for a glyph it leaves to PDFBox.
     *
     * @throws IOException for a charstring that runs too long to be a glyph
     */
    GeneralPath drawnPath(int code) throws IOException {
        byte[] charString = charStrings.get(encoding.getName(code));
        if (charString == null) {
            charString = charStrings.get(NOTDEF);
        }
        return charString == null ? null : Type1CharStringOutline.outline(charString, subrs);
    }
}
