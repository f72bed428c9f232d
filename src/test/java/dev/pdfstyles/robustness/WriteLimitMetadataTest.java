package dev.pdfstyles.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

import org.apache.tika.exception.WriteLimitReachedException;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.BodyContentHandler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * Regression test for finding R1 of issue 8: when a write limit is reached in the middle of a page, the
 * stock parser stops at once. The plugin used to hold the page's paragraphs back until the leading run
 * ended, letting the stock parser run on to the end of the page and add its page-end metadata
 * (pdf:charsPerPage, pdf:unmappedUnicodeCharsPerPage) first. The splice now streams, so the metadata after
 * a mid-page write limit is the stock parser's.
 */
class WriteLimitMetadataTest {

    private static final String PDF = "cairo/combos.pdf";

    @ParameterizedTest
    @ValueSource(ints = {300, 700, 1000})
    void writeLimitMidPage_sameMetadataAsStock(int limit) throws Exception {
        // arrange
        byte[] pdf = Files.readAllBytes(TestDocuments.corpusRoot().resolve(PDF));
        // act
        List<String> stock = metadataAfterLimit(Parsers.stock(), pdf, limit);
        List<String> styled = metadataAfterLimit(Parsers.styled(), pdf, limit);
        // assert
        assertEquals(stock, styled);
    }

    private static List<String> metadataAfterLimit(Parser parser, byte[] pdf, int limit) throws Exception {
        Metadata metadata = new Metadata();
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            parser.parse(stream, new BodyContentHandler(limit), metadata, new ParseContext());
        } catch (Exception e) {
            assertTrue(WriteLimitReachedException.isWriteLimitReached(e), "only the write limit stops the parse");
        }
        List<String> lines = new ArrayList<>();
        for (String name : new TreeSet<>(Arrays.asList(metadata.names()))) {
            if (!name.startsWith("X-TIKA:Parsed-By")) {
                lines.add(name + "=" + Arrays.toString(metadata.getValues(name)));
            }
        }
        return lines;
    }
}
