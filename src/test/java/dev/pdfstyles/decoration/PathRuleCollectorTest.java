package dev.pdfstyles.decoration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class PathRuleCollectorTest {

    private static final float TEST_EPS = 1e-4f;

    @Test
    void stroke_singleLine_oneRuleWithLineWidth() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(0, -1.1f);
        collector.lineTo(93.6f, -1.1f);
        collector.stroke(0.7f);
        assertEquals(1, collector.rules().size());
        Rule rule = collector.rules().get(0);
        assertEquals(93.6f, rule.length(), TEST_EPS);
        assertEquals(0.7f, rule.thickness(), TEST_EPS);
    }

    @Test
    void fill_thinRectangle_centreLineWithShortSideAsThickness() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(119.3f, 656.7f, 162.3f, 656.7f, 162.3f, 657.4f, 119.3f, 657.4f);
        collector.fill();
        Rule rule = collector.rules().get(0);
        assertEquals(657.05f, rule.y1(), TEST_EPS);
        assertEquals(657.05f, rule.y2(), TEST_EPS);
        assertEquals(43f, rule.length(), TEST_EPS);
        assertEquals(0.7f, rule.thickness(), TEST_EPS);
    }

    @Test
    void fill_verticalThinRectangle_verticalCentreLine() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(10, 0, 10.5f, 0, 10.5f, 50, 10, 50);
        collector.fill();
        Rule rule = collector.rules().get(0);
        assertEquals(10.25f, rule.x1(), TEST_EPS);
        assertEquals(50f, rule.length(), TEST_EPS);
        assertEquals(0.5f, rule.thickness(), TEST_EPS);
    }

    @Test
    void stroke_zeroHeightRectangle_givesHorizontalRules() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(0, 5, 40, 5, 40, 5, 0, 5);
        collector.stroke(0.5f);
        // the two long edges are both the line, so one rule; the two zero-length edges are dropped
        assertEquals(1, collector.rules().size());
        assertEquals(40f, collector.rules().get(0).length(), TEST_EPS);
    }

    @Test
    void fill_boxTooThickToBeALine_noRule() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(0, 0, 100, 0, 100, 30, 0, 30);
        collector.fill();
        assertEquals(0, collector.rules().size());
    }

    @Test
    void fill_triangle_noRule() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(0, 0);
        collector.lineTo(10, 0);
        collector.lineTo(5, 1);
        collector.fill();
        assertEquals(0, collector.rules().size());
    }

    /** A wavy underline outlined as one zigzag polygon (pango's error underline): a rule along its middle. */
    @Test
    void fill_zigzagBand_ruleAlongItsMiddle() {
        // arrange: teeth 1.4 units apart, 1.1 high, on a band from y 113.4 to 115.2, 83 units long
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(189.2f, 113.8f);
        for (float x = 190.6f; x < 271; x += 2.8f) {
            collector.lineTo(x, 115.2f);
            collector.lineTo(x + 1.4f, 114.1f);
        }
        collector.lineTo(272.2f, 113.8f);
        for (float x = 270.8f; x > 190; x -= 2.8f) {
            collector.lineTo(x, 114.5f);
            collector.lineTo(x - 1.4f, 113.4f);
        }
        // act
        collector.fill();
        // assert
        assertEquals(1, collector.rules().size());
        Rule rule = collector.rules().get(0);
        assertEquals(189.2f, rule.minX(), TEST_EPS);
        assertEquals(272.2f, rule.maxX(), TEST_EPS);
        assertEquals(114.3f, rule.y1(), 1e-3f);
        assertEquals(1.8f, rule.thickness(), 1e-3f);
    }

    /** An arrow's head and a chevron have many corners too, but they are not long and thin: shapes. */
    @Test
    void fill_manyCorneredShapeNotLongAndThin_noRule() {
        PathRuleCollector collector = new PathRuleCollector();
        float[][] star = {{0, 0}, {4, 1}, {8, 0}, {7, 4}, {8, 8}, {4, 7}, {0, 8}, {1, 4}};
        collector.moveTo(star[0][0], star[0][1]);
        for (int i = 1; i < star.length; i++) {
            collector.lineTo(star[i][0], star[i][1]);
        }
        collector.fill();
        assertEquals(0, collector.rules().size());
    }

    /** A long, thin run of a filled outline with curves is a piece of a shape, not a band. */
    @Test
    void fill_straightRunOfACurvedOutline_noRule() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(0, 0);
        for (int i = 1; i <= 8; i++) {
            collector.lineTo(i * 10, (i % 2) * 0.5f);
        }
        collector.curveTo(80, 1);
        collector.lineTo(0, 1);
        collector.closePath();
        collector.fill();
        assertEquals(0, collector.rules().size());
    }

    @Test
    void discardPath_clipOnly_noRule() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(0, 0, 100, 0, 100, 0.5f, 0, 0.5f);
        collector.discardPath();
        collector.fill();
        assertEquals(0, collector.rules().size());
    }

    @Test
    void stroke_closedTriangle_threeSegments() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(0, 0);
        collector.lineTo(10, 0);
        collector.lineTo(10, 10);
        collector.closePath();
        collector.stroke(1);
        assertEquals(3, collector.rules().size());
    }

    @Test
    void stroke_moreSegmentsThanAPageKeeps_firstOnesKept() {
        PathRuleCollector collector = new PathRuleCollector();
        for (int i = 0; i < PathRuleCollector.MAX_RULES_PER_PAGE + 500; i++) {
            collector.moveTo(0, i);
            collector.lineTo(10, i);
        }
        collector.stroke(0.5f);
        assertEquals(PathRuleCollector.MAX_RULES_PER_PAGE, collector.rules().size());
        assertEquals(0f, collector.rules().get(0).y1());
    }

    /** A rounded box: its straight sides carry the whole outline's bounds, corners included. */
    @Test
    void stroke_closedOutlineWithCurvedCorners_sidesCarryItsBounds() {
        // arrange
        PathRuleCollector collector = new PathRuleCollector();
        RoundedBox.append(collector, 0, 0, 60, 14, 3);
        // act
        collector.stroke(0.25f);
        // assert: four straight sides, one outline 0..60 x 0..14
        assertEquals(4, collector.rules().size());
        for (Rule side : collector.rules()) {
            assertArrayEquals(new float[] {0, 0, 60, 14}, side.outline(), TEST_EPS);
        }
        assertSame(collector.rules().get(0).outline(), collector.rules().get(2).outline());
    }

    /**
     * An 'e' drawn as its outline, as a stroke over a heading's glyph: the crossbar is a straight piece inside the
     * outline's bounds, a part of the letter, no rule; the pieces along the bounds stay sides.
     */
    @Test
    void stroke_closedCurvedOutline_straightPieceInsideItsBoundsIsNoRule() {
        // arrange: an 'e' 10 wide and 10 high as one contour: the crossbar at a quarter of its height, the upper
        // bowl, a flat stretch of its right side, the lower bowl back to the crossbar's end
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(10, 2.5f);
        collector.lineTo(1.5f, 2.5f);      // the crossbar, inside the bounds
        collector.curveTo(5, 10);
        collector.curveTo(10, 5);
        collector.lineTo(10, 3.5f);        // a straight stretch on the bounds' right side
        collector.curveTo(5, 0);
        collector.curveTo(0, 5);
        collector.curveTo(10, 2.5f);
        collector.closePath();
        // act
        collector.stroke(0.4f);
        // assert: only the right side is left
        assertEquals(1, collector.rules().size(), collector.rules()::toString);
        Rule side = collector.rules().get(0);
        assertEquals(10f, side.x1(), TEST_EPS);
        assertEquals(10f, side.x2(), TEST_EPS);
        assertArrayEquals(new float[] {0, 0, 10, 10}, side.outline(), TEST_EPS);
    }

    /**
     * The eye of that 'e', a contour of its own inside the outer one: its flat bottom (the crossbar's top) lies
     * along the eye's own bounds, but the eye is a counter of the letter, and none of its pieces is a rule.
     */
    @Test
    void stroke_closedCurvedOutlineInsideAnother_noRuleFromIt() {
        // arrange: the outer contour, all curves, and the eye with a flat bottom at a quarter of the height
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(10, 2);
        collector.curveTo(5, 0);
        collector.curveTo(0, 5);
        collector.curveTo(5, 10);
        collector.curveTo(10, 2);
        collector.closePath();
        collector.moveTo(8.5f, 3);
        collector.lineTo(1.5f, 3);
        collector.curveTo(5, 8.5f);
        collector.curveTo(8.5f, 3);
        collector.closePath();
        // act
        collector.stroke(0.4f);
        // assert
        assertEquals(0, collector.rules().size(), collector.rules()::toString);
    }

    /**
     * A table's column border drawn as a 0.5 pt segment with a 30 pt line and butt caps: the painted bar stands
     * across the segment, 30 pt high, so its rule does.
     */
    @Test
    void stroke_shortSegmentOfAWideButtCappedLine_ruleRunsAcrossIt() {
        Rule bar = strokedLevelSegment(42, 42.5f, 639.315f, 30, true);
        assertEquals(42.25f, bar.x1(), TEST_EPS);
        assertEquals(42.25f, bar.x2(), TEST_EPS);
        assertEquals(30f, bar.length(), TEST_EPS);
        assertEquals(639.315f, (bar.y1() + bar.y2()) / 2, TEST_EPS);
        assertEquals(0.5f, bar.thickness(), TEST_EPS);
    }

    /** Round or projecting caps reach past the ends by half the width: the stroke is no bar across it. */
    @Test
    void stroke_shortSegmentOfAWideRoundCappedLine_ruleAlongIt() {
        Rule rule = strokedLevelSegment(42, 42.5f, 639.315f, 30, false);
        assertEquals(639.315f, rule.y1(), TEST_EPS);
        assertEquals(639.315f, rule.y2(), TEST_EPS);
        assertEquals(30f, rule.thickness(), TEST_EPS);
    }

    /**
     * A skip-ink underline's piece between two descenders, shorter than the underline is thick: a piece of the
     * line along it, not a bar across it.
     */
    @Test
    void stroke_pieceShorterThanAThinLineIsThick_ruleAlongIt() {
        Rule piece = strokedLevelSegment(100, 100.3f, 698, 1.2f, true);
        assertEquals(698f, piece.y1(), TEST_EPS);
        assertEquals(698f, piece.y2(), TEST_EPS);
        assertEquals(1.2f, piece.thickness(), TEST_EPS);
    }

    /** The one rule of a level segment from (x1, y) to (x2, y) stroked alone with this line. */
    private static Rule strokedLevelSegment(float x1, float x2, float y, float lineWidth, boolean buttCaps) {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(x1, y);
        collector.lineTo(x2, y);
        collector.stroke(lineWidth, buttCaps);
        assertEquals(1, collector.rules().size(), collector.rules()::toString);
        return collector.rules().get(0);
    }

    /** A path that ends where it began is closed without {@code h}. */
    @Test
    void stroke_pathEndingAtItsStart_isAnOutline() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(0, 0);
        collector.lineTo(40, 0);
        collector.curveTo(40, 12);
        collector.lineTo(0, 12);
        collector.curveTo(0, 0);
        collector.stroke(0.5f);
        assertArrayEquals(new float[] {0, 0, 40, 12}, collector.rules().get(0).outline(), TEST_EPS);
    }

    @Test
    void stroke_openPath_noOutline() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(0, 12);
        collector.lineTo(0, 0);
        collector.lineTo(40, 0);
        collector.lineTo(40, 12);
        collector.stroke(0.5f);
        assertEquals(3, collector.rules().size());
        assertNull(collector.rules().get(1).outline());
    }

    /** Two subpaths in one path: a rounded box and, after it, an open line, each with its own answer. */
    @Test
    void stroke_roundedBoxThenOpenLine_onlyTheBoxSidesCarryAnOutline() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(2, 0);
        collector.lineTo(48, 0);
        collector.curveTo(50, 2);
        collector.lineTo(50, 12);
        collector.curveTo(48, 14);
        collector.lineTo(2, 14);
        collector.curveTo(0, 12);
        collector.lineTo(0, 2);
        collector.curveTo(2, 0);
        collector.closePath();
        collector.moveTo(0, -3);
        collector.lineTo(50, -3);
        collector.stroke(0.5f);
        assertEquals(5, collector.rules().size());
        assertArrayEquals(new float[] {0, 0, 50, 14}, collector.rules().get(0).outline(), TEST_EPS);
        assertNull(collector.rules().get(4).outline());
    }

    /** A box with square corners needs no outline: its sides meet, which is what marks it as a box. */
    @Test
    void stroke_squareBox_noOutline() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(0, 0, 50, 0, 50, 14, 0, 14);
        collector.stroke(0.5f);
        assertEquals(4, collector.rules().size());
        assertNull(collector.rules().get(0).outline());
    }

    /** After a curve, {@code h} draws the straight side back to where the subpath began. */
    @Test
    void stroke_closepathAfterACurve_drawsTheClosingSide() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.moveTo(0, 0);
        collector.lineTo(40, 0);
        collector.curveTo(40, 12);
        collector.lineTo(0, 12);
        collector.closePath();
        collector.stroke(0.5f);
        // the bottom, the top, and the left side back to (0, 0)
        assertEquals(3, collector.rules().size());
        Rule closing = collector.rules().get(2);
        assertEquals(0f, closing.x2(), TEST_EPS);
        assertEquals(0f, closing.y2(), TEST_EPS);
        assertEquals(12f, closing.length(), TEST_EPS);
    }

    @Test
    void fill_thinRectangle_noOutline() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(0, 0, 50, 0, 50, 0.7f, 0, 0.7f);
        collector.fill();
        assertNull(collector.rules().get(0).outline());
    }

    /**
     * A double underline drawn as overlapping leader pieces, its two lines taking turns (dvips' ulem: a 2.35 pt
     * piece every 1.64 pt): one rule per line, spanning its pieces, in its first piece's direction.
     */
    @Test
    void stroke_overlappingLeaderPiecesOfTwoLines_oneRulePerLine() {
        PathRuleCollector collector = new PathRuleCollector();
        for (int i = 0; i < 20; i++) {
            float x = 69.45f + 1.638f * i;
            strokeSegment(collector, x, 724.75f, x + 2.349f, 724.75f, 0.405f);
            strokeSegment(collector, x, 723.36f, x + 2.349f, 723.36f, 0.405f);
        }
        assertEquals(2, collector.rules().size());
        Rule upper = collector.rules().get(0);
        assertEquals(69.45f, upper.x1(), TEST_EPS);
        assertEquals(69.45f + 1.638f * 19 + 2.349f, upper.x2(), TEST_EPS);
        assertEquals(724.75f, upper.y1());
        assertEquals(0.405f, upper.thickness());
        assertEquals(723.36f, collector.rules().get(1).y1());
    }

    @Test
    void stroke_pieceTouchingTheLastOneBackwards_ruleKeepsTheFirstDirection() {
        PathRuleCollector collector = new PathRuleCollector();
        strokeSegment(collector, 50, 10, 30, 10, 0.5f);
        strokeSegment(collector, 30, 10, 20, 10, 0.5f);
        assertEquals(1, collector.rules().size());
        Rule rule = collector.rules().get(0);
        assertEquals(50f, rule.x1());
        assertEquals(20f, rule.x2());
    }

    @Test
    void fill_uprightPiecesOfOneBorder_oneRule() {
        PathRuleCollector collector = new PathRuleCollector();
        collector.rectangle(10, 0, 10.5f, 0, 10.5f, 20, 10, 20);
        collector.rectangle(10, 20, 10.5f, 20, 10.5f, 45, 10, 45);
        collector.fill();
        assertEquals(1, collector.rules().size());
        assertEquals(45f, collector.rules().get(0).length(), TEST_EPS);
    }

    /** Pieces the chains may still join, but that do not paint one band: a gap, another thickness, another line. */
    @Test
    void stroke_piecesApartOrUnalike_stayApart() {
        PathRuleCollector collector = new PathRuleCollector();
        strokeSegment(collector, 0, 10, 20, 10, 0.5f);
        strokeSegment(collector, 20.1f, 10, 40, 10, 0.5f);
        strokeSegment(collector, 40, 10, 60, 10, 0.6f);
        strokeSegment(collector, 60, 10.01f, 80, 10.01f, 0.6f);
        strokeSegment(collector, 80, 10.01f, 95, 10.5f, 0.6f);
        assertEquals(5, collector.rules().size());
    }

    @Test
    void stroke_pieceContinuingARuleSeveralRulesBack_staysApart() {
        PathRuleCollector collector = new PathRuleCollector();
        strokeSegment(collector, 0, 10, 20, 10, 0.5f);
        for (int i = 0; i < PathRuleCollector.MERGE_LOOKBACK; i++) {
            strokeSegment(collector, 0, 30 + i, 20, 30 + i, 0.5f);
        }
        strokeSegment(collector, 20, 10, 40, 10, 0.5f);
        assertEquals(PathRuleCollector.MERGE_LOOKBACK + 2, collector.rules().size());
    }

    /** A side of a rounded box keeps its outline, so it is never merged with a piece along it. */
    @Test
    void stroke_pieceAlongASideOfARoundedBox_staysApart() {
        PathRuleCollector collector = new PathRuleCollector();
        RoundedBox.append(collector, 0, 0, 40, 12, 3);
        collector.stroke(0.5f);
        int sides = collector.rules().size();
        // along the bottom side's line, from that side's right end
        strokeSegment(collector, 37, 0, 60, 0, 0.5f);
        assertEquals(sides + 1, collector.rules().size());
    }

    private static void strokeSegment(PathRuleCollector collector, float x1, float y1, float x2, float y2,
                                      float lineWidth) {
        collector.moveTo(x1, y1);
        collector.lineTo(x2, y2);
        collector.stroke(lineWidth);
    }
}
