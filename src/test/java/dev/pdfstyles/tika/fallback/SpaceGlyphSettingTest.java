package dev.pdfstyles.tika.fallback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.junit.jupiter.api.Test;

/**
 * Where Tika (3.1.0 on) and PDFBox (3.0.4 on) have the setting, it passes through both ways; where they do
 * not (Tika 3.0.0, which scripts/tika-matrix.sh runs), it reads false and setting it does nothing. The test
 * reaches the setting by reflection, so that it compiles against every Tika 3.x.
 */
class SpaceGlyphSettingTest {

    @Test
    void available_sameAsTheRuntimesMethods() {
        assertEquals(hasMethod(PDFParserConfig.class, "isIgnoreContentStreamSpaceGlyphs")
                && hasMethod(PDFTextStripper.class, "getIgnoreContentStreamSpaceGlyphs"), SpaceGlyphSetting.AVAILABLE);
    }

    @Test
    void of_configuredTrue_trueWhereTheSettingExists() throws Exception {
        // arrange
        PDFParserConfig config = new PDFParserConfig();
        if (SpaceGlyphSetting.AVAILABLE) {
            PDFParserConfig.class.getMethod("setIgnoreContentStreamSpaceGlyphs", boolean.class).invoke(config, true);
        }
        // act + assert
        assertEquals(SpaceGlyphSetting.AVAILABLE, SpaceGlyphSetting.of(config));
    }

    @Test
    void of_default_false() {
        assertFalse(SpaceGlyphSetting.of(new PDFParserConfig()));
    }

    @Test
    void applyTo_true_stripperIgnoresSpaceGlyphsWhereTheSettingExists() throws Exception {
        // arrange
        PDFTextStripper stripper = new PDFTextStripper();
        // act
        SpaceGlyphSetting.applyTo(stripper, true);
        // assert
        if (SpaceGlyphSetting.AVAILABLE) {
            assertEquals(true, PDFTextStripper.class.getMethod("getIgnoreContentStreamSpaceGlyphs").invoke(stripper));
        }
    }

    private static boolean hasMethod(Class<?> type, String name) {
        try {
            type.getMethod(name);
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
