package dev.pdfstyles.font;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontFactory;

/**
 * Loads the committed font fixtures (src/test/resources/fonts, see its README and make-fixtures.sh) and hands
 * out their fonts by name without subset tag. Also renames fonts to opaque names, as exporters do.
 */
final class FontFixtures {
    private FontFixtures() {
    }

    /** The document; the caller closes it. */
    static PDDocument load(String fixture) {
        try (InputStream in = FontFixtures.class.getResourceAsStream("/fonts/" + fixture)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture /fonts/" + fixture);
            }
            return Loader.loadPDF(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fonts of every page, keyed by name with the subset tag removed. */
    static Map<String, PDFont> fontsByName(PDDocument doc) {
        Map<String, PDFont> fonts = new LinkedHashMap<>();
        try {
            for (PDPage page : doc.getPages()) {
                PDResources resources = page.getResources();
                for (COSName name : resources.getFontNames()) {
                    PDFont font = resources.getFont(name);
                    fonts.put(FontNameClassifier.stripSubsetTag(FontEvidenceCollector.nameOf(font)), font);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return fonts;
    }

    /**
     * A fresh PDFont over the same dictionaries with BaseFont and FontName replaced by an opaque name, as
     * exporters that write "F1" or "Tc1" do. The dictionaries are changed in place.
     */
    static PDFont renamed(PDFont font, String opaqueName) {
        COSDictionary dict = font.getCOSObject();
        dict.setName(COSName.BASE_FONT, opaqueName);
        renameDescriptor(dict, opaqueName);
        COSBase descendants = dict.getDictionaryObject(COSName.DESCENDANT_FONTS);
        if (descendants instanceof COSArray) {
            COSDictionary cid = (COSDictionary) ((COSArray) descendants).getObject(0);
            cid.setName(COSName.BASE_FONT, opaqueName);
            renameDescriptor(cid, opaqueName);
        }
        return recreate(dict);
    }

    /** A fresh PDFont over this dictionary (PDFBox caches parsed facts in the PDFont object). */
    static PDFont recreate(COSDictionary dict) {
        try {
            return PDFontFactory.createFont(dict);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void renameDescriptor(COSDictionary font, String opaqueName) {
        COSBase descriptor = font.getDictionaryObject(COSName.FONT_DESC);
        if (descriptor instanceof COSDictionary) {
            ((COSDictionary) descriptor).setName(COSName.FONT_NAME, opaqueName);
        }
    }

    /** The font's descriptor dictionary (of the descendant for Type 0). */
    static COSDictionary descriptorOf(PDFont font) {
        return font.getFontDescriptor().getCOSObject();
    }
}
