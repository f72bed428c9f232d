package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IndexFeedTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return IndexFeed.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private Path saved(String fixture) throws IOException {
        Path file = dir.resolve(fixture);
        Files.writeString(file, RmetaDocumentsTest.fixture(fixture), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void run_esBulk_writesTheBulkBodyOfEveryFileIdFromTheFileName() throws IOException {
        // arrange
        Path contract = saved("contract.pdf.json");
        Path multi = saved("testPDF_multiFormatEmbFiles.pdf.json");

        // act
        int status = run("--format", "es-bulk", "--index", "pdfs", contract.toString(), multi.toString());

        // assert
        assertEquals(IndexFeed.EXIT_OK, status, err.toString(StandardCharsets.UTF_8));
        java.util.List<IndexDocument> expected = new java.util.ArrayList<>(
                RmetaDocuments.fromRmeta(Files.readString(contract), "contract.pdf"));
        expected.addAll(RmetaDocuments.fromRmeta(Files.readString(multi), "testPDF_multiFormatEmbFiles.pdf"));
        assertEquals(IndexRequests.elasticsearchBulk(expected, "pdfs"), stdout());
    }

    @Test
    void run_solr_writesTheUpdateBody() throws IOException {
        // arrange
        Path contract = saved("contract.pdf.json");

        // act
        int status = run("--format", "solr", contract.toString());

        // assert
        assertEquals(IndexFeed.EXIT_OK, status);
        assertEquals(IndexRequests.solrUpdate(RmetaDocuments.fromRmeta(Files.readString(contract), "contract.pdf")),
                stdout());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "--format es-bulk                    | no input file",
        "--format es-bulk f.json             | --format es-bulk needs --index NAME",
        "--format solr --index x f.json      | --index goes with es-bulk only",
        "--format csv f.json                 | --format must be es-bulk or solr, got csv",
        "f.json                              | --format must be es-bulk or solr, got null",
        "--verbose f.json                    | unknown option or missing value: --verbose",
        "f.json --format                     | unknown option or missing value: --format",
    })
    void run_usageError_exitTwoNothingWritten(String args, String problem) {
        // act
        int status = run(args.strip().split(" +"));

        // assert
        assertEquals(IndexFeed.EXIT_USAGE, status);
        assertEquals("", stdout());
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith(problem.strip()), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void run_oneFileNotAnAnswer_exitOneNothingWritten() throws IOException {
        // arrange
        Path good = saved("contract.pdf.json");
        Path bad = Files.writeString(dir.resolve("bad.json"), "Rental agreement", StandardCharsets.UTF_8);

        // act
        int status = run("--format", "solr", good.toString(), bad.toString());

        // assert
        assertEquals(IndexFeed.EXIT_BAD_INPUT, status);
        assertEquals("", stdout());
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith(bad + ": Not JSON"), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void run_missingFile_exitOne() {
        // act
        int status = run("--format", "solr", dir.resolve("absent.json").toString());

        // assert
        assertEquals(IndexFeed.EXIT_BAD_INPUT, status);
    }

    @Test
    void idOf_names_jsonSuffixDropped() {
        assertEquals("contract.pdf", IndexFeed.idOf(Path.of("a/contract.pdf.json")));
        assertEquals("notes.txt", IndexFeed.idOf(Path.of("notes.txt")));
        assertEquals(".json", IndexFeed.idOf(Path.of(".json")));
    }
}
