package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.file.Path;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureTreeRoot;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;

/**
 * Which labelled PDFs a text mode changes: tagged ones (Tika's marked-content writer takes a document whose
 * structure tree has kids) and ones with turned text (angle detection reads a page once per angle of its
 * glyphs, measured as Tika measures it, and sets a page's rotation aside).
 */
public final class TextModeDocuments {

    private TextModeDocuments() {
    }

    /** Whether Tika writes {@code pdf} with its marked-content writer when asked to. */
    public static boolean isTagged(Path pdf) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            PDStructureTreeRoot root = document.getDocumentCatalog().getStructureTreeRoot();
            COSBase kids = root == null ? null : root.getK();
            return kids instanceof COSArray ? ((COSArray) kids).size() > 0
                    : kids instanceof COSDictionary && ((COSDictionary) kids).size() > 0;
        }
    }

    /** Whether a page of {@code pdf} is rotated or holds a glyph that is not upright. */
    public static boolean hasTurnedText(Path pdf) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            for (PDPage page : document.getPages()) {
                if (page.getRotation() != 0) {
                    return true;
                }
            }
            TurnedGlyphFinder finder = new TurnedGlyphFinder();
            finder.getText(document);
            return finder.found;
        }
    }

    /** Tika's angle of a glyph ({@code PDF2XHTML.AngleCollector}): its vertical axis, in whole degrees. */
    private static final class TurnedGlyphFinder extends PDFTextStripper {
        boolean found;

        @Override
        protected void processTextPosition(TextPosition text) {
            Matrix matrix = text.getTextMatrix().clone();
            matrix.concatenate(text.getFont().getFontMatrix());
            found |= Math.round(Math.toDegrees(Math.atan2(matrix.getShearY(), matrix.getScaleY()))) != 0;
        }
    }
}
