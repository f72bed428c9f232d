package dev.pdfstyles.index;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Request bodies that load {@link IndexDocument}s into a search engine over HTTP, with nothing but the JDK:
 * Elasticsearch's (and OpenSearch's) bulk API and Solr's JSON update handler. Style fields are always
 * JSON arrays, other fields are a string when they hold one value and an array when they hold several.
 */
public final class IndexRequests {

    private static final Set<String> ALWAYS_ARRAYS = Set.copyOf(RmetaDocuments.STYLE_FIELDS);

    private IndexRequests() {
    }

    /**
     * The body of {@code POST /_bulk} (content type {@code application/x-ndjson}): per document an
     * {@code index} action naming {@code indexName} and the document's id, then the document's fields
     * (the id only in the action: Elasticsearch keeps it as {@code _id}). Each line ends in a line feed,
     * the last one too, as the bulk API requires.
     *
     * @throws IllegalArgumentException if {@code indexName} is empty
     */
    public static String elasticsearchBulk(List<IndexDocument> documents, String indexName) {
        if (indexName == null || indexName.isEmpty()) {
            throw new IllegalArgumentException("An Elasticsearch index name is needed, got " + indexName);
        }
        StringBuilder out = new StringBuilder();
        for (IndexDocument document : documents) {
            out.append("{\"index\":{\"_index\":");
            JsonWriter.appendString(out, indexName);
            out.append(",\"_id\":");
            JsonWriter.appendString(out, document.id());
            out.append("}}\n");
            Map<String, List<String>> source = new LinkedHashMap<>(document.fields());
            source.remove(RmetaDocuments.ID);
            JsonWriter.appendObject(out, source, ALWAYS_ARRAYS);
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * The body of Solr's {@code POST /solr/CORE/update} with content type {@code application/json}: a JSON
     * array of the documents, one per line, each with its {@code id} field.
     */
    public static String solrUpdate(List<IndexDocument> documents) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < documents.size(); i++) {
            out.append(i == 0 ? "\n" : ",\n");
            JsonWriter.appendObject(out, documents.get(i).fields(), ALWAYS_ARRAYS);
        }
        return out.append("\n]\n").toString();
    }
}
