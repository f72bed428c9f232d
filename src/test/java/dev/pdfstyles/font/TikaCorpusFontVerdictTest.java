package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.FontEvidenceSettings;

/**
 * The cache on the real-world fonts of Tika's own PDF test documents (tika-parser-pdf-module 3.3.1 tests jar,
 * a test dependency: resources /test-documents/*.pdf).
 */
class TikaCorpusFontVerdictTest {
    private static final int DEFAULT_BOLD = FontEvidenceSettings.DEFAULT_MIN_BOLD_WEIGHT;

    private static PDDocument load(String name) throws IOException {
        try (InputStream in = TikaCorpusFontVerdictTest.class.getResourceAsStream("/test-documents/" + name)) {
            assertNotNull(in, name);
            return Loader.loadPDF(in.readAllBytes());
        }
    }

    private static List<PDFont> pageFonts(PDDocument doc) throws IOException {
        List<PDFont> fonts = new ArrayList<>();
        for (PDPage page : doc.getPages()) {
            PDResources resources = page.getResources();
            if (resources != null) {
                for (COSName name : resources.getFontNames()) {
                    fonts.add(resources.getFont(name));
                }
            }
        }
        return fonts;
    }

    @ParameterizedTest(name = "{0} {1}: weight {2} italic {3}")
    @CsvSource({
        // CFF Weight "Medium" (the default) on a Black face, descriptor FontWeight 400: the name refines it
        "testPDF_angles.pdf,               Gotham-Black,               900, NO",
        "testPDF_angles.pdf,               Gotham-Book,                400, NO",
        "testPDF_angles.pdf,               Gotham-BookItalic,          400, YES",
        "testPDFPackage.pdf,               MyriadPro-Semibold,         600, NO",
        "testPDFPackage.pdf,               MyriadPro-Bold,             700, NO",
        "testPDF_XFA_govdocs1_258578.pdf,  NPSRawlinsonOT-Heavy,       900, NO",
        "testPDF_XFA_govdocs1_258578.pdf,  NPSRawlinsonOT-BoldItalic,  700, YES",
        "testPDFVarious.pdf,               'Calibri,Italic',           400, YES",
        "testPDFVarious.pdf,               'Calibri,Bold',             700, NO",
        "testPDF_childAttachments.pdf,     HelveticaLTStd-Blk,         900, NO",
        "testPDF_bad_page_303226.pdf,      AvantGarde-Demi,            600, NO",
        "testPDF_bad_page_303226.pdf,      Symbol,                     400, NO",
        "testPDF_PDFEncodedStringInXMP.pdf, OpenSans-Bold,             700, NO",
    })
    void verdictFor_tikaTestFont_givesWeightAndItalic(String document, String fontName, int weight,
            Tristate italic) throws IOException {
        try (PDDocument doc = load(document)) {
            // arrange
            PDFont font = null;
            for (PDFont candidate : pageFonts(doc)) {
                if (fontName.equals(FontNameClassifier.stripSubsetTag(FontEvidenceCollector.nameOf(candidate)))) {
                    font = candidate;
                }
            }
            assertNotNull(font, fontName);
            // act
            FontVerdict verdict = new FontVerdictCache(FontEvidenceSettings.defaults()).verdictFor(font);
            // assert
            assertEquals(weight, verdict.weight(), verdict::evidence);
            assertEquals(italic, verdict.italic(), verdict::evidence);
            assertEquals(weight >= DEFAULT_BOLD, verdict.isBold(DEFAULT_BOLD), verdict::evidence);
        }
    }

    @Test
    void verdictFor_everyFontOfEveryTikaTestPdf_neverThrowsAndExplains() throws IOException {
        // arrange
        URL anchor = TikaCorpusFontVerdictTest.class.getResource("/test-documents/testPDF.pdf");
        assertNotNull(anchor);
        JarFile jar = ((JarURLConnection) anchor.openConnection()).getJarFile();
        int documents = 0;
        int fonts = 0;
        for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements();) {
            String entry = e.nextElement().getName();
            if (!entry.startsWith("test-documents/") || !entry.endsWith(".pdf")) {
                continue;
            }
            try (PDDocument doc = load(entry.substring("test-documents/".length()))) {
                FontVerdictCache cache = new FontVerdictCache(FontEvidenceSettings.defaults());
                // act
                for (PDFont font : pageFonts(doc)) {
                    cache.verdictFor(font);
                }
                // assert
                for (String line : cache.describeAll()) {
                    assertTrue(line.contains("| weight ") && line.contains("votes: "), line);
                }
                documents++;
                fonts += cache.size();
            } catch (InvalidPasswordException expected) {
                // two documents need a user password: nothing to judge
            }
        }
        assertTrue(documents >= 40, "documents " + documents);
        assertTrue(fonts >= 60, "fonts " + fonts);
    }
}
