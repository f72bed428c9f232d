package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.model.TextStyle;

class RmetaDocumentsTest {

    static String fixture(String name) throws IOException {
        try (InputStream in = RmetaDocumentsTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void fromRmeta_contractAnswer_styledWordsInFieldsOfTheirOwn() throws IOException {
        // act
        List<IndexDocument> documents = RmetaDocuments.fromRmeta(fixture("contract.pdf.json"), "contract.pdf");

        // assert: test-documents/libreoffice/contract.truth.json, words grouped as they stand together
        assertEquals(1, documents.size());
        IndexDocument contract = documents.get(0);
        assertEquals("contract.pdf", contract.id());
        assertEquals(List.of("Rental agreement", "Owner", "Tenant.", "Payment", "1800", "Signatures"),
                contract.values(RmetaDocuments.BOLD));
        assertEquals(List.of("our website", "must"), contract.values(RmetaDocuments.UNDERLINE));
        assertEquals(List.of(), contract.values(RmetaDocuments.ITALIC));
        assertEquals(List.of(), contract.values(RmetaDocuments.STRIKE));
    }

    @Test
    void fromRmeta_contractAnswer_metadataFields() throws IOException {
        // act
        IndexDocument contract = RmetaDocuments.fromRmeta(fixture("contract.pdf.json"), "contract.pdf").get(0);

        // assert
        assertEquals(List.of("application/pdf"), contract.values(RmetaDocuments.CONTENT_TYPE));
        assertEquals(List.of("1"), contract.values(RmetaDocuments.PAGE_COUNT));
        assertEquals(List.of("2026-11-30T06:57:42Z"), contract.values(RmetaDocuments.CREATED));
        assertEquals(List.of("org.apache.tika.parser.DefaultParser", "dev.pdfstyles.StyledPdfParser"),
                contract.values(RmetaDocuments.PARSED_BY));
        assertTrue(contract.values(RmetaDocuments.CONTENT).get(0).startsWith("Rental agreement\nThis agreement"));
    }

    @Test
    void fromRmeta_contractAnswer_fieldsInWritingOrder() throws IOException {
        // act
        IndexDocument contract = RmetaDocuments.fromRmeta(fixture("contract.pdf.json"), "contract.pdf").get(0);

        // assert: id, content, the style fields, then metadata; fields without values left out
        assertEquals(List.of("id", "content", "bold", "underline", "content_type", "created", "page_count",
                "parsed_by"), List.copyOf(contract.fields().keySet()));
    }

    @Test
    void fromRmeta_embeddedFiles_oneDocumentEachWithPathInId() throws IOException {
        // act
        List<IndexDocument> documents = RmetaDocuments.fromRmeta(fixture("testPDF_multiFormatEmbFiles.pdf.json"),
                "multi.pdf");

        // assert
        assertEquals(List.of("multi.pdf", "multi.pdf/Test.txt", "multi.pdf/TestMac.txt", "multi.pdf/TestDos.txt",
                "multi.pdf/TestUnix.txt"), documents.stream().map(IndexDocument::id).collect(Collectors.toList()));
        assertEquals(List.of(), documents.get(0).values(RmetaDocuments.EMBEDDED_PATH));
        assertEquals(List.of("/Test.txt"), documents.get(1).values(RmetaDocuments.EMBEDDED_PATH));
        assertTrue(documents.get(1).values(RmetaDocuments.CONTENT_TYPE).get(0).startsWith("text/plain"));
    }

    @Test
    void fromRmeta_entryWithoutContent_metadataOnly() {
        // act
        IndexDocument document = RmetaDocuments.fromRmeta("[{\"Content-Type\":\"image/png\"}]", "i").get(0);

        // assert
        assertEquals(List.of("id", "content_type"), List.copyOf(document.fields().keySet()));
    }

    @Test
    void fromRmeta_textHandlerAnswer_refusedWithTheFix() {
        // arrange: what /rmeta/text answers
        String json = "[{\"X-TIKA:content\":\"Rental agreement\\n\",\"X-TIKA:content_handler\":\"ToTextContentHandler\"}]";

        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RmetaDocuments.fromRmeta(json, "x"));

        // assert
        assertTrue(e.getMessage().contains("/rmeta/xml"), e.getMessage());
        assertTrue(e.getMessage().startsWith("Entry 0 of the /rmeta answer"), e.getMessage());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`{}`                                  | An /rmeta answer is a JSON array, got an object",
        "`[\"x\"]`                             | Entry 0 of the /rmeta answer is a string, not an object",
        "`[{\"dc:title\":3}]`                  | Entry 0 of the /rmeta answer: 'dc:title' is a number, not a string or a list of strings",
        "`[{\"dc:title\":[\"a\",null]}]`       | Entry 0 of the /rmeta answer: 'dc:title' holds null, not a string",
        "`[{\"X-TIKA:content\":\"<p>open\"}]`  | Entry 0 of the /rmeta answer: Not well-formed XHTML",
        "`[{]`                                 | Not JSON",
    })
    void fromRmeta_notAnRmetaAnswer_illegalArgumentSayingWhy(String json, String problem) {
        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RmetaDocuments.fromRmeta(json, "x"));

        // assert
        assertTrue(e.getMessage().startsWith(problem.strip()), e.getMessage());
    }

    @Test
    void styleField_everyKind_distinctFieldInStyleFields() {
        // act
        List<String> fields = java.util.Arrays.stream(TextStyle.Kind.values()).map(RmetaDocuments::styleField)
                .sorted().collect(Collectors.toList());

        // assert
        assertEquals(RmetaDocuments.STYLE_FIELDS.stream().sorted().collect(Collectors.toList()), fields);
    }
}
