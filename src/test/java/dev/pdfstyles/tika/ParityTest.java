package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
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
import dev.pdfstyles.testsupport.XhtmlChecks;

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

    /** Keys that differ by design: who parsed, and how long it took. */
    private static final Set<String> KEYS_ALLOWED_TO_DIFFER = new TreeSet<>(Arrays.asList(
            TikaCoreProperties.TIKA_PARSED_BY.getName(),
            TikaCoreProperties.TIKA_PARSED_BY_FULL_SET.getName(),
            "X-TIKA:parse_time_millis"));

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

    private static String contractViolation(String xhtml, TextMode mode) {
        return mode == TextMode.MARKED_CONTENT ? XhtmlChecks.markedContentContractViolation(xhtml)
                : XhtmlChecks.contractViolation(xhtml);
    }

    private static String bodyText(String xhtml) {
        if (xhtml == null) {
            return "";
        }
        int body = xhtml.indexOf("<body");
        return body < 0 ? xhtml : xhtml.substring(body);
    }

    static boolean isSubsequence(String shorter, String longer) {
        int j = 0;
        for (int i = 0; i < shorter.length(); i++) {
            char c = shorter.charAt(i);
            while (j < longer.length() && longer.charAt(j) != c) {
                j++;
            }
            if (j == longer.length()) {
                return false;
            }
            j++;
        }
        return true;
    }

    /** The XHTML head repeats the metadata, including the parser's name: drop those lines. */
    private static String withoutParserNames(String xhtml) {
        return xhtml == null ? null : xhtml.replaceAll("<meta name=\"X-TIKA:Parsed-By[^>]*>\n?", "");
    }

    private static String exceptionClass(Exception e) {
        return e == null ? "none" : e.getClass().getName();
    }

    /** Metadata as sorted lines; exception traces reduced to their first line (frames name the parser). */
    static List<String> comparableMetadata(Metadata metadata) {
        List<String> lines = new ArrayList<>();
        for (String key : new TreeSet<>(Arrays.asList(metadata.names()))) {
            if (KEYS_ALLOWED_TO_DIFFER.contains(key) || key.equals(TikaCoreProperties.TIKA_CONTENT.getName())) {
                continue;
            }
            for (String value : metadata.getValues(key)) {
                String comparable = key.startsWith("X-TIKA:EXCEPTION") && value != null
                        ? value.split("\n", 2)[0].trim() : value;
                lines.add(key + "=" + comparable);
            }
        }
        return lines;
    }
}
