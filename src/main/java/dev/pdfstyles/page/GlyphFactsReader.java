package dev.pdfstyles.page;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;
import org.apache.pdfbox.pdmodel.graphics.state.RenderingMode;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdict;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.font.PageFontWeights;
import dev.pdfstyles.glyph.GlyphFrame;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.synthetic.SyntheticStyleRules;

/**
 * Reads one glyph's facts from the live graphics state while PDFBox shows it: its frame, the font's
 * verdict, the slant of its glyph-to-page matrix, and whether fill+stroke rendering emboldens it.
 */
final class GlyphFactsReader {

    /** Glyph units per em in the PDF convention (a FontMatrix of 0.001 maps 1000 units to one em). */
    private static final float GLYPH_UNITS_PER_EM = 1000f;

    private final FontVerdictCache fonts;
    private final DetectionSettings settings;
    /** Small ids for fonts, by dictionary identity, so over-print keys compare by value. */
    private final Map<Object, Integer> fontIds = new IdentityHashMap<>();
    /**
     * The fill colours of the page's filled glyphs, numbered by first use: an over-print key holds the number
     * ({@link #fillColourKey}). The graphics state keeps one colour object until the colour changes, so a new
     * number is taken only at a change. A key (a hash of the colour space's name, the components and the
     * pattern) is computed only when the over-print test compares two copies, which most pages never do.
     */
    private final List<PDColor> pageColours = new ArrayList<>();
    /** The keys of {@link #pageColours}' first colours, computed when first asked. */
    private int[] pageColourKeys = new int[0];
    private int knownColourKeys;
    private PDColor lastColour;
    /** The number of {@link #lastColour}; -1 before the page's first filled glyph. */
    private int lastColourNumber = -1;
    /**
     * Consecutive glyphs mostly share a font: its facts are looked up once per run. Text that switches
     * between a few fonts (bold and italic words in body text: a switch every ten glyphs on the long
     * benchmark document) finds them among the {@link #RECENT_FONTS} fonts met last, by identity,
     * without the verdict map, the id map or the font matrix (PDFBox does not cache the matrix of a
     * Standard 14 font: it asks the font program each time). The latest first, so the first is the last
     * glyph's font; null entries at the end.
     */
    private final FontFacts[] recentFonts = new FontFacts[RECENT_FONTS];

    /** Fonts whose facts are kept at hand: a paragraph's regular, bold, italic and bold italic. */
    static final int RECENT_FONTS = 4;

    /**
     * What the reader needs of a font, the same for all its glyphs in the document; and the shape of the
     * last text rendering matrix it was drawn with.
     */
    private static final class FontFacts {
        final PDFont font;
        final boolean bold;
        final boolean italic;
        /** Whether its page may need the page-level weight comparison ({@link PageFontWeights#isCandidate}). */
        final boolean weightCandidate;
        /** Its font matrix, scaled to glyph units: {a, b, c, d}. */
        final float[] matrix;
        /** Over-print id of its dictionary. */
        final int id;
        /** How many of the em its text matrix gives the em its letters are drawn to spans (a Type 3 font's may differ). */
        final float letterEmScale;

        /**
         * The bits of the linear part {a, b, c, d} of the last matrix this font was drawn with, and what depends
         * only on it and the font: the unit baseline direction and em when it has them (a GlyphFrame's numbers),
         * and the slant. Consecutive glyphs of a font share the linear part (same size, same rotation), so
         * these are computed once per run, with the same formulas, and every glyph gets the numbers it would
         * get alone. Kept per font, not per reader: text that switches among a few fonts (the long benchmark
         * document, 386 switches a page) would otherwise compute them again at every switch.
         */
        private boolean linearKnown;
        private int linearA;
        private int linearB;
        private int linearC;
        private int linearD;
        boolean hasShape;
        float dirX;
        float dirY;
        float em;
        float slant;

        FontFacts(PDFont font, boolean bold, boolean italic, boolean weightCandidate, float[] matrix, int id,
                  float letterEmScale) {
            this.font = font;
            this.bold = bold;
            this.italic = italic;
            this.weightCandidate = weightCandidate;
            this.matrix = matrix;
            this.id = id;
            this.letterEmScale = letterEmScale;
        }

