package dev.pdfstyles.decoration;

import java.util.ArrayList;
import java.util.List;

import dev.pdfstyles.spatial.FloatHypot;

/**
 * Turns painted paths into {@link Rule}s: every straight stroked segment, and every filled rectangle thin
 * enough to be a line. Points arrive already in page space. Curves end a straight run (a curved stroke is
 * never a decoration) but keep the current point. A piece that overlaps a rule just painted on the same level or
 * upright line, as thick, extends that rule instead ({@link #extendsRecentRule}): one band, one rule.
 *
 * <p>Producers draw decorations as stroked lines ({@code 0 -1.1 m 93.6 -1.1 l S}, Word), stroked
 * zero-height rectangles ({@code re S}), filled thin rectangles (LibreOffice, Chromium, Word), or filled
 * zigzag bands (a wavy or dotted underline outlined as one polygon: pango); all end up here as a centre
 * line with a thickness.
 *
 * <p>A stroked straight side of a closed outline with curved corners (a chip, a rounded box: a subpath with
 * curves, closed by {@code h} or ending where it began) carries the outline's bounds ({@link Rule#outline()}):
 * no perpendicular side meets its bottom edge, so only the outline tells that edge from an underline. Boxes
 * with square corners need no such record: their sides meet (see {@code RuleAcceptor}). A closed outline of
 * straight sides that is no rectangle (a letter drawn with straight sides only, the slash of a '%') gives its
 * sides its bounds too, worked out when it is stroked: the sides of a letter stroked as its own outline enclose
 * that letter, whatever they meet. Open runs and rectangles, nearly all paths (hatching, grids, rules), pay
 * nothing for it. A straight piece inside a curved outline, off
 * its bounds, is no rule at all: it is part of a drawn shape, such as the crossbar of an 'e' whose outline is
 * stroked over the glyph to embolden it or to outline a heading. Nor is any piece of an outline that lies within
 * another outline of the same path: a counter, such as that 'e''s eye, whose flat bottom is the crossbar's top.
 *
 * <p>A stroked segment is the rectangle its pen paints, as long as the segment and as wide as the line. With
 * butt caps and a line several times wider than the segment is long, that rectangle is a bar across the
 * segment, so its rule runs across too: a table's column border drawn as a 0.5 pt segment with a 30 pt line is
 * upright, and meets the table's level top rule as a grid does ({@link #MIN_CROSSWISE_LINE_WIDTH}).
 */
public final class PathRuleCollector {

    /**
     * Filled rectangles thicker than this (page units, points at scale 1) are boxes, never lines: text
     * larger than 100 pt with a decoration of 0.2 em is rarer than a page of highlight boxes to skip.
     */
    static final float MAX_FILLED_RULE_THICKNESS = 20f;

    /**
     * Rules kept per page (the first ones painted): bounds memory on pages made of hundreds of thousands
     * of vector strokes, which are drawings, not decorated text. A rule and its share of the page's rule
     * index take about 80 bytes: 100,000 keep a 300,000-stroke page within twice the stock parser's heap
     * (HeapBoundTest), while the densest decorated pages we know draw a few thousand.
     */
    static final int MAX_RULES_PER_PAGE = 100_000;

    /**
     * Rules painted last that a new piece may continue ({@link #extendsRecentRule}): leader pieces follow each
     * other, and a double underline's two lines take turns.
     */
    static final int MERGE_LOOKBACK = 4;

    /** Points kept per subpath: a rule has two (or a rectangle's five); long polylines are art. */
    private static final int MAX_POINTS_PER_SUBPATH = 4096;

    /**
     * A filled polygon of straight sides that is no rectangle is a line when it has at least this many
     * corners and is at least {@link #MIN_BAND_ASPECT} times as long as it is thick: a zigzag band, which is
     * how pango outlines a wavy underline. Triangles, arrows and other few-cornered shapes stay shapes.
     */
    static final int MIN_BAND_CORNERS = 8;

    /** The length a zigzag band needs, in multiples of its thickness, to read as a line. */
    static final float MIN_BAND_ASPECT = 10f;

