package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.tika.exception.TikaException;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.xml.sax.ContentHandler;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.StyledPdfParsers;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * The single pass is offered only where Tika's writer links and works in this class loader; anything else,
 * {@link LinkageError}s included, gives the second pass for good and never escapes a parse. The loader
 * split itself (a plugin jar in a child loader) is exercised on the packaged jar by
 * {@code dev.pdfstyles.e2e.PluginClassLoaderIT}; here each failure is simulated at the point it happens.
 */
class SinglePassLinkTest {

    private static final Path CONTRACT_PDF = TestDocuments.corpusRoot().resolve("libreoffice/contract.pdf");

    @Test
    void inThisLoader_onOneClassPath_offersTheBridge() {
        // act
        SinglePassWriter writer = SinglePassLink.IN_THIS_LOADER.writer();
        // assert
        assertNotNull(writer);
        assertEquals(SinglePassLink.BRIDGE_CLASS_NAME, writer.getClass().getName());
    }

    @Test
    void writer_bridgeFailsToLink_secondPassForGoodAfterOneTry() {
        // arrange: what a plugin jar in a child loader meets (PDF2XHTML is in the parent's runtime package)
        AtomicInteger tries = new AtomicInteger();
        SinglePassLink link = new SinglePassLink(() -> {
            tries.incrementAndGet();
            throw new IllegalAccessError("class StyledPDF2XHTML cannot access its superclass PDF2XHTML");
        });
        // act
        SinglePassWriter first = link.writer();
        SinglePassWriter second = link.writer();
        // assert
        assertNull(first);
        assertNull(second);
        assertEquals(1, tries.get());
    }

    @Test
    void writer_smallDocumentFailsToLink_secondPass() {
        // arrange: a Tika whose writer lacks a member the bridge calls
        SinglePassLink link = new SinglePassLink(() -> (document, handler, context, metadata, config, recorder,
                                                          sink) -> {
            throw new NoSuchMethodError("PDF2XHTML.<init>");
        });
        // act + assert
        assertNull(link.writer());
    }

    @Test
    void writer_smallDocumentSucceeds_offersTheSameWriterEveryTime() {
        // arrange
        SinglePassLink link = new SinglePassLink(() -> new org.apache.tika.parser.pdf.PdfStylesBridge());
        // act
        SinglePassWriter first = link.writer();
        // assert
        assertNotNull(first);
        assertSame(first, link.writer());
    }

    @Test
    void writerFor_angleCheckFails_noWriterForAngleDetectionOnly_checkedOnce() {
        // arrange
        AtomicInteger checks = new AtomicInteger();
        SinglePassLink link = new SinglePassLink(() -> new org.apache.tika.parser.pdf.PdfStylesBridge(), writer -> {
            checks.incrementAndGet();
            return false;
        });
        PDFParserConfig angles = new PDFParserConfig();
        angles.setDetectAngles(true);
        // act + assert
        assertNull(link.writerFor(angles));
        assertNull(link.writerFor(angles));
        assertNotNull(link.writerFor(new PDFParserConfig()));
        assertEquals(1, checks.get());
    }

    @Test
    void writerFor_angleCheckFailsToLink_noWriterForAngleDetection() {
        // arrange: a Tika without the angle collector the plugin's angle writer extends
        SinglePassLink link = new SinglePassLink(() -> new org.apache.tika.parser.pdf.PdfStylesBridge(), writer -> {
            throw new NoClassDefFoundError("org/apache/tika/parser/pdf/PDF2XHTML$AngleCollector");
        });
        PDFParserConfig angles = new PDFParserConfig();
        angles.setDetectAngles(true);
        // act + assert
        assertNull(link.writerFor(angles));
        assertNotNull(link.writer());
    }

    @Test
    void writerFor_angleCheckPasses_theLinkedWriter() {
        // arrange
        SinglePassLink link = new SinglePassLink(() -> new org.apache.tika.parser.pdf.PdfStylesBridge());
        PDFParserConfig angles = new PDFParserConfig();
        angles.setDetectAngles(true);
        // act + assert
        assertSame(link.writer(), link.writerFor(angles));
    }

    @Test
    void parse_linkageErrorBeforeAnyOutput_writesWhatTheSecondPassWrites() throws Exception {
        // arrange: the small document links, the first real document does not
        byte[] pdf = Files.readAllBytes(CONTRACT_PDF);
        SinglePassLink link = new SinglePassLink(() -> new FailingAfter(1, false));
        // act
        String failedOver = parse(StyledPdfParsers.with(new StyledParse(link)), pdf);
        String secondPass = parse(StyledPdfParsers.with(new StyledParse(SinglePassLink.secondPassOnly())), pdf);
        // assert
        assertEquals(secondPass, failedOver);
        assertTrue(failedOver.contains("<b>"), "styled by the second pass");
        assertNull(link.writer(), "the single pass is abandoned for good");
    }

    @Test
    void parse_linkageErrorAfterOutputStarted_isATikaExceptionNotAnError() throws Exception {
        // arrange
        byte[] pdf = Files.readAllBytes(CONTRACT_PDF);
        SinglePassLink link = new SinglePassLink(() -> new FailingAfter(1, true));
        // act
        TikaException thrown = assertThrows(TikaException.class, () -> parse(StyledPdfParsers.with(new StyledParse(link)), pdf));
        // assert
        assertTrue(thrown.getCause() instanceof LinkageError, String.valueOf(thrown.getCause()));
        assertNull(link.writer());
        assertTrue(parse(StyledPdfParsers.with(new StyledParse(link)), pdf).contains("<b>"), "the next parse takes the second pass");
    }

    private static String parse(StyledPdfParser parser, byte[] pdf) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            parser.parse(stream, handler, new Metadata(), new ParseContext());
        }
        return handler.toString();
    }

    /** The real bridge for its first {@code working} bodies, then a {@link NoSuchMethodError}. */
    private static final class FailingAfter implements SinglePassWriter {
        private final SinglePassWriter bridge = new org.apache.tika.parser.pdf.PdfStylesBridge();
        private final AtomicInteger calls = new AtomicInteger();
        private final int working;
        private final boolean afterStart;

        FailingAfter(int working, boolean afterStart) {
            this.working = working;
            this.afterStart = afterStart;
        }

        @Override
        public void writeBody(org.apache.pdfbox.pdmodel.PDDocument document, ContentHandler handler,
                              ParseContext context, Metadata metadata,
                              org.apache.tika.parser.pdf.PDFParserConfig config,
                              dev.pdfstyles.page.PageStyleRecorder recorder,
                              dev.pdfstyles.xhtml.PageTextSink sink)
                throws org.xml.sax.SAXException, TikaException {
            if (calls.incrementAndGet() <= working) {
                bridge.writeBody(document, handler, context, metadata, config, recorder, sink);
                return;
            }
            if (afterStart) {
                handler.startDocument();
            }
            throw new NoSuchMethodError("PDF2XHTML.writeParagraphStart");
        }
    }
}
