package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;

import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.testsupport.TextPositions;
import dev.pdfstyles.testsupport.Type3FontBuilder;

/** Standard-14, non-embedded TrueType names and Type 3 fonts: no program to read. */
class NonEmbeddedFontVerdictTest {
    private static final int DEFAULT_BOLD = FontEvidenceSettings.DEFAULT_MIN_BOLD_WEIGHT;

    private static FontVerdict judge(PDFont font) {
        return new FontVerdictCache(FontEvidenceSettings.defaults()).verdictFor(font);
    }

    @ParameterizedTest(name = "{0}: weight {1}, italic {2}")
    @CsvSource({
        "HELVETICA,              500, NO",    // AFM Weight Medium: regular under 600
        "HELVETICA_BOLD,         700, NO",
        "HELVETICA_OBLIQUE,      500, YES",   // ItalicAngle -12, no Italic in the name
        "HELVETICA_BOLD_OBLIQUE, 700, YES",
        "TIMES_ROMAN,            400, NO",
        "TIMES_BOLD,             700, NO",
        "TIMES_ITALIC,           500, YES",
        "COURIER_OBLIQUE,        500, YES",
        "COURIER_BOLD,           700, NO",
    })
    void verdictFor_standard14_weightFromAfmItalicFromAngle(Standard14Fonts.FontName name, int weight,
            Tristate italic) {
        // act
        FontVerdict verdict = judge(new PDType1Font(name));
        // assert
        assertEquals(weight, verdict.weight(), verdict::evidence);
        assertEquals(italic, verdict.italic(), verdict::evidence);
        assertTrue(verdict.evidence().contains("standard14: weight " + weight), verdict::evidence);
    }

    @ParameterizedTest(name = "{0}: never styled")
    @CsvSource({"SYMBOL", "ZAPF_DINGBATS"})
    void verdictFor_standard14Symbol_neverStyled(Standard14Fonts.FontName name) {
        // act
        FontVerdict verdict = judge(new PDType1Font(name));
        // assert
        assertEquals(400, verdict.weight(), verdict::evidence);
        assertEquals(Tristate.NO, verdict.italic(), verdict::evidence);
        assertTrue(verdict.evidence().contains("symbol font, never styled"), verdict::evidence);
    }

    /** A non-embedded simple TrueType font dictionary, optionally with a descriptor that says nothing. */
    private static PDFont nonEmbeddedTrueType(String baseFont, boolean withDescriptor) {
        COSDictionary dict = new COSDictionary();
        dict.setItem(COSName.TYPE, COSName.FONT);
        dict.setItem(COSName.SUBTYPE, COSName.TRUE_TYPE);
        dict.setName(COSName.BASE_FONT, baseFont);
        dict.setItem(COSName.ENCODING, COSName.WIN_ANSI_ENCODING);
        if (withDescriptor) {
            COSDictionary descriptor = new COSDictionary();
            descriptor.setItem(COSName.TYPE, COSName.FONT_DESC);
            descriptor.setName(COSName.FONT_NAME, baseFont);
            descriptor.setInt(COSName.FLAGS, 32);
            descriptor.setInt(COSName.ITALIC_ANGLE, 0);
            dict.setItem(COSName.FONT_DESC, descriptor);
        }
        return FontFixtures.recreate(dict);
    }

    @ParameterizedTest(name = "{0} (descriptor {1}): bold={2} italic={3} from {4}")
    @CsvSource({
        "'Arial,Bold',                false, true,  NO,  standard14",
        "'Arial,Bold',                true,  true,  NO,  standard14",
        "'Arial,Italic',              true,  false, YES, standard14",
        "'Arial,BoldItalic',          true,  true,  YES, standard14",
        "Arial,                       true,  false, NO,  standard14",
        "'TimesNewRoman,Bold',        true,  true,  NO,  standard14",
        "Helvetica-Oblique,           true,  false, YES, standard14",  // descriptor angle 0 is no opinion
        "'Garamond,BoldItalic',       true,  true,  YES, name",
        "BOLDXY+Garamond,             true,  false, UNKNOWN, -",
        "HelveticaNeueLTPro-Roman,    true,  false, NO,  name",
    })
    void verdictFor_nonEmbeddedTrueType_neverReadsSubstitute(String baseFont, boolean withDescriptor, boolean bold,
            Tristate italic, String source) {
        // arrange
        PDFont font = nonEmbeddedTrueType(baseFont, withDescriptor);
        // act
        FontVerdict verdict = judge(font);
        // assert
        assertFalse(font.isEmbedded());
        assertEquals(bold, verdict.isBold(DEFAULT_BOLD), verdict::evidence);
        assertEquals(italic, verdict.italic(), verdict::evidence);
        assertFalse(verdict.evidence().contains("OS/2"), verdict::evidence);
        if (!"-".equals(source)) {
            assertTrue(verdict.evidence().contains("from " + source), verdict::evidence);
        }
    }