        /** Sets the shape and slant for this matrix's linear part, unless they are those of the last one. */
        void readLinearPart(Matrix trm) {
            int a = Float.floatToRawIntBits(trm.getScaleX());
            int b = Float.floatToRawIntBits(trm.getShearY());
            int c = Float.floatToRawIntBits(trm.getShearX());
            int d = Float.floatToRawIntBits(trm.getScaleY());
            if (linearKnown && a == linearA && b == linearB && c == linearC && d == linearD) {
                return;
            }
            linearKnown = true;
            linearA = a;
            linearB = b;
            linearC = c;
            linearD = d;
            float length = GlyphFrame.directionLength(trm.getScaleX(), trm.getShearY());
            float size = emOf(length, trm.getScaleX(), trm.getShearY(), trm.getShearX(), trm.getScaleY());
            hasShape = size > 0 && Float.isFinite(size) && GlyphFrame.isUsableLength(length);
            if (hasShape) {
                dirX = trm.getScaleX() / length;
                dirY = trm.getShearY() / length;
                em = size * letterEmScale;
            }
            slant = slantOf(matrix, trm);
        }
    }

    GlyphFactsReader(FontVerdictCache fonts, DetectionSettings settings) {
        this.fonts = fonts;
        this.settings = settings;
    }

    /**
     * Appends the glyph's facts to the page's columns.
     *
     * @param operation which text-showing operation painted the glyph
     */
    void read(TextPosition text, PDGraphicsState state, int operation, PageGlyphs page) {
        RenderingMode mode = state.getTextState().getRenderingMode();
        boolean painted = mode != RenderingMode.NEITHER && mode != RenderingMode.NEITHER_CLIP;
        // the text rendering matrix, in page space shifted to the crop box (PDFBox's TextPosition contract)
        Matrix trm = text.getTextMatrix();
        PDFont font = text.getFont();
        if (recentFonts[0] == null || recentFonts[0].font != font) {   // a null font has no facts: its read fails
            readFont(font);
        }
        FontFacts fontFacts = recentFonts[0];
        fontFacts.readLinearPart(trm);
        float x = trm.getTranslateX();
        float y = trm.getTranslateY();
        float advance = advanceOf(text, x, y);
        // a degenerate matrix (zero size, NaN) cannot place the glyph: it is left invisible, unstyled
        boolean placed = fontFacts.hasShape && Float.isFinite(x) && Float.isFinite(y) && Float.isFinite(advance);
        boolean fillStrokeBold = placed && isFillStrokeBold(mode, state, fontFacts.em);
        String unicode = text.getUnicode();
        boolean blank = isBlank(unicode);
        byte flags = (byte) ((painted && placed ? PageGlyphs.VISIBLE : 0)
                | (fontFacts.bold ? PageGlyphs.FONT_BOLD : 0)
                | (fontFacts.italic ? PageGlyphs.FONT_ITALIC : 0)
                | (fillStrokeBold ? PageGlyphs.FILL_STROKE_BOLD : 0)
                | (blank ? PageGlyphs.BLANK : 0)
                | (isMathSymbol(unicode) ? PageGlyphs.MATH_SYMBOL : 0));
        int i = page.add(flags);
        if (!painted || !placed) {
            return;
        }
        page.place(i, x, y, fontFacts.dirX, fontFacts.dirY, fontFacts.em, advance);
        page.setSlant(i, fontFacts.slant);
        if (Math.abs(fontFacts.slant) >= SyntheticStyleRules.MIN_TRANSFORM_SLANT && isSlantedByTransform(state)) {
            page.markSlantedByTransform();
        }
        setOverprintKey(text, mode, state, operation, page, i, unicode == null || unicode.isEmpty() || blank);
    }

    /**
     * The glyph's advance along its text direction: what {@link TextPosition#getWidthDirAdj} gives (the distance
     * from its origin to its end point, along y for vertical directions), read from the end point directly. Every
     * glyph of every page asks it, and PDFBox's getter goes through two {@code Float.compare} calls on the
     * direction; GlyphFactsReaderTest checks both give the same bits in all four directions.
     */
    static float advanceOf(TextPosition text, float originX, float originY) {
        float direction = text.getDir();
        return direction == 90f || direction == 270f ? Math.abs(text.getEndY() - originY)
                : Math.abs(text.getEndX() - originX);
    }

