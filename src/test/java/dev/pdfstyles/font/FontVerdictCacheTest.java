package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.FontEvidenceSettings;

/**
 * The cache on real embedded fonts (the committed fixtures: TrueType as CIDFontType2 and simple, Type 1,
 * Type 1C written by Ghostscript, OpenType-CFF in FontFile3), checked against PDFBox 3.0.8.
 */
class FontVerdictCacheTest {
    private static final int DEFAULT_BOLD = FontEvidenceSettings.DEFAULT_MIN_BOLD_WEIGHT;

    private static final FontEvidenceSettings OUTLINES_ONLY = FontEvidenceSettings.defaults()
            .withSource(EvidenceSource.PROGRAM, false).withSource(EvidenceSource.DESCRIPTOR, false)
            .withSource(EvidenceSource.STANDARD14, false).withSource(EvidenceSource.NAME, false);

    @ParameterizedTest(name = "{0} {1}: bold={2} italic={3} from {4}")
    @CsvSource({
        // PDFBox's own TrueType subsets drop OS/2 and post: head.macStyle decides
        "truetype-cid.pdf,    DejaVuSans,                false, NO,  program",
        "truetype-cid.pdf,    DejaVuSans-Bold,           true,  NO,  program",
        "truetype-cid.pdf,    DejaVuSerif-Italic,        false, YES, program",
        "truetype-cid.pdf,    DejaVuSans-ExtraLight,     false, NO,  program",
        "truetype-cid.pdf,    LiberationSans-BoldItalic, true,  YES, program",
        "truetype-cid.pdf,    DejaVuSansCondensed-Bold,  true,  NO,  program",
        // fontbox TTFSubsetter keeps OS/2 and post
        "truetype-simple.pdf, LiberationSerif,           false, NO,  program",
        "truetype-simple.pdf, LiberationSerif-Bold,      true,  NO,  program",
        "truetype-simple.pdf, LiberationSerif-Italic,    false, YES, program",
        "truetype-simple.pdf, LiberationMono-Bold,       true,  NO,  program",
        // Type 1 FontInfo; cmr10 carries the defaults (Weight Medium, ItalicAngle 0): its TeX name refines them
        "type1-cm.pdf,        CMBX10,                    true,  NO,  program",
        "type1-cm.pdf,        CMTI10,                    false, YES, program",
        "type1-cm.pdf,        CMR10,                     false, NO,  name",    // FontInfo at its defaults
        // OS/2 of an OpenType program in FontFile3 under a CIDFontType0
        "opentype-cff.pdf,    NimbusSans-BoldItalic,     true,  YES, program",
        // Ghostscript's CFF subsets carry no Weight and ItalicAngle 0; its descriptors say upright: outlines decide
        "type1c-urw.pdf,      NimbusSans-Regular,        false, NO,  outlines",
        "type1c-urw.pdf,      NimbusSans-Bold,           true,  NO,  outlines",
        "type1c-urw.pdf,      NimbusRoman-Italic,        false, YES, outlines",
        "type1c-urw.pdf,      NimbusSans-BoldItalic,     true,  YES, outlines",
        "type1c-tex.pdf,      CMR10,                     false, NO,  outlines",
        "type1c-tex.pdf,      CMBX10,                    true,  NO,  outlines",
        "type1c-tex.pdf,      CMTI10,                    false, YES, outlines",
        "type1c-tex.pdf,      LMRoman10-Bold,            true,  NO,  outlines",
    })
    void verdictFor_realEmbeddedFont_givesStyleAndSource(String fixture, String fontName, boolean bold,
            Tristate italic, String source) throws IOException {
        try (PDDocument doc = FontFixtures.load(fixture)) {
            // arrange
            PDFont font = FontFixtures.fontsByName(doc).get(fontName);
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict verdict = cache.verdictFor(font);
            // assert
            assertEquals(bold, verdict.isBold(DEFAULT_BOLD), verdict::toString);
            assertEquals(italic, verdict.italic(), verdict::toString);
            assertTrue(verdict.evidence().contains("from " + source), verdict::evidence);
        }
    }

