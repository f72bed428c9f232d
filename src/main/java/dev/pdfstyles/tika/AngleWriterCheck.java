package dev.pdfstyles.tika;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.util.Matrix;
import org.apache.tika.exception.TikaException;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParser;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.ToXMLContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.page.PageStyleRecorder;

/**
 * Whether the plugin's angle-detecting writer writes what Tika's own does, tried once per class loader
 * before the first document with {@code detectAngles=true} ({@link SinglePassLink#writerFor}). Tika's
 * writer for that mode is private, so ours does the same in its own code; a Tika whose angle detection has
 * another shape must not get our text. Both write a small document with upright, turned (90 degrees) and
 * slanted (30 degrees) text and a page with {@code /Rotate 90}; the bodies must be the same once our
 * style elements are taken out, and ours must hold a style element (the styles reach the angle readings).
 */
final class AngleWriterCheck {

    private static final String STYLE_ELEMENT = "</?[usib]>";
    private static final float FONT_SIZE = 12;
    private static final double TURNED_DEGREES = 90;
    private static final double SLANTED_DEGREES = 30;

    private AngleWriterCheck() {
    }

    static boolean matchesStock(SinglePassWriter writer) throws IOException, SAXException, TikaException {
        byte[] pdf = rotatedDocument();
        PDFParserConfig config = new PDFParserConfig();
        config.setDetectAngles(true);
        String stock = stockBody(pdf, config);
        String ours = writtenBody(writer, pdf, config);
        return ours.contains("<b>") && stock.equals(ours.replaceAll(STYLE_ELEMENT, ""));
    }

    private static String stockBody(byte[] pdf, PDFParserConfig config) throws IOException, SAXException,
            TikaException {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        ParseContext context = new ParseContext();
        context.set(PDFParserConfig.class, config);
        try (TikaInputStream stream = TikaInputStream.get(pdf)) {
            new PDFParser().parse(stream, handler, new Metadata(), context);
        }
        return body(handler.toString());
    }

    private static String writtenBody(SinglePassWriter writer, byte[] pdf, PDFParserConfig config)
            throws IOException, SAXException, TikaException {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        PageSplicingHandler splicer = PageSplicingHandler.awaitingStyles(handler);
        DetectionSettings settings = DetectionSettings.defaults();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            writer.writeBody(document, splicer, new ParseContext(), new Metadata(), config,
                    new PageStyleRecorder(settings, new FontVerdictCache(settings.fontEvidence())), splicer);
        }
        return body(handler.toString());
    }

    private static String body(String xhtml) {
        int body = xhtml.indexOf("<body");
        return body < 0 ? xhtml : xhtml.substring(body);
    }

    /** Upright plain and bold text, a bold line turned 90 degrees, a line at 30 degrees, and a turned page. */
    static byte[] rotatedDocument() throws IOException {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
            PDPage page = new PDPage();
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                line(content, regular, Matrix.getTranslateInstance(72, 700), "Upright and ");
                content.setFont(bold, FONT_SIZE);
                content.showText("bold");
                content.endText();
                line(content, bold, Matrix.getRotateInstance(Math.toRadians(TURNED_DEGREES), 500, 300), "Turned bold");
                content.endText();
                line(content, regular, Matrix.getRotateInstance(Math.toRadians(SLANTED_DEGREES), 100, 300),
                        "Slanted words");
                content.endText();
            }
            PDPage turned = new PDPage();
            turned.setRotation((int) TURNED_DEGREES);
            document.addPage(turned);
            try (PDPageContentStream content = new PDPageContentStream(document, turned)) {
                line(content, bold, Matrix.getTranslateInstance(72, 500), "On a turned page");
                content.endText();
            }
            document.save(out);
            return out.toByteArray();
        }
    }

    /** Begins a text object and shows {@code text} at {@code matrix}; the caller ends it. */
    private static void line(PDPageContentStream content, PDType1Font font, Matrix matrix, String text)
            throws IOException {
        content.beginText();
        content.setFont(font, FONT_SIZE);
        content.setTextMatrix(matrix);
        content.showText(text);
    }
}
