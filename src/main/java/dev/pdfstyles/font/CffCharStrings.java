package dev.pdfstyles.font;

import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import org.apache.fontbox.cff.CFFType1Font;
import org.apache.pdfbox.pdmodel.font.PDType1CFont;
import org.apache.pdfbox.pdmodel.font.encoding.Encoding;

import dev.pdfstyles.font.outline.Type2CharStringOutline;

/**
 * The glyph outlines of an embedded name-keyed CFF font, drawn by {@link Type2CharStringOutline} from the
 * charstrings PDFBox has already parsed out of the font program. Part of {@link ProbeGlyphReader}'s reading of
 * outlines; a class of its own because it reaches further into fontbox than any other reader:
 * <ul>
 *   <li>the glyph is found as {@code PDType1CFont.getNormalizedPath} finds it: the encoding's glyph name, the
 *       charset's GID for that name ({@code CFFType1Font.nameToGID}), and GID 0 ({@code .notdef}) when the
 *       charstring is missing;</li>
 *   <li>the local subroutines are the private dictionary's {@code "Subrs"} entry, which fontbox's
 *       {@code CFFParser} stores there as a {@code byte[][]}: not a documented API, so
 *       {@code CharStringReadersTest} checks it against the pinned fontbox on real fonts.</li>
 * </ul>
 * Whatever this path cannot answer exactly (a font PDFBox substitutes, the glyph names PDFBox redirects,
 * a charstring {@link Type2CharStringOutline} leaves alone) is answered by PDFBox's own path. Not thread-safe:
 * one per font per parse.
 */
final class CffCharStrings {
    /** Glyph names PDFBox's {@code PDType1CFont} draws as another glyph; left to it. */
    private static final String SOFT_HYPHEN = "sfthyphen";
    private static final String NO_BREAK_SPACE = "nbspace";

    private final PDType1CFont font;
    private final CFFType1Font program;
    private final Encoding encoding;
    private final List<byte[]> charStrings;
    private final List<byte[]> globalSubrs;
    private final List<byte[]> localSubrs;

    private CffCharStrings(PDType1CFont font, CFFType1Font program, Encoding encoding) {
        this.font = font;
        this.program = program;
        this.encoding = encoding;
        this.charStrings = program.getCharStringBytes();
        this.globalSubrs = program.getGlobalSubrIndex();
        Object locals = program.getPrivateDict().get("Subrs");
        this.localSubrs = locals instanceof byte[][] ? Arrays.asList((byte[][]) locals) : null;
    }

    /**
     * The reader for a CFF font whose glyphs PDFBox draws from the embedded program, or null when it draws
     * them from a substitute or the program cannot be reached (the caller then asks PDFBox).
     */
    static CffCharStrings of(PDType1CFont font) {
        try {
            CFFType1Font program = font.getCFFType1Font();
            Encoding encoding = font.getEncoding();
            if (!font.isEmbedded() || program == null || font.getFontBoxFont() != program || encoding == null) {
                return null;
            }
            return new CffCharStrings(font, program, encoding);
        } catch (RuntimeException e) {
            return null;   // PDFBox's own path names the problem when the glyphs are read
        }
    }

    /** Whether the font's local subroutines were found where fontbox keeps them. */
    boolean readsLocalSubrs() {
        return localSubrs != null;
    }

    /** The glyph's outline in font units, as {@code PDType1CFont.getNormalizedPath(code)} gives it. */
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
        String name = encoding.getName(code);
        if (SOFT_HYPHEN.equals(name) || NO_BREAK_SPACE.equals(name)) {
            return null;
        }
        int gid = program.nameToGID(name);
        byte[] charString = gid < charStrings.size() ? charStrings.get(gid) : null;
        if (charString == null) {
            charString = charStrings.get(0);
        }
        return Type2CharStringOutline.outline(charString, globalSubrs, localSubrs);
    }
}
