package dev.pdfstyles.decoration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.glyph.GlyphFrame;
import dev.pdfstyles.glyph.PageGlyphs;

/**
 * The trace reports the tests the finder makes, with the outcome that decided each rule, and watching
 * changes no decision. Pages are the hard negatives of {@link DecorationFinderTest}.
 */
class DecorationTraceTest {

    private static final float SIZE = 12f;
    private static final float ADVANCE = 6f;
    private static final float TEST_EPS = 1e-3f;

    /** What a trace was told, per rule. */
    private static final class RecordingTrace implements DecorationTrace {
        List<Rule> rules;
        final Map<Integer, Set<BandFit>> fits = new HashMap<>();
        final Map<Integer, Role> accepted = new HashMap<>();
        final Map<Integer, RuleRejection> rejected = new HashMap<>();
        final Map<Integer, Float> measures = new HashMap<>();
        int decisions;

        @Override
        public void pageRules(List<Rule> pageRules) {
            rules = pageRules;
        }

        @Override
        public void bandFitted(int rule, int glyph, BandFit fit) {
            fits.computeIfAbsent(rule, r -> EnumSet.noneOf(BandFit.class)).add(fit);
        }

        @Override
        public void ruleAccepted(int rule, Role role) {
            accepted.put(rule, role);
            decisions++;
        }

        @Override
        public void ruleRejected(int rule, Role role, RuleRejection rejection, float measure) {
            rejected.put(rule, rejection);
            measures.put(rule, measure);
            decisions++;
        }
    }

    private static GlyphFrame[] line(float x, float y, int n) {
        GlyphFrame[] glyphs = new GlyphFrame[n];
        for (int i = 0; i < n; i++) {
            glyphs[i] = new GlyphFrame(x + i * ADVANCE, y, 1, 0, SIZE, ADVANCE);
        }
        return glyphs;
    }

    private static RecordingTrace trace(GlyphFrame[] glyphs, Rule... rules) {
        RecordingTrace trace = new RecordingTrace();
        PageGlyphs page = PageGlyphs.of(glyphs);
        byte[] traced = DecorationFinder.find(page, Arrays.asList(rules), true, true, trace);
        assertArrayEquals(DecorationFinder.find(page, Arrays.asList(rules), true, true), traced,
                "watching changes no decision");
        return trace;
    }

    @Test
    void find_ruleUnderWord_reportedAcceptedAsUnderline() {
        // act
        RecordingTrace trace = trace(line(100, 700, 5), new Rule(100, 698.5f, 130, 698.5f, 0.7f));
        // assert
        assertEquals(1, trace.rules.size());
        assertEquals(Map.of(0, Role.UNDERLINE), trace.accepted);
        assertEquals(Map.of(), trace.rejected);
        assertEquals(EnumSet.of(BandFit.UNDERLINE), trace.fits.get(0));
    }

    @Test
    void find_ruleThroughWord_reportedAcceptedAsStrikethrough() {
        // act
        RecordingTrace trace = trace(line(100, 700, 5), new Rule(100, 703.6f, 130, 703.6f, 0.6f));
        // assert
        assertEquals(Map.of(0, Role.STRIKETHROUGH), trace.accepted);
    }

    @Test
    void find_fullWidthRuleUnderShortHeading_littleTextOverItWithTheShareCovered() {
        // act: 30 of the rule's 500 units are under text
        RecordingTrace trace = trace(line(100, 700, 5), new Rule(50, 698, 550, 698, 0.5f));
        // assert
        assertEquals(RuleRejection.LITTLE_TEXT_OVER_IT, trace.rejected.get(0));
        assertEquals(30f / 500, trace.measures.get(0), TEST_EPS);
    }

    @Test
    void find_borderRunningOnPastLongHeading_runsPastItsTextByFiveEm() {
        // act: text 100..340 over a rule 100..400; 60 units = 5 em past the text's end
        RecordingTrace trace = trace(line(100, 700, 40), new Rule(100, 698, 400, 698, 0.5f));
        // assert
        assertEquals(RuleRejection.RUNS_PAST_ITS_TEXT, trace.rejected.get(0));
        assertEquals(5f, trace.measures.get(0), TEST_EPS);
    }

    @Test
    void find_rowRuleUnderLabelAndValue_gapInItsTextOfFourAndAHalfEm() {
        // arrange: label 100..196, value 250..346: 54 units = 4.5 em of bare rule between them
        List<GlyphFrame> glyphs = new ArrayList<>(Arrays.asList(line(100, 700, 16)));
        glyphs.addAll(Arrays.asList(line(250, 700, 16)));
        // act
        RecordingTrace trace = trace(glyphs.toArray(new GlyphFrame[0]), new Rule(98, 696, 348, 696, 0.5f));
        // assert
        assertEquals(RuleRejection.GAP_IN_ITS_TEXT, trace.rejected.get(0));
        assertEquals(4.5f, trace.measures.get(0), TEST_EPS);
    }