    /** A Type 3 font with one char proc drawing a box for 'a', named by /Name, optional FontWeight. */
    private static PDFont type3(String name, Integer fontWeight, boolean italicFlag) throws IOException {
        return type3(name, fontWeight, italicFlag, 0.001f, java.util.Map.of("a", "500 0 0 0 500 700 d1 0 0 120 700 re f"));
    }

    /**
     * A Type 3 font whose char procs are given by glyph name (codes 97.. in the names' alphabetical order, glyph
     * names through the Differences array), with FontMatrix [scale 0 0 scale 0 0].
     */
    private static PDFont type3(String name, Integer fontWeight, boolean italicFlag, float scale,
            java.util.Map<String, String> charProcs) throws IOException {
        Type3FontBuilder font = new Type3FontBuilder().name(name).matrixScale(scale).bbox(0, 0, 500, 700);
        int code = 97;
        for (java.util.Map.Entry<String, String> glyph : new java.util.TreeMap<>(charProcs).entrySet()) {
            font.glyph(code++, glyph.getKey(), 500, glyph.getValue());
        }
        if (fontWeight != null) {
            font.fontWeight(fontWeight);
        }
        if (italicFlag) {
            font.italicFlag();
        }
        return FontFixtures.recreate(font.build());
    }

    /**
     * 'i', 'l' and 'n' (codes 97, 98, 99) as upright stems of the given width, each as tall as such a letter
     * usually stands (0.69 em, and 0.47 em for 'n'), in 1000 units per em of the letters' own.
     */
    private static java.util.Map<String, String> letters(int stemWidth) {
        return java.util.Map.of("i", letterProc(stemWidth, 690), "l", letterProc(stemWidth, 690),
                "n", letterProc(stemWidth, 470));
    }

    private static String letterProc(int width, int height) {
        return String.format(java.util.Locale.ROOT, "500 0 0 0 500 %d d1 0 0 %d %d re f", height, width, height);
    }

    private static org.apache.pdfbox.text.TextPosition glyph(PDFont font, char character, int code) {
        return TextPositions.glyph(font, String.valueOf(character), code);
    }

    /** A stem-like char proc: a parallelogram of the given width and slant, 700 units high, in 1000 units. */
    private static String stemProc(int width, double slant, double unitsScale) {
        double h = 700 * unitsScale;
        double w = width * unitsScale;
        double dx = slant * h;
        return String.format(java.util.Locale.ROOT, "%.1f 0 0 0 %.1f %.1f d1 0 0 m %.2f 0 l %.2f %.2f l %.2f %.2f l h f",
                500 * unitsScale, 500 * unitsScale, h, w, w + dx, h, dx, h);
    }

    @ParameterizedTest(name = "Type 3 stems {0}/1000 em, slant {1}, FontMatrix {2}: weight {3}, italic {4}")
    @CsvSource({
        "80,  0,    0.001, 400, NO",
        "150, 0,    0.001, 700, NO",
        "80,  0.21, 0.001, 400, YES",
        "150, 0.21, 0.01,  700, YES",   // glyphs drawn in 100 units per em
        "100, 0,    0.001, 0,   NO",    // dead zone: no weight vote
    })
    void verdictFor_type3Outlines_stemsAndSlantMeasured(int stem, double slant, float scale, int weight,
            Tristate italic) throws IOException {
        // arrange: 'l', 'n', 'i' drawn as stems, opaque name, no descriptor
        double unitsScale = 0.001 / scale;
        PDFont font = type3("T3_9", null, false, scale, java.util.Map.of("l", stemProc(stem, slant, unitsScale),
                "n", stemProc(stem, slant, unitsScale), "i", stemProc(stem, slant, unitsScale)));
        // act
        FontVerdict verdict = judge(font);
        // assert
        assertEquals(weight, verdict.weight(), verdict::evidence);
        assertEquals(italic, verdict.italic(), verdict::evidence);
        assertTrue(verdict.evidence().contains("outlines:"), verdict::evidence);
    }

