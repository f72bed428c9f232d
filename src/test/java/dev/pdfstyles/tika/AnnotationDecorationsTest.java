package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationStrikeout;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationUnderline;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.ContentStreams;

/** Underline and StrikeOut markup annotations decorate the text they cover only when asked to (issue 6). */
class AnnotationDecorationsTest {

    /** "marked words here": an Underline annotation over "marked", a StrikeOut over "here". */
    private static byte[] annotatedPdf() throws Exception {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.LETTER);
            document.addPage(page);
            PDType1Font helvetica = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(helvetica, 12);
                content.newLineAtOffset(100, 700);
                content.showText("marked words here");
                content.endText();
            }
            float markedEnd = 100 + helvetica.getStringWidth("marked") / 1000 * 12;
            float hereStart = 100 + helvetica.getStringWidth("marked words ") / 1000 * 12;
            float hereEnd = 100 + helvetica.getStringWidth("marked words here") / 1000 * 12;
            PDAnnotationUnderline underline = new PDAnnotationUnderline();
            underline.setRectangle(new PDRectangle(100, 697, markedEnd - 100, 12));
            underline.setQuadPoints(new float[] {100, 709, markedEnd, 709, 100, 697, markedEnd, 697});
            PDAnnotationStrikeout strike = new PDAnnotationStrikeout();
            strike.setRectangle(new PDRectangle(hereStart, 697, hereEnd - hereStart, 12));
            strike.setQuadPoints(new float[] {hereStart, 709, hereEnd, 709, hereStart, 697, hereEnd, 697});
            page.getAnnotations().add(underline);
            page.getAnnotations().add(strike);
            return ContentStreams.saved(document);
        }
    }

    private static String parse(byte[] pdf, DetectionSettings settings) throws Exception {
        ParseContext context = new ParseContext();
        context.set(DetectionSettings.class, settings);
        ToXMLContentHandler handler = new ToXMLContentHandler();
        new StyledPdfParser().parse(new ByteArrayInputStream(pdf), handler, new Metadata(), context);
        return handler.toString();
    }

    @Test
    void parse_defaults_annotationsAreNotTextStyle() throws Exception {
        String xhtml = parse(annotatedPdf(), DetectionSettings.defaults());
        assertFalse(xhtml.contains("<u>"), xhtml);
        assertFalse(xhtml.contains("<s>"), xhtml);
    }

    @Test
    void parse_annotationDecorationsOn_coveredWordsDecorated() throws Exception {
        String xhtml = parse(annotatedPdf(), DetectionSettings.defaults().withAnnotationDecorations(true));
        assertTrue(xhtml.contains("<u>marked</u> words <s>here</s>"), xhtml);
    }
}