    /**
     * How far (share of the outline's smaller side) a straight piece of a closed curved outline may lie off the
     * outline's bounds and still be one of its sides. A side drawn from one extreme point to another lies on
     * them to float rounding; a glyph's inner stroke (an 'e''s crossbar) lies a good part of the glyph inside.
     */
    static final float OUTLINE_SIDE_TOLERANCE = 0.05f;

    /** Closed curved outlines of one path compared for counters ({@link #isInsideAnotherOutline}): a few letters'. */
    static final int MAX_OUTLINES_COMPARED = 64;

    /**
     * Narrowest line (page units) whose short stroked segments are bars across them, and how many times the
     * segment's length the line must be. Below it a short, thick segment is a piece of a line along it: a
     * skip-ink underline's piece between two descenders is often shorter than the underline is thick, and across
     * the line it would be taken for a border meeting the underline. Underlines and strike-throughs are under
     * 4 pt thick on text below 40 pt; a column border drawn crosswise is as wide as the table row is high.
     */
    static final float MIN_CROSSWISE_LINE_WIDTH = 4f;

    /** How many times a crosswise bar's segment length its line's width must be ({@link #MIN_CROSSWISE_LINE_WIDTH}). */
    static final float MIN_CROSSWISE_ASPECT = 4f;

    /** Relative tolerance for "these rectangle sides are parallel and perpendicular". */
    private static final float RECTANGLE_SHAPE_TOLERANCE = 0.02f;

    /**
     * The current path's finished subpaths, flat (no array per subpath: art paths hold thousands):
     * subpath k has {@code subpathPoints[k]} points from point {@code subpathFirst[k]} of
     * {@code subpathCoordinates} ({x0, y0, x1, y1, ...}), closed when {@code subpathClosedFlags[k]}.
     */
    private float[] subpathCoordinates = new float[64];
    private int subpathCoordinateCount;
    private int[] subpathFirst = new int[8];
    private int[] subpathPoints = new int[8];
    private boolean[] subpathClosedFlags = new boolean[8];
    private int subpathCount;
    private final List<Rule> rules = new ArrayList<>();
    private float[] points = new float[16];
    private int pointCount;
    private boolean subpathClosed;
    private float currentX;
    private float currentY;

    /** Where the current subpath (as PDF counts them: from a moveto, across curves) began. */
    private float subpathStartX;
    private float subpathStartY;
    /**
     * The current path's outlines with curves: bounds {minX, minY, maxX, maxY} per outline, its first and
     * last points {x0, y0, x1, y1}, and whether it was closed. Made at a subpath's first curve; until a path
     * has one, none of these arrays is touched (they are made when first needed). Each straight run of
     * points of a path with outlines belongs to one or none ({@code subpathOutline}, -1).
     */
    private float[] outlineBounds;
    private float[] outlineEnds;
    private boolean[] outlineClosed;
    private int outlineCount;
    /** The outline of the subpath points are being added to; -1 while it has no curve. */
    private int currentOutline = -1;
    /** Per straight run, its outline, for runs of a path with outlines ({@code outlineCount > 0}). */
    private int[] subpathOutline;
    /** Per outline of the path being painted: its shared bounds array once made (see {@link #outlineOf}). */
    private float[][] paintedOutlines;

    public void moveTo(float x, float y) {
        finishSubpath();
        startSubpath(x, y);
        addPoint(x, y);
        currentX = x;
        currentY = y;
    }

    public void lineTo(float x, float y) {
        if (pointCount == 0) {
            startSubpath(currentX, currentY);   // no moveto before it (a closepath, a rectangle): a new subpath
            addPoint(currentX, currentY);
        }
        addPoint(x, y);
        extendOutline(x, y);
        currentX = x;
        currentY = y;
    }

    public void curveTo(float endX, float endY) {
        if (currentOutline < 0) {
            startOutline();
        }
        finishSubpath();
        addPoint(endX, endY);
        extendOutline(endX, endY);
        currentX = endX;
        currentY = endY;
    }

