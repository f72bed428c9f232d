package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.eval.StyledWord;
import dev.pdfstyles.eval.XhtmlStyledWords;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * With {@code sortByPosition}, Tika's writer hands the recorder its glyphs out of content order, which
 * the recorder's glyph lookup must still resolve (it answers in-order requests with a cursor and falls
 * back to an identity map): the same words get the same styles as in content order.
 */
class SortedOutputStylesTest {

    @ParameterizedTest
    @ValueSource(strings = {"libreoffice/combos.pdf", "chromium/combos.pdf", "pdflatex/combos.pdf",
            "pdfbox/overprint-bold.pdf"})
    void sortedByPosition_sameWordsSameStyles(String document) throws Exception {
        byte[] pdf = Files.readAllBytes(TestDocuments.corpusRoot().resolve(document));
        List<String> inContentOrder = sortedStyledWords(parse(pdf, false));
        List<String> sorted = sortedStyledWords(parse(pdf, true));
        assertTrue(inContentOrder.stream().anyMatch(w -> !w.endsWith("[]")), "the document has styled words");
        assertEquals(inContentOrder, sorted);
    }

    private static List<String> sortedStyledWords(String xhtml) {
        List<String> words = new ArrayList<>();
        for (StyledWord word : XhtmlStyledWords.fromXhtml(xhtml)) {
            words.add(word.text() + word.styles().stream().map(Enum::name).sorted().collect(Collectors.toList()));
        }
        words.sort(null);
        return words;
    }

    private static String parse(byte[] pdf, boolean sortByPosition) throws Exception {
        PDFParserConfig config = new PDFParserConfig();
        config.setSortByPosition(sortByPosition);
        ParseContext context = new ParseContext();
        context.set(PDFParserConfig.class, config);
        ToXMLContentHandler handler = new ToXMLContentHandler();
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            new StyledPdfParser().parse(stream, handler, new Metadata(), context);
        }
        return handler.toString();
    }
}
