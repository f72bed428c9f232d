package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code test-documents/realworld/diagnoses.tsv}: for a phrase the plugin gets wrong, what the rendered page
 * shows there ("underline is a drawn rule 2pt below; missed"), written by a person after looking at the page.
 * Columns: file id, page, phrase text, failure kind (a short label shared by failures of one cause), note. The
 * report puts the note beside the wrong phrase and counts wrong phrases per kind.
 */
final class Diagnoses {
    private static final int COLUMNS = 5;
    private final Map<String, String> notes;
    private final Map<String, String> kinds;

    private Diagnoses(Map<String, String> notes, Map<String, String> kinds) {
        this.notes = Collections.unmodifiableMap(new HashMap<>(notes));
        this.kinds = Collections.unmodifiableMap(new HashMap<>(kinds));
    }

    /** The notes of {@code path}; none when the file does not exist. */
    static Diagnoses read(Path path) throws IOException {
        if (!Files.isRegularFile(path)) {
            return new Diagnoses(Map.of(), Map.of());
        }
        return parse(Files.readAllLines(path, StandardCharsets.UTF_8), path.toString());
    }

    static Diagnoses parse(List<String> lines, String source) {
        Map<String, String> notes = new HashMap<>();
        Map<String, String> kinds = new HashMap<>();
        for (int index = 0; index < lines.size(); index++) {
            String line = lines.get(index);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            if (cells.length != COLUMNS) {
                throw new IllegalArgumentException(source + " line " + (index + 1) + ": " + cells.length
                        + " columns, expected " + COLUMNS + " (id, page, text, kind, note)");
            }
            String key = key(cells[0], Integer.parseInt(cells[1].trim()), cells[2]);
            kinds.put(key, cells[3]);
            notes.put(key, cells[4]);
        }
        return new Diagnoses(notes, kinds);
    }

    /** The failure kind for a phrase, or null. */
    String kindFor(String id, int page, String text) {
        return kinds.get(key(id, page, text));
    }

    /** The note for a phrase, or null. */
    String noteFor(String id, int page, String text) {
        return notes.get(key(id, page, text));
    }

    private static String key(String id, int page, String text) {
        return id + '\u0000' + page + '\u0000' + text;
    }
}
