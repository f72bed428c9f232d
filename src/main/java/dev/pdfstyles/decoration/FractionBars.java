package dev.pdfstyles.decoration;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.spatial.BoxIndex;
import dev.pdfstyles.spatial.IntList;
import dev.pdfstyles.spatial.Intervals;
import dev.pdfstyles.spatial.ScanFirstBoxIndex;

/**
 * Tells a stacked fraction's bar from an underline. Both are a thin rule right under a short run of
 * glyphs; a fraction bar also has its denominator right under it, confined to the bar's width, while the
 * line under an underlined word runs on past the word's ends.
 *
 * <pre>
 *     3            numerator: the glyphs the rule seems to underline
 *    ---           the rule
 *     4   cup...   denominator: a baseline whose glyphs near the rule all lie within its span
 * </pre>
 * Fraction bars are short, centre their denominator, and their numerator stands alone on its baseline;
 * an underlined line that wraps has a long rule with the rest of the text starting at the left margin
 * under it, an underlined page number in an index has its leader dots beside it, and an underlined phrase
 * wrapped in a narrow cell has a rule like its own under the next line too, and a table cell's last
 * underlined line has a row border between it and the next row. Numerators and denominators are
 * formulas, set without space glyphs (TeX and equation editors space them by position); a space glyph
 * between the underlined glyphs, or among the glyphs under the rule within its span, makes them lines of
 * words, such as a diagram box's underlined title over the first line of its description (#23, real-world
 * set). So does a bare gap as wide as a word space, which is how TeX spaces words: an underlined link in a
 * table cell over the next row's two words. Only horizontal text is checked (stacked fractions are set
 * upright).
 *
 * <p>A formula's sub- and superscripts stand on baselines of their own, a fraction of an em off the line's: a
 * prime, an exponent, a norm's index. They are part of the numerator or denominator they are set in: the gap
 * they fill between two symbols is no word space, and the extent of a denominator includes them. Nor is a
 * gap beside a relation or an operator ({@link PageGlyphs#MATH_SYMBOL}): TeX sets {@code =} 0.28 em apart from
 * its neighbours, which with an italic letter's side bearing leaves up to 0.4 em between their advances.
 */
final class FractionBars {

    /** A denominator's baseline lies this far (its em) below the bar at least: its glyphs' tops touch it. */
    static final float MIN_BAR_ABOVE_DENOMINATOR_EM = 0.3f;

    /** ...and at most this far: TeX and Word set denominators up to ~1.6 em below the bar. */
    static final float MAX_BAR_ABOVE_DENOMINATOR_EM = 1.8f;

    /**
     * Narrowest gap (em) between a numerator and a neighbour on its baseline that can hold an operator between
     * two terms ({@link #isAnotherTerm}): 0.5, a {@code +} and less than its spacing. Words stand closer.
     */
    static final float MIN_TERM_GAP_EM = 0.5f;

    /** How far past the bar's ends (em) the line under it is searched for text that runs on. */
    static final float LOOK_PAST_ENDS_EM = 1.5f;

    /** Glyphs within this (em) of the bar's ends still count as inside its span. */
    static final float SPAN_SLACK_EM = 0.3f;

    /** Baselines closer than this (em) are one line. */
    static final float SAME_BASELINE_EM = 0.1f;

    /**
     * Longest bar (em of the numerator) checked: TeX and equation editors' bars span a few symbols, and a
     * display's long formulas up to 13 em (a product of binomials over a sum of squares at 10.9 pt, py-pdf's
     * GeoTopo); a longer rule under text is an underline, whatever lies beneath it.
     */
    static final float MAX_BAR_LENGTH_EM = 16f;

    /**
     * The denominator's middle lies within this share of the bar's length from the bar's middle, or within
     * {@link #DENOMINATOR_OFF_CENTRE_SLACK_EM}: typesetters centre both parts of a fraction on its bar,
     * while a table column sets the next row's shorter word flush with the one above ("policy" over "cell").
     */
    static final float MAX_DENOMINATOR_OFF_CENTRE = 0.1f;

    /** What a centred denominator may be off by however short the bar: glyph boxes and italic corrections. */
    static final float DENOMINATOR_OFF_CENTRE_SLACK_EM = 0.15f;

