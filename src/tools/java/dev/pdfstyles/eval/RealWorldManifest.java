package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * {@code test-documents/realworld/manifest.tsv}: which public repository file each PDF of the real-world set is
 * (issue 23), its SHA-256, who produced it and under which licence its repository is published. The PDFs stay
 * out of this repository; {@code scripts/realworld-fetch.sh} brings them into a folder of their own.
 */
public final class RealWorldManifest {
    /** The header line, column by column; the file must start with exactly these. */
    static final List<String> COLUMNS = List.of("id", "repository", "path", "commit", "sha256", "bytes", "producer",
            "creator", "family", "licence", "pages");
    private static final String SEPARATOR = "\t";

    private final List<Entry> entries;

    RealWorldManifest(List<Entry> entries) {
        this.entries = Collections.unmodifiableList(new ArrayList<>(entries));
    }

    public static RealWorldManifest read(Path path) throws IOException {
        return parse(Files.readAllLines(path, StandardCharsets.UTF_8), path.toString());
    }

    static RealWorldManifest parse(List<String> lines, String source) {
        if (lines.isEmpty() || !Arrays.asList(lines.get(0).split(SEPARATOR, -1)).equals(COLUMNS)) {
            throw new IllegalArgumentException(source + ": the first line must be the header " + COLUMNS);
        }
        List<Entry> entries = new ArrayList<>();
        for (int index = 1; index < lines.size(); index++) {
            String line = lines.get(index);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split(SEPARATOR, -1);
            if (cells.length != COLUMNS.size()) {
                throw new IllegalArgumentException(source + " line " + (index + 1) + ": " + cells.length
                        + " columns, expected " + COLUMNS.size());
            }
            entries.add(new Entry(cells[0], cells[1], cells[2], cells[4], cells[6], cells[7], cells[8], cells[9]));
        }
        return new RealWorldManifest(entries);
    }

    public List<Entry> entries() {
        return entries;
    }

    /** One PDF of the set: the columns the report needs. Immutable. */
    public static final class Entry {
        private final String id;
        private final String repository;
        private final String path;
        private final String sha256;
        private final String producer;
        private final String creator;
        private final String family;
        private final String licence;

        Entry(String id, String repository, String path, String sha256, String producer, String creator,
                String family, String licence) {
            this.id = id;
            this.repository = repository;
            this.path = path;
            this.sha256 = sha256;
            this.producer = producer;
            this.creator = creator;
            this.family = family;
            this.licence = licence;
        }

        /** The file name in the set's folder, also the truth file's stem. */
        public String id() {
            return id;
        }

        public String repository() {
            return repository;
        }

        public String path() {
            return path;
        }

        public String sha256() {
            return sha256;
        }

        /** The PDF's {@code /Producer} as pdfinfo prints it; empty when the file has none. */
        public String producer() {
            return producer;
        }

        /** The PDF's {@code /Creator} as pdfinfo prints it; empty when the file has none. */
        public String creator() {
            return creator;
        }

        /** The producer, else "Creator: ..." for files that name only their creator, else "none". */
        public String producerOrCreator() {
            if (!producer.isBlank()) {
                return producer;
            }
            return creator.isBlank() ? "none" : "Creator: " + creator;
        }

        /** The producing program without version ("Microsoft Word", "Adobe InDesign"), for the per-producer table. */
        public String family() {
            return family;
        }

        public String licence() {
            return licence;
        }
    }
}
