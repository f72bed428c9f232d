package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The probe glyphs a subset has, and only those: a letter the subset dropped still has a code in the font's
 * encoding, which leads to the .notdef glyph (an empty box of hairlines in LiberationSerif and NimbusSans, whose
 * 0.02-0.05 em "stems" made bold faces regular: the sweep's Arial-BoldMT and SourceSerifPro-Black subsets).
 */
class ProbeGlyphReaderTest {

    /** Which of the probe characters each fixture's subset holds (FontFixtures; see the fonts README). */
    @ParameterizedTest
    @CsvSource({
        // the TTFSubsetter subset of LiberationSerif has no 'h' and no 'E'
        "truetype-simple.pdf, LiberationSerif,     lnmhurIHEi, lnmurIHi",
        "truetype-simple.pdf, LiberationSerif,     hE,         ''",
        // Ghostscript's CFF subset of NimbusSans-Regular has no 'm', 'h' or 'E'
        "type1c-urw.pdf,      NimbusSans-Regular,  lnmhurIHEi, lnurIHi",
    })
    void next_lettersTheSubsetDropped_skipped(String fixture, String fontName, String probe, String expected)
            throws IOException {
        try (PDDocument doc = FontFixtures.load(fixture)) {
            PDFont font = FontFixtures.fontsByName(doc).get(fontName);
            ProbeGlyphReader reader = ProbeGlyphReader.of(font, probe);
            StringBuilder read = new StringBuilder();
            for (ProbeGlyph glyph = reader.next(); glyph != null; glyph = reader.next()) {
                read.append(glyph.character);
            }
            assertEquals(expected, read.toString());
            assertNull(reader.next());
        }
    }
}
