package dev.pdfstyles.index;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.pdfstyles.model.TextStyle;

/**
 * Turns tika-server's {@code /rmeta/xml} answer (a JSON array, one object per document: the file first,
 * then each embedded document) into {@link IndexDocument}s with the styled words in fields of their own:
 *
 * <pre>
 * curl -T contract.pdf -H 'Accept: application/json' http://127.0.0.1:9998/rmeta/xml &gt; contract.pdf.json
 *
 * List&lt;IndexDocument&gt; docs = RmetaDocuments.fromRmeta(Files.readString(json), "contract.pdf");
 * docs.get(0).values("bold");        // ["Rental agreement", "Owner", "Tenant.", "Payment", "1800", "Signatures"]
 * docs.get(0).values("underline");   // ["our website", "must"]
 * </pre>
 *
 * <p>Fields: {@code id}; {@code content} (the text); {@code bold}, {@code italic}, {@code underline},
 * {@code strike} (runs of words in that style, see {@link StyledFields}); and from the metadata
 * {@code title} (dc:title), {@code author} (dc:creator), {@code content_type} (Content-Type),
 * {@code created} (dcterms:created), {@code page_count} (xmpTPg:NPages), {@code parsed_by}
 * (X-TIKA:Parsed-By) and, for an embedded document, {@code embedded_path}
 * (X-TIKA:embedded_resource_path). The file gets the given id; an embedded document gets the id followed by
 * its embedded resource path ({@code contract.pdf/image0.png}), unique within the answer.
 *
 * <p>The content must be XHTML ({@code /rmeta/xml}, Tika's {@code ToXMLContentHandler}): the text
 * handler ({@code /rmeta/text}) has no style elements left to read, and an answer made with it is refused.
 */
public final class RmetaDocuments {

    public static final String ID = "id";
    public static final String CONTENT = "content";
    public static final String BOLD = "bold";
    public static final String ITALIC = "italic";
    public static final String UNDERLINE = "underline";
    public static final String STRIKE = "strike";
    public static final String TITLE = "title";
    public static final String AUTHOR = "author";
    public static final String CONTENT_TYPE = "content_type";
    public static final String CREATED = "created";
    public static final String PAGE_COUNT = "page_count";
    public static final String PARSED_BY = "parsed_by";
    public static final String EMBEDDED_PATH = "embedded_path";

    /** The style fields, multi-valued by nature: one value per run. */
    public static final List<String> STYLE_FIELDS = List.of(BOLD, ITALIC, UNDERLINE, STRIKE);

    /** The styles in the order of {@link #STYLE_FIELDS}. */
    private static final List<TextStyle.Kind> FIELD_ORDER = List.of(TextStyle.Kind.BOLD, TextStyle.Kind.ITALIC,
            TextStyle.Kind.UNDERLINE, TextStyle.Kind.STRIKETHROUGH);

    /** Tika metadata keys and the fields they go to, in writing order. */
    private static final Map<String, String> METADATA_FIELDS = metadataFields();

    /** Where Tika's RecursiveParserWrapper puts each document's content. */
    private static final String CONTENT_KEY = "X-TIKA:content";
    /** Which content handler made {@link #CONTENT_KEY}, as the wrapper records it. */
    private static final String CONTENT_HANDLER_KEY = "X-TIKA:content_handler";
    /** The handler of {@code /rmeta/xml}: the only one whose output keeps the style elements as XML. */
    private static final String XML_CONTENT_HANDLER = "ToXMLContentHandler";
    private static final String EMBEDDED_PATH_KEY = "X-TIKA:embedded_resource_path";

    private RmetaDocuments() {
    }

    private static Map<String, String> metadataFields() {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("dc:title", TITLE);
        fields.put("dc:creator", AUTHOR);
        fields.put("Content-Type", CONTENT_TYPE);
        fields.put("dcterms:created", CREATED);
        fields.put("xmpTPg:NPages", PAGE_COUNT);
        fields.put("X-TIKA:Parsed-By", PARSED_BY);
        fields.put(EMBEDDED_PATH_KEY, EMBEDDED_PATH);
        return fields;
    }

