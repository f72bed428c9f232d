package dev.pdfstyles.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A file tika-pipes' file-system emitter wrote: the JSON list of metadata objects of one fetched document,
 * the container first, each value a string or a list of strings; with the XML handler the container's
 * {@code X-TIKA:content} holds the whole XHTML.
 */
final class EmittedExtract {

    private static final ObjectMapper JSON = new ObjectMapper();
    static final String CONTENT = "X-TIKA:content";
    static final String PARSED_BY = "X-TIKA:Parsed-By";
    /** Where Tika's pipes put the outcome of a document that did not parse to the end (TIMEOUT, OOM...). */
    static final String PIPES_RESULT = "X-TIKA:pipes_result";

    private final Path file;
    private final JsonNode container;

    private EmittedExtract(Path file, JsonNode container) {
        this.file = file;
        this.container = container;
    }

    /** Reads {@code file}; an {@link IOException} while it is missing or still being written. */
    static EmittedExtract read(Path file) throws IOException {
        JsonNode root = JSON.readTree(Files.readString(file));
        if (root == null || !root.isArray() || root.size() == 0 || !root.get(0).isObject()) {
            throw new IOException("not a list of metadata objects: " + file);
        }
        return new EmittedExtract(file, root.get(0));
    }

    /** Every value of {@code key} in the container's metadata; empty when it has none. */
    List<String> values(String key) {
        JsonNode node = container.get(key);
        List<String> values = new ArrayList<>();
        if (node == null) {
            return values;
        }
        if (node.isArray()) {
            node.forEach(item -> values.add(item.asText()));
        } else {
            values.add(node.asText());
        }
        return values;
    }

    /** The container's XHTML; fails when the emitter wrote none. */
    String xhtml() {
        List<String> content = values(CONTENT);
        if (content.size() != 1) {
            throw new AssertionError("no " + CONTENT + " in " + file + ": " + container);
        }
        return content.get(0);
    }

    Path file() {
        return file;
    }

    @Override
    public String toString() {
        return file + ": " + ExternalProgram.tail(container.toString());
    }
}
