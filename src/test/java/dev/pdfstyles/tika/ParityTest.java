package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.pdfstyles.testsupport.ParityComparison.bodyText;
import static dev.pdfstyles.testsupport.ParityComparison.comparableMetadata;
import static dev.pdfstyles.testsupport.ParityComparison.contractViolation;
import static dev.pdfstyles.testsupport.ParityComparison.exceptionClass;
import static dev.pdfstyles.testsupport.ParityComparison.isSubsequence;
import static dev.pdfstyles.testsupport.ParityComparison.withoutParserNames;

import java.nio.file.Files;
import java.util.Arrays;
import java.util.stream.Stream;

import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.ParseContext;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;
import dev.pdfstyles.testsupport.TextMode;

/**
 * The plugin's promise, checked on every PDF we have (Tika's 51 test PDFs and test-documents/), in each of
 * the stock parser's text modes ({@link TextMode}: default, marked content, angle detection): with
 * {@code mergeOverprintedCopies=false}, the XHTML with style elements removed is the stock parser's of the
 * same mode byte for byte, for the container and every embedded document; metadata is identical except the
 * parser's name (and timings); the same exception type comes out; and the styled XHTML keeps the output
 * contract. With the defaults, the only text difference is over-printed copies left out: the text is the
 * stock text with some characters removed, never with characters added or changed.
 */
class ParityTest {

    @TestFactory
    Stream<DynamicContainer> tikaTestPdfs_matchStockParser() {
        return Arrays.stream(TextMode.values()).map(mode -> DynamicContainer.dynamicContainer(mode.key(),
                TestDocuments.tikaTestPdfNames().stream().map(name -> DynamicTest.dynamicTest(name,
                        () -> assertParity(name, TestDocuments.tikaTestPdf(name), mode)))));
    }

    @TestFactory
    Stream<DynamicContainer> corpusPdfs_matchStockParser() {
        return Arrays.stream(TextMode.values()).map(mode -> DynamicContainer.dynamicContainer(mode.key(),
                TestDocuments.corpusPdfs().stream().map(path -> DynamicTest.dynamicTest(
                        TestDocuments.corpusRoot().relativize(path).toString(),
                        () -> assertParity(path.toString(), Files.readAllBytes(path), mode)))));
    }

    static void assertParity(String name, byte[] pdf, TextMode mode) {
        // arrange
        ParseContext stockContext = mode.context();
        ParseContext styledContext = mode.context();
        styledContext.set(DetectionSettings.class, DetectionSettings.defaults().withMergeOverprintedCopies(false));
        // act
        Parsers.RecursiveResult stock = Parsers.parseRecursively(Parsers.stock(), pdf, stockContext);
        Parsers.RecursiveResult styled = Parsers.parseRecursively(Parsers.styled(), pdf, styledContext);
        Parsers.RecursiveResult merged = Parsers.parseRecursively(Parsers.styled(), pdf, mode.context());
        // assert
        assertEquals(exceptionClass(stock.thrown), exceptionClass(styled.thrown), name + ": exception type");
        assertEquals(stock.items.size(), styled.items.size(), name + ": number of documents");
        for (int i = 0; i < stock.items.size(); i++) {
            Metadata expected = stock.items.get(i);
            Metadata actual = styled.items.get(i);
            String where = name + " item " + i;
            String styledXhtml = actual.get(TikaCoreProperties.TIKA_CONTENT);
            assertEquals(withoutParserNames(expected.get(TikaCoreProperties.TIKA_CONTENT)),
                    withoutParserNames(Parsers.withoutStyleElements(styledXhtml)), where + ": text");
            if (styledXhtml != null) {
                assertNull(contractViolation(styledXhtml, mode), where + ": output contract");
            }
            assertEquals(comparableMetadata(expected), comparableMetadata(actual), where + ": metadata");
        }
        assertEquals(stock.items.size(), merged.items.size(), name + ": number of documents (merged)");
        for (int i = 0; i < stock.items.size(); i++) {
            String stockText = bodyText(stock.items.get(i).get(TikaCoreProperties.TIKA_CONTENT));
            String mergedXhtml = merged.items.get(i).get(TikaCoreProperties.TIKA_CONTENT);
            String mergedText = bodyText(Parsers.withoutStyleElements(mergedXhtml));
            assertTrue(isSubsequence(mergedText, stockText), name + " item " + i
                    + ": merging over-printed copies may only leave characters out");
            if (mergedXhtml != null) {
                assertNull(contractViolation(mergedXhtml, mode), name + " item " + i + ": output contract");
            }
        }
    }
}
