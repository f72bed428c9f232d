package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.util.Matrix;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.ContentStreams;

/**
 * A page whose every line leans 15 degrees (tan 0.268), end to end. Slanted by the text matrix, it is text set
 * in a sheared regular face, as a form generator writes a list in synthetic italic (PyMuPDF's test_4047.pdf): every
 * line is italic. Slanted by the page's transformation (the CTM), the whole page is sheared, text and all, and no
 * line is italic: the slant is the page's ({@code PageSlant}).
 */
class PageSlantPdfTest {

    private static final String[] LINES = {"Capacidade Wi-Fi Rede", "Dual-Band: distribua dispositivos",
        "Modos de Operação", "Portas Ethernet: 3x portas Gigabit", "Segurança de Rede: Firewall SPI"};

    @ParameterizedTest(name = "slanted by the {0}: italic lines {1}")
    @CsvSource({"text matrix, 5", "transformation, 0"})
    void parse_everyLineSlanted_italicOnlyWhenTheTextIsSlanted(String slantedBy, int italicLines) throws Exception {
        boolean byText = slantedBy.equals("text matrix");
        byte[] pdf;
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.A4);
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                if (!byText) {
                    content.transform(new Matrix(1, 0, 0.268f, 1, 0, 0));
                }
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 10);
                for (int i = 0; i < LINES.length; i++) {
                    float y = 700 - 14 * i;
                    content.setTextMatrix(byText ? new Matrix(1, 0, 0.268f, 1, 100, y) : new Matrix(1, 0, 0, 1, 100, y));
                    content.showText(LINES[i]);
                }
                content.endText();
            }
            pdf = ContentStreams.saved(document);
        }
        ToXMLContentHandler handler = new ToXMLContentHandler();
        new StyledPdfParser().parse(new ByteArrayInputStream(pdf), handler, new Metadata(), new ParseContext());
        String xhtml = handler.toString();
        StringBuilder italic = new StringBuilder();
        Matcher run = Pattern.compile("<i>(.*?)</i>", Pattern.DOTALL).matcher(xhtml);
        while (run.find()) {
            italic.append(run.group(1)).append('\n');
        }
        int found = 0;
        for (String line : LINES) {
            assertTrue(xhtml.contains(line), xhtml);
            found += italic.indexOf(line) >= 0 ? 1 : 0;
        }
        assertEquals(italicLines, found, xhtml);
    }
}
