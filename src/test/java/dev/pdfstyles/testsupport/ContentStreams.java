package dev.pdfstyles.testsupport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.font.PDType3CharProc;
import org.apache.pdfbox.pdmodel.font.PDType3Font;

/**
 * Content streams written from the operators a test spells out, for hand-built PDFs whose exact operators matter
 * (an over-print copy, a colour written twice, a rule at a given height): PDFBox's content-stream writer would
 * choose some operators itself. Streams are unfiltered and each character is one byte (ISO-8859-1), so what the
 * test wrote is what the parser reads.
 */
public final class ContentStreams {

    private ContentStreams() {
    }

    /**
     * An unfiltered stream of {@code operators}.
     *
     * @param document the document that owns it; null for a stream of no document (a font dictionary built apart)
     */
    public static COSStream stream(PDDocument document, String operators) throws IOException {
        COSStream stream = document == null ? new COSStream() : document.getDocument().createCOSStream();
        try (OutputStream out = stream.createOutputStream()) {
            out.write(operators.getBytes(StandardCharsets.ISO_8859_1));
        }
        return stream;
    }

    /** Makes {@code operators} the page's only content stream. */
    public static void setContent(PDDocument document, PDPage page, String operators) throws IOException {
        page.setContents(new PDStream(stream(document, operators)));
    }

    /**
     * A glyph procedure of {@code operators} in a bare Type 3 font with this FontMatrix and nothing else (no
     * glyph table, widths or encoding): what a test of one glyph's outline needs.
     */
    public static PDType3CharProc type3Glyph(PDDocument document, String operators, float... fontMatrix)
            throws IOException {
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.TYPE, COSName.FONT);
        font.setItem(COSName.SUBTYPE, COSName.TYPE3);
        COSArray matrix = new COSArray();
        for (float value : fontMatrix) {
            matrix.add(new COSFloat(value));
        }
        font.setItem(COSName.FONT_MATRIX, matrix);
        return new PDType3CharProc(new PDType3Font(font), stream(document, operators));
    }

    /** The document, saved. */
    public static byte[] saved(PDDocument document) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        document.save(out);
        return out.toByteArray();
    }
}