    /** The field of a style: {@code bold}, {@code italic}, {@code underline} or {@code strike}. */
    public static String styleField(TextStyle.Kind kind) {
        switch (kind) {
            case BOLD:
                return BOLD;
            case ITALIC:
                return ITALIC;
            case UNDERLINE:
                return UNDERLINE;
            case STRIKETHROUGH:
                return STRIKE;
            default:
                throw new IllegalArgumentException("No field for style " + kind);
        }
    }

    /**
     * The documents of one {@code /rmeta/xml} answer, the file first.
     *
     * @param rmetaJson the answer's JSON text
     * @param id        the file's id; embedded documents get it as a prefix
     * @throws IllegalArgumentException if the text is not an rmeta answer (not JSON, not an array of
     *                                  objects, a metadata value that is not a string or a list of strings,
     *                                  content that is not XHTML), with what was wrong and where
     */
    public static List<IndexDocument> fromRmeta(String rmetaJson, String id) {
        Object root = JsonReader.read(rmetaJson);
        if (!(root instanceof List)) {
            throw new IllegalArgumentException("An /rmeta answer is a JSON array, got " + typeOf(root));
        }
        List<?> entries = (List<?>) root;
        List<IndexDocument> documents = new ArrayList<>(entries.size());
        for (int index = 0; index < entries.size(); index++) {
            Object entry = entries.get(index);
            if (!(entry instanceof Map)) {
                throw new IllegalArgumentException("Entry " + index + " of the /rmeta answer is " + typeOf(entry)
                        + ", not an object");
            }
            try {
                documents.add(fromEntry((Map<?, ?>) entry, id));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Entry " + index + " of the /rmeta answer: " + e.getMessage(), e);
            }
        }
        return documents;
    }

    /** The fields of one entry: content, the style fields, then the metadata. */
    private static IndexDocument fromEntry(Map<?, ?> entry, String id) {
        Map<String, List<String>> fields = new LinkedHashMap<>();
        List<String> content = strings(entry, CONTENT_KEY);
        if (!content.isEmpty()) {
            List<String> handler = strings(entry, CONTENT_HANDLER_KEY);
            if (!handler.isEmpty() && !handler.contains(XML_CONTENT_HANDLER)) {
                throw new IllegalArgumentException("the content was written by " + handler
                        + ", which keeps no style elements; ask tika-server for /rmeta/xml");
            }
            StyledFields styled = StyledFields.ofXhtml(String.join("", content));
            if (!styled.text().isEmpty()) {
                fields.put(CONTENT, List.of(styled.text()));
            }
            for (TextStyle.Kind kind : FIELD_ORDER) {
                fields.put(styleField(kind), styled.runs(kind));
            }
        }
        for (Map.Entry<String, String> metadata : METADATA_FIELDS.entrySet()) {
            fields.put(metadata.getValue(), strings(entry, metadata.getKey()));
        }
        List<String> embeddedPath = strings(entry, EMBEDDED_PATH_KEY);
        return new IndexDocument(embeddedPath.isEmpty() ? id : id + embeddedPath.get(0), fields);
    }

    /** A metadata value as strings: Tika writes one value as a string and several as an array of strings. */
    private static List<String> strings(Map<?, ?> entry, String key) {
        Object value = entry.get(key);
        if (value == null) {
            return List.of();
        }
        if (value instanceof String) {
            return List.of((String) value);
        }
        if (value instanceof List) {
            List<String> values = new ArrayList<>();
            for (Object element : (List<?>) value) {
                if (!(element instanceof String)) {
                    throw new IllegalArgumentException("'" + key + "' holds " + typeOf(element) + ", not a string");
                }
                values.add((String) element);
            }
            return values;
        }
        throw new IllegalArgumentException("'" + key + "' is " + typeOf(value) + ", not a string or a list of strings");
    }

    private static String typeOf(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof List) {
            return "an array";
        }
        if (value instanceof String) {
            return "a string";
        }
        return value instanceof Boolean ? "a boolean" : "a number";
    }
}
