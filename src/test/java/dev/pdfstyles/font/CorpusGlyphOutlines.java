package dev.pdfstyles.font;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.util.Matrix;
import org.apache.pdfbox.util.Vector;

/**
 * The outlines of every glyph a PDF shows (pages and the forms they draw, Type 3 glyphs too), read through
 * {@link ProbeGlyphReader#outlineOf} as the weight pass reads them; one per font dictionary and code.
 */
public final class CorpusGlyphOutlines {
    private CorpusGlyphOutlines() {
    }

    /** A glyph outline and where it comes from. */
    public static final class Sample {
        final String source;
        final ProbeGlyph glyph;

        Sample(String source, ProbeGlyph glyph) {
            this.source = source;
            this.glyph = glyph;
        }

        /** The glyph's outline, in font units. */
        public java.awt.geom.GeneralPath path() {
            return glyph.path;
        }

        public double unitsPerEm() {
            return glyph.unitsPerEm;
        }

        @Override
        public String toString() {
            return source;
        }
    }

    public static List<Sample> of(Path pdf) throws IOException {
        List<Sample> samples = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            UsedGlyphs used = new UsedGlyphs();
            used.writeText(document, new StringWriter());
            for (Map.Entry<COSDictionary, Set<Integer>> font : used.codes.entrySet()) {
                PDFont pdFont = used.fonts.get(font.getKey());
                for (int code : font.getValue()) {
                    String unicode = pdFont.toUnicode(code);
                    char character = unicode == null || unicode.isEmpty() ? '?' : unicode.charAt(0);
                    ProbeGlyph glyph = ProbeGlyphReader.outlineOf(pdFont, code, character);
                    if (glyph != null) {
                        samples.add(new Sample(pdf.getFileName() + " " + pdFont.getName() + " code " + code, glyph));
                    }
                }
            }
        }
        return samples;
    }

    /** Records the codes each font shows, and nothing else. */
    private static final class UsedGlyphs extends PDFTextStripper {
        final Map<COSDictionary, PDFont> fonts = new IdentityHashMap<>();
        final Map<COSDictionary, Set<Integer>> codes = new IdentityHashMap<>();

        UsedGlyphs() {
            setSortByPosition(false);
        }

        @Override
        protected void showGlyph(Matrix textRenderingMatrix, PDFont font, int code, Vector displacement) {
            fonts.putIfAbsent(font.getCOSObject(), font);
            codes.computeIfAbsent(font.getCOSObject(), k -> new LinkedHashSet<>()).add(code);
        }
    }
}
