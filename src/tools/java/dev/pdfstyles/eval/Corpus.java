package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The labelled PDFs under a folder: every {@code NAME.pdf} with a {@code NAME.truth.json} beside it. */
public final class Corpus {
    /** Where the corpus lives, relative to the project folder (STYLE.md, rule 14). */
    public static final String DEFAULT_FOLDER = "test-documents";

    private Corpus() {
    }

    /** Labelled PDFs under {@code root}, sorted by path so tables and ratchets are stable; none if it is absent. */
    public static List<Path> labelledPdfs(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return new ArrayList<>();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile)
                    .filter(path -> path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdf"))
                    .filter(path -> Files.isRegularFile(TruthFile.besidePdf(path)))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }
}
