package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The real-world scorer end to end on a tiny in-memory page: XHTML in, phrase truth in, counts out. */
class PhraseScoresTest {
    private static final double TEST_EPS = 1e-9;
    private static final String XHTML = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><div class=\"page\">"
            + "<p>Row <b>Total</b> <u>see link</u> plain words</p><p><u>Cell 1</u> Cell 2</p></div></body></html>";

    private static PhraseOutcome outcome(List<PageText> pages, String text, Set<Style> styles, String kind) {
        PhraseTruth.Phrase phrase = new PhraseTruth.Phrase(1, text, 1, styles, kind, null);
        PhraseMatcher.Match match = PhraseMatcher.find(pages.get(0), text, 1).orElse(null);
        return new PhraseOutcome("x.pdf", "Test producer", phrase, kind != null, match);
    }

    private static PhraseScores scores() {
        List<PageText> pages = PagedStyledText.fromXhtml(XHTML);
        List<PhraseOutcome> outcomes = new ArrayList<>();
        // phrases: bold found; underline found; a missed underline; a plain phrase; one not on the page
        outcomes.add(outcome(pages, "Total", EnumSet.of(Style.BOLD), null));
        outcomes.add(outcome(pages, "see link", EnumSet.of(Style.UNDERLINE), null));
        outcomes.add(outcome(pages, "plain words", EnumSet.of(Style.UNDERLINE), null));
        outcomes.add(outcome(pages, "Row", EnumSet.noneOf(Style.class), null));
        outcomes.add(outcome(pages, "absent", EnumSet.noneOf(Style.class), null));
        // hard negatives: one right, one wrong
        outcomes.add(outcome(pages, "Cell 2", EnumSet.of(Style.UNDERLINE), "border"));
        outcomes.add(outcome(pages, "Cell 1", EnumSet.of(Style.UNDERLINE, Style.STRIKE), "border"));
        return PhraseScores.of(outcomes);
    }

    @Test
    void of_tinyPage_perStyleCountsOverPhraseWords() {
        // act
        PhraseScores scores = scores();

        // assert
        assertEquals(1, scores.truePositives(Style.BOLD));
        assertEquals(2, scores.truePositives(Style.UNDERLINE));
        assertEquals(0, scores.falsePositives(Style.UNDERLINE));
        assertEquals(2, scores.falseNegatives(Style.UNDERLINE));
        assertEquals(0.5, scores.recall(Style.UNDERLINE), TEST_EPS);
        assertEquals(2.0 / 3, scores.f1(Style.UNDERLINE), TEST_EPS);
        assertTrue(scores.hasNoEvidence(Style.ITALIC));
        assertEquals(5, scores.phrases());
        assertEquals(4, scores.phrasesFound());
        assertEquals(6, scores.phraseWords());
    }

    @Test
    void of_tinyPage_hardNegativesByKindAndStyle() {
        // act
        PhraseScores scores = scores();

        // assert
        assertEquals(2, scores.negativesFound());
        assertEquals(1, scores.negativesRight());
        assertEquals(0.5, scores.negativeAccuracy(), TEST_EPS);
        assertEquals(2, scores.negativesByKind().get("border")[0]);
        assertEquals(1, scores.negativesByKind().get("border")[1]);
        int[] underline = scores.negativesForbidding(Style.UNDERLINE);
        assertEquals(2, underline[0]);
        assertEquals(1, underline[1]);
        int[] strike = scores.negativesForbidding(Style.STRIKE);
        assertEquals(1, strike[0]);
        assertEquals(1, strike[1]);
    }

    @Test
    void outcome_wrongPhraseAndNegative_describedWordByWord() {
        // arrange
        List<PageText> pages = PagedStyledText.fromXhtml(XHTML);

        // act
        PhraseOutcome missed = outcome(pages, "plain words", EnumSet.of(Style.UNDERLINE), null);
        PhraseOutcome negative = outcome(pages, "Cell 1", EnumSet.of(Style.UNDERLINE), "border");
        PhraseOutcome right = outcome(pages, "Total", EnumSet.of(Style.BOLD), null);

        // assert
        assertTrue(missed.isWrong());
        assertEquals("plain words", missed.describeOutput());
        assertTrue(negative.isWrong());
        assertEquals("Cell/u 1/u", negative.describeOutput());
        assertEquals(false, right.isWrong());
    }
}
