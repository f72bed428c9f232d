package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

class IndexRequestsTest {

    /** An independent JSON implementation reads what was written, line by line as the bulk API does. */
    private static final ObjectMapper JACKSON = new ObjectMapper();

    private static List<IndexDocument> contractAndEmbedded() throws IOException {
        List<IndexDocument> documents = new java.util.ArrayList<>(
                RmetaDocuments.fromRmeta(RmetaDocumentsTest.fixture("contract.pdf.json"), "contract.pdf"));
        documents.addAll(RmetaDocuments.fromRmeta(RmetaDocumentsTest.fixture("testPDF_multiFormatEmbFiles.pdf.json"),
                "multi.pdf"));
        return documents;
    }

    @Test
    void elasticsearchBulk_documents_actionThenSourcePerDocumentEachLineJson() throws IOException {
        // arrange
        List<IndexDocument> documents = contractAndEmbedded();

        // act
        String body = IndexRequests.elasticsearchBulk(documents, "pdfs");

        // assert
        assertTrue(body.endsWith("\n"), "the bulk API needs a final line feed");
        String[] lines = body.split("\n");
        assertEquals(2 * documents.size(), lines.length);
        for (int i = 0; i < documents.size(); i++) {
            JsonNode action = JACKSON.readTree(lines[2 * i]);
            assertEquals("pdfs", action.get("index").get("_index").asText());
            assertEquals(documents.get(i).id(), action.get("index").get("_id").asText());
            JsonNode source = JACKSON.readTree(lines[2 * i + 1]);
            assertFalse(source.has("id"), "the id travels as _id");
            assertEquals(documents.get(i).values("content").isEmpty() ? null : documents.get(i).values("content").get(0),
                    source.has("content") ? source.get("content").asText() : null);
        }
    }

    @Test
    void elasticsearchBulk_contract_styleFieldsAreArraysOtherFieldsStrings() throws IOException {
        // act
        String body = IndexRequests.elasticsearchBulk(contractAndEmbedded().subList(0, 1), "pdfs");

        // assert
        @SuppressWarnings("unchecked")
        Map<String, Object> source = JACKSON.readValue(body.split("\n")[1], Map.class);
        assertEquals(List.of("Rental agreement", "Owner", "Tenant.", "Payment", "1800", "Signatures"), source.get("bold"));
        assertEquals(List.of("our website", "must"), source.get("underline"));
        assertEquals("1", source.get("page_count"));
        assertEquals(List.of("org.apache.tika.parser.DefaultParser", "dev.pdfstyles.StyledPdfParser"),
                source.get("parsed_by"));
    }

    @Test
    void elasticsearchBulk_noIndexName_illegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> IndexRequests.elasticsearchBulk(List.of(), ""));
    }

    @Test
    void solrUpdate_documents_jsonArrayOfDocumentsWithIds() throws IOException {
        // arrange
        List<IndexDocument> documents = contractAndEmbedded();

        // act
        JsonNode array = JACKSON.readTree(IndexRequests.solrUpdate(documents));

        // assert
        assertEquals(documents.size(), array.size());
        for (int i = 0; i < documents.size(); i++) {
            assertEquals(documents.get(i).id(), array.get(i).get("id").asText());
        }
        assertTrue(array.get(0).get("bold").isArray());
        assertEquals("Owner", array.get(0).get("bold").get(1).asText());
    }

    @Test
    void solrUpdate_noDocuments_emptyArray() throws IOException {
        assertEquals(0, JACKSON.readTree(IndexRequests.solrUpdate(List.of())).size());
    }
}