    @ParameterizedTest(name = "{0} {1} renamed F1: bold={2} italic={3}")
    @CsvSource({
        "truetype-cid.pdf,    DejaVuSans,                false, NO",
        "truetype-cid.pdf,    DejaVuSans-Bold,           true,  NO",
        "truetype-cid.pdf,    LiberationSans-BoldItalic, true,  YES",
        "truetype-simple.pdf, LiberationSerif-Italic,    false, YES",
        "truetype-simple.pdf, LiberationSerif-Bold,      true,  NO",
        "type1-cm.pdf,        CMBX10,                    true,  NO",
        "type1-cm.pdf,        CMTI10,                    false, YES",
        "opentype-cff.pdf,    NimbusSans-BoldItalic,     true,  YES",
        "type1c-urw.pdf,      NimbusSans-Bold,           true,  NO",
        "type1c-urw.pdf,      NimbusRoman-Italic,        false, YES",
        "type1c-tex.pdf,      CMBX10,                    true,  NO",
        "type1c-tex.pdf,      CMTI10,                    false, YES",
    })
    void verdictFor_opaqueName_sameVerdictFromProgramOrOutlines(String fixture, String fontName, boolean bold,
            Tristate italic) throws IOException {
        try (PDDocument doc = FontFixtures.load(fixture)) {
            // arrange
            PDFont font = FontFixtures.renamed(FontFixtures.fontsByName(doc).get(fontName), "F1");
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict verdict = cache.verdictFor(font);
            // assert
            assertEquals(bold, verdict.isBold(DEFAULT_BOLD), verdict::toString);
            assertEquals(italic, verdict.italic(), verdict::toString);
            assertFalse(verdict.evidence().contains("from name"), verdict::evidence);
        }
    }

    /**
     * iText writes descriptor Flags 68 (Symbolic, Italic) on upright Type 1 fonts named TT3Do00 (pdf.js
     * issue7769.pdf): an italic that neither the program nor the name states is checked against the glyphs,
     * and their upright stems overrule it. An italic face so flagged stays italic.
     */
    @ParameterizedTest(name = "{0} {1} renamed F1 with the Italic flag: italic {2}")
    @CsvSource({
        "type1-cm.pdf,   CMR10,              NO",
        "type1-cm.pdf,   CMTI10,             YES",
        "type1c-urw.pdf, NimbusSans-Regular, NO",
        "type1c-urw.pdf, NimbusRoman-Italic, YES",
    })
    void verdictFor_italicFlagOnlyTheDescriptorStates_glyphsCheckIt(String fixture, String fontName,
            Tristate italic) throws IOException {
        try (PDDocument doc = FontFixtures.load(fixture)) {
            // arrange
            PDFont font = FontFixtures.renamed(FontFixtures.fontsByName(doc).get(fontName), "F1");
            FontFixtures.descriptorOf(font).setInt(COSName.FLAGS, 68);
            font = FontFixtures.recreate(font.getCOSObject());
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict verdict = cache.verdictFor(font);
            // assert
            assertEquals(italic, verdict.italic(), verdict::evidence);
            assertTrue(italic == Tristate.YES || verdict.evidence().contains("italic NO from outlines"),
                    verdict::evidence);
        }
    }

