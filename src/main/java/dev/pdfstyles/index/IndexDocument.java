package dev.pdfstyles.index;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One document to index: an id and named fields, each with one or more string values, in a fixed order
 * ({@link RmetaDocuments} says which fields). Immutable; a field without values is left out.
 */
public final class IndexDocument {

    private final String id;
    private final Map<String, List<String>> fields;

    /**
     * @param id     the document's id, also the first field ({@link RmetaDocuments#ID})
     * @param fields the other fields in the order they are written; empty ones are dropped
     * @throws IllegalArgumentException if {@code id} is empty or {@code fields} has an id of its own
     */
    public IndexDocument(String id, Map<String, List<String>> fields) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("A document needs a non-empty id, got " + id);
        }
        if (fields.containsKey(RmetaDocuments.ID)) {
            throw new IllegalArgumentException("The id is given apart, not as field '" + RmetaDocuments.ID + "'");
        }
        Map<String, List<String>> copy = new LinkedHashMap<>();
        copy.put(RmetaDocuments.ID, List.of(id));
        for (Map.Entry<String, List<String>> field : fields.entrySet()) {
            if (!field.getValue().isEmpty()) {
                copy.put(field.getKey(), List.copyOf(field.getValue()));
            }
        }
        this.id = id;
        this.fields = Collections.unmodifiableMap(copy);
    }

    public String id() {
        return id;
    }

    /** Every field, the id first, in writing order. */
    public Map<String, List<String>> fields() {
        return fields;
    }

    /** The values of {@code field}; empty when the document has none. */
    public List<String> values(String field) {
        return fields.getOrDefault(field, List.of());
    }

    @Override
    public String toString() {
        return fields.toString();
    }
}
