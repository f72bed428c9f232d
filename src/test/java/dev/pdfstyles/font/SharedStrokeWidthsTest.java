package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.testsupport.TestDocuments;
import dev.pdfstyles.testsupport.TextPositions;

/**
 * The page comparison's stroke widths shared across documents beside the verdicts (issue #27): a document whose
 * fonts' verdicts come from the shared cache measures none of their glyphs again, and every page gets the answer
 * measuring gives.
 */
class SharedStrokeWidthsTest {
    private static final FontEvidenceSettings DEFAULTS = FontEvidenceSettings.defaults();

    /** cairo's emboldened copy of a CJK face beside the face itself: every font there is judged by outlines. */
    private static final String EMBOLDENED_CJK = "cairo/cjk.pdf";

    @Test
    void emboldened_sameDocumentThreeTimes_thirdMeasuresNoGlyphSameAnswer() throws IOException {
        // arrange: the first load remembers the fonts, the second keeps their verdicts and widths
        byte[] pdf = Files.readAllBytes(TestDocuments.corpusRoot().resolve(EMBOLDENED_CJK));
        SharedFontVerdicts shared = new SharedFontVerdicts(16);
        List<String> measured = new ArrayList<>();
        Comparison first = compare(pdf, shared, measured);
        int measuredFirst = measured.size();
        Comparison second = compare(pdf, shared, measured);
        int measuredSecond = measured.size() - measuredFirst;
        // act
        Comparison third = compare(pdf, shared, measured);
        // assert
        int measuredThird = measured.size() - measuredFirst - measuredSecond;
        assertTrue(first.answers.toString().contains("HAN"), "the emboldened copy is found: " + first.answers);
        assertEquals(first.answers, second.answers);
        assertEquals(first.answers, third.answers);
        assertTrue(measuredFirst > 0 && measuredSecond == measuredFirst, measured::toString);
        assertEquals(0, measuredThird, "every width comes from the cache the third time");
    }

    @Test
    void emboldened_everyCorpusDocumentFromSharedWidths_sameAnswerAsMeasured() throws IOException {
        // arrange
        SharedFontVerdicts shared = new SharedFontVerdicts(100_000);
        List<String> differences = new ArrayList<>();
        int pagesWithAnAnswer = 0;
        int widthsFound = 0;
        for (Path file : TestDocuments.corpusPdfs()) {
            byte[] pdf = Files.readAllBytes(file);
            compare(pdf, shared, new ArrayList<>());
            compare(pdf, shared, new ArrayList<>());
            // act
            List<String> measuredAgain = new ArrayList<>();
            Comparison fromShared = compare(pdf, shared, measuredAgain);
            List<String> measuredAlone = new ArrayList<>();
            Comparison alone = compare(pdf, null, measuredAlone);
            // assert (collected)
            if (!fromShared.answers.equals(alone.answers)) {
                differences.add(file + ": " + fromShared.answers + " against " + alone.answers);
            }
            pagesWithAnAnswer += alone.pagesWithAnAnswer;
            widthsFound += measuredAlone.size() - measuredAgain.size();
        }
        assertEquals(List.of(), differences);
        assertTrue(pagesWithAnAnswer >= 2, pagesWithAnAnswer + " pages found emboldened fonts");
        assertTrue(widthsFound >= 10, widthsFound + " widths taken from the cache");
    }

    /** Each page's emboldened fonts (by name, with their scripts), and how many pages had any. */
    private static final class Comparison {
        final List<Map<String, List<Character.UnicodeScript>>> answers = new ArrayList<>();
        int pagesWithAnAnswer;
    }

    /**
     * Loads the document and runs the page comparison over its pages with the real meter, counting what it
     * measures into {@code measured}; {@code shared} null for a parser that shares nothing.
     */
    private static Comparison compare(byte[] pdf, SharedFontVerdicts shared, List<String> measured)
            throws IOException {
        Comparison comparison = new Comparison();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            FontVerdictCache verdicts = new FontVerdictCache(DEFAULTS, shared);
            PageFontWeights weights = new PageFontWeights(verdicts, (font, code, character) -> {
                measured.add(font.getName() + " " + code);
                return PageFontWeights.measureStrokeWidthEm(font, code, character);
            });
            for (int page = 1; page <= document.getNumberOfPages(); page++) {
                List<TextPosition> glyphs = TextPositions.onPage(document, page);
                Map<PDFont, List<Character.UnicodeScript>> answer = weights.emboldened(glyphs);
                // fonts by name and first glyph shown: a Type 3 font may have no name
                Map<String, List<Character.UnicodeScript>> byName = new TreeMap<>();
                answer.forEach((font, scripts) -> byName.put(font.getName() + " from glyph "
                        + firstGlyphOf(font, glyphs), scripts));
                comparison.answers.add(byName);
                comparison.pagesWithAnAnswer += byName.isEmpty() ? 0 : 1;
            }
        }
        return comparison;
    }

    private static int firstGlyphOf(PDFont font, List<TextPosition> glyphs) {
        for (int i = 0; i < glyphs.size(); i++) {
            if (glyphs.get(i).getFont() == font) {
                return i;
            }
        }
        return -1;
    }
}
