package dev.pdfstyles.decoration;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        // the two long edges are both the line; the two zero-length edges are dropped
        assertEquals(2, collector.rules().size());
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
}
