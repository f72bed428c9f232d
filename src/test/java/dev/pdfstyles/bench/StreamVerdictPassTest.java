package dev.pdfstyles.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.Test;

class StreamVerdictPassTest {

    /** Four embedded Type 1 fonts that state no weight: every verdict measures glyph outlines. */
    private static final Path OUTLINE_FONTS = Paths.get("test-documents/handps/combos.pdf");

    /** One page of CJK text in regular faces and in Chromium's emboldened Type 3 copies of them. */
    private static final Path EMBOLDENED_COPIES = Paths.get("test-documents/chromium/cjk.pdf");

    @Test
    void run_sameDocumentThrice_thirdAppearanceHitsTheSharedCache() throws Exception {
        // arrange
        BenchDocument document = new BenchDocument("handps/combos.pdf", Files.readAllBytes(OUTLINE_FONTS));
        // act
        StreamVerdictPass pass = StreamVerdictPass.run(List.of(document, document, document), 0);
        // assert: four fonts per appearance; a font is remembered on its first sighting, kept on its second and
        // found on its third, as in a parse
        assertEquals(12, pass.fontsJudged);
        assertEquals(12, pass.statistics.asked());
        assertEquals(8, pass.statistics.lookups());
        assertEquals(4, pass.statistics.hits());
        assertEquals(0, pass.documentsNotRead);
        for (int position = 0; position < 3; position++) {
            assertTrue(pass.cpuNanosByPosition[StreamVerdictPass.OFF][position] > 0, "judged, cache off");
            assertTrue(pass.cpuNanosByPosition[StreamVerdictPass.ON][position] > 0, "judged, cache on");
        }
    }

    @Test
    void run_pageOfEmboldenedCopies_itsComparisonRunsEveryAppearance() throws Exception {
        // arrange: Chromium's CJK page, whose emboldened Type 3 copies state no weight of their own: the page's
        // weight comparison measures their strokes against the regular faces'
        BenchDocument document = new BenchDocument("chromium/cjk.pdf", Files.readAllBytes(EMBOLDENED_COPIES));
        // act
        StreamVerdictPass pass = StreamVerdictPass.run(List.of(document, document, document), 1);
        // assert: one comparison per appearance, as each parse runs one
        assertEquals(3, pass.pagesCompared);
        assertEquals(0, pass.documentsNotRead);
    }

    @Test
    void run_noCandidateFont_noComparison() throws Exception {
        // arrange: every font of this page is judged by its own outlines
        BenchDocument document = new BenchDocument("handps/combos.pdf", Files.readAllBytes(OUTLINE_FONTS));
        // act
        StreamVerdictPass pass = StreamVerdictPass.run(List.of(document), 0);
        // assert
        assertEquals(0, pass.pagesCompared);
    }

    @Test
    void run_unreadableDocument_notJudgedEitherWay() {
        // arrange
        BenchDocument damaged = new BenchDocument("damaged.pdf", "%PDF-1.4 not a document".getBytes());
        // act
        StreamVerdictPass pass = StreamVerdictPass.run(List.of(damaged), 1);
        // assert
        assertEquals(1, pass.documentsNotRead);
        assertEquals(0, pass.fontsJudged);
        assertArrayEquals(new long[] {0, 0}, pass.cpuNanos());
    }
}
