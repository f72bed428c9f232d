package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PeerMarkdownTest {
    private static final RealWorldManifest MANIFEST = RealWorldManifest.parse(List.of(
            String.join("\t", RealWorldManifest.COLUMNS),
            String.join("\t", "a.pdf", "o/r", "a.pdf", "0", "0", "1", "P", "C", "Producer A", "MIT", "1"),
            String.join("\t", "b.pdf", "o/r", "b.pdf", "0", "0", "1", "P", "C", "Producer B", "MIT", "1")), "test");

    private static AccuracyEvaluation.FileResult file(String generator, String truth, String output) {
        StyleScores scores = StyleScores.score(WordLists.parse(truth), WordLists.parse(output), new WordAligner());
        return new AccuracyEvaluation.FileResult(generator + ".pdf", generator, "plain", scores, "P", null);
    }

    private static PhraseOutcome outcome(String file, String family, String page, String text, Set<Style> styles,
            String negativeKind) {
        PhraseTruth.Phrase phrase = new PhraseTruth.Phrase(1, text, 1, styles, negativeKind, null);
        return new PhraseOutcome(file, family, phrase, negativeKind != null,
                PhraseMatcher.find(PageText.ofWords(page), text, 1).orElse(null));
    }

    /** One bold and one underlined phrase on a.pdf, a hard negative on b.pdf; {@code page} is a's page as read. */
    private static RealWorldRun run(String page) {
        RealWorldRun run = new RealWorldRun();
        run.add(outcome("a.pdf", "Producer A", page, "Total", EnumSet.of(Style.BOLD), null));
        run.add(outcome("a.pdf", "Producer A", page, "see link", EnumSet.of(Style.UNDERLINE), null));
        run.add(outcome("b.pdf", "Producer B", "Cell|u", "Cell", EnumSet.of(Style.UNDERLINE), "border"));
        run.scored("a.pdf");
        run.scored("b.pdf");
        return run;
    }

    @Test
    void realWorld_pluginAndPeerWithoutUnderline_rowsAndProducerGrid() {
        // arrange: the peer reads the bold but has no underline to write
        List<RealWorldRun> runs = List.of(run("Total|b see|u link|u"), run("Total|b see link"));

        // act
        String markdown = PeerMarkdown.realWorld(List.of("tika", "peer"), runs, MANIFEST);

        // assert
        assertTrue(markdown.contains("| tika | 2/2 | 1.000 | 1.000 | 1.000 | - | - | - | 1.000 | 1.000 | 1.000"
                + " | - | - | - | 0/1 | 0.000 |"), markdown);
        assertTrue(markdown.contains("| peer | 2/2 | 1.000 | 1.000 | 1.000 | - | - | - | - | 0.000 | 0.000"
                + " | - | - | - | 0/1 | 0.000 |"), markdown);
        assertTrue(markdown.contains("| producer | tika | peer |"), markdown);
        assertTrue(markdown.contains("| Producer A | 1.000 / - / 1.000 / - | 1.000 / - / 0.000 / - |"), markdown);
        assertTrue(markdown.contains("| Producer B | - / - / - / - | - / - / - / - |"), markdown);
        assertTrue(markdown.contains("2 of 2 PDFs scored (2 producing programs), 2 labelled phrases, 1 hard"
                + " negatives"), markdown);
    }

    @Test
    void corpus_twoSources_overallRowsAndGeneratorGrid() {
        // arrange
        AccuracyEvaluation tika = AccuracyEvaluation.of("tika", List.of(file("gen-a", "a|b b|u", "a|b b|u"),
                file("gen-b", "c|i", "c|i")));
        AccuracyEvaluation peer = AccuracyEvaluation.of("peer", List.of(file("gen-a", "a|b b|u", "a|b b"),
                file("gen-b", "c|i", "c")));

        // act
        String markdown = PeerMarkdown.corpus(List.of(tika, peer));

        // assert
        assertTrue(markdown.contains("| peer | 1.000 | 1.000 | 1.000 | 1.000 | - | 0.000 | 0.000 | - | 0.000 | 0.000"
                + " | - | - | - |"), markdown);
        assertTrue(markdown.contains("| gen-a | 1.000 / - / 1.000 / - | 1.000 / - / 0.000 / - |"), markdown);
        assertTrue(markdown.contains("| gen-b | - / 1.000 / - / - | - / 0.000 / - / - |"), markdown);
        assertTrue(markdown.contains("2 labelled PDFs, 3 truth words"), markdown);
    }

    @Test
    void header_peerWithoutUnderlineAndStrike_namedWithWhatItCannotWrite() {
        // arrange
        PeerSources.Peer boldItalic = new PeerSources.Peer("pdftohtml", "Poppler `pdftohtml -xml` 22.12.0",
                EnumSet.of(Style.BOLD, Style.ITALIC), "pdftohtml");
        PeerSources.Peer all = new PeerSources.Peer("pymupdf", "PyMuPDF 1.26.0 span flags", EnumSet.allOf(Style.class),
                "python3");

        // act
        String header = PeerComparison.header("scripts/compare-peers.sh", List.of(boldItalic, all), List.of("x"));

        // assert
        assertTrue(header.contains("`pdftohtml` = Poppler `pdftohtml -xml` 22.12.0, `pymupdf` = PyMuPDF 1.26.0"),
                header);
        assertTrue(header.contains("cannot carry at all: `pdftohtml` (u, s)."), header);
        assertFalse(header.contains("`pymupdf` ("), header);
        assertTrue(header.contains("Not installed, left out: x"), header);
    }
}