    @ParameterizedTest(name = "outlines only: {0} {1} bold={2} italic={3}")
    @CsvSource({
        "truetype-cid.pdf,    DejaVuSans,                false, NO",
        "truetype-cid.pdf,    DejaVuSans-Bold,           true,  NO",
        "truetype-cid.pdf,    DejaVuSerif-Italic,        false, YES",
        "truetype-cid.pdf,    DejaVuSans-ExtraLight,     false, NO",
        "truetype-cid.pdf,    LiberationSans-BoldItalic, true,  YES",
        "truetype-cid.pdf,    DejaVuSansCondensed-Bold,  true,  NO",
        "truetype-simple.pdf, LiberationSerif,           false, NO",
        "truetype-simple.pdf, LiberationSerif-Bold,      true,  NO",
        "truetype-simple.pdf, LiberationSerif-Italic,    false, YES",
        "truetype-simple.pdf, LiberationMono-Bold,       true,  NO",
        "type1-cm.pdf,        CMBX10,                    true,  NO",
        "type1-cm.pdf,        CMTI10,                    false, YES",
        "type1-cm.pdf,        CMR10,                     false, NO",
        "opentype-cff.pdf,    NimbusSans-BoldItalic,     true,  YES",
        "type1c-urw.pdf,      NimbusSans-Regular,        false, NO",
        "type1c-urw.pdf,      NimbusRoman-Italic,        false, YES",
    })
    void verdictFor_outlinesOnly_stemAndSlantAgreeWithMetadata(String fixture, String fontName, boolean bold,
            Tristate italic) throws IOException {
        try (PDDocument doc = FontFixtures.load(fixture)) {
            // arrange
            PDFont font = FontFixtures.fontsByName(doc).get(fontName);
            FontVerdictCache cache = new FontVerdictCache(OUTLINES_ONLY);
            // act
            FontVerdict verdict = cache.verdictFor(font);
            // assert
            assertEquals(bold, verdict.isBold(DEFAULT_BOLD), verdict::toString);
            assertEquals(italic, verdict.italic(), verdict::toString);
            assertTrue(verdict.evidence().startsWith("weight " + verdict.weight() + " from outlines"),
                    verdict::evidence);
        }
    }

    @Test
    void verdictFor_gothamBlackRenamed_stemsOverruleDescriptorAndDefaultMedium() throws IOException {
        try (PDDocument doc = loadTika("testPDF_angles.pdf")) {
            // arrange: CFF Weight "Medium", descriptor FontWeight 400, and no name to refine them
            PDFont font = null;
            for (PDFont candidate : FontFixtures.fontsByName(doc).values()) {
                if (FontEvidenceCollector.nameOf(candidate).endsWith("Gotham-Black")) {
                    font = candidate;
                }
            }
            PDFont renamed = FontFixtures.renamed(font, "F7");
            // act
            FontVerdict verdict = new FontVerdictCache(FontEvidenceSettings.defaults()).verdictFor(renamed);
            // assert
            assertEquals(700, verdict.weight(), verdict::evidence);
            assertTrue(verdict.evidence().contains("from outlines"), verdict::evidence);
            assertTrue(verdict.evidence().contains("overruling descriptor FontWeight 400"), verdict::evidence);
        }
    }

    private static PDDocument loadTika(String name) throws IOException {
        try (java.io.InputStream in = FontVerdictCacheTest.class.getResourceAsStream("/test-documents/" + name)) {
            return org.apache.pdfbox.Loader.loadPDF(in.readAllBytes());
        }
    }