    /**
     * A gap this wide (em) between neighbouring glyphs of a line is a word space, like a space glyph: TeX
     * sets words apart by position, 0.33 em in its text fonts, while the widest space it puts between the
     * symbols of a formula (around a relation) is 0.28 em.
     */
    static final float WORD_GAP_EM = 0.3f;

    /**
     * How far (em of a formula's line) a sub- or superscript's baseline lies from the line's at most: TeX
     * raises superscripts up to 0.45 em and lowers subscripts up to 0.25 em, in text and display style.
     */
    static final float MAX_SCRIPT_SHIFT_EM = 0.5f;

    /**
     * Baselines under a bar, at most, among which a would-be denominator's scripts are gathered: a denominator
     * with its sub- and superscripts stands on a few. More are a block of text, or a page built to make every
     * bar compare each baseline with all the others; each line is then judged alone.
     */
    static final int MAX_LINES_WITH_SCRIPTS = 8;

    /** Glyphs looked at under one bar. */
    static final int MAX_GLYPHS_LOOKED_AT = 256;

    /**
     * A rule under the denominator's baseline at most this far (its em) and at most
     * {@link DecorationClassifier#UNDERLINE_MAX_ABOVE_EM} above it underlines the denominator too: the two
     * lines are one underlined phrase wrapped in a narrow cell or column ("book / online" in a table of
     * links), not a fraction, whose denominator is never ruled (#23, failure class 7; see isRuledApart).
     */
    static final float DENOMINATOR_UNDERLINE_MAX_BELOW_EM = DecorationClassifier.UNDERLINE_MAX_BELOW_EM;

    /** Rules under the denominator looked at. */
    static final int MAX_RULES_LOOKED_AT = 16;

    /** Two rules differing in thickness by this much (page units, a tenth of a point) are drawn alike. */
    static final float SAME_THICKNESS_TOLERANCE = 0.1f;

    /** A horizontal glyph's direction may lean this much (sine) and still count as horizontal. */
    private static final float MAX_HORIZONTAL_LEAN = 0.05f;

    private final PageGlyphs glyphs;
    private final RuleIndex rules;
    private GlyphIndex index;
    private GlyphIndex mathSymbols;

    FractionBars(PageGlyphs glyphs, RuleIndex rules) {
        this.glyphs = glyphs;
        this.rules = rules;
    }

