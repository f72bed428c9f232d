package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.xml.sax.SAXException;

import dev.pdfstyles.StyledPdfParsers;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;
import dev.pdfstyles.testsupport.TextMode;

/**
 * Angle detection ({@code detectAngles=true}, issue 26) is written by the plugin's own angle-detecting writer
 * in Tika's package ({@code AngleStyledPDF2XHTML}), once {@link AngleWriterCheck} has found it writes what
 * Tika's private one writes; where the check fails, the mode's text is the stock text, unstyled.
 */
class AngleModeTest {

    private static final Path ROTATED_PDF = TestDocuments.corpusRoot().resolve("libreoffice/rotated.pdf");

    @Test
    void angleWriterCheck_onThisTika_matchesStock() throws Exception {
        assertTrue(AngleWriterCheck.matchesStock(SinglePassLink.IN_THIS_LOADER.writer()));
    }

    @Test
    void turnedParagraph_styledByThePluginsAngleWriter() throws Exception {
        // arrange
        FramesAtText probe = new FramesAtText("Rotated");
        // act
        parse(Parsers.styled(), Files.readAllBytes(ROTATED_PDF), probe, TextMode.ANGLES.context());
        // assert: the paragraph turned 90 degrees is read upright, and styled
        assertTrue(probe.toString().contains("<p>Rotated <b>bold</b> and <u>underlined</u> words.</p>"),
                probe.toString());
        assertTrue(probe.frames.contains("org.apache.tika.parser.pdf.AngleStyledPDF2XHTML.processPage"),
                String.join("\n  ", probe.frames));
    }

    @Test
    void angleCheckFails_angleModeTextIsStockAndUnstyled_defaultModeStillStyled() throws Exception {
        // arrange: a Tika whose angle detection differs from the plugin's writer
        byte[] pdf = Files.readAllBytes(ROTATED_PDF);
        SinglePassLink link = new SinglePassLink(() -> new org.apache.tika.parser.pdf.PdfStylesBridge(),
                writer -> false);
        Parser styled = StyledPdfParsers.with(new StyledParse(link));
        Parser stock = new org.apache.tika.parser.pdf.PDFParser();
        // act
        String angles = body(parse(styled, pdf, new ToXMLContentHandler(), TextMode.ANGLES.context()));
        String stockAngles = body(parse(stock, pdf, new ToXMLContentHandler(), TextMode.ANGLES.context()));
        String defaults = body(parse(styled, pdf, new ToXMLContentHandler(), new ParseContext()));
        // assert
        assertEquals(stockAngles, angles);
        assertFalse(angles.contains("<b>"));
        assertTrue(defaults.contains("<b>"), "the default mode keeps the single pass");
    }

    private static ToXMLContentHandler parse(Parser parser, byte[] pdf, ToXMLContentHandler handler,
                                             ParseContext context) throws Exception {
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            parser.parse(stream, handler, new Metadata(), context);
        }
        return handler;
    }

    private static String body(ToXMLContentHandler handler) {
        String xhtml = handler.toString();
        return xhtml.substring(xhtml.indexOf("<body"));
    }

    /** Remembers the call stack of the first characters that start with a given text. */
    private static final class FramesAtText extends ToXMLContentHandler {
        private final String text;
        List<String> frames = new ArrayList<>();

        FramesAtText(String text) {
            this.text = text;
        }

        @Override
        public void characters(char[] ch, int start, int length) throws SAXException {
            if (frames.isEmpty() && new String(ch, start, length).startsWith(text)) {
                frames = Arrays.stream(new Throwable().getStackTrace())
                        .map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList());
            }
            super.characters(ch, start, length);
        }
    }
}