    /**
     * {@code h}: a straight segment back to where the subpath began, which is the current point after it. A
     * subpath without curves is one run of points, closed; after a curve, the last run is another, and the
     * closing segment is added to it.
     */
    public void closePath() {
        if (currentOutline >= 0) {
            outlineClosed[currentOutline] = true;
            if (pointCount > 0 && (currentX != subpathStartX || currentY != subpathStartY)) {
                addPoint(subpathStartX, subpathStartY);
            }
            finishSubpath();
        } else if (pointCount > 0) {
            subpathClosed = true;
            finishSubpath();
        }
        currentX = subpathStartX;   // a segment drawn next starts a new subpath here (PDF 32000-1, 8.5.2.1)
        currentY = subpathStartY;
        currentOutline = -1;
    }

    /** A rectangle given by its four corners in drawing order ({@code re} after the CTM). */
    public void rectangle(float x0, float y0, float x1, float y1, float x2, float y2, float x3, float y3) {
        finishSubpath();
        startSubpath(x0, y0);
        addPoint(x0, y0);
        addPoint(x1, y1);
        addPoint(x2, y2);
        addPoint(x3, y3);
        subpathClosed = true;
        finishSubpath();
        currentX = x0;
        currentY = y0;
    }

    /** The current path is stroked with a line this thick (page units), with butt caps. */
    public void stroke(float lineWidth) {
        stroke(lineWidth, true);
    }

    /**
     * The current path is stroked with a line this thick (page units).
     *
     * @param buttCaps whether the line ends square at each end point (PDF line cap 0); round and projecting
     *                 caps reach half the width past it, so their ends paint no shape wider than it is long
     */
    public void stroke(float lineWidth, boolean buttCaps) {
        finishSubpath();
        for (int k = 0; k < subpathCount; k++) {
            addStrokedSegments(k, lineWidth, buttCaps);
        }
        discardPath();
    }

    /** The current path is filled. */
    public void fill() {
        finishSubpath();
        for (int k = 0; k < subpathCount; k++) {
            addFilledSubpath(k);
        }
        discardPath();
    }

    /** The current path is filled, then stroked with butt caps. */
    public void fillAndStroke(float lineWidth) {
        fillAndStroke(lineWidth, true);
    }

    /** The current path is filled, then stroked as {@link #stroke(float, boolean)} strokes it. */
    public void fillAndStroke(float lineWidth, boolean buttCaps) {
        finishSubpath();
        for (int k = 0; k < subpathCount; k++) {
            addFilledSubpath(k);
            addStrokedSegments(k, lineWidth, buttCaps);
        }
        discardPath();
    }

    /** {@code n}: the path ends unpainted (clipping paths end this way). */
    public void discardPath() {
        subpathCount = 0;
        subpathCoordinateCount = 0;
        pointCount = 0;
        subpathClosed = false;
        if (outlineCount > 0) {
            java.util.Arrays.fill(paintedOutlines, 0, outlineCount, null);
            outlineCount = 0;
        }
        currentOutline = -1;
    }

    public List<Rule> rules() {
        return rules;
    }

    public void reset() {
        discardPath();
        rules.clear();
    }

    private void addPoint(float x, float y) {
        if (pointCount >= MAX_POINTS_PER_SUBPATH) {
            return;
        }
        if (points.length < (pointCount + 1) * 2) {
            points = java.util.Arrays.copyOf(points, points.length * 2);
        }
        points[pointCount * 2] = x;
        points[pointCount * 2 + 1] = y;
        pointCount++;
    }

    private void finishSubpath() {
        if (pointCount >= 2) {   // a lone point has no segment to stroke and is no rectangle
            if (subpathCount == subpathFirst.length) {
                subpathFirst = java.util.Arrays.copyOf(subpathFirst, subpathCount * 2);
                subpathPoints = java.util.Arrays.copyOf(subpathPoints, subpathCount * 2);
                subpathClosedFlags = java.util.Arrays.copyOf(subpathClosedFlags, subpathCount * 2);
            }
            int needed = subpathCoordinateCount + pointCount * 2;
            if (needed > subpathCoordinates.length) {
                subpathCoordinates = java.util.Arrays.copyOf(subpathCoordinates,
                        Math.max(needed, subpathCoordinates.length * 2));
            }
            System.arraycopy(points, 0, subpathCoordinates, subpathCoordinateCount, pointCount * 2);
            subpathFirst[subpathCount] = subpathCoordinateCount;
            subpathPoints[subpathCount] = pointCount;
            subpathClosedFlags[subpathCount] = subpathClosed;
            if (outlineCount > 0) {
                if (subpathOutline.length <= subpathCount) {
                    subpathOutline = java.util.Arrays.copyOf(subpathOutline, subpathFirst.length);
                }
                subpathOutline[subpathCount] = currentOutline;
            }
            subpathCount++;
            subpathCoordinateCount = needed;
        }
        pointCount = 0;
        subpathClosed = false;
    }

