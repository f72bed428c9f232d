package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import dev.pdfstyles.testsupport.TextMode;

/** The accuracy ratchet over {@code test-documents/}, and the rules of the floors file. */
class AccuracyFloorsTest {
    private static final Path CORPUS = Paths.get(Corpus.DEFAULT_FOLDER);
    private static final String ALL_UNMEASURED = "f1.b = not-yet-measured #3\nf1.i = not-yet-measured #3\n"
            + "f1.u = not-yet-measured #3\nf1.s = not-yet-measured #3\n";

    /** Every figure of the corpus read in each text mode (issue 26), against that mode's floors. */
    @ParameterizedTest(name = "{0}")
    @EnumSource(TextMode.class)
    void corpus_everyFigureAtOrAboveItsFloor(TextMode mode) throws IOException {
        // arrange
        Assumptions.assumeFalse(Corpus.labelledPdfs(CORPUS).isEmpty(),
                "no labelled PDFs (NAME.pdf + NAME.truth.json) under " + CORPUS.toAbsolutePath());
        AccuracyFloors floors = AccuracyFloors.load(CORPUS.resolve(AccuracyFloors.FILE_NAME));

        // act
        AccuracyFloors.Verdict verdict = floors.check(AccuracyEvaluation.run(CORPUS, new TikaWordSource(mode)), mode);

        // assert
        verdict.hints().forEach(hint -> System.out.println("[accuracy-floors] " + hint));
        assertEquals(List.of(), verdict.failures(), "accuracy below the floors in " + AccuracyFloors.FILE_NAME
                + "; see the report: " + AccuracyReport.COMMAND + " -Dexec.args=\"--mode " + mode.key() + "\"");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(TextMode.class)
    void floorsFile_everyModesOverallFloorPositiveOrNamesItsIssue(TextMode mode) throws IOException {
        // act
        AccuracyFloors floors = AccuracyFloors.load(CORPUS.resolve(AccuracyFloors.FILE_NAME));

        // assert: a floor that detection switched off would pass is a defect, and every mode has its floors
        String prefix = mode == TextMode.DEFAULT ? "" : mode.key() + "/";
        for (String metric : AccuracyFloors.overallMetrics()) {
            AccuracyFloors.Floor floor = floors.floors().get(prefix + metric);
            assertNotNull(floor, prefix + metric);
            assertTrue(floor.isMeasured() ? floor.minimum() > 0 : floor.issue() > 0, prefix + metric);
        }
        assertTrue(floors.floors().get(prefix + AccuracyFloors.WORD_RECALL).isMeasured(),
                "word recall does not depend on style detection: it always has a floor");
    }

    @Test
    void check_modeFloor_appliesToThatModesEvaluationOnly() {
        // arrange: bold found in the default mode, lost in the marked-content mode
        AccuracyFloors floors = parse(ALL_UNMEASURED + "wordRecall = 0.5\nmarked-content/f1.b = 0.9\n");
        AccuracyEvaluation found = evaluation("gen", "a|b b", "a|b b");
        AccuracyEvaluation lost = evaluation("gen", "a|b b", "a b");

        // act + assert
        assertEquals(EnumSet.of(TextMode.DEFAULT, TextMode.MARKED_CONTENT), floors.modes());
        assertTrue(floors.check(lost, TextMode.DEFAULT).failures().isEmpty(), "no default bold floor");
        assertEquals(1, floors.check(lost, TextMode.MARKED_CONTENT).failures().size());
        assertTrue(floors.check(found, TextMode.MARKED_CONTENT).failures().isEmpty());
        assertTrue(floors.check(lost, TextMode.ANGLES).failures().isEmpty(), "no floor in the angles mode");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "zero floor;             f1.b = 0",
        "negative;               f1.b = -0.1",
        "above one;              f1.b = 1.5",
        "not a number;           f1.b = high",
        "unmeasured no issue;    f1.b = not-yet-measured",
        "unmeasured bad issue;   f1.b = not-yet-measured soon",
        "unknown metric;         f1.x = 0.5",
        "empty generator;        f1.b@ = 0.5",
        "unknown mode;           sideways/f1.b = 0.5",
        "mode without metric;    angles/ = 0.5",
    })
    void parse_invalidLine_throwsIllegalArgument(String name, String line) {
        // the invalid line comes last, so it replaces a valid line with the same key
        assertThrows(IllegalArgumentException.class, () -> parse(ALL_UNMEASURED + "wordRecall = 0.9\n" + line));
    }