    /**
     * Whether the rule, which seems to underline {@code decorated}, is the bar of a stacked fraction.
     *
     * @param decorated the glyphs it seems to underline, ascending, in its first {@code count} entries
     */
    boolean isFractionBar(Rule rule, int[] decorated, int count, float em) {
        if (Math.abs(rule.y2() - rule.y1()) > MAX_HORIZONTAL_LEAN * rule.length()
                || rule.length() > MAX_BAR_LENGTH_EM * em) {
            return false;
        }
        float barY = (rule.y1() + rule.y2()) / 2;
        float reach = LOOK_PAST_ENDS_EM * em;
        if (hasInnerBlank(decorated, count) || hasWordGapInNumerator(decorated, count)
                || hasNeighboursOnItsBaseline(rule, decorated, count, reach)) {
            return false;
        }
        Map<Long, LineUnderBar> lines = new HashMap<>();
        IntList hits = new IntList();
        index().query(rule.minX() - reach, barY - MAX_BAR_ABOVE_DENOMINATOR_EM * em, rule.maxX() + reach, barY,
                MAX_GLYPHS_LOOKED_AT, hits);
        for (int h = 0; h < hits.size(); h++) {
            int g = index.glyph(hits.get(h));
            if (contains(decorated, count, g)) {
                continue;
            }
            float originX = glyphs.originX(g);
            float originY = glyphs.originY(g);
            float glyphEm = glyphs.em(g);
            float above = (barY - originY) / glyphEm;
            if (above <= 0 || above > MAX_BAR_ABOVE_DENOMINATOR_EM) {
                continue;   // closer to the bar than a denominator's baseline: one of its superscripts at most
            }
            long baseline = Math.round(originY / (SAME_BASELINE_EM * glyphEm));
            LineUnderBar line = lines.computeIfAbsent(baseline, k -> new LineUnderBar(originY, glyphEm));
            float start = Math.min(originX, originX + glyphs.dirX(g) * glyphs.advance(g));
            float end = Math.max(originX, originX + glyphs.dirX(g) * glyphs.advance(g));
            float slack = SPAN_SLACK_EM * glyphEm;
            if (start < rule.minX() - slack || end > rule.maxX() + slack) {
                line.pastTheEnds++;
            } else if (glyphs.isBlank(g)) {
                line.spaces++;
            } else {
                line.addInked(start, end, formulaSpacing(g));
            }
        }
        float barMiddle = (rule.minX() + rule.maxX()) / 2;
        for (LineUnderBar line : lines.values()) {
            if (line.inked == 0 || (barY - line.baselineY) / line.em < MIN_BAR_ABOVE_DENOMINATOR_EM) {
                continue;
            }
            LineUnderBar denominator = lines.size() <= MAX_LINES_WITH_SCRIPTS
                    ? withItsScripts(line, lines.values()) : line;
            boolean confined = denominator.pastTheEnds == 0 && denominator.spaces == 0;
            float offCentreAllowed = Math.max(MAX_DENOMINATOR_OFF_CENTRE * rule.length(),
                    DENOMINATOR_OFF_CENTRE_SLACK_EM * line.em);
            if (confined && Math.abs((denominator.minX + denominator.maxX) / 2 - barMiddle) <= offCentreAllowed
                    && !hasWordGap(denominator.inkedSpans, denominator.inked, line.em)
                    && !isRuledApart(rule, barY, denominator.minX, denominator.maxX, line.baselineY, line.em)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The line with the glyphs within the bar's span of every line whose baseline lies within
     * {@link #MAX_SCRIPT_SHIFT_EM} of it: a would-be denominator with its sub- and superscripts. The line itself
     * when it has none. Glyphs past the bar's ends on such a baseline are the text around an inline fraction,
     * whose baseline lies between its numerator's and its denominator's, and do not count.
     */
    private static LineUnderBar withItsScripts(LineUnderBar line, Iterable<LineUnderBar> lines) {
        LineUnderBar merged = null;
        for (LineUnderBar other : lines) {
            if (other == line || Math.abs(other.baselineY - line.baselineY) > MAX_SCRIPT_SHIFT_EM * line.em) {
                continue;
            }
            if (merged == null) {
                merged = new LineUnderBar(line.baselineY, line.em);
                merged.pastTheEnds = line.pastTheEnds;
                merged.addWithinSpan(line);
            }
            merged.addWithinSpan(other);
        }
        return merged == null ? line : merged;
    }

    /**
     * Whether two neighbouring glyphs of the seemingly underlined run stand a word space apart, counting the
     * inked glyphs written between its first and last glyph that the rule does not seem to underline: a
     * formula's superscripts (a prime, an exponent), raised too far from the rule to be its candidates, fill
     * their place in the numerator. A run whose glyphs lie more than {@link #MAX_GLYPHS_LOOKED_AT} others apart
     * in writing order is written in pieces, not as one formula: only its own glyphs count, and a page of many
     * such runs costs no pass over the page for each.
     */
    private boolean hasWordGapInNumerator(int[] decorated, int count) {
        int first = decorated[0];
        int last = decorated[count - 1];
        float baselineY = glyphs.originY(first);
        float em = glyphs.em(first);
        boolean between = last - first < count + MAX_GLYPHS_LOOKED_AT;
        int looked = between ? last - first + 1 : count;
        float[] spans = new float[looked * 2];
        int inked = 0;
        for (int k = 0; k < looked; k++) {
            int g = between ? first + k : decorated[k];
            boolean scriptOrSelf = contains(decorated, count, g)
                    || Math.abs(glyphs.originY(g) - baselineY) <= MAX_SCRIPT_SHIFT_EM * em;
            if (scriptOrSelf && isHorizontal(g) && !glyphs.isBlank(g)) {
                float originX = glyphs.originX(g);
                float end = originX + glyphs.dirX(g) * glyphs.advance(g);
                float spacing = formulaSpacing(g);
                spans[inked * 2] = Math.min(originX, end) - spacing;
                spans[inked * 2 + 1] = Math.max(originX, end) + spacing;
                inked++;
            }
        }
        return hasWordGap(spans, inked, em);
    }

    /**
     * How far (page units) a glyph's span reaches past its advance for the word-gap test: a word space for a
     * mathematical symbol, whose neighbours stand apart by the formula's spacing, so no gap beside it is one;
     * nothing for any other glyph.
     */
    private float formulaSpacing(int g) {
        return glyphs.isMathSymbol(g) ? WORD_GAP_EM * glyphs.em(g) : 0;
    }

    /** Whether the spans ({lo0, hi0, ...}) leave a bare stretch as wide as a word space between two of them. */
    private static boolean hasWordGap(float[] spans, int count, float em) {
        return Intervals.widestInnerGap(spans, count, Float.NEGATIVE_INFINITY, Float.POSITIVE_INFINITY)
                >= WORD_GAP_EM * em;
    }

    /** The glyphs of one baseline under the bar, within reach of its ends: a would-be denominator. */
    private static final class LineUnderBar {
        final float baselineY;
        final float em;
        /** Glyphs reaching past the bar's ends (more than {@link #SPAN_SLACK_EM}), and space glyphs within them. */
        int pastTheEnds;
        int spaces;
        /**
         * Inked glyphs within the bar's ends, their extent, and their spans {lo0, hi0, ...} for the word-gap test
         * (a mathematical symbol's reaching a word space past its advance each way).
         */
        int inked;
        float minX = Float.POSITIVE_INFINITY;
        float maxX = Float.NEGATIVE_INFINITY;
        float[] inkedSpans = new float[16];

        LineUnderBar(float baselineY, float em) {
            this.baselineY = baselineY;
            this.em = em;
        }

        /** Adds another line's glyphs within the bar's span (its spaces, inked spans and extent) to this one's. */
        void addWithinSpan(LineUnderBar other) {
            spaces += other.spaces;
            for (int i = 0; i < other.inked; i++) {
                addSpan(other.inkedSpans[i * 2], other.inkedSpans[i * 2 + 1]);
            }
            minX = Math.min(minX, other.minX);
            maxX = Math.max(maxX, other.maxX);
        }

        /**
         * Adds an inked glyph from {@code start} to {@code end}; its span for the word-gap test reaches
         * {@code spacing} further each way ({@link #formulaSpacing}).
         */
        void addInked(float start, float end, float spacing) {
            addSpan(start - spacing, end + spacing);
            minX = Math.min(minX, start);
            maxX = Math.max(maxX, end);
        }

        private void addSpan(float start, float end) {
            if (inked * 2 == inkedSpans.length) {
                inkedSpans = Arrays.copyOf(inkedSpans, inkedSpans.length * 2);
            }
            inkedSpans[inked * 2] = start;
            inkedSpans[inked * 2 + 1] = end;
            inked++;
        }
    }

    /**
     * Whether another level rule over the would-be denominator's span says the two lines are not one
     * fraction: a rule between it and the bar (a table row's border: the "denominator" is the next row), or
     * a rule as thick as the bar in its own underline band (the next line of an underlined phrase wrapped in
     * a narrow cell; a fraction's denominator is never ruled).
     */
    private boolean isRuledApart(Rule bar, float barY, float startX, float endX, float baselineY, float em) {
        IntList found = new IntList();
        float underMinY = baselineY - DENOMINATOR_UNDERLINE_MAX_BELOW_EM * em;
        float underMaxY = baselineY + DecorationClassifier.UNDERLINE_MAX_ABOVE_EM * em;
        rules.query(true, startX, underMinY, endX, barY, MAX_RULES_LOOKED_AT, found);
        for (int i = 0; i < found.size(); i++) {
            Rule other = rules.rule(found.get(i));
            if (other == bar) {
                continue;
            }
            float centreY = (other.y1() + other.y2()) / 2;
            boolean between = centreY > underMaxY && centreY < barY - bar.thickness();
            boolean underlinesIt = centreY >= underMinY && centreY <= underMaxY
                    && Math.abs(other.thickness() - bar.thickness()) <= SAME_THICKNESS_TOLERANCE;
            if (between || underlinesIt) {
                return true;
            }
        }
        return false;
    }

    /** Whether a space glyph lies between two of the glyphs ({@code decorated}, ascending) in writing order. */
    private boolean hasInnerBlank(int[] decorated, int count) {
        int first = -1;
        int last = -1;
        for (int k = 0; k < count; k++) {
            if (!glyphs.isBlank(decorated[k])) {
                first = first < 0 ? k : first;
                last = k;
            }
        }
        for (int k = first + 1; k < last; k++) {
            if (glyphs.isBlank(decorated[k])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether text runs on beside the seemingly underlined glyphs, on their own baseline. The glyphs just
     * before and after them in writing order (the spaces or letters around an underlined word) answer
     * this on almost every page; only when neither does are the page's glyphs indexed and searched.
     */
    private boolean hasNeighboursOnItsBaseline(Rule rule, int[] decorated, int count, float reach) {
        int numerator = decorated[0];
        float tolerance = SAME_BASELINE_EM * glyphs.em(numerator);
        float minX = rule.minX() - reach;
        float minY = glyphs.originY(numerator) - tolerance;
        float maxX = rule.maxX() + reach;
        float maxY = glyphs.originY(numerator) + tolerance;
        int before = decorated[0] - 1;
        int after = decorated[count - 1] + 1;
        if ((isNeighbourInBox(before, minX, minY, maxX, maxY) && !isAnotherTerm(before, rule, numerator))
                || (isNeighbourInBox(after, minX, minY, maxX, maxY) && !isAnotherTerm(after, rule, numerator))) {
            return true;
        }
        IntList hits = new IntList();
        index().query(minX, minY, maxX, maxY, MAX_GLYPHS_LOOKED_AT, hits);
        // the nearest neighbour on each side: an operator between it and the bar stands before any farther one
        int nearestLeft = -1;
        int nearestRight = -1;
        float leftEdge = Float.NEGATIVE_INFINITY;
        float rightEdge = Float.POSITIVE_INFINITY;
        for (int h = 0; h < hits.size(); h++) {
            int g = index.glyph(hits.get(h));
            if (contains(decorated, count, g)) {
                continue;
            }
            float originX = glyphs.originX(g);
            float end = originX + glyphs.dirX(g) * glyphs.advance(g);
            float lo = Math.min(originX, end);
            float hi = Math.max(originX, end);
            if (hi <= rule.minX()) {
                if (hi > leftEdge) {
                    leftEdge = hi;
                    nearestLeft = g;
                }
            } else if (lo >= rule.maxX()) {
                if (lo < rightEdge) {
                    rightEdge = lo;
                    nearestRight = g;
                }
            } else {
                return true;   // over the bar's span: text on the numerator's line
            }
        }
        return (nearestLeft >= 0 && !isAnotherTerm(nearestLeft, rule, numerator))
                || (nearestRight >= 0 && !isAnotherTerm(nearestRight, rule, numerator));
    }

    /**
     * Whether glyph {@code g}, on the numerator's baseline beside the bar, is another term of the formula: a
     * mathematical symbol stands in the gap between them, on a baseline below the numerator's (the formula's
     * own line, where {@code +} sits between two fractions: PyMuPDF's test_4435.pdf sets 0.369/rv + 1.149/rv²
     * with the numerators 1.4 em apart). Text that runs on beside an underlined word is a word space away, with
     * nothing in between on another line.
     */
    private boolean isAnotherTerm(int g, Rule rule, int numerator) {
        float em = glyphs.em(numerator);
        float originX = glyphs.originX(g);
        float end = originX + glyphs.dirX(g) * glyphs.advance(g);
        float gapLo;
        float gapHi;
        if (Math.min(originX, end) >= rule.maxX()) {
            gapLo = rule.maxX();
            gapHi = Math.min(originX, end);
        } else if (Math.max(originX, end) <= rule.minX()) {
            gapLo = Math.max(originX, end);
            gapHi = rule.minX();
        } else {
            return false;
        }
        if (gapHi - gapLo < MIN_TERM_GAP_EM * em) {
            return false;
        }
        float baselineY = glyphs.originY(numerator);
        IntList hits = new IntList();
        mathSymbols().query(gapLo, baselineY - MAX_SCRIPT_SHIFT_EM * 2 * em, gapHi,
                baselineY - SAME_BASELINE_EM * em, MAX_GLYPHS_LOOKED_AT, hits);
        for (int h = 0; h < hits.size(); h++) {
            int symbol = mathSymbols.glyph(hits.get(h));
            float symbolX = glyphs.originX(symbol);
            float symbolEnd = symbolX + glyphs.dirX(symbol) * glyphs.advance(symbol);
            if (Math.min(symbolX, symbolEnd) >= gapLo
                    && Math.max(symbolX, symbolEnd) <= gapHi
                    && glyphs.originY(symbol) < baselineY - SAME_BASELINE_EM * em) {
                return true;
            }
        }
        return false;
    }

    /** Whether glyph {@code g} (not one of the decorated) is one the index would find in the box. */
    private boolean isNeighbourInBox(int g, float minX, float minY, float maxX, float maxY) {
        if (g < 0 || g >= glyphs.size() || !isHorizontal(g)) {
            return false;
        }
        float originX = glyphs.originX(g);
        float originY = glyphs.originY(g);
        float end = originX + glyphs.dirX(g) * glyphs.advance(g);
        return BoxIndex.isFoundBy(Math.min(originX, end), originY, Math.max(originX, end), originY,
                minX, minY, maxX, maxY);
    }

    private static boolean contains(int[] sorted, int count, int value) {
        return Arrays.binarySearch(sorted, 0, count, value) >= 0;
    }

    private GlyphIndex index() {
        if (index == null) {
            index = new GlyphIndex(glyphs, false);
        }
        return index;
    }

    /**
     * The horizontal mathematical symbols alone, for {@link #isAnotherTerm}: a page of prose has none or a few,
     * where the index of all its glyphs would be built for a question only a symbol can answer.
     */
    private GlyphIndex mathSymbols() {
        if (mathSymbols == null) {
            mathSymbols = new GlyphIndex(glyphs, true);
        }
        return mathSymbols;
    }

    /** The page's horizontal glyphs (or only its mathematical symbols), each as the span of its advance. */
    private static final class GlyphIndex {
        private final ScanFirstBoxIndex boxes;
        private final int[] indexToGlyph;

        GlyphIndex(PageGlyphs glyphs, boolean mathSymbolsOnly) {
            int count = 0;
            for (int g = 0; g < glyphs.size(); g++) {
                if (isIndexed(glyphs, g, mathSymbolsOnly)) {
                    count++;
                }
            }
            float[] spans = new float[count * 4];
            indexToGlyph = new int[count];
            int n = 0;
            for (int g = 0; g < glyphs.size(); g++) {
                if (!isIndexed(glyphs, g, mathSymbolsOnly)) {
                    continue;
                }
                float originX = glyphs.originX(g);
                float end = originX + glyphs.dirX(g) * glyphs.advance(g);
                spans[n * 4] = Math.min(originX, end);
                spans[n * 4 + 1] = glyphs.originY(g);
                spans[n * 4 + 2] = Math.max(originX, end);
                spans[n * 4 + 3] = glyphs.originY(g);
                indexToGlyph[n++] = g;
            }
            boxes = new ScanFirstBoxIndex(spans);
        }

        private static boolean isIndexed(PageGlyphs glyphs, int g, boolean mathSymbolsOnly) {
            return isHorizontal(glyphs, g) && (!mathSymbolsOnly || glyphs.isMathSymbol(g));
        }

        /**
         * {@link ScanFirstBoxIndex#query}: the indexed glyphs' positions in {@code found} ({@link #glyph} gives
         * each), in no set order. No answer here depends on it: neighbours are the nearest by position, lines
         * under a bar are keyed by baseline, and spans are sorted before the word-gap test.
         */
        void query(float minX, float minY, float maxX, float maxY, int max, IntList found) {
            boxes.query(minX, minY, maxX, maxY, max, found);
        }

        int glyph(int found) {
            return indexToGlyph[found];
        }
    }

    private boolean isHorizontal(int g) {
        return isHorizontal(glyphs, g);
    }

    private static boolean isHorizontal(PageGlyphs glyphs, int g) {
        return glyphs.isVisible(g) && glyphs.dirX(g) > 0 && Math.abs(glyphs.dirY(g)) <= MAX_HORIZONTAL_LEAN;
    }
}