    private void addStrokedSegments(int subpath, float lineWidth, boolean buttCaps) {
        float[] c = subpathCoordinates;
        int first = subpathFirst[subpath];
        int n = subpathPoints[subpath];
        int segments = subpathClosedFlags[subpath] ? n : n - 1;
        int o = outlineCount > 0 ? subpathOutline[subpath] : -1;
        float[] outline = outlineOf(o);
        if (outline != null && isInsideAnotherOutline(o, outline)) {
            return;   // a counter of a drawn shape: the eye of an 'e', whose flat bottom is the crossbar's top
        }
        boolean curved = outline != null;
        if (o < 0) {
            outline = straightOutlineOf(subpath);
        }
        for (int i = 0; i < segments; i++) {
            int p = first + i * 2;
            int q = first + ((i + 1) % n) * 2;
            if (curved && !isOutlineSide(outline, c[p], c[p + 1], c[q], c[q + 1])) {
                continue;
            }
            addStrokedSegment(c[p], c[p + 1], c[q], c[q + 1], lineWidth, buttCaps, outline);
        }
    }

    /**
     * The bounds {minX, minY, maxX, maxY} of a closed subpath of straight sides that is no rectangle (a letter
     * drawn with straight sides only, such as a '7''s stem or the slash of a '%'), shared by its sides as a
     * curved outline's are; null for an open run, a rectangle (its sides meet as a box's do) and a shape
     * without area.
     */
    private float[] straightOutlineOf(int subpath) {
        float[] c = subpathCoordinates;
        int first = subpathFirst[subpath];
        int n = subpathPoints[subpath];
        int last = first + (n - 1) * 2;
        boolean endsAtStart = c[first] == c[last] && c[first + 1] == c[last + 1];
        if (!subpathClosedFlags[subpath] && !endsAtStart) {
            return null;
        }
        int corners = endsAtStart ? n - 1 : n;
        if (corners < 3 || (corners == 4 && isRectangle(c, first, side(c, first), side(c, first + 2)))) {
            return null;
        }
        float[] bounds = boundsOf(first, corners);
        return bounds[2] > bounds[0] && bounds[3] > bounds[1] ? bounds : null;
    }