    @Test
    void parse_missingOverallWordRecall_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> parse(ALL_UNMEASURED));
    }

    @ParameterizedTest(name = "floor {0}, truth [{1}], output [{2}]")
    @CsvSource(delimiter = ';', value = {
        // bold floor; truth;        output;           failures; hints
        "0.66;         a|b b|b;      a|b b;            0;        0",
        "0.7;          a|b b|b;      a|b b;            1;        0",
        "0.6;          a|b b|b;      a|b b|b;          0;        1",
        "0.9;          a|b b|b;      a b;              1;        0",
        "0.5;          a b;          a b;              1;        0",
    })
    void check_boldFloor_failsBelowHintsWellAbove(double floor, String truth, String output, int failures,
            int hints) {
        // arrange: word recall is 1.0 throughout and its floor 1.0, so only bold decides
        AccuracyFloors floors = parse(ALL_UNMEASURED.replace("f1.b = not-yet-measured #3", "f1.b = " + floor)
                + "wordRecall = 1.0\n");
        AccuracyEvaluation evaluation = evaluation("gen", truth, output);

        // act
        AccuracyFloors.Verdict verdict = floors.check(evaluation);

        // assert
        assertEquals(failures, verdict.failures().size(), verdict.failures().toString());
        assertEquals(hints, verdict.hints().size(), verdict.hints().toString());
    }

    @Test
    void check_detectionSwitchedOff_failsEveryMeasuredStyleFloor() {
        // arrange
        AccuracyFloors floors = parse("f1.b = 0.01\nf1.i = 0.01\nf1.u = 0.01\nf1.s = 0.01\nwordRecall = 0.5\n");
        AccuracyEvaluation evaluation = evaluation("gen", "a|b b|i c|u d|s", "a b c d");

        // act
        AccuracyFloors.Verdict verdict = floors.check(evaluation);

        // assert
        assertEquals(4, verdict.failures().size(), verdict.failures().toString());
    }

    @Test
    void check_unmeasuredStyleWithEvidence_hintsToSetAFloor() {
        // arrange
        AccuracyFloors floors = parse(ALL_UNMEASURED + "wordRecall = 1.0\n");

        // act
        AccuracyFloors.Verdict verdict = floors.check(evaluation("gen", "a|b b", "a|b b"));

        // assert
        assertTrue(verdict.failures().isEmpty());
        assertEquals(1, verdict.hints().size(), verdict.hints().toString());
        assertTrue(verdict.hints().get(0).contains("f1.b"));
    }

    @Test
    void check_generatorFloor_appliesToThatGeneratorOnly() {
        // arrange
        AccuracyFloors floors = parse(ALL_UNMEASURED + "wordRecall = 0.5\nwordRecall@gen\\ two = 0.9\n");
        AccuracyEvaluation evaluation = AccuracyEvaluation.of("test", List.of(
                fileResult("one.pdf", "gen one", "a b c d", "a b c d"),
                fileResult("two.pdf", "gen two", "a b c d", "a b")));

        // act
        AccuracyFloors.Verdict verdict = floors.check(evaluation);

        // assert
        assertEquals(1, verdict.failures().size(), verdict.failures().toString());
        assertTrue(verdict.failures().get(0).startsWith("wordRecall@gen two"));
    }

    @Test
    void check_generatorGone_fails() {
        AccuracyFloors floors = parse(ALL_UNMEASURED + "wordRecall = 0.5\nwordRecall@absent = 0.9\n");
        assertFalse(floors.check(evaluation("gen", "a", "a")).failures().isEmpty());
    }

    private static AccuracyFloors parse(String text) {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return AccuracyFloors.parse(properties);
    }

    private static AccuracyEvaluation evaluation(String generator, String truth, String output) {
        return AccuracyEvaluation.of("test", List.of(fileResult("x.pdf", generator, truth, output)));
    }

    private static AccuracyEvaluation.FileResult fileResult(String name, String generator, String truth,
            String output) {
        return new AccuracyEvaluation.FileResult(name, generator, "plain",
                StyleScores.score(WordLists.parse(truth), WordLists.parse(output), new WordAligner()), "test", null);
    }
}
