package dev.pdfstyles.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code test-documents/external/manifest.tsv}: the test PDFs of twelve other projects, one line per distinct
 * file ({@code id, repository, path, commit, sha256, bytes}). The PDFs stay out of this repository;
 * {@code scripts/external-fetch.sh} brings them into a folder, each under its id.
 */
final class ExternalManifest {

    /** The header line; the file must start with exactly these columns. */
    static final List<String> COLUMNS = List.of("id", "repository", "path", "commit", "sha256", "bytes");
    private static final String SEPARATOR = "\t";

    /** One PDF: where it goes in the folder (the project as owner+name, then its path there), and its bytes' hash. */
    static final class Entry {
        final String id;
        final String sha256;

        Entry(String id, String sha256) {
            this.id = id;
            this.sha256 = sha256;
        }
    }

    private ExternalManifest() {
    }

    static List<Entry> read(Path manifest) throws IOException {
        return parse(Files.readAllLines(manifest, StandardCharsets.UTF_8), manifest.toString());
    }

    static List<Entry> parse(List<String> lines, String source) {
        if (lines.isEmpty() || !Arrays.asList(lines.get(0).split(SEPARATOR, -1)).equals(COLUMNS)) {
            throw new IllegalArgumentException(source + ": the first line must be the header " + COLUMNS);
        }
        List<Entry> entries = new ArrayList<>();
        for (int index = 1; index < lines.size(); index++) {
            String[] cells = lines.get(index).split(SEPARATOR, -1);
            if (cells.length != COLUMNS.size()) {
                throw new IllegalArgumentException(source + " line " + (index + 1) + ": " + cells.length
                        + " columns, expected " + COLUMNS.size());
            }
            entries.add(new Entry(cells[0], cells[4]));
        }
        return entries;
    }
}