    /** The bounds {minX, minY, maxX, maxY} of the {@code n} points from {@code subpathCoordinates[first]} on. */
    private float[] boundsOf(int first, int n) {
        float[] c = subpathCoordinates;
        float[] bounds = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            Float.NEGATIVE_INFINITY};
        for (int i = 0; i < n; i++) {
            float x = c[first + i * 2];
            float y = c[first + i * 2 + 1];
            bounds[0] = Math.min(bounds[0], x);
            bounds[1] = Math.min(bounds[1], y);
            bounds[2] = Math.max(bounds[2], x);
            bounds[3] = Math.max(bounds[3], y);
        }
        return bounds;
    }

    /**
     * The rule of one stroked segment: along it, as thick as the line; or, when butt caps make the painted
     * rectangle a bar across it, across it through its middle, as long as the line is wide and as thick as the
     * segment is long.
     */
    private void addStrokedSegment(float x1, float y1, float x2, float y2, float lineWidth, boolean buttCaps,
                                   float[] outline) {
        float dx = x2 - x1;
        float dy = y2 - y1;
        float length = FloatHypot.of(dx, dy);
        if (buttCaps && lineWidth >= MIN_CROSSWISE_LINE_WIDTH && lineWidth >= MIN_CROSSWISE_ASPECT * length
                && length > 0) {
            float midX = (x1 + x2) / 2;
            float midY = (y1 + y2) / 2;
            // half the width along the unit normal (-dy, dx) / length
            float acrossX = -dy / length * lineWidth / 2;
            float acrossY = dx / length * lineWidth / 2;
            addRule(midX - acrossX, midY - acrossY, midX + acrossX, midY + acrossY, length, outline);
            return;
        }
        addRule(x1, y1, x2, y2, lineWidth, outline);
    }

    /**
     * Whether another closed curved outline of the path being painted holds outline {@code o}'s bounds
     * ({@code bounds}) within its own: a contour inside another is a counter, a hole in a drawn shape. Paths of
     * more than {@link #MAX_OUTLINES_COMPARED} outlines are drawings, not outlined letters, and are not compared.
     */
    private boolean isInsideAnotherOutline(int o, float[] bounds) {
        if (outlineCount > MAX_OUTLINES_COMPARED) {
            return false;
        }
        for (int other = 0; other < outlineCount; other++) {
            float[] around = other == o ? null : outlineOf(other);
            if (around != null && !java.util.Arrays.equals(around, bounds)
                    && around[0] <= bounds[0] && around[1] <= bounds[1] && around[2] >= bounds[2]
                    && around[3] >= bounds[3]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the straight piece from (x1, y1) to (x2, y2) of a closed curved outline lies along one side of the
     * outline's bounds {minX, minY, maxX, maxY}: both ends on the bottom, the top, the left or the right.
     */
    private static boolean isOutlineSide(float[] bounds, float x1, float y1, float x2, float y2) {
        float tolerance = OUTLINE_SIDE_TOLERANCE * Math.min(bounds[2] - bounds[0], bounds[3] - bounds[1]);
        return (near(y1, bounds[1], tolerance) && near(y2, bounds[1], tolerance))
                || (near(y1, bounds[3], tolerance) && near(y2, bounds[3], tolerance))
                || (near(x1, bounds[0], tolerance) && near(x2, bounds[0], tolerance))
                || (near(x1, bounds[2], tolerance) && near(x2, bounds[2], tolerance));
    }

    private static boolean near(float value, float edge, float tolerance) {
        return Math.abs(value - edge) <= tolerance;
    }

    private void startSubpath(float x, float y) {
        subpathStartX = x;
        subpathStartY = y;
        currentOutline = -1;
    }

    /**
     * Makes the outline record of the current subpath at its first curve: its points so far are the
     * current run's, all drawn since the subpath began.
     */
    private void startOutline() {
        if (outlineBounds == null) {
            outlineBounds = new float[16];
            outlineEnds = new float[16];
            outlineClosed = new boolean[4];
            paintedOutlines = new float[4][];
        }
        if (outlineCount == 0) {
            // the path's first outline: the runs before it belong to none
            if (subpathOutline == null || subpathOutline.length < subpathFirst.length) {
                subpathOutline = new int[subpathFirst.length];
            }
            java.util.Arrays.fill(subpathOutline, 0, subpathCount, -1);
        }
        if (outlineCount == outlineClosed.length) {
            int capacity = outlineCount * 2;
            outlineBounds = java.util.Arrays.copyOf(outlineBounds, capacity * 4);
            outlineEnds = java.util.Arrays.copyOf(outlineEnds, capacity * 4);
            outlineClosed = java.util.Arrays.copyOf(outlineClosed, capacity);
            paintedOutlines = java.util.Arrays.copyOf(paintedOutlines, capacity);
        }
        currentOutline = outlineCount++;
        int b = currentOutline * 4;
        outlineBounds[b] = subpathStartX;
        outlineBounds[b + 1] = subpathStartY;
        outlineBounds[b + 2] = subpathStartX;
        outlineBounds[b + 3] = subpathStartY;
        outlineEnds[b] = subpathStartX;
        outlineEnds[b + 1] = subpathStartY;
        outlineClosed[currentOutline] = false;
        paintedOutlines[currentOutline] = null;
        for (int i = 0; i < pointCount; i++) {
            extendOutline(points[i * 2], points[i * 2 + 1]);
        }
        outlineEnds[b + 2] = currentX;
        outlineEnds[b + 3] = currentY;
    }

    private void extendOutline(float x, float y) {
        if (currentOutline < 0) {
            return;
        }
        int b = currentOutline * 4;
        outlineBounds[b] = Math.min(outlineBounds[b], x);
        outlineBounds[b + 1] = Math.min(outlineBounds[b + 1], y);
        outlineBounds[b + 2] = Math.max(outlineBounds[b + 2], x);
        outlineBounds[b + 3] = Math.max(outlineBounds[b + 3], y);
        outlineEnds[b + 2] = x;
        outlineEnds[b + 3] = y;
    }

    /**
     * The bounds of outline {@code o} of the path being painted, shared by its sides, when it is closed
     * (by {@code h}, or by ending where it began) and spans an area; else null.
     */
    private float[] outlineOf(int o) {
        if (o < 0) {
            return null;
        }
        if (paintedOutlines[o] == null) {
            int b = o * 4;
            boolean closed = outlineClosed[o]
                    || (outlineEnds[b] == outlineEnds[b + 2] && outlineEnds[b + 1] == outlineEnds[b + 3]);
            boolean area = outlineBounds[b + 2] > outlineBounds[b] && outlineBounds[b + 3] > outlineBounds[b + 1];
            if (!closed || !area) {
                return null;
            }
            paintedOutlines[o] = java.util.Arrays.copyOfRange(outlineBounds, b, b + 4);
        }
        return paintedOutlines[o];
    }

    /** A filled subpath as a rule when it is a thin rectangle or a long zigzag band; any other shape adds none. */
    private void addFilledSubpath(int subpath) {
        float[] c = subpathCoordinates;
        int f = subpathFirst[subpath];
        int n = subpathPoints[subpath];
        if (n == 5 && c[f] == c[f + 8] && c[f + 1] == c[f + 9]) {
            n = 4;   // explicitly closed with a fifth point on the first
        }
        if (n >= MIN_BAND_CORNERS) {
            if (outlineCount == 0 || subpathOutline[subpath] < 0) {   // a piece of a curved outline is no band
                addFilledBand(f, n);
            }
            return;
        }
        if (n != 4) {
            return;
        }
        float sideA = side(c, f);
        float sideB = side(c, f + 2);
        if (!isRectangle(c, f, sideA, sideB)) {
            return;
        }
        if (sideA >= sideB) {
            // long sides are p0-p1 and p2-p3: the centre line joins the midpoints of the short sides
            addFilledRule((c[f] + c[f + 6]) / 2, (c[f + 1] + c[f + 7]) / 2,
                    (c[f + 2] + c[f + 4]) / 2, (c[f + 3] + c[f + 5]) / 2, sideB);
        } else {
            addFilledRule((c[f] + c[f + 2]) / 2, (c[f + 1] + c[f + 3]) / 2,
                    (c[f + 6] + c[f + 4]) / 2, (c[f + 7] + c[f + 5]) / 2, sideA);
        }
    }

    /**
     * A filled polygon of many straight sides whose bounds are a long, thin, level or upright band (a
     * zigzag): a rule along the band's middle, as thick as the band. Only straight runs arrive here (a
     * curve ends a run), so a band drawn with curves is not one.
     */
    private void addFilledBand(int first, int n) {
        float[] bounds = boundsOf(first, n);
        float minX = bounds[0];
        float minY = bounds[1];
        float maxX = bounds[2];
        float maxY = bounds[3];
        float width = maxX - minX;
        float height = maxY - minY;
        if (width >= MIN_BAND_ASPECT * height && height > 0) {
            float middleY = (minY + maxY) / 2;
            addFilledRule(minX, middleY, maxX, middleY, height);
        } else if (height >= MIN_BAND_ASPECT * width && width > 0) {
            float middleX = (minX + maxX) / 2;
            addFilledRule(middleX, minY, middleX, maxY, width);
        }
    }

    /** The length of the side from the point at {@code c[from]} to the next. */
    private static float side(float[] c, int from) {
        return FloatHypot.of(c[from + 2] - c[from], c[from + 3] - c[from + 1]);
    }

    /**
     * Whether the four corners from {@code c[f]} on, in drawing order, make a rectangle; {@code sideA} and
     * {@code sideB} are the lengths of its first two sides ({@link #side}), which the callers need too.
     */
    private static boolean isRectangle(float[] c, int f, float sideA, float sideB) {
        float ax = c[f + 2] - c[f];
        float ay = c[f + 3] - c[f + 1];
        float bx = c[f + 4] - c[f + 2];
        float by = c[f + 5] - c[f + 3];
        float cx = c[f + 6] - c[f + 4];
        float cy = c[f + 7] - c[f + 5];
        float scale = Math.max(sideA, sideB);
        if (!(scale > 0)) {
            return false;
        }
        float tolerance = RECTANGLE_SHAPE_TOLERANCE * scale;
        boolean oppositeEqual = Math.abs(ax + cx) <= tolerance && Math.abs(ay + cy) <= tolerance;
        boolean rightAngle = Math.abs(ax * bx + ay * by) <= tolerance * scale;
        return oppositeEqual && rightAngle;
    }

    private void addFilledRule(float x1, float y1, float x2, float y2, float thickness) {
        if (thickness <= MAX_FILLED_RULE_THICKNESS) {
            addRule(x1, y1, x2, y2, thickness, null);
        }
    }

    private void addRule(float x1, float y1, float x2, float y2, float thickness, float[] outline) {
        if (x1 == x2 && y1 == y2) {
            return;
        }
        if (!Float.isFinite(x1) || !Float.isFinite(y1) || !Float.isFinite(x2) || !Float.isFinite(y2)
                || !Float.isFinite(thickness) || thickness < 0) {
            return;
        }
        if (outline == null && extendsRecentRule(x1, y1, x2, y2, thickness)) {
            return;
        }
        if (rules.size() >= MAX_RULES_PER_PAGE) {
            return;
        }
        rules.add(new Rule(x1, y1, x2, y2, thickness, outline));
    }

    /**
     * Whether a level or upright rule continues one of the last {@link #MERGE_LOOKBACK} rules painted, exactly on
     * its centre line, as thick, and overlapping or touching it: that rule then becomes the two together
     * (the same painted band), in its place and direction. Producers draw underlines as overlapping leader pieces
     * (dvips' ulem: a 2.3 pt piece every 1.6 pt, the two lines of a double underline taking turns), a rule
     * segment by segment, and a table border cell by cell; judged whole anyway ({@link RuleChains}), the pieces
     * only cost every later step a rule each. Pieces with a gap between them, or slightly off each other's line,
     * stay apart, for the chains to judge.
     */
    private boolean extendsRecentRule(float x1, float y1, float x2, float y2, float thickness) {
        boolean level = y1 == y2;
        if (!level && x1 != x2) {
            return false;
        }
        float lo = level ? Math.min(x1, x2) : Math.min(y1, y2);
        float hi = level ? Math.max(x1, x2) : Math.max(y1, y2);
        for (int k = rules.size() - 1; k >= Math.max(0, rules.size() - MERGE_LOOKBACK); k--) {
            Rule r = rules.get(k);
            if (r.outline() != null || Float.floatToRawIntBits(r.thickness()) != Float.floatToRawIntBits(thickness)) {
                continue;
            }
            boolean onLine = level ? r.y1() == y1 && r.y2() == y1 : r.x1() == x1 && r.x2() == x1;
            if (!onLine) {
                continue;
            }
            float rLo = level ? r.minX() : r.minY();
            float rHi = level ? r.maxX() : r.maxY();
            if (lo > rHi || hi < rLo) {
                continue;
            }
            float from = Math.min(lo, rLo);
            float to = Math.max(hi, rHi);
            boolean forward = level ? r.x1() <= r.x2() : r.y1() <= r.y2();
            float start = forward ? from : to;
            float end = forward ? to : from;
            rules.set(k, level ? new Rule(start, y1, end, y1, thickness) : new Rule(x1, start, x1, end, thickness));
            return true;
        }
        return false;
    }
}
