package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.tika.config.ServiceLoader;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.mime.MediaTypeRegistry;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.DefaultParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.xml.sax.SAXException;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.StyledPdfParsers;
import dev.pdfstyles.testsupport.ContentStreams;
import dev.pdfstyles.testsupport.ParityComparison;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * The single pass depends on two Tika details (docs/design.md section 3): its package-private text writer
 * can be extended from Tika's package ({@code PdfStylesBridge}, linked by {@code SinglePassLink}), and the first event that writer sends
 * is {@code startDocument}, after the stock parse has written all document metadata
 * ({@code SinglePassBody}). This pins both: the page text is written by our subclass of Tika's writer,
 * started from that event, and the stock writer writes none; and the second pass (the fallback, forced
 * here by a configuration that needs it) writes the same styled XHTML.
 */
class SinglePassContractTest {

    /** Auto-detection as users get it, with the PDF parser that never takes the single pass. */
    private static final Parser SECOND_PASS_ONLY = new AutoDetectParser(
            new DefaultParser(MediaTypeRegistry.getDefaultRegistry(), new ServiceLoader(),
                    List.of(StyledPdfParser.class)),
            StyledPdfParsers.with(new StyledParse(SinglePassLink.secondPassOnly())));

    private static final Path CONTRACT_PDF = TestDocuments.corpusRoot().resolve("libreoffice/contract.pdf");

    @Test
    void singlePass_isLinkedOnAPlainClassPath() {
        assertTrue(SinglePassLink.IN_THIS_LOADER.isSinglePass());
    }

    @Test
    void pageText_isWrittenByTikasOwnWriterHostingTheRecorder() throws Exception {
        // arrange
        StackAtFirstCharacters probe = new StackAtFirstCharacters();
        // act
        parse(Files.readAllBytes(CONTRACT_PDF), probe, new ParseContext());
        // assert
        assertNotNull(probe.frames, "no page text was written");
        assertTrue(probe.frames.contains("org.apache.tika.parser.pdf.StyledPDF2XHTML.writePage"), probe.describe());
        assertTrue(probe.frames.contains("dev.pdfstyles.tika.SinglePassBody.startDocument"), probe.describe());
        // the stock writer started the document and went no further: one page walk on the stack, ours
        assertEquals(1, probe.frames.stream().filter("org.apache.tika.parser.pdf.AbstractPDF2XHTML.processPages"::equals)
                .count(), probe.describe());
    }

    /** A page with styles waits for them: its text reaches the caller when the held-back page is released. */
    @Test
    void styledPage_textIsHeldUntilItsStylesAreKnown() throws Exception {
        // arrange
        StackAtFirstCharacters probe = new StackAtFirstCharacters();
        // act
        parse(Files.readAllBytes(CONTRACT_PDF), probe, new ParseContext());
        // assert
        assertNotNull(probe.frames, "no page text was written");
        assertTrue(probe.frames.contains("dev.pdfstyles.tika.PageSplicingHandler.release"), probe.describe());
    }

    /**
     * A page where nothing is styled (most pages of most documents) does not wait: its text goes to the caller
     * while Tika's writer writes it, with no held-back copy and no mapping of styles.
     */
    @Test
    void unstyledPage_textIsNotHeld() throws Exception {
        // arrange: a one-page PDF with plain text only
        StackAtFirstCharacters probe = new StackAtFirstCharacters();
        byte[] plain = plainTextPdf("Nothing here is bold, italic, underlined or struck.");
        // act
        parse(plain, probe, new ParseContext());
        // assert
        assertNotNull(probe.frames, "no page text was written");
        assertFalse(probe.frames.contains("dev.pdfstyles.tika.PageSplicingHandler.release"), probe.describe());
        assertTrue(probe.frames.contains("org.apache.pdfbox.text.PDFTextStripper.writeLine"), probe.describe());
    }

    @Test
    void xfaOnlyConfiguration_fallsBackToTheSecondPass() throws Exception {
        // arrange: a document without XFA, parsed with a configuration whose body may be XFA instead
        StackAtFirstCharacters probe = new StackAtFirstCharacters();
        PDFParserConfig config = new PDFParserConfig();
        config.setIfXFAExtractOnlyXFA(true);
        ParseContext context = new ParseContext();
        context.set(PDFParserConfig.class, config);
        // act
        parse(Files.readAllBytes(CONTRACT_PDF), probe, context);
        // assert
        assertNotNull(probe.frames, "no page text was written");
        assertTrue(probe.frames.contains("org.apache.tika.parser.pdf.PDF2XHTML.process"), probe.describe());
        assertFalse(probe.frames.contains("org.apache.tika.parser.pdf.StyledPDF2XHTML.writePage"), probe.describe());
        assertFalse(probe.frames.contains("org.apache.tika.parser.pdf.PdfStylesBridge.writeBody"), probe.describe());
    }

    /** Both designs must write the same styled XHTML: one pass is only faster. */
    @TestFactory
    Stream<DynamicTest> singlePassAndSecondPass_writeTheSameXhtml() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : TestDocuments.tikaTestPdfNames()) {
            tests.add(DynamicTest.dynamicTest(name, () -> assertSameXhtml(name, TestDocuments.tikaTestPdf(name))));
        }
        for (Path path : TestDocuments.corpusPdfs()) {
            tests.add(DynamicTest.dynamicTest(TestDocuments.corpusRoot().relativize(path).toString(),
                    () -> assertSameXhtml(path.toString(), Files.readAllBytes(path))));
        }
        return tests.stream();
    }

    private static void assertSameXhtml(String name, byte[] pdf) {
        Parsers.RecursiveResult single = Parsers.parseRecursively(Parsers.styled(), pdf, new ParseContext());
        Parsers.RecursiveResult second = Parsers.parseRecursively(SECOND_PASS_ONLY, pdf, new ParseContext());
        assertEquals(String.valueOf(second.thrown == null ? null : second.thrown.getClass()),
                String.valueOf(single.thrown == null ? null : single.thrown.getClass()), name + ": exception");
        assertEquals(second.items.size(), single.items.size(), name + ": documents");
        for (int i = 0; i < single.items.size(); i++) {
            assertEquals(ParityComparison.withoutParserNames(second.items.get(i).get(TikaCoreProperties.TIKA_CONTENT)),
                    ParityComparison.withoutParserNames(single.items.get(i).get(TikaCoreProperties.TIKA_CONTENT)), name + " item " + i);
        }
    }

    /** The parser chains differ by construction here (one more composite): drop their names. */
    private static byte[] plainTextPdf(String line) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage();
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
                content.newLineAtOffset(72, 700);
                content.showText(line);
                content.endText();
            }
            return ContentStreams.saved(document);
        }
    }

    private static void parse(byte[] pdf, StackAtFirstCharacters handler, ParseContext context) throws Exception {
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            Parsers.styled().parse(stream, handler, new Metadata(), context);
        }
    }

    /** Remembers the call stack of the first non-blank characters written. */
    private static final class StackAtFirstCharacters extends ToXMLContentHandler {
        List<String> frames;

        @Override
        public void characters(char[] ch, int start, int length) throws SAXException {
            if (frames == null && !new String(ch, start, length).isBlank()) {
                frames = Arrays.stream(new Throwable().getStackTrace())
                        .map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList());
            }
            super.characters(ch, start, length);
        }

        String describe() {
            return String.join("\n  ", frames);
        }
    }
}
