package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed files of the real-world set (issue 23) agree with each other, so that {@link RealWorldReport} can
 * run wherever the PDFs are: CI has no PDFs, but it has the manifest, the truth and the diagnoses.
 */
class RealWorldSetFilesTest {
    private static final Path SET = Paths.get("test-documents/realworld");
    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}");
    /** Issue 23's size of the set: PDFs, producing programs, hard negatives. */
    private static final int MIN_PDFS = 40;
    private static final int MIN_PRODUCERS = 15;
    private static final int MIN_NEGATIVES = 100;

    @Test
    void manifest_everyRow_wellFormedAndUnique() throws IOException {
        // act
        RealWorldManifest manifest = RealWorldManifest.read(SET.resolve("manifest.tsv"));

        // assert
        Set<String> ids = new HashSet<>();
        for (RealWorldManifest.Entry entry : manifest.entries()) {
            assertTrue(ids.add(entry.id()), "duplicate id " + entry.id());
            assertTrue(entry.id().endsWith(".pdf"), entry.id());
            assertTrue(SHA256.matcher(entry.sha256()).matches(), entry.id() + ": sha256 " + entry.sha256());
            assertTrue(entry.repository().matches("[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+"), entry.repository());
            assertFalse(entry.family().isBlank(), entry.id() + ": family");
            assertFalse(entry.licence().isBlank(), entry.id() + ": licence");
        }
        List<String> lines = Files.readAllLines(SET.resolve("manifest.tsv"), StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            assertTrue(COMMIT.matcher(line.split("\t", -1)[3]).matches(), "commit of " + line);
        }
        assertTrue(manifest.entries().size() >= MIN_PDFS, manifest.entries().size() + " PDFs");
        Set<String> families = manifest.entries().stream().map(RealWorldManifest.Entry::family)
                .collect(Collectors.toSet());
        assertTrue(families.size() >= MIN_PRODUCERS, families.size() + " producers");
    }

    @Test
    void truth_oneFilePerManifestRow_namedAfterIt() throws IOException {
        // arrange
        RealWorldManifest manifest = RealWorldManifest.read(SET.resolve("manifest.tsv"));
        Set<String> expected = manifest.entries().stream().map(entry -> RealWorldReport.truthName(entry.id()))
                .collect(Collectors.toCollection(TreeSet::new));

        // act
        Set<String> present;
        try (Stream<Path> files = Files.list(SET.resolve("truth"))) {
            present = files.map(path -> path.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }

        // assert
        assertEquals(expected, present);
        int negatives = 0;
        for (RealWorldManifest.Entry entry : manifest.entries()) {
            PhraseTruth truth = PhraseTruth.read(SET.resolve("truth").resolve(RealWorldReport.truthName(entry.id())));
            assertEquals(entry.id(), truth.file());
            negatives += truth.negatives().size();
        }
        assertTrue(negatives >= MIN_NEGATIVES, negatives + " hard negatives");
    }

    @Test
    void diagnoses_everyNote_namesALabelledPhrase() throws IOException {
        // arrange
        Set<String> labelled = new HashSet<>();
        for (RealWorldManifest.Entry entry : RealWorldManifest.read(SET.resolve("manifest.tsv")).entries()) {
            PhraseTruth truth = PhraseTruth.read(SET.resolve("truth").resolve(RealWorldReport.truthName(entry.id())));
            Stream.concat(truth.phrases().stream(), truth.negatives().stream())
                    .forEach(phrase -> labelled.add(entry.id() + "\t" + phrase.page() + "\t" + phrase.text()));
        }
        Diagnoses diagnoses = Diagnoses.read(SET.resolve("diagnoses.tsv"));

        // act
        List<String> rows = Files.readAllLines(SET.resolve("diagnoses.tsv"), StandardCharsets.UTF_8).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).collect(Collectors.toList());

        // assert
        for (String row : rows) {
            String[] cells = row.split("\t", -1);
            assertTrue(labelled.contains(cells[0] + "\t" + cells[1] + "\t" + cells[2]), "no such phrase: " + row);
            assertNotNull(diagnoses.noteFor(cells[0], Integer.parseInt(cells[1]), cells[2]));
            assertFalse(cells[3].isBlank(), "failure kind of " + row);
        }
    }
}
