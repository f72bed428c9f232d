package dev.pdfstyles.tika.marked;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.PDF;
import org.apache.tika.sax.ContentHandlerDecorator;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.model.StyledSegments;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.page.PageStyleRecorder;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;
import dev.pdfstyles.testsupport.TextMode;

/**
 * The one Tika detail the marked-content splice depends on (issue 26): how Tika's marked-content writer
 * builds the text it writes from each page's marked-content sequences ({@link MarkedContentPage}). On every
 * tagged PDF we have, each piece of text the stock writer writes, before its page divs, is the text of one of
 * our pieces or of consecutive ones; a Tika that built its text otherwise would fail here (and its text would
 * go unstyled, never mis-styled).
 */
class MarkedContentPiecesTest {

    @TestFactory
    Stream<DynamicTest> taggedPdfs_everyStockPieceIsOurs() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : TestDocuments.tikaTestPdfNames()) {
            tests.add(DynamicTest.dynamicTest(name, () -> assertPiecesMatch(TestDocuments.tikaTestPdf(name))));
        }
        for (Path path : TestDocuments.corpusPdfs()) {
            tests.add(DynamicTest.dynamicTest(TestDocuments.corpusRoot().relativize(path).toString(),
                    () -> assertPiecesMatch(Files.readAllBytes(path))));
        }
        return tests.stream();
    }

    private static void assertPiecesMatch(byte[] pdf) throws Exception {
        // arrange
        StockText stock = stockText(pdf);
        if (!stock.tagged) {
            return;   // the default writer writes it: nothing of the marked-content mode to compare
        }
        StyledSegments ours = ourPieces(pdf);
        // act
        List<String> unmatched = new ArrayList<>();
        for (String piece : stock.pieces) {
            if (ours.take(piece).isEmpty()) {
                unmatched.add(piece);
            }
        }
        // assert
        assertTrue(stock.pieces.isEmpty() || !ours.isEmpty(), "no pieces of ours");
        assertEquals(List.of(), unmatched);
    }

    private static StyledSegments ourPieces(byte[] pdf) throws IOException {
        DetectionSettings settings = DetectionSettings.defaults();
        PageStyleRecorder recorder = new PageStyleRecorder(settings, new FontVerdictCache(settings.fontEvidence()));
        StyledSegments.Builder segments = new StyledSegments.Builder();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            for (PDPage page : document.getPages()) {
                try {
                    List<StyledText> pieces = MarkedContentPage.read(page, recorder);
                    segments.addAll(pieces);
                } catch (IOException e) {
                    // Tika writes nothing of such a page either
                }
            }
        }
        return segments.build();
    }

    /** The non-empty characters events of the stock marked-content text (body, before the page divs). */
    private static final class StockText extends DefaultHandler {
        final List<String> pieces = new ArrayList<>();
        boolean tagged;
        private int depth;
        private boolean inText;

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) {
            depth++;
            if (depth == 2 && "body".equals(localName)) {
                inText = true;
            } else if (depth == 3 && "div".equals(localName) && "page".equals(atts.getValue("class"))) {
                inText = false;
            }
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            depth--;
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            if (inText && length > 0) {
                pieces.add(new String(ch, start, length));
            }
        }
    }

    private static StockText stockText(byte[] pdf) {
        StockText text = new StockText();
        Metadata metadata = new Metadata();
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            Parsers.stock().parse(stream, new ContentHandlerDecorator(text), metadata, TextMode.MARKED_CONTENT.context());
        } catch (Exception e) {
            // what was written before the failure is compared
        }
        text.tagged = "true".equals(metadata.get(PDF.HAS_MARKED_CONTENT));
        return text;
    }
}
