package dev.pdfstyles.picture;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

import dev.pdfstyles.decoration.Rule;
import dev.pdfstyles.model.TextStyle;

/**
 * Draws a page's decisions over its rendering: an outline around each run of styled glyphs, one per style
 * (nested inward, bold outermost, then italic, underline and strike-through, so a glyph with several styles
 * shows each), every rule in the colour of its verdict, and
 * a tag with the reason beside every rejected rule. Outlines and rules are drawn opaque, without
 * anti-aliasing, so each colour is in the pixels exactly (the tests look for it).
 */
final class DecisionOverlay {

    /** The resolution the pixel sizes below are chosen for; they grow in proportion at others. */
    static final float DESIGN_DPI = 120f;

    /** Outline width (pixels at {@link #DESIGN_DPI}): two pixels stay visible beside a glyph's stems. */
    static final float OUTLINE_PX = 2f;

    /** Inward step (pixels at {@link #DESIGN_DPI}) from one style's outline to the next. */
    static final float NEST_STEP_PX = 2f;

    /** Least half-thickness (pixels at {@link #DESIGN_DPI}) a rule is drawn with: hairlines stay visible. */
    static final float MIN_RULE_HALF_PX = 1f;

    /**
     * Thickest rule (pixels at {@link #DESIGN_DPI}) drawn filled; a thicker one (a highlight, shading) is
     * drawn as its outline, so the text under it stays readable.
     */
    static final float MAX_FILLED_RULE_PX = 4f;

    /** Tag text height (pixels at {@link #DESIGN_DPI}). */
    static final float TAG_FONT_PX = 11f;

    /** Gap (pixels at {@link #DESIGN_DPI}) between a rule and its tag. */
    static final float TAG_GAP_PX = 2f;

    /**
     * How far (pixels at {@link #DESIGN_DPI}) a tag may be moved from its rule to find a clear place, with a
     * leader line back: out of a crowded table into the margin beside it.
     */
    static final float MAX_LEADER_PX = 120f;

    /** Where along a rule (0 its left end, 1 its right end) a tag is tried, in order. */
    private static final double[] ANCHORS_ALONG_RULE = {1, 0, 0.5, 0.25, 0.75};

    /** Directions from an anchor a tag is tried in, in order: right, left, below, above, then the corners. */
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    /** The order outlines nest in, outermost first. */
    static final TextStyle.Kind[] NESTING = {
        TextStyle.Kind.BOLD, TextStyle.Kind.ITALIC, TextStyle.Kind.UNDERLINE, TextStyle.Kind.STRIKETHROUGH};

    private final PageDecisions decisions;
    private final PagePixels pixels;
    /** Pixels per design pixel. */
    private final float unit;

    DecisionOverlay(PageDecisions decisions, PagePixels pixels, float dpi) {
        this.decisions = decisions;
        this.pixels = pixels;
        this.unit = dpi / DESIGN_DPI;
    }