    @Test
    void find_cellBottomBorderMeetingVerticalBorders_meetsPerpendicularRuleAndTheBordersFitNoBand() {
        // act
        RecordingTrace trace = trace(line(100, 700, 5), new Rule(98, 697, 132, 697, 0.5f),
                new Rule(98, 697, 98, 715, 0.5f), new Rule(132, 697, 132, 715, 0.5f));
        // assert
        assertEquals(Map.of(0, RuleRejection.MEETS_PERPENDICULAR_RULE), trace.rejected);
        assertTrue(Float.isNaN(trace.measures.get(0)));
        assertNull(trace.fits.get(1), "no glyph runs along a vertical border");
        assertNull(trace.fits.get(2));
        assertEquals(1, trace.decisions);
    }

    @Test
    void find_thickHighlightBox_tooThickAndNoDecision() {
        // act
        RecordingTrace trace = trace(line(100, 700, 5), new Rule(100, 703, 130, 703, 14f));
        // assert
        assertEquals(EnumSet.of(BandFit.TOO_THICK), trace.fits.get(0));
        assertEquals(0, trace.decisions);
    }

    @Test
    void find_ruleBetweenTwoLines_belowTheUpperLinesBandAndAboveTheLowersStrikeBand() {
        // arrange: lines at 699 and 686 (1.08 em apart), a row border at 692.5, full width of both
        List<GlyphFrame> glyphs = new ArrayList<>(Arrays.asList(line(100, 699, 5)));
        glyphs.addAll(Arrays.asList(line(100, 686, 5)));
        // act
        RecordingTrace trace = trace(glyphs.toArray(new GlyphFrame[0]), new Rule(100, 692.5f, 130, 692.5f, 0.5f));
        // assert: 0.54 em below the upper baseline (band: 0.45), 0.54 em above the lower one (band: 0.50)
        assertEquals(EnumSet.of(BandFit.BELOW_UNDERLINE_BAND, BandFit.ABOVE_STRIKE_BAND), trace.fits.get(0));
        assertEquals(0, trace.decisions);
    }

    @Test
    void find_stackedFractionBar_rejectedAsFractionBar() {
        // arrange: "3" over a bar, "4" under it, the sentence going on at the middle baseline
        List<GlyphFrame> glyphs = new ArrayList<>();
        glyphs.add(new GlyphFrame(100, 706, 1, 0, 8, 4.5f));
        glyphs.add(new GlyphFrame(100, 693, 1, 0, 8, 4.5f));
        glyphs.addAll(Arrays.asList(line(110, 697, 10)));
        // act
        RecordingTrace trace = trace(glyphs.toArray(new GlyphFrame[0]), new Rule(99.5f, 704.8f, 105, 704.8f, 0.5f));
        // assert
        assertEquals(Map.of(0, RuleRejection.FRACTION_BAR), trace.rejected);
    }

    @Test
    void find_signatureLineAfterItsLabel_littleTextOverIt() {
        // act: "Signature:" ends at 160, the line runs 165..300; the label's last glyph reaches it
        RecordingTrace trace = trace(line(100, 700, 10), new Rule(165, 698, 300, 698, 0.5f));
        // assert
        assertEquals(RuleRejection.LITTLE_TEXT_OVER_IT, trace.rejected.get(0));
    }

    /** A page-wide rule in three pieces under a title: the pieces glyphs took get the whole line's verdict. */
    @Test
    void find_titleOverARuleInPieces_everyPieceUnderTextRejectedWithTheLine() {
        // act: title 100..220; the line 36..576 runs 5.3 em on before it
        RecordingTrace trace = trace(line(100, 700, 20), new Rule(36, 696, 100.5f, 696, 1.5f),
                new Rule(100, 696, 220, 696, 1.5f), new Rule(219.5f, 696, 576, 696, 1.5f));
        // assert: the text covers 22% of the whole line
        assertEquals(RuleRejection.LITTLE_TEXT_OVER_IT, trace.rejected.get(1));
        assertEquals(120f / 540, trace.measures.get(1), TEST_EPS);
        assertEquals(trace.rejected.keySet(), trace.fits.keySet(), "each piece a glyph took, once");
        assertEquals(trace.decisions, trace.rejected.size());
    }

    @Test
    void find_captionOverATablesTopRule_runsPastBothEndsByTheShorterRunOn() {
        // act: caption 110..350 over a rule 100..362: 10 and 12 units past its ends
        RecordingTrace trace = trace(line(110, 700, 40), new Rule(100, 695, 362, 695, 0.6f));
        // assert
        assertEquals(RuleRejection.RUNS_PAST_BOTH_ENDS, trace.rejected.get(0));
        assertEquals(10f / SIZE, trace.measures.get(0), TEST_EPS);
    }

