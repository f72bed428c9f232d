package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real-world scoring run with a peer's per-page reading, on a two-page PDF made here. */
class RealWorldReportTest {
    private static final String TRUTH = "{\"file\": \"two.pdf\", \"phrases\": ["
            + "{\"page\": 1, \"text\": \"lessee\", \"b\": 1, \"i\": 0, \"u\": 0, \"s\": 0},"
            + "{\"page\": 2, \"text\": \"shall\", \"b\": 1, \"i\": 0, \"u\": 0, \"s\": 0},"
            + "{\"page\": 2, \"text\": \"pay lessee\", \"b\": 0, \"i\": 0, \"u\": 0, \"s\": 0}],"
            + " \"negatives\": [{\"page\": 1, \"text\": \"The\", \"kind\": \"rule\", \"not\": \"u\"}]}";

    /** Writes the set (manifest naming {@code sha256}, truth) under {@code set} and the PDF under {@code pdfs}. */
    private static RealWorldManifest writeSet(Path set, Path pdfs, String sha256) throws IOException {
        Files.createDirectories(set.resolve("truth"));
        Files.createDirectories(pdfs);
        Files.write(set.resolve("truth").resolve("two.json"), TRUTH.getBytes(StandardCharsets.UTF_8));
        String manifest = String.join("\t", RealWorldManifest.COLUMNS) + "\n" + String.join("\t", "two.pdf", "here/x",
                "two.pdf", "0", sha256, "1", "PDFBox", "TinyPdfs", "PDFBox", "Apache-2.0", "2") + "\n";
        Files.write(set.resolve("manifest.tsv"), manifest.getBytes(StandardCharsets.UTF_8));
        return RealWorldManifest.read(set.resolve("manifest.tsv"));
    }

    private static Path writePdf(Path pdfs) throws IOException {
        Files.createDirectories(pdfs);
        Path pdf = pdfs.resolve("two.pdf");
        // "lessee" is bold on page 1 and plain on page 2: only page-by-page reading gets both right
        TinyPdfs.writePages(pdf, List.of(WordLists.parse("The lessee|b"), WordLists.parse("shall|b pay lessee")));
        return pdf;
    }

    @Test
    void run_peerReadPageByPage_phrasesFoundAndScoredOnTheirPage(@TempDir Path folder) throws Exception {
        // arrange
        Path pdfs = folder.resolve("pdfs");
        Path pdf = writePdf(pdfs);
        RealWorldManifest manifest = writeSet(folder.resolve("set"), pdfs, RealWorldReport.sha256(pdf));

        // act
        RealWorldRun run = RealWorldReport.run(PeerSources.named("pdfbox-html"), pdfs, folder.resolve("set"),
                manifest, null);

        // assert
        PhraseScores scores = PhraseScores.of(run.outcomes());
        assertEquals(List.of("two.pdf"), run.scoredFiles());
        assertEquals(3, scores.phrasesFound());
        assertEquals(2, scores.truePositives(Style.BOLD));
        assertEquals(0, scores.falsePositives(Style.BOLD));
        assertEquals(0, scores.falseNegatives(Style.BOLD));
        assertEquals(1, scores.negativesRight());
        assertFalse(run.parsedByChains().isEmpty());
    }

    @Test
    void run_pdfAbsentOrAltered_notScored(@TempDir Path folder) throws Exception {
        // arrange
        Path pdfs = folder.resolve("pdfs");
        RealWorldManifest manifest = writeSet(folder.resolve("set"), pdfs, "0".repeat(64));
        WordSource tika = new TikaWordSource();

        // act
        RealWorldRun absent = RealWorldReport.run(tika, pdfs, folder.resolve("set"), manifest, null);
        writePdf(pdfs);
        RealWorldRun altered = RealWorldReport.run(tika, pdfs, folder.resolve("set"), manifest, null);

        // assert
        assertEquals(List.of("two.pdf"), absent.absentFiles());
        assertEquals(List.of("two.pdf"), altered.mismatchedFiles());
        assertEquals(List.of(), altered.outcomes());
    }
}