    /** Draws onto {@code g}, whose pixels are the page's rendering, {@code width} x {@code height}. */
    void draw(Graphics2D g, int width, int height) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        drawStyleOutlines(g);
        drawRules(g, false);
        drawRules(g, true);
        drawTags(g, width, height);
    }

    private void drawStyleOutlines(Graphics2D g) {
        g.setStroke(new BasicStroke(OUTLINE_PX * unit, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
        for (int depth = 0; depth < NESTING.length; depth++) {
            TextStyle.Kind kind = NESTING[depth];
            g.setColor(PictureColours.of(kind));
            float inset = (depth * NEST_STEP_PX + OUTLINE_PX / 2) * unit / pixels.scale();
            for (StyleRuns.Run run : StyleRuns.of(decisions.glyphs(), kind)) {
                g.draw(pixels.shape(run.box(inset)));
            }
        }
    }

    private void drawRules(Graphics2D g, boolean accepted) {
        g.setColor(accepted ? PictureColours.ACCEPTED_RULE : PictureColours.REJECTED_RULE);
        float maxFilledThickness = MAX_FILLED_RULE_PX * unit / pixels.scale();
        for (RuleDecision decision : decisions.rules()) {
            if (decision.isAccepted() != accepted) {
                continue;
            }
            if (decision.rule().thickness() > maxFilledThickness) {
                g.draw(ruleShape(decision.rule()));
            } else {
                g.fill(ruleShape(decision.rule()));
            }
        }
    }

    /** The rule as a band along its centre line, at least {@link #MIN_RULE_HALF_PX} each side. */
    Shape ruleShape(Rule rule) {
        float length = rule.length();
        float half = Math.max(rule.thickness() / 2, MIN_RULE_HALF_PX * unit / pixels.scale());
        float nx = -(rule.y2() - rule.y1()) / length * half;
        float ny = (rule.x2() - rule.x1()) / length * half;
        Path2D.Float band = new Path2D.Float();
        band.moveTo(rule.x1() + nx, rule.y1() + ny);
        band.lineTo(rule.x2() + nx, rule.y2() + ny);
        band.lineTo(rule.x2() - nx, rule.y2() - ny);
        band.lineTo(rule.x1() - nx, rule.y1() - ny);
        band.closePath();
        return pixels.shape(band);
    }

    private void drawTags(Graphics2D g, int width, int height) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(TAG_FONT_PX * unit)));
        FontMetrics metrics = g.getFontMetrics();
        LabelPlacer placer = new LabelPlacer(width, height);
        for (StyleRuns.Run run : StyleRuns.ofText(decisions.glyphs())) {
            placer.blockText(pixels.shape(run.box(0)).getBounds2D());
        }
        for (RuleDecision decision : decisions.rules()) {
            placer.block(ruleShape(decision.rule()).getBounds2D());
        }
        g.setStroke(new BasicStroke(unit));
        for (RuleDecision decision : decisions.rules()) {
            if (decision.isAccepted()) {
                continue;
            }
            String tag = RejectionReason.label(decision);
            float length = metrics.stringWidth(tag) + 2 * unit;
            float thickness = metrics.getAscent() + metrics.getDescent();
            boolean steep = isSteep(decision.rule());
            Placement at = steep ? place(placer, decision.rule(), thickness, length)
                    : place(placer, decision.rule(), length, thickness);
            placer.block(at.tag);
            g.setColor(PictureColours.TAG_BACKGROUND);
            g.fill(at.tag);
            g.setColor(PictureColours.REJECTION_TEXT);
            if (at.leader != null) {
                g.draw(at.leader);
            }
            if (steep) {
                // along the rule, read from below, as a vertical table border's tag reads best
                AffineTransform before = g.getTransform();
                g.translate(at.tag.getX() + metrics.getAscent(), at.tag.getMaxY() - unit);
                g.rotate(-Math.PI / 2);
                g.drawString(tag, 0, 0);
                g.setTransform(before);
            } else {
                g.drawString(tag, (float) at.tag.getX() + unit, (float) at.tag.getY() + metrics.getAscent());
            }
        }
    }

    /** Whether the rule runs more up than across the picture: its tag is then turned to run along it. */
    private boolean isSteep(Rule rule) {
        Point2D p1 = pixels.point(rule.x1(), rule.y1());
        Point2D p2 = pixels.point(rule.x2(), rule.y2());
        return Math.abs(p2.getY() - p1.getY()) > Math.abs(p2.getX() - p1.getX());
    }

    /** A tag's place, and the line that leads from it to its rule when it is not right beside it. */
    private static final class Placement {
        final Rectangle2D tag;
        final Line2D leader;

        Placement(Rectangle2D tag, Line2D leader) {
            this.tag = tag;
            this.leader = leader;
        }
    }

    /**
     * The nearest clear place for a tag of this size: right beside one of the rule's anchors (its end, start,
     * middle, quarters), then on rings further out, up to {@link #MAX_LEADER_PX}, with a leader line back to
     * the anchor that crosses no text; else the nearest clear place whose leader crosses text. Where nothing
     * is clear (a crowded page), the nearest place inside the picture.
     */
    private Placement place(LabelPlacer placer, Rule rule, float tagWidth, float tagHeight) {
        Point2D start = pixels.point(rule.x1(), rule.y1());
        Point2D end = pixels.point(rule.x2(), rule.y2());
        if (end.getX() < start.getX()) {
            Point2D swap = start;
            start = end;
            end = swap;
        }
        float gap = TAG_GAP_PX * unit;
        float step = tagHeight + gap;
        int rings = Math.max(1, Math.round(MAX_LEADER_PX * unit / step));
        Placement crossing = null;
        Rectangle2D fallback = null;
        for (int ring = 0; ring <= rings; ring++) {
            double reach = gap + ring * step;
            for (double t : ANCHORS_ALONG_RULE) {
                double ax = start.getX() + (end.getX() - start.getX()) * t;
                double ay = start.getY() + (end.getY() - start.getY()) * t;
                for (int[] direction : DIRECTIONS) {
                    // the tag's near side or corner at distance reach from the anchor, in this direction
                    double x = direction[0] > 0 ? ax + reach : direction[0] < 0 ? ax - reach - tagWidth
                            : ax - tagWidth / 2;
                    double y = direction[1] > 0 ? ay + reach : direction[1] < 0 ? ay - reach - tagHeight
                            : ay - tagHeight / 2;
                    Rectangle2D candidate = tag(x, y, tagWidth, tagHeight);
                    if (fallback == null && placer.isInside(candidate)) {
                        fallback = candidate;
                    }
                    if (!placer.isClear(candidate)) {
                        continue;
                    }
                    Line2D leader = ring == 0 ? null
                            : new Line2D.Double(nearestPoint(candidate, ax, ay), new Point2D.Double(ax, ay));
                    if (leader == null || placer.isClearOfText(leader)) {
                        return new Placement(candidate, leader);
                    }
                    if (crossing == null) {
                        crossing = new Placement(candidate, leader);
                    }
                }
            }
        }
        if (crossing != null) {
            return crossing;
        }
        return new Placement(fallback != null ? fallback : tag(end.getX() + gap, end.getY(), tagWidth, tagHeight),
                null);
    }

    private static Point2D nearestPoint(Rectangle2D box, double x, double y) {
        return new Point2D.Double(Math.max(box.getMinX(), Math.min(box.getMaxX(), x)),
                Math.max(box.getMinY(), Math.min(box.getMaxY(), y)));
    }

    private static Rectangle2D tag(double x, double y, double width, double height) {
        return new Rectangle2D.Double(Math.round(x), Math.round(y), Math.ceil(width), Math.ceil(height));
    }
}