    @Test
    void find_bottomEdgeOfAChip_edgeOfAFrameEnclosingAllItsText() {
        // arrange: a chip with rounded corners around text 100..160
        PathRuleCollector chip = new PathRuleCollector();
        RoundedBox.append(chip, 96, 697, 164, 711, 3);
        chip.stroke(0.2f);
        // act
        RecordingTrace trace = trace(line(100, 700, 10), chip.rules().toArray(new Rule[0]));
        // assert: rule 2 is the bottom edge
        assertEquals(Map.of(2, RuleRejection.EDGE_OF_A_FRAME), trace.rejected);
        assertEquals(1f, trace.measures.get(2), TEST_EPS);
    }

    /** The first line of a wrapped passage, accepted in the second round: one decision, the final one. */
    @Test
    void find_wrappedPassageUnderlinedToTheLineEnds_eachLineAcceptedOnce() {
        List<GlyphFrame> glyphs = new ArrayList<>(Arrays.asList(line(100, 700, 30)));
        glyphs.addAll(Arrays.asList(line(100, 684, 15)));
        RecordingTrace trace = trace(glyphs.toArray(new GlyphFrame[0]), new Rule(100, 698.5f, 316, 698.5f, 1.27f),
                new Rule(100, 682.5f, 190, 682.5f, 1.27f));
        assertEquals(Map.of(0, Role.UNDERLINE, 1, Role.UNDERLINE), trace.accepted);
        assertEquals(2, trace.decisions);
    }

    @Test
    void find_ruleFarFromText_noFitNoDecision() {
        // act
        RecordingTrace trace = trace(line(100, 700, 10), new Rule(100, 600, 300, 600, 0.5f));
        // assert
        assertEquals(Map.of(), trace.fits);
        assertEquals(0, trace.decisions);
    }

    @Test
    void find_noneTrace_isTheDefault() {
        // assert: the four-argument find is the traced one with NONE, which nothing can tell apart
        assertSame(DecorationTrace.NONE, DecorationTrace.NONE);
        assertFalse(DecorationTrace.NONE instanceof RecordingTrace);
    }

    /**
     * On random pages (lines of glyphs, rules under, through, across and near them): the same decorations
     * with a trace as without; one decision at most per rule; every decorated glyph has an accepted rule of
     * its role, in that role's band.
     */
    @Test
    void find_randomPages_traceAgreesWithTheDecorations() {
        Random random = new Random(20261201L);
        int acceptedRules = 0;
        int rejectedRules = 0;
        for (int p = 0; p < 400; p++) {
            // arrange
            List<GlyphFrame> frames = new ArrayList<>();
            for (int l = 0, lines = 1 + random.nextInt(6); l < lines; l++) {
                frames.addAll(Arrays.asList(line(50 + random.nextInt(200), 100 + random.nextInt(600),
                        1 + random.nextInt(40))));
            }
            List<Rule> rules = new ArrayList<>();
            for (int r = 0, count = random.nextInt(20); r < count; r++) {
                GlyphFrame at = frames.get(random.nextInt(frames.size()));
                float y = at.originY() + SIZE * (random.nextFloat() * 1.2f - 0.6f);
                float length = SIZE * (0.5f + 12 * random.nextFloat());
                rules.add(random.nextInt(6) == 0 ? new Rule(at.originX(), y, at.originX(), y + length, 0.5f)
                        : new Rule(at.originX(), y, at.originX() + length, y, SIZE * 0.3f * random.nextFloat()));
            }
            PageGlyphs page = PageGlyphs.of(frames.toArray(new GlyphFrame[0]));
            RecordingTrace trace = new RecordingTrace();
            // act
            byte[] traced = DecorationFinder.find(page, rules, true, true, trace);
            // assert
            assertArrayEquals(DecorationFinder.find(page, rules, true, true), traced, "page " + p);
            assertEquals(trace.decisions, trace.accepted.size() + trace.rejected.size(), "one decision a rule");
            for (Map.Entry<Integer, Role> rule : trace.accepted.entrySet()) {
                BandFit fit = rule.getValue() == Role.UNDERLINE ? BandFit.UNDERLINE : BandFit.STRIKETHROUGH;
                assertTrue(trace.fits.get(rule.getKey()).contains(fit), "page " + p + " rule " + rule.getKey());
            }
            for (byte d : traced) {
                assertTrue((d & DecorationFinder.UNDERLINE_BIT) == 0 || trace.accepted.containsValue(Role.UNDERLINE));
                assertTrue((d & DecorationFinder.STRIKETHROUGH_BIT) == 0
                        || trace.accepted.containsValue(Role.STRIKETHROUGH));
            }
            acceptedRules += trace.accepted.size();
            rejectedRules += trace.rejected.size();
        }
        assertTrue(acceptedRules > 100 && rejectedRules > 100, acceptedRules + " accepted, " + rejectedRules
                + " rejected");
    }
}
