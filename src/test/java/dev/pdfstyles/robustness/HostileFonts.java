package dev.pdfstyles.robustness;

import java.io.IOException;
import java.util.Random;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;

/** Font dictionaries that lie about themselves, built from COS objects. Each draws text in /L. */
final class HostileFonts {

    /** Resource name of the lying font on the page. */
    static final String LIAR = "L";

    /** Text drawn with the lying font, plain text next to it. */
    static final String CONTENT = "BT /L 12 Tf 72 700 Td (Lying font text) Tj ET\n"
            + HostilePdfs.textAt(HostilePdfs.REGULAR_FONT, 72, 650, "honest text");

    private HostileFonts() {
    }

    static byte[] withFont(FontMaker maker) {
        return HostilePdfs.withPage(CONTENT, (document, resources) -> {
            COSDictionary fonts = resources.getCOSDictionary(COSName.FONT);
            fonts.setItem(COSName.getPDFName(LIAR), maker.make(document));
        });
    }

    interface FontMaker {
        COSDictionary make(PDDocument document) throws IOException;
    }

    static COSDictionary simpleFont(COSName subtype, String baseFont, COSDictionary descriptor) {
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.TYPE, COSName.FONT);
        font.setItem(COSName.SUBTYPE, subtype);
        font.setName(COSName.BASE_FONT, baseFont);
        font.setInt(COSName.FIRST_CHAR, 32);
        font.setInt(COSName.LAST_CHAR, 126);
        COSArray widths = new COSArray();
        for (int c = 32; c <= 126; c++) {
            widths.add(COSInteger.get(500));
        }
        font.setItem(COSName.WIDTHS, widths);
        font.setItem(COSName.ENCODING, COSName.WIN_ANSI_ENCODING);
        if (descriptor != null) {
            font.setItem(COSName.FONT_DESC, descriptor);
        }
        return font;
    }

    static COSDictionary descriptor(String name, int flags, float italicAngle, float weight, float stemV) {
        COSDictionary descriptor = new COSDictionary();
        descriptor.setItem(COSName.TYPE, COSName.FONT_DESC);
        descriptor.setName(COSName.FONT_NAME, name);
        descriptor.setInt(COSName.FLAGS, flags);
        descriptor.setItem(COSName.ITALIC_ANGLE, new COSFloat(italicAngle));
        descriptor.setItem(COSName.FONT_WEIGHT, new COSFloat(weight));
        descriptor.setItem(COSName.STEM_V, new COSFloat(stemV));
        descriptor.setItem(COSName.FONT_BBOX, HostilePdfs.numbers(-100, -200, 1000, 900));
        descriptor.setInt(COSName.ASCENT, 800);
        descriptor.setInt(COSName.DESCENT, -200);
        descriptor.setInt(COSName.CAP_HEIGHT, 700);
        return descriptor;
    }

    /** Claims bold and italic in every field, draws Helvetica. */
    static COSDictionary claimsBoldItalic(PDDocument document) {
        return simpleFont(COSName.TYPE1, "Helvetica-BoldOblique",
                descriptor("Helvetica-BoldOblique", 64 | 262144 | 32, -12, 900, 200));
    }

    /** Absurd numbers in every descriptor field. */
    static COSDictionary absurdDescriptor(PDDocument document) {
        COSDictionary descriptor = descriptor("Absurd", -1, 1e30f, -5, Float.MAX_VALUE);
        descriptor.setItem(COSName.FONT_BBOX, HostilePdfs.numbers(0, 0, 0, 0));
        descriptor.setItem(COSName.ASCENT, new COSFloat(-1e30f));
        COSDictionary font = simpleFont(COSName.TYPE1, "Absurd-Bold", descriptor);
        font.setInt(COSName.FIRST_CHAR, 200);
        font.setInt(COSName.LAST_CHAR, 10);
        COSArray widths = new COSArray();
        widths.add(new COSFloat(-1e30f));
        widths.add(new COSFloat(1e30f));
        widths.add(COSName.A);
        font.setItem(COSName.WIDTHS, widths);
        return font;
    }

    /** A TrueType font whose FontFile2 is random bytes (seeded). */
    static COSDictionary noiseTrueType(PDDocument document) throws IOException {
        byte[] noise = new byte[4096];
        new Random(7).nextBytes(noise);
        // a plausible sfnt header so the reader goes past the first check
        byte[] header = {0, 1, 0, 0, 0, 9, 0, (byte) 0x80, 0, 3, 0, 16};
        System.arraycopy(header, 0, noise, 0, header.length);
        COSDictionary descriptor = descriptor("Noise-Bold", 32, 0, 700, 120);
        descriptor.setItem(COSName.FONT_FILE2, program(document, noise));
        return simpleFont(COSName.TRUE_TYPE, "Noise-Bold", descriptor);
    }

    /** A TrueType font whose FontFile2 holds a Type 1 program header: the wrong kind of program. */
    static COSDictionary wrongProgramKind(PDDocument document) throws IOException {
        byte[] type1 = ("%!PS-AdobeFont-1.0: Liar-Italic 001.000\n/FontName /Liar-Italic def\n"
                + "/ItalicAngle -80 def\n/Weight (Black) def\ncurrentfile eexec\n")
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        COSDictionary descriptor = descriptor("Liar-Italic", 64 | 32, -80, 900, 300);
        descriptor.setItem(COSName.FONT_FILE2, program(document, type1));
        return simpleFont(COSName.TRUE_TYPE, "Liar-Italic", descriptor);
    }

    /** A CFF FontFile3 that is a truncated header. */
    static COSDictionary truncatedCff(PDDocument document) throws IOException {
        COSStream program = program(document, new byte[] {1, 0, 4, 4, 0, 1, 1, 1});
        program.setItem(COSName.SUBTYPE, COSName.getPDFName("Type1C"));
        COSDictionary descriptor = descriptor("Cff-Bold", 32, 0, 700, 120);
        descriptor.setItem(COSName.FONT_FILE3, program);
        return simpleFont(COSName.TYPE1, "Cff-Bold", descriptor);
    }

    /** A Type 3 font with a singular font matrix and glyphs that draw a self-drawing form. */
    static COSDictionary singularType3(PDDocument document) throws IOException {
        return type3(document, HostilePdfs.numbers(0, 0, 0, 0, 0, 0), "500 0 d0 0 0 500 500 re f /Self Do");
    }

    /** A Type 3 font with a huge font matrix and a glyph box of giant numbers. */
    static COSDictionary hugeType3(PDDocument document) throws IOException {
        return type3(document, HostilePdfs.numbers(1e30, 0, 0, 1e30, 0, 0),
                "1e30 0 -1e30 -1e30 1e30 1e30 d1 0 0 1000000000000000000000000 1 re f");
    }

    /** A Type 3 font whose glyphs show text in the same font: each glyph draws itself, without end. */
    static COSDictionary selfShowingType3(PDDocument document) throws IOException {
        COSDictionary font = type3(document, HostilePdfs.numbers(0.001, 0, 0, 0.001, 0, 0),
                "500 0 d0 BT /L 900 Tf 0 0 Td (AB) Tj ET 0 0 500 500 re f");
        COSDictionary fonts = new COSDictionary();
        fonts.setItem(COSName.getPDFName(LIAR), font);
        font.getCOSDictionary(COSName.RESOURCES).setItem(COSName.FONT, fonts);
        return font;
    }

    private static COSDictionary type3(PDDocument document, COSArray fontMatrix, String glyphProgram)
            throws IOException {
        COSDictionary resources = new COSDictionary();
        COSDictionary xobjects = new COSDictionary();
        resources.setItem(COSName.XOBJECT, xobjects);
        COSStream self = HostilePdfs.form(document, "0 0 10 10 re f /Self Do", resources);
        xobjects.setItem(COSName.getPDFName("Self"), self);
        COSDictionary procs = new COSDictionary();
        COSStream glyph = HostilePdfs.stream(document, glyphProgram);
        for (char c = 'A'; c <= 'z'; c++) {
            procs.setItem(COSName.getPDFName(String.valueOf(c)), glyph);
        }
        procs.setItem(COSName.getPDFName("space"), glyph);
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.TYPE, COSName.FONT);
        font.setItem(COSName.SUBTYPE, COSName.TYPE3);
        font.setItem(COSName.FONT_MATRIX, fontMatrix);
        font.setItem(COSName.FONT_BBOX, HostilePdfs.numbers(0, 0, 1000, 1000));
        font.setItem(COSName.CHAR_PROCS, procs);
        font.setItem(COSName.RESOURCES, resources);
        font.setItem(COSName.ENCODING, COSName.WIN_ANSI_ENCODING);
        font.setInt(COSName.FIRST_CHAR, 32);
        font.setInt(COSName.LAST_CHAR, 126);
        COSArray widths = new COSArray();
        for (int c = 32; c <= 126; c++) {
            widths.add(COSInteger.get(500));
        }
        font.setItem(COSName.WIDTHS, widths);
        return font;
    }

    private static COSStream program(PDDocument document, byte[] bytes) throws IOException {
        COSStream stream = document.getDocument().createCOSStream();
        try (java.io.OutputStream out = stream.createOutputStream()) {
            out.write(bytes);
        }
        stream.setInt(COSName.LENGTH1, bytes.length);
        return stream;
    }
}
