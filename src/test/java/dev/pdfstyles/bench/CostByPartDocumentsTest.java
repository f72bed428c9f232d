package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The profiling tools' {@code file:} names: any files, read as they are, in the order named. */
class CostByPartDocumentsTest {

    private static final Path FIRST = Paths.get("test-documents", "pdfbox", "lying-names.pdf");
    private static final Path SECOND = Paths.get("test-documents", "pdfbox", "cff-italic-angle0.pdf");

    @Test
    void documentsNamed_fileNames_readsThoseFilesInOrder() throws IOException {
        // act
        List<BenchDocument> documents = CostByPart.documentsNamed("file:" + SECOND + ",file:" + FIRST);
        // assert
        assertEquals(2, documents.size());
        assertEquals(SECOND.toString(), documents.get(0).name);
        assertArrayEquals(Files.readAllBytes(SECOND), documents.get(0).bytes);
        assertEquals(FIRST.toString(), documents.get(1).name);
        assertArrayEquals(Files.readAllBytes(FIRST), documents.get(1).bytes);
    }

    @Test
    void documentsNamed_partWithoutFilePrefix_throws() {
        // act and assert: a second part without the prefix is not taken as a file or as a name filter
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CostByPart.documentsNamed("file:" + FIRST + ",pdfbox/"));
        assertEquals("files are named file:path each, not pdfbox/", e.getMessage());
    }

    @Test
    void documentsNamed_missingFile_throws() {
        // act and assert
        assertThrows(IOException.class,
                () -> CostByPart.documentsNamed("file:" + Paths.get("test-documents", "no-such-file.pdf")));
    }
}
