package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.TestDocuments;

class ExternalManifestTest {

    private static final Path MANIFEST = TestDocuments.corpusRoot().resolve("external/manifest.tsv");

    @Test
    void committedManifest_eachFileOnceUnderItsProjectsFolder() throws Exception {
        // arrange
        List<String> lines = Files.readAllLines(MANIFEST, StandardCharsets.UTF_8);

        // act
        List<ExternalManifest.Entry> entries = ExternalManifest.read(MANIFEST);

        // assert: distinct bytes and ids (a benchmark route per project: the id's first folder is the repository)
        assertEquals(1751, entries.size());
        Set<String> ids = new HashSet<>();
        Set<String> hashes = new HashSet<>();
        for (int i = 0; i < entries.size(); i++) {
            ExternalManifest.Entry entry = entries.get(i);
            String[] cells = lines.get(i + 1).split("\t");
            assertTrue(ids.add(entry.id), entry.id);
            assertTrue(hashes.add(entry.sha256), entry.id);
            assertTrue(entry.sha256.matches("[0-9a-f]{64}"), entry.id);
            assertEquals(cells[1].replace('/', '+') + "/" + cells[2], entry.id);
            assertEquals(cells[1].replace('/', '+'), BenchDocument.routeOf(entry.id), entry.id);
        }
    }

    @Test
    void parse_otherHeaderOrShortLine_rejected() {
        assertThrows(IllegalArgumentException.class,
                () -> ExternalManifest.parse(Arrays.asList("id\tpath\tsha256"), "m"));
        assertThrows(IllegalArgumentException.class, () -> ExternalManifest.parse(Arrays.asList(
                String.join("\t", ExternalManifest.COLUMNS), "a/b.pdf\towner/name\tb.pdf\tcommit\thash"), "m"));
    }
}
