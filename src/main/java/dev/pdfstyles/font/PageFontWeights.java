package dev.pdfstyles.font;

import java.lang.Character.UnicodeScript;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.font.outline.StrokeWidthMeter;

/**
 * Judges, at the end of a page, the fonts whose weight nothing else could tell, against the regular fonts
 * of the same script on that page: cairo and Chromium draw emboldened copies of CJK faces as fonts with no
 * weight metadata and no Latin letters to measure. One instance per document; a font's stroke width is
 * measured once per script, and only when a comparison needs it; the widths of a font whose verdict is shared
 * across documents are shared with it ({@link FontVerdictCache#strokeWidthEm}).
 */
public final class PageFontWeights {
    /**
     * Distinct glyphs measured per font and script, the first the page shows: 4. One glyph's 2A/P lies within
     * about 12% of its font's mean (WenQuanYi Micro Hei's ideographs: 0.065-0.084 em), so four put a mean within
     * about 6%, well inside the margin between a regular face and an emboldened copy (1.45-1.6 times against
     * {@link RelativeWeightRule#MIN_BOLD_RATIO}'s 1.3). Each glyph costs 30-300 us, most of a CJK page's comparison.
     */
    static final int MAX_GLYPHS_MEASURED = 4;

    /**
     * Fewer measured glyphs than this give no comparison: 1, because Chromium puts each emboldened CJK
     * glyph in a Type 3 font of its own, and one ideograph has strokes enough for a stable width.
     */
    static final int MIN_GLYPHS_MEASURED = 1;

    /** Characters below this have their script looked up once per document (Latin-1: most text). */
    private static final int SCRIPT_TABLE_SIZE = 256;

    private final FontVerdictCache verdicts;
    private final GlyphStrokeMeter meter;
    /**
     * Per font and script, the glyphs its stroke width is measured on: those of the first page that showed it,
     * so that a font's width does not depend on which page first needed it (a width measured later, on other
     * glyphs, could judge a page differently). The measurement itself waits until a comparison needs it.
     */
    private final Map<PDFont, Map<UnicodeScript, StrokeSample>> strokeSamples = new IdentityHashMap<>();
    /** {@code UnicodeScript.of} per Latin-1 character, filled as met (it is a binary search per call). */
    private final UnicodeScript[] latin1Scripts = new UnicodeScript[SCRIPT_TABLE_SIZE];

    public PageFontWeights(FontVerdictCache verdicts) {
        this(verdicts, PageFontWeights::measureStrokeWidthEm);
    }

    PageFontWeights(FontVerdictCache verdicts, GlyphStrokeMeter meter) {
        this.verdicts = verdicts;
        this.meter = meter;
    }

    /**
     * The mean stroke width of one glyph's outline, in its FontMatrix's em; NaN or at most 0 when it has none to
     * measure.
     */
    @FunctionalInterface
    interface GlyphStrokeMeter {
        double strokeWidthEm(PDFont font, int code, char character);
    }

    /**
     * The fonts of unknown weight on a page whose strokes are bolder than a regular font's there, with the
     * scripts they are bolder in (see {@link ShownGlyphs#emboldened}): the page's glyphs collected in order,
     * then compared.
     */
    public Map<PDFont, List<UnicodeScript>> emboldened(List<TextPosition> pageGlyphs) {
        ShownGlyphs page = newPage();
        for (TextPosition glyph : pageGlyphs) {
            page.add(glyph);
        }
        return page.emboldened();
    }

    /**
     * A page's glyphs as the comparison needs them, to be given {@link ShownGlyphs#add} glyph by glyph in the
     * page's order. Worth starting only when one of the page's glyphs is in a {@link #isCandidate candidate}
     * font (most pages have none). A recorder gives it each glyph as the glyph is shown, while the glyph's
     * object is at hand: given the whole page at its end, on a page of 2,700 glyphs, the pass cost 30-60 ns a
     * glyph, a cache miss each.
     */
    public ShownGlyphs newPage() {
        return new ShownGlyphs();
    }