    @ParameterizedTest(name = "Type 3 stems {0}/1000 of the letters' em, FontMatrix {1}: weight {2}, rescaled {3}")
    @CsvSource({
        "80,  0.01,    400, true",    // letters 7 em tall in the matrix's em (Ghostscript's copies: 10 times)
        "150, 0.01,    700, true",
        "80,  0.0001,  400, true",    // letters a fifteenth of an em tall
        "150, 0.0001,  700, true",
        "80,  0.0015,  700, false",   // within twice the usual height: the matrix's em stands, stems 0.12 em
    })
    void verdictFor_type3LettersDrawnToAnotherEm_stemsInTheLettersEm(int stem, float scale, int weight,
            boolean rescaled) throws IOException {
        // arrange: 'l', 'n', 'i' drawn in 1000 units per em of their own, whatever the FontMatrix says
        PDFont font = type3("T3_10", null, false, scale, java.util.Map.of("l", stemProc(stem, 0, 1),
                "n", stemProc(stem, 0, 1), "i", stemProc(stem, 0, 1)));
        // act
        FontVerdict verdict = judge(font);
        // assert
        assertEquals(weight, verdict.weight(), verdict::evidence);
        assertEquals(rescaled, verdict.evidence().contains("stems in the letters' em"), verdict::evidence);
    }

    @ParameterizedTest(name = "Type 3 stems {0}/1000 of the letters' em, FontMatrix {1}: compared on the page {2}")
    @CsvSource({
        "80,  0.001, false",   // its letters' stems say regular: not compared again
        "80,  0.01,  false",   // the same, in a FontMatrix ten times larger, whose em a comparison would use
        "150, 0.01,  false",   // bold: nothing to find
        "100, 0.001, true",    // dead zone: weight unknown
    })
    void isCandidate_type3JudgedByItsStems_onlyWhenTheyLeaveTheWeightOpen(int stem, float scale, boolean candidate)
            throws IOException {
        // arrange
        PDFont font = type3("T3_11", null, false, scale, java.util.Map.of("l", stemProc(stem, 0, 1),
                "n", stemProc(stem, 0, 1), "i", stemProc(stem, 0, 1)));
        FontVerdictCache verdicts = new FontVerdictCache(FontEvidenceSettings.defaults());
        // act / assert
        assertEquals(candidate, PageFontWeights.isCandidate(font, verdicts), verdicts.verdictFor(font)::evidence);
    }

    @Test
    void isCandidate_type3WithDescriptorWeightAndNoLetters_compared() throws IOException {
        // arrange: FontWeight 400 and one glyph that is no probe letter, as Chromium's emboldened CJK copies
        PDFont font = type3("T3_12", 400, false);
        FontVerdictCache verdicts = new FontVerdictCache(FontEvidenceSettings.defaults());
        // act / assert
        assertEquals(400, verdicts.verdictFor(font).weight(), verdicts.verdictFor(font)::evidence);
        assertTrue(PageFontWeights.isCandidate(font, verdicts), verdicts.verdictFor(font)::evidence);
    }

    @Test
    void emboldened_type3LettersDrawnToTenTimesItsEm_comparedInTheLettersEm() throws IOException {
        // arrange: stems of 0.100 of the letters' em (the dead zone: weight unknown, so compared on the page) in a
        // FontMatrix ten times the letters' em, beside a regular Type 3 font drawn to its FontMatrix's em. Their
        // stroke widths are 0.085 and 0.070 of the letters' em: a ratio of 1.21, not bolder
        PDFont rescaled = type3("T3_13", null, false, 0.01f, letters(100));
        PDFont regular = type3("T3_14", null, false, 0.001f, letters(80));
        FontVerdictCache verdicts = new FontVerdictCache(FontEvidenceSettings.defaults());
        assertEquals(FontVerdict.UNKNOWN_WEIGHT, verdicts.verdictFor(rescaled).weight(),
                verdicts.verdictFor(rescaled)::evidence);
        assertEquals(10.0, verdicts.verdictFor(rescaled).letterEmScale(), 0.01);
        assertTrue(PageFontWeights.isCandidate(rescaled, verdicts));
        assertFalse(PageFontWeights.isCandidate(regular, verdicts), verdicts.verdictFor(regular)::evidence);
        // act
        java.util.Map<PDFont, ?> emboldened = new PageFontWeights(verdicts).emboldened(java.util.List.of(
                glyph(rescaled, 'l', 98), glyph(rescaled, 'n', 99), glyph(regular, 'l', 98), glyph(regular, 'n', 99)));
        // assert: measured in its FontMatrix's em, its strokes would be twelve times the regular font's
        assertTrue(emboldened.isEmpty(), emboldened::toString);
    }

