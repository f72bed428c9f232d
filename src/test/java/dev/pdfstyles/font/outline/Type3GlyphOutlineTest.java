package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.font.FontVerdict;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.testsupport.ContentStreams;

/**
 * Type 3 fonts are judged by their glyph stems: test-documents/pdfbox/type3-fonts.pdf has a regular and a
 * heavy hand-drawn Type 3 font with no descriptor; test-documents/chromium/regular-only.pdf has the Type 3
 * copies Chromium makes to embolden a Regular-only face, with a descriptor that says FontWeight 400.
 */
class Type3GlyphOutlineTest {

    /** A glyph procedure drawn in text space as it stands: the outline's numbers are the procedure's. */
    private static final float[] IDENTITY_FONT_MATRIX = {1, 0, 0, 1, 0, 0};

    private static List<FontVerdict> type3Verdicts(String corpusPath) throws Exception {
        List<FontVerdict> verdicts = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(new File("test-documents/" + corpusPath))) {
            PDResources resources = document.getPage(0).getResources();
            FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
            for (COSName name : resources.getFontNames()) {
                PDFont font = resources.getFont(name);
                if (font instanceof PDType3Font) {
                    verdicts.add(cache.verdictFor(font));
                }
            }
        }
        return verdicts;
    }

    @Test
    void verdictFor_handDrawnType3_heavyIsBoldRegularIsNot() throws Exception {
        List<FontVerdict> verdicts = type3Verdicts("pdfbox/type3-fonts.pdf");
        assertEquals(2, verdicts.size());
        long bold = verdicts.stream().filter(v -> v.isBold(600)).count();
        assertEquals(1, bold, verdicts.toString());
        assertTrue(verdicts.stream().allMatch(v -> v.evidence().contains("outlines")), verdicts.toString());
    }

    @Test
    void verdictFor_chromiumEmboldenedType3_boldDespiteFontWeight400() throws Exception {
        List<FontVerdict> verdicts = type3Verdicts("chromium/regular-only.pdf");
        assertTrue(!verdicts.isEmpty());
        for (FontVerdict verdict : verdicts) {
            assertTrue(verdict.isBold(600), verdict.toString());
        }
    }

    @Test
    void outline_overlongGlyphProcedure_stopsAtTheOperatorBudget() throws Exception {
        StringBuilder content = new StringBuilder("0 0 1 1 re f\n");
        for (int i = 0; i < Type3GlyphOutlines.MAX_OPERATORS; i++) {
            content.append("0 0 m\n");
        }
        try (PDDocument document = new PDDocument()) {
            org.apache.pdfbox.pdmodel.font.PDType3CharProc charProc =
                    ContentStreams.type3Glyph(document, content.toString(), IDENTITY_FONT_MATRIX);
            org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                    () -> Type3GlyphOutlines.outline(charProc));
        }
    }

    @Test
    void outline_formInsideTheGlyph_isNotDrawn() throws Exception {
        try (PDDocument document = new PDDocument()) {
            org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject form =
                    new org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject(document);
            try (java.io.OutputStream out = form.getContentStream().createOutputStream()) {
                out.write("5 5 1 1 re f /Fm0 Do".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            }
            PDResources formResources = new PDResources();
            formResources.put(COSName.getPDFName("Fm0"), form);   // the form draws itself
            form.setResources(formResources);
            org.apache.pdfbox.pdmodel.font.PDType3CharProc charProc =
                    ContentStreams.type3Glyph(document, "0 0 2 2 re f /Fm0 Do", IDENTITY_FONT_MATRIX);
            charProc.getCOSObject().setItem(COSName.RESOURCES, formResources);
            java.awt.geom.GeneralPath outline = Type3GlyphOutlines.outline(charProc);
            assertEquals(new java.awt.geom.Rectangle2D.Double(0, 0, 2, 2), outline.getBounds2D());
        }
    }
}
