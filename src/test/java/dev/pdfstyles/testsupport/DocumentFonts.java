package dev.pdfstyles.testsupport;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;

/** The fonts a document's pages name, for tests and developer tools that judge or read every font. */
public final class DocumentFonts {

    /** Nested form XObjects followed for fonts: deep enough for the corpus, bounded against cycles. */
    private static final int MAX_FORM_DEPTH = 8;

    private DocumentFonts() {
    }

    /** The fonts of every page and of the form XObjects they draw, each font dictionary once, in page order. */
    public static List<PDFont> of(PDDocument document) throws IOException {
        List<PDFont> fonts = new ArrayList<>();
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PDPage page : document.getPages()) {
            collect(page.getResources(), fonts, seen, 0);
        }
        return fonts;
    }

    private static void collect(PDResources resources, List<PDFont> fonts, Set<Object> seen, int depth)
            throws IOException {
        if (resources == null || depth > MAX_FORM_DEPTH || !seen.add(resources.getCOSObject())) {
            return;
        }
        for (COSName name : resources.getFontNames()) {
            PDFont font = resources.getFont(name);
            if (font != null && seen.add(font.getCOSObject())) {
                fonts.add(font);
            }
        }
        for (COSName name : resources.getXObjectNames()) {
            PDXObject xObject = resources.getXObject(name);
            if (xObject instanceof PDFormXObject) {
                collect(((PDFormXObject) xObject).getResources(), fonts, seen, depth + 1);
            }
        }
    }
}