    /** Whether the last glyph read is in a font that {@link PageFontWeights#isCandidate} accepts. */
    boolean isLastFontWeightCandidate() {
        return recentFonts[0] != null && recentFonts[0].weightCandidate;
    }

    /**
     * Puts the font's facts first among the recent fonts: found there, or read and put there (the last one
     * drops out). A font whose facts cannot be read is not kept: it is read again, and fails again.
     */
    private void readFont(PDFont font) {
        int found = 0;
        while (found < RECENT_FONTS && recentFonts[found] != null && recentFonts[found].font != font) {
            found++;
        }
        FontFacts facts = found < RECENT_FONTS && recentFonts[found] != null ? recentFonts[found] : factsOf(font);
        // moved one by one: System.arraycopy of references calls into the collector's barrier code each time,
        // and text that switches fonts at every word (the long benchmark document) comes here 386 times a page
        for (int k = Math.min(found, RECENT_FONTS - 1); k > 0; k--) {
            recentFonts[k] = recentFonts[k - 1];
        }
        recentFonts[0] = facts;
    }

    private FontFacts factsOf(PDFont font) {
        // a font's verdict serves only bold and italic (the page-level weight comparison is a bold question too):
        // a parse that asks for neither, underline and strike-through alone, judges no font unless the verdicts
        // are to be listed. Judging costs about a twentieth of a stock parse on one-page documents
        boolean bold = false;
        boolean italic = false;
        if (settings.isBold() || settings.isItalic() || settings.isListFontVerdicts()) {
            FontVerdict verdict = fonts.verdictFor(font);
            bold = verdict.isBold(settings.fontEvidence().minBoldWeight());
            italic = verdict.isItalic();
        }
        Matrix fm = font.getFontMatrix();
        float[] matrix = {fm.getScaleX() * GLYPH_UNITS_PER_EM, fm.getShearY() * GLYPH_UNITS_PER_EM,
            fm.getShearX() * GLYPH_UNITS_PER_EM, fm.getScaleY() * GLYPH_UNITS_PER_EM};
        Object fontDictionary = font.getCOSObject();
        Integer id = fontIds.get(fontDictionary);   // not computeIfAbsent: its lambda is allocated per call
        if (id == null) {
            id = fontIds.size();
            fontIds.put(fontDictionary, id);
        }
        return new FontFacts(font, bold, italic, settings.isBold() && PageFontWeights.isCandidate(font, fonts),
                matrix, id, letterEmScale(font));
    }

    /**
     * How many times the em of a glyph's text matrix the em its letters are drawn to is: 1 but for a Type 3 font
     * drawn to another em than its FontMatrix's ({@link FontVerdict#letterEmScale}: Ghostscript's copies of
     * Chromium's fonts have a FontMatrix ten times Chromium's and a tenth of the font size). Every size this
     * reader gives in em (decoration bands, fill+stroke line widths, over-print offsets) is in the letters' em.
     * The outline vote measures it, so a Type 3 font is judged even when neither bold nor italic is asked for;
     * other fonts' letters are drawn to their matrix's em.
     */
    private float letterEmScale(PDFont font) {
        if (!(font instanceof PDType3Font)) {
            return 1f;
        }
        float scale = (float) fonts.verdictFor(font).letterEmScale();
        return scale > 0 && Float.isFinite(scale) ? scale : 1f;
    }

    /**
     * Only filled glyphs make fake bold by over-printing: an outline or invisible copy does not.
     *
     * @param noText the glyph has no text or only whitespace: a space's key, which has no ink to repeat
     */
    private void setOverprintKey(TextPosition text, RenderingMode mode, PDGraphicsState state, int operation,
                                 PageGlyphs page, int i, boolean noText) {
        int[] codes = text.getCharacterCodes();
        if (!mode.isFill() || codes == null || codes.length == 0) {
            return;
        }
        PDColor colour = state.getNonStrokingColor();
        if (colour != lastColour || lastColourNumber < 0) {
            lastColour = colour;
            lastColourNumber = pageColours.size();
            pageColours.add(colour);
        }
        page.setOverprintKey(i, recentFonts[0].id, codes[0], lastColourNumber, operation, noText);
    }