    @Test
    void emboldened_besideARegularType3FontDrawnToTenTimesItsEm_comparedInItsLettersEm() throws IOException {
        // arrange: a candidate of FontWeight 400 with no letters whose strokes are 0.102 em, beside a Type 3 font
        // whose stems (0.080 of its letters' em) judged it regular, drawn in a FontMatrix ten times its letters' em:
        // its strokes are 0.070 of its letters' em, a ratio of 1.46, bolder
        PDFont candidate = type3("T3_15", 400, false);
        PDFont rescaled = type3("T3_16", null, false, 0.01f, letters(80));
        FontVerdictCache verdicts = new FontVerdictCache(FontEvidenceSettings.defaults());
        assertEquals(400, verdicts.verdictFor(rescaled).weight(), verdicts.verdictFor(rescaled)::evidence);
        // act
        java.util.Map<PDFont, ?> emboldened = new PageFontWeights(verdicts).emboldened(java.util.List.of(
                glyph(candidate, 'a', 97), glyph(rescaled, 'l', 98), glyph(rescaled, 'n', 99)));
        // assert: measured in the regular font's FontMatrix em, its strokes would be ten times the candidate's
        assertEquals(java.util.Set.of(candidate), emboldened.keySet());
    }

    @Test
    void verdictFor_type3OpaqueNameNoDescriptor_unknown() throws IOException {
        // act
        FontVerdict verdict = judge(type3("T3_0", null, false));
        // assert
        assertEquals(FontVerdict.UNKNOWN_WEIGHT, verdict.weight(), verdict::evidence);
        assertEquals(Tristate.UNKNOWN, verdict.italic(), verdict::evidence);
        assertFalse(verdict.isBold(FontEvidenceSettings.MIN_WEIGHT_SETTING));
    }

    @Test
    void verdictFor_type3WithFontWeightAndItalicFlag_descriptorDecides() throws IOException {
        // act
        FontVerdict verdict = judge(type3("T3_1", 700, true));
        // assert
        assertEquals(700, verdict.weight(), verdict::evidence);
        assertEquals(Tristate.YES, verdict.italic(), verdict::evidence);
        assertTrue(verdict.evidence().startsWith("weight 700 from descriptor (FontWeight 700)"),
                verdict::evidence);
    }

    @Test
    void verdictFor_type3StyledName_nameDecides() throws IOException {
        // act
        FontVerdict verdict = judge(type3("Futura-BoldOblique", null, false));
        // assert
        assertTrue(verdict.isBold(DEFAULT_BOLD), verdict::evidence);
        assertEquals(Tristate.YES, verdict.italic(), verdict::evidence);
    }

    @Test
    void verdictFor_sourcesDisabled_unknownWithVotesMissing() {
        // arrange
        FontEvidenceSettings nameOnly = FontEvidenceSettings.defaults().withSource(EvidenceSource.DESCRIPTOR, false)
                .withSource(EvidenceSource.STANDARD14, false);
        PDFont font = nonEmbeddedTrueType("Arial", true);
        // act
        FontVerdict verdict = new FontVerdictCache(nameOnly).verdictFor(font);
        // assert: Arial alone carries no style words, and the base-14 metrics are switched off
        assertEquals(FontVerdict.UNKNOWN_WEIGHT, verdict.weight(), verdict::evidence);
        assertFalse(verdict.evidence().contains("standard14"), verdict::evidence);
    }

    @ParameterizedTest(name = "{0} flagged italic, ItalicAngle -14: never styled")
    @CsvSource({"Symbol", "CMSY10", "ABCDEF+CMEX10", "Wingdings-Regular", "ZapfDingbats"})
    void verdictFor_symbolFontFlaggedItalic_neverStyled(String baseFont) {
        // arrange: a descriptor that says italic and ForceBold
        PDFont font = nonEmbeddedTrueType(baseFont, true);
        COSDictionary descriptor = font.getFontDescriptor().getCOSObject();
        descriptor.setInt(COSName.FLAGS, 64 + 4 + 262144);
        descriptor.setInt(COSName.ITALIC_ANGLE, -14);
        // act
        FontVerdict verdict = judge(FontFixtures.recreate(font.getCOSObject()));
        // assert
        assertEquals(400, verdict.weight(), verdict::evidence);
        assertEquals(Tristate.NO, verdict.italic(), verdict::evidence);
        assertTrue(verdict.evidence().contains("symbol font, never styled"), verdict::evidence);
    }
}
