package dev.pdfstyles.testsupport;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;

/** Glyphs as PDFBox's text stripper hands them over, for tests of code that takes {@link TextPosition}s. */
public final class TextPositions {
    private TextPositions() {
    }

    /** A 10 pt glyph at the origin of a US Letter page, with this text and character code, in this font. */
    public static TextPosition glyph(PDFont font, String unicode, int code) {
        return new TextPosition(0, 612, 792, new Matrix(), 0, 0, 10, 5, 2.5f, unicode, new int[] {code}, font, 10,
                10);
    }

    /** The glyphs PDFBox's text stripper reads on one page (1-based), in content order. */
    public static List<TextPosition> onPage(PDDocument document, int page) throws IOException {
        List<TextPosition> glyphs = new ArrayList<>();
        PDFTextStripper stripper = new PDFTextStripper() {
            @Override
            protected void processTextPosition(TextPosition text) {
                glyphs.add(text);
            }
        };
        stripper.setStartPage(page);
        stripper.setEndPage(page);
        stripper.getText(document);
        return glyphs;
    }
}