    /**
     * The over-print key of the fill colour numbered {@code number} in this page's over-print keys
     * ({@link PageGlyphs#keyColour}): equal for colours written the same way.
     */
    int fillColourKey(int number) {
        if (number >= knownColourKeys) {
            if (pageColourKeys.length < pageColours.size()) {
                pageColourKeys = Arrays.copyOf(pageColourKeys, pageColours.size());
            }
            for (int n = knownColourKeys; n < pageColours.size(); n++) {
                pageColourKeys[n] = colourKey(pageColours.get(n));
            }
            knownColourKeys = pageColours.size();
        }
        return pageColourKeys[number];
    }

    /** Forgets the page's fill colours: the next page numbers its own from 0. */
    void clearPage() {
        pageColours.clear();
        knownColourKeys = 0;
        lastColour = null;
        lastColourNumber = -1;
    }

    /** Whether the glyph's text is whitespace (a space glyph); false for a glyph without text. */
    private static boolean isBlank(String unicode) {
        return unicode != null && !unicode.isEmpty()
                && (unicode.length() == 1 ? Character.isWhitespace(unicode.charAt(0)) : unicode.isBlank());
    }

    /** Whether the glyph's text is one mathematical symbol (Unicode category Sm). */
    private static boolean isMathSymbol(String unicode) {
        return unicode != null && unicode.length() == 1
                && Character.getType(unicode.charAt(0)) == Character.MATH_SYMBOL;
    }

    /** Equal for the same colour written the same way (the copies of one producer's over-print are). */
    private static int colourKey(PDColor colour) {
        if (colour == null) {
            return 0;
        }
        String space = colour.getColorSpace() == null ? "" : colour.getColorSpace().getName();
        return java.util.Objects.hash(space, Arrays.hashCode(colour.getComponents()),
                colour.getPatternName() == null ? "" : colour.getPatternName().getName());
    }

    /**
     * Height perpendicular to the baseline (a, b), whose length is {@code baseLength}: the font size, however
     * the up vector (c, d) is sheared.
     */
    private static float emOf(float baseLength, float a, float b, float c, float d) {
        float determinant = a * d - b * c;
        return baseLength == 0 ? 0 : Math.abs(determinant) / baseLength;
    }

    /** Whether the current transformation matrix itself is sheared (a deskewed or sheared page's content). */
    private static boolean isSlantedByTransform(PDGraphicsState state) {
        Matrix ctm = state.getCurrentTransformationMatrix();
        float slant = SyntheticStyleRules.slant(ctm.getScaleX(), ctm.getShearY(), ctm.getShearX(), ctm.getScaleY());
        return Math.abs(slant) >= SyntheticStyleRules.MIN_TRANSFORM_SLANT;
    }

    /** Slant of FontMatrix x TRM, so an oblique FontMatrix (CFF, Type 3) counts as shear too. */
    private static float slantOf(float[] fontMatrix, Matrix trm) {
        float fa = fontMatrix[0];
        float fb = fontMatrix[1];
        float fc = fontMatrix[2];
        float fd = fontMatrix[3];
        float ta = trm.getScaleX();
        float tb = trm.getShearY();
        float tc = trm.getShearX();
        float td = trm.getScaleY();
        return SyntheticStyleRules.slant(fa * ta + fb * tc, fa * tb + fb * td, fc * ta + fd * tc, fc * tb + fd * td);
    }

    private static boolean isFillStrokeBold(RenderingMode mode, PDGraphicsState state, float em) {
        boolean fillAndStroke = mode == RenderingMode.FILL_STROKE || mode == RenderingMode.FILL_STROKE_CLIP;
        if (!fillAndStroke) {
            return false;
        }
        float lineWidthEm = state.getLineWidth() * PathOperators.lengthScale(state.getCurrentTransformationMatrix()) / em;
        return SyntheticStyleRules.isFillStrokeBold(true,
                ColourOperators.lookTheSame(state.getStrokingColor(), state.getNonStrokingColor()), lineWidthEm);
    }
}