    @Test
    void verdictFor_descriptorLiesBothWays_programWins() throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-simple.pdf")) {
            // arrange: italic face with Italic flag cleared and angle 0; upright face flagged italic
            Map<String, PDFont> fonts = FontFixtures.fontsByName(doc);
            PDFont italic = fonts.get("LiberationSerif-Italic");
            PDFont upright = fonts.get("LiberationSerif");
            PDFontDescriptor italicDescriptor = italic.getFontDescriptor();
            italicDescriptor.setItalic(false);
            italicDescriptor.setItalicAngle(0);
            upright.getFontDescriptor().setItalic(true);
            upright.getFontDescriptor().setItalicAngle(-12);
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict italicVerdict = cache.verdictFor(FontFixtures.renamed(italic, "Tc1"));
            FontVerdict uprightVerdict = cache.verdictFor(FontFixtures.renamed(upright, "Tc2"));
            // assert
            assertEquals(Tristate.YES, italicVerdict.italic(), italicVerdict::evidence);
            assertEquals(Tristate.NO, uprightVerdict.italic(), uprightVerdict::evidence);
            assertTrue(uprightVerdict.evidence().contains("italic YES (Italic flag, ItalicAngle -12.00)"),
                    uprightVerdict::evidence);
        }
    }

    @Test
    void verdictFor_pdfboxSubsetWithoutOs2_descriptorWeightRefinesMacStyle() throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-cid.pdf")) {
            // arrange: PDFBox drops OS/2 from its subsets but writes usWeightClass into FontWeight
            PDFont font = FontFixtures.fontsByName(doc).get("DejaVuSans-ExtraLight");
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict verdict = cache.verdictFor(font);
            // assert
            assertEquals(200, verdict.weight(), verdict::evidence);
            assertTrue(verdict.evidence().startsWith("weight 200 from descriptor (FontWeight 200, refining program "
                    + "no OS/2; head.macStyle bold bit clear)"), verdict::evidence);
        }
    }

    @Test
    void verdictFor_macStyleBoldBitAtDefaultThreshold_outlinesNotMeasured() throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-cid.pdf")) {
            // arrange: a PDFBox subset without OS/2 whose head.macStyle says bold (600-900)
            PDFont font = FontFixtures.fontsByName(doc).get("DejaVuSans-Bold");
            // act
            FontVerdict atDefault = new FontVerdictCache(FontEvidenceSettings.defaults()).verdictFor(font);
            FontVerdict atBlack = new FontVerdictCache(FontEvidenceSettings.defaults().withMinBoldWeight(750))
                    .verdictFor(font);
            // assert: at 600 every weight the bit allows is bold, so the stems are not asked; at 750 they are
            assertTrue(atDefault.isBold(600), atDefault::evidence);
            assertTrue(atDefault.evidence().contains("outlines: [not measured: program's weights 600-900 are all "
                    + "bold at 600]"), atDefault::evidence);
            assertTrue(atBlack.evidence().contains("outlines: weight"), atBlack::evidence);
        }
    }

    @Test
    void verdictFor_macStyleBoldBitClearAndNoWeightNamed_outlinesNotMeasured() throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-cid.pdf")) {
            // arrange: a PDFBox subset without OS/2, bold bit clear, under an opaque name (FontWeight 400 stays)
            PDFont font = FontFixtures.renamed(FontFixtures.fontsByName(doc).get("DejaVuSans"), "F1");
            // act
            FontVerdict verdict = new FontVerdictCache(FontEvidenceSettings.defaults()).verdictFor(font);
            // assert: no source reaches 600, so no stem width could make it bold
            assertEquals(400, verdict.weight(), verdict::evidence);
            assertTrue(verdict.evidence().contains("outlines: [not measured: program's no OS/2; head.macStyle bold "
                    + "bit clear, and no source names a weight of 600 or more]"), verdict::evidence);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // a Semibold face is its own style-linked family and leaves the bit clear: its name says so
        "semibold name,              DejaVuSans-SemiBold, 0,   600",
        // the descriptor names a bold weight: the stems settle which of the two is right
        "descriptor FontWeight 700,  F1,                  700, 600",
        // the threshold is at the bit's own 400: the stems settle which side of it the face is
        "threshold 400,              F1,                  0,   400",
        // the name says italic where the program's upright is a clear bit: the stems' slant decides
        "italic name,                F1-Italic,           0,   600",
    })
    void verdictFor_macStyleBoldBitClearAndSomethingAgainstIt_outlinesMeasured(String against, String name,
            int fontWeight, int minBoldWeight) throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-cid.pdf")) {
            // arrange
            PDFont font = FontFixtures.fontsByName(doc).get("DejaVuSans");
            if (fontWeight > 0) {
                FontFixtures.descriptorOf(font).setInt(COSName.FONT_WEIGHT, fontWeight);
            }
            PDFont renamed = FontFixtures.renamed(font, name);
            // act
            FontVerdict verdict = new FontVerdictCache(FontEvidenceSettings.defaults().withMinBoldWeight(minBoldWeight))
                    .verdictFor(renamed);
            // assert: the regular face's stems answer, whatever the metadata claimed
            assertTrue(verdict.evidence().contains("outlines: weight 400"), verdict::evidence);
            assertEquals(400, verdict.weight(), verdict::evidence);
        }
    }

    @Test
    void verdictFor_sameDictionaryTwice_judgedOnce() throws IOException {
        try (PDDocument doc = FontFixtures.load("type1-cm.pdf")) {
            // arrange
            PDFont font = FontFixtures.fontsByName(doc).get("CMBX10");
            PDFont sameDictionary = FontFixtures.recreate(font.getCOSObject());
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict first = cache.verdictFor(font);
            FontVerdict second = cache.verdictFor(sameDictionary);
            // assert
            assertSame(first, second);
            assertEquals(1, cache.size());
        }
    }

    @Test
    void verdictFor_twoDictionariesSameName_judgedSeparately() throws IOException {
        try (PDDocument doc = FontFixtures.load("type1-cm.pdf")) {
            // arrange: two different fonts, both called F1 by their exporter
            Map<String, PDFont> fonts = FontFixtures.fontsByName(doc);
            PDFont bold = FontFixtures.renamed(fonts.get("CMBX10"), "F1");
            PDFont italic = FontFixtures.renamed(fonts.get("CMTI10"), "F1");
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict boldVerdict = cache.verdictFor(bold);
            FontVerdict italicVerdict = cache.verdictFor(italic);
            // assert
            assertEquals(2, cache.size());
            assertTrue(boldVerdict.isBold(DEFAULT_BOLD));
            assertFalse(boldVerdict.isItalic());
            assertFalse(italicVerdict.isBold(DEFAULT_BOLD));
            assertTrue(italicVerdict.isItalic());
        }
    }

    @Test
    void verdictFor_nullFont_unknownWithoutException() {
        // act
        FontVerdict verdict = new FontVerdictCache(FontEvidenceSettings.defaults()).verdictFor(null);
        // assert
        assertEquals(FontVerdict.UNKNOWN_WEIGHT, verdict.weight());
        assertEquals(Tristate.UNKNOWN, verdict.italic());
    }

    @Test
    void verdictFor_brokenEmbeddedProgram_noExceptionNameDecides() throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-simple.pdf")) {
            // arrange: replace the FontFile2 bytes with garbage
            PDFont font = FontFixtures.fontsByName(doc).get("LiberationSerif-Bold");
            org.apache.pdfbox.pdmodel.common.PDStream garbage = new org.apache.pdfbox.pdmodel.common.PDStream(doc,
                    new java.io.ByteArrayInputStream(new byte[] {0, 1, 0, 0, 0, 9, 'g', 'a', 'r', 'b'}));
            FontFixtures.descriptorOf(font).setItem(COSName.FONT_FILE2, garbage);
            FontFixtures.descriptorOf(font).removeItem(COSName.FONT_WEIGHT);
            PDFont broken = FontFixtures.recreate(font.getCOSObject());
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            // act
            FontVerdict verdict = cache.verdictFor(broken);
            // assert
            assertTrue(verdict.isBold(DEFAULT_BOLD), verdict::evidence);
            assertTrue(verdict.evidence().contains("from name"), verdict::evidence);
            assertFalse(verdict.evidence().contains("OS/2"), verdict::evidence);
        }
    }

    @Test
    void describeAll_twoFonts_oneLineEachWithEvidence() throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-simple.pdf")) {
            // arrange
            Map<String, PDFont> fonts = FontFixtures.fontsByName(doc);
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            cache.verdictFor(fonts.get("LiberationSerif-Bold"));
            cache.verdictFor(fonts.get("LiberationSerif-Italic"));
            cache.verdictFor(fonts.get("LiberationSerif-Bold"));
            // act
            List<String> lines = cache.describeAll();
            // assert
            assertEquals(2, lines.size());
            assertTrue(lines.get(0).startsWith("LiberationSerif-Bold | TrueType | embedded | weight 700 (bold) "
                    + "| italic NO | weight 700 from program (OS/2 usWeightClass 700)"), lines.get(0));
            assertTrue(lines.get(1).contains("| italic YES | "), lines.get(1));
            assertNotNull(cache.settings());
        }
    }

    @Test
    void isBold_semiboldWithThresholds_dependsOnSetting() {
        // arrange: a 600 verdict
        FontVerdict semibold = new FontVerdict(600, Tristate.NO, "");
        // act / assert
        assertTrue(semibold.isBold(FontEvidenceSettings.defaults().minBoldWeight()));
        assertFalse(semibold.isBold(FontEvidenceSettings.defaults().withMinBoldWeight(700).minBoldWeight()));
        assertFalse(semibold.isBold(601));
        assertTrue(semibold.isBold(600));
    }
}
