package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AccuracyEvaluationTest {
    private static final double TEST_EPS = 1e-9;

    @Test
    void run_tinyPdfsThroughTika_everyWordAlignedAndStylesCounted(@TempDir Path corpus) throws Exception {
        // arrange
        TinyPdfs.write(corpus.resolve("gen-a"), "one", "gen-a", WordLists.parse("The lessee|b shall not|i assign"));
        TinyPdfs.write(corpus.resolve("gen-b"), "two", "gen-b", WordLists.parse("A|b short line"));
        Files.write(corpus.resolve("gen-b/unlabelled.pdf"), Files.readAllBytes(corpus.resolve("gen-b/two.pdf")));

        // act
        AccuracyEvaluation evaluation = AccuracyEvaluation.run(corpus, new TikaWordSource());

        // assert: whichever PDF parser answers (stock or plugin), every truth positive is a TP or an FN
        assertEquals(List.of("gen-a/one.pdf", "gen-b/two.pdf"),
                List.of(evaluation.files().get(0).name(), evaluation.files().get(1).name()));
        StyleScores overall = evaluation.overall();
        assertEquals(1.0, overall.wordRecall(), TEST_EPS);
        assertEquals(8, overall.truthWords());
        assertEquals(2, overall.truePositives(Style.BOLD) + overall.falseNegatives(Style.BOLD));
        assertEquals(1, overall.truePositives(Style.ITALIC) + overall.falseNegatives(Style.ITALIC));
        assertTrue(overall.hasNoEvidence(Style.STRIKE));
        assertEquals(List.of("gen-a", "gen-b"), List.copyOf(evaluation.byGenerator().keySet()));
        assertTrue(evaluation.producers().iterator().next().toLowerCase(java.util.Locale.ROOT).contains("pdf"),
                evaluation.producers().toString());
        assertNull(evaluation.files().get(0).error());
    }

    @Test
    void run_sourceThrows_fileScoredAsNothingFoundAndListed(@TempDir Path corpus) throws Exception {
        // arrange
        TinyPdfs.write(corpus, "one", "gen-a", WordLists.parse("a|b b"));
        WordSource failing = new WordSource() {
            @Override
            public String name() {
                return "failing";
            }

            @Override
            public Extraction extract(Path pdf) throws Exception {
                throw new java.io.IOException("broken xref");
            }

            @Override
            public Pages extractPages(Path pdf) throws Exception {
                throw new java.io.IOException("broken xref");
            }
        };

        // act
        AccuracyEvaluation evaluation = AccuracyEvaluation.run(corpus, failing);

        // assert
        AccuracyEvaluation.FileResult file = evaluation.files().get(0);
        assertNotNull(file.error());
        assertEquals(0.0, file.scores().wordRecall(), TEST_EPS);
        assertTrue(MarkdownReport.render(evaluation).contains("broken xref"));
    }

    @Test
    void run_noCorpusFolder_noFiles(@TempDir Path folder) throws Exception {
        AccuracyEvaluation evaluation = AccuracyEvaluation.run(folder.resolve("absent"), new TikaWordSource());
        assertEquals(0, evaluation.files().size());
        assertTrue(MarkdownReport.render(evaluation).contains("No labelled PDFs"));
    }
}