    /** The glyphs shown per font on one page: {@link #add} per glyph, then {@link #emboldened}. */
    public final class ShownGlyphs {
        private final Map<PDFont, Map<UnicodeScript, Map<Integer, Character>>> shown = new IdentityHashMap<>();
        /** Consecutive glyphs mostly share a font: skip the map lookup for them. */
        private PDFont lastFont;
        private Map<UnicodeScript, Map<Integer, Character>> lastFontScripts;
        /** ...and one script: the glyphs collected for the last font and script. */
        private UnicodeScript lastScript;
        private Map<Integer, Character> lastCodes;

        private ShownGlyphs() {
        }

        /** The page's next glyph. */
        public void add(TextPosition glyph) {
            int[] codes = glyph.getCharacterCodes();
            if (codes != null && codes.length > 0) {
                add(glyph.getFont(), codes[0], glyph.getUnicode());
            }
        }

        private void add(PDFont font, int code, String unicode) {
            if (font == null || unicode == null || unicode.length() != 1 || Character.isWhitespace(unicode.charAt(0))) {
                return;
            }
            if (font != lastFont) {
                lastFont = font;
                lastFontScripts = shown.computeIfAbsent(font, k -> new HashMap<>());
                lastScript = null;
            }
            char c = unicode.charAt(0);
            UnicodeScript script = scriptOf(c);
            if (script == UnicodeScript.COMMON || script == UnicodeScript.INHERITED || script == UnicodeScript.UNKNOWN) {
                return;   // digits, punctuation, bullets, marks: their shapes, not their weight, set their strokes
            }
            if (script != lastScript) {
                lastScript = script;
                lastCodes = lastFontScripts.computeIfAbsent(script, k -> new LinkedHashMap<>());
            }
            Map<Integer, Character> codes = lastCodes;
            if (codes.size() < MAX_GLYPHS_MEASURED) {
                codes.putIfAbsent(code, c);
            }
        }

        /**
         * Fonts of unknown weight on this page whose strokes are bolder, script by script, than those of every
         * font judged regular on the same page. Outlines, the costly part, are measured only as far as the
         * answer needs: with no regular font of that script on the page (a page of Ghostscript's Type 3 fonts
         * only) nothing is measured, and the regular fonts are measured one by one only until one is too heavy
         * for the candidate to be bolder.
         */
        public Map<PDFont, List<UnicodeScript>> emboldened() {
            Map<PDFont, List<UnicodeScript>> result = new IdentityHashMap<>();
            for (Map.Entry<PDFont, Map<UnicodeScript, Map<Integer, Character>>> candidate : shown.entrySet()) {
                if (!isCandidate(candidate.getKey(), verdicts)) {
                    continue;
                }
                for (Map.Entry<UnicodeScript, Map<Integer, Character>> script : candidate.getValue().entrySet()) {
                    // taken now, measured or not, so that its glyphs are those of the first page that showed it
                    StrokeSample sample = sampleOf(candidate.getKey(), script.getKey(), script.getValue());
                    List<StrokeSample> regulars = regularSamples(script.getKey());
                    if (!regulars.isEmpty() && isBolderThanAll(sample, regulars)) {
                        result.computeIfAbsent(candidate.getKey(), k -> new ArrayList<>()).add(script.getKey());
                    }
                }
            }
            return result;
        }

        /** The samples of the page's fonts judged regular that show this script, none of them measured yet. */
        private List<StrokeSample> regularSamples(UnicodeScript script) {
            List<StrokeSample> regulars = new ArrayList<>();
            for (Map.Entry<PDFont, Map<UnicodeScript, Map<Integer, Character>>> font : shown.entrySet()) {
                Map<Integer, Character> codes = font.getValue().get(script);
                if (codes == null || isCandidate(font.getKey(), verdicts)
                        || verdicts.verdictFor(font.getKey()).isBold(verdicts.settings().minBoldWeight())) {
                    continue;
                }
                regulars.add(sampleOf(font.getKey(), script, codes));
            }
            return regulars;
        }

