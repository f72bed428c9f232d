package dev.pdfstyles.robustness;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * PDFs whose structure is valid but whose content is hostile: self-drawing forms, deep form nesting,
 * millions of operators, huge and non-finite coordinates, fonts that lie about themselves. Built with
 * PDFBox's COS objects and raw content streams, since PDPageContentStream refuses most of these.
 */
final class HostilePdfs {

    /** Resource name of the page's regular Helvetica. */
    static final String REGULAR_FONT = "F1";
    /** Resource name of the page's Helvetica-Bold (gives the style pass something to find). */
    static final String BOLD_FONT = "F2";

    private HostilePdfs() {
    }

    /** A one-page document with /F1 and /F2 (Helvetica, Helvetica-Bold) and this content stream. */
    static byte[] page(String content) {
        return withPage(content, (document, resources) -> { });
    }

    /** Lets a case add resources (forms, fonts) to the page before it is saved. */
    interface ResourceSetup {
        void addTo(PDDocument document, COSDictionary resources) throws IOException;
    }

    static byte[] withPage(String content, ResourceSetup setup) {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.LETTER);
            document.addPage(page);
            PDResources resources = new PDResources();
            resources.put(COSName.getPDFName(REGULAR_FONT), new PDType1Font(Standard14Fonts.FontName.HELVETICA));
            resources.put(COSName.getPDFName(BOLD_FONT), new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD));
            page.setResources(resources);
            setup.addTo(document, resources.getCOSObject());
            page.getCOSObject().setItem(COSName.CONTENTS, stream(document, content));
            return save(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Seed of the trailer's /ID: without one PDFBox makes it from the clock, and every run would parse
     * other bytes (issue 24: the work counts of a case must be the same in every run).
     */
    private static final long DOCUMENT_ID_SEED = 8L;

    static byte[] save(PDDocument document) throws IOException {
        document.setDocumentId(DOCUMENT_ID_SEED);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        document.save(out);
        return out.toByteArray();
    }

    /** A Flate-compressed stream holding {@code content} (Latin-1 bytes). */
    static COSStream stream(PDDocument document, String content) throws IOException {
        COSStream stream = document.getDocument().createCOSStream();
        try (OutputStream out = stream.createOutputStream(COSName.FLATE_DECODE)) {
            out.write(content.getBytes(StandardCharsets.ISO_8859_1));
        }
        return stream;
    }

    /** A form XObject with this content; resources given by the caller (may refer back to the form). */
    static COSStream form(PDDocument document, String content, COSDictionary resources) throws IOException {
        COSStream form = stream(document, content);
        form.setItem(COSName.TYPE, COSName.XOBJECT);
        form.setItem(COSName.SUBTYPE, COSName.FORM);
        form.setItem(COSName.BBOX, numbers(0, 0, 612, 792));
        form.setItem(COSName.RESOURCES, resources);
        return form;
    }

    static COSArray numbers(double... values) {
        COSArray array = new COSArray();
        for (double value : values) {
            array.add(value == Math.rint(value) && Math.abs(value) < Integer.MAX_VALUE
                    ? COSInteger.get((long) value) : new COSFloat((float) value));
        }
        return array;
    }

    /** A line of text in /F1 at (x, y): {@code BT /F1 12 Tf x y Td (text) Tj ET}. */
    static String textAt(String font, double x, double y, String text) {
        return "BT /" + font + " 12 Tf " + x + " " + y + " Td (" + text + ") Tj ET\n";
    }

    /** Lines of {@link #manyGlyphs(int, int)} before the text matrix is set to a block's top again. */
    static final int GLYPH_BLOCK_LINES = 340;

    /** A text file of {@code lines} lines of {@code perLine} glyphs, alternating regular and bold words. */
    static String manyGlyphs(int lines, int perLine) {
        return manyGlyphs(lines, perLine, GLYPH_BLOCK_LINES);
    }

    /**
     * As {@link #manyGlyphs(int, int)}, setting the text matrix back to the top of the page after each
     * {@code blockLines} lines: the second block is painted over the first, the third and fourth beside it,
     * 150 pt apart. Floods of different sizes with the same blocks are the same page at another scale.
     */
    static String manyGlyphs(int lines, int perLine, int blockLines) {
        StringBuilder content = new StringBuilder(lines * (perLine + 40));
        content.append("BT /F1 2 Tf 1 0 0 1 10 780 Tm 2.2 TL\n");
        for (int line = 0; line < lines; line++) {
            content.append(line % 2 == 0 ? "/F1 2 Tf (" : "/F2 2 Tf (");
            for (int i = 0; i < perLine; i++) {
                content.append((char) ('a' + (line + i) % 26));
                if (i % 7 == 6) {
                    content.append(' ');
                }
            }
            content.append(") Tj T*\n");
            if (line % blockLines == blockLines - 1) {
                content.append("1 0 0 1 ").append(10 + 150 * ((line / blockLines) % 4)).append(" 780 Tm\n");
            }
        }
        return content.append("ET\n").toString();
    }

    /**
     * {@code count} thin filled rectangles ({@code re f}), laid out as underlines of a grid of short
     * words, so that every rule is a candidate decoration for some glyph.
     */
    static String manyRules(int count, int wordsPerRow) {
        StringBuilder content = new StringBuilder(count * 28 + 4096);
        int rows = Math.max(1, (count + wordsPerRow - 1) / wordsPerRow);
        double rowHeight = 760.0 / rows;
        content.append("BT /F1 3 Tf\n");
        int textRows = Math.min(rows, 200);
        for (int row = 0; row < textRows; row++) {
            content.append("1 0 0 1 20 ").append(String.format("%.3f", 780 - row * 760.0 / textRows))
                    .append(" Tm (word under rule row ").append(row).append(") Tj\n");
        }
        content.append("ET\n");
        for (int i = 0; i < count; i++) {
            int row = i / wordsPerRow;
            int column = i % wordsPerRow;
            content.append(String.format("%.2f %.3f %.2f 0.2 re f\n", 20 + column * 6.0,
                    779.5 - row * rowHeight, 5.0));
        }
        return content.toString();
    }

    /** {@code count} operators that change nothing visible ({@code q}, {@code cm}, {@code Q}), then text. */
    static String manyOperators(int count) {
        StringBuilder content = new StringBuilder(count * 8 + 256);
        content.append(textAt(REGULAR_FONT, 72, 700, "before the flood"));
        for (int i = 0; i < count / 3; i++) {
            content.append("q 1 0 0 1 0 0 cm Q\n");
        }
        content.append(textAt(BOLD_FONT, 72, 680, "after the flood"));
        return content.toString();
    }

    /** {@code count} text-showing operators of one glyph each, all at the same place (overprint stress). */
    static String manyOverprints(int count) {
        StringBuilder content = new StringBuilder(count * 8 + 256);
        content.append("BT /F2 12 Tf 72 700 Td\n");
        for (int i = 0; i < count; i++) {
            content.append("(x) Tj -6.672 0 Td\n");
        }
        return content.append("ET\n").toString();
    }
}