        /**
         * Whether the candidate's mean stroke is bolder than each regular font's that has one, and there is at
         * least one: bolder than the heaviest, without measuring the regular fonts after one it is not bolder
         * than.
         */
        private boolean isBolderThanAll(StrokeSample candidate, List<StrokeSample> regulars) {
            double candidateStroke = candidate.meanWidth();
            if (!(candidateStroke > 0)) {
                return false;
            }
            boolean compared = false;
            for (StrokeSample regular : regulars) {
                double regularStroke = regular.meanWidth();
                if (Double.isNaN(regularStroke)) {
                    continue;
                }
                if (!RelativeWeightRule.isBolder(candidateStroke, regularStroke)) {
                    return false;
                }
                compared = true;
            }
            return compared;
        }
    }

    /**
     * Fonts whose weight nothing told, and Type 3 fonts not judged bold whose weight their own letters did not
     * give: their descriptors hold producers' defaults (Chromium's emboldened Type 3 copies of CJK faces say
     * FontWeight 400, and have no Latin letters whose stems could overrule that). A Type 3 font whose stems were
     * measured regular is not compared again: its own letters' stems are stronger evidence than a comparison
     * with its neighbours' strokes. Only a page showing a candidate has fonts to compare.
     */
    public static boolean isCandidate(PDFont font, FontVerdictCache verdicts) {
        FontVerdict verdict = verdicts.verdictFor(font);
        return verdict.weight() == FontVerdict.UNKNOWN_WEIGHT
                || (font instanceof PDType3Font && !verdict.isBold(verdicts.settings().minBoldWeight())
                        && !verdict.isWeightFromGlyphs());
    }

    private UnicodeScript scriptOf(char c) {
        if (c >= SCRIPT_TABLE_SIZE) {
            return UnicodeScript.of(c);
        }
        UnicodeScript script = latin1Scripts[c];
        if (script == null) {
            script = UnicodeScript.of(c);
            latin1Scripts[c] = script;
        }
        return script;
    }

    private StrokeSample sampleOf(PDFont font, UnicodeScript script, Map<Integer, Character> codes) {
        return strokeSamples.computeIfAbsent(font, k -> new EnumMap<>(UnicodeScript.class))
                .computeIfAbsent(script, k -> new StrokeSample(font, codes));
    }

    static double measureStrokeWidthEm(PDFont font, int code, char character) {
        ProbeGlyph outline = ProbeGlyphReader.outlineOf(font, code, character);
        return outline == null ? Double.NaN : StrokeWidthMeter.strokeWidthEm(outline.path, outline.unitsPerEm);
    }

    /** The glyphs of one font and script that its width is measured on, and the mean once measured. */
    private final class StrokeSample {
        private final PDFont font;
        private final Map<Integer, Character> codes;
        private boolean measured;
        private double mean;

        StrokeSample(PDFont font, Map<Integer, Character> codes) {
            this.font = font;
            this.codes = codes;
        }

        /**
         * Mean stroke width over the glyphs that have one, in the em the font's letters are drawn to (its
         * FontMatrix's, unless a Type 3 font's letters say otherwise: {@link FontVerdict#letterEmScale}), so that
         * fonts drawn to different ems compare; NaN with fewer than the minimum.
         */
        double meanWidth() {
            if (!measured) {
                mean = measure();
                measured = true;
            }
            return mean;
        }

        private double measure() {
            double sum = 0;
            int count = 0;
            for (Map.Entry<Integer, Character> glyph : codes.entrySet()) {
                double stroke = verdicts.strokeWidthEm(font, glyph.getKey(), glyph.getValue(), meter);
                if (stroke > 0) {
                    sum += stroke;
                    count++;
                }
            }
            return count >= MIN_GLYPHS_MEASURED ? sum / count / verdicts.verdictFor(font).letterEmScale() : Double.NaN;
        }
    }
}
