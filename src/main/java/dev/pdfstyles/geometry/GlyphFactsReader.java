package dev.pdfstyles.geometry;

import java.io.IOException;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;

import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;
import org.apache.pdfbox.pdmodel.graphics.state.RenderingMode;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;

import dev.pdfstyles.geometry.font.FontVerdict;
import dev.pdfstyles.geometry.font.FontVerdictCache;

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
    /** The graphics state keeps one colour object until the colour changes: its key is computed once. */
    private PDColor lastColour;
    private int lastColourKey;
    private Object lastFontDictionary;
    private int lastFontId;

    GlyphFactsReader(FontVerdictCache fonts, DetectionSettings settings) {
        this.fonts = fonts;
        this.settings = settings;
    }

    /** @param operation which text-showing operation painted the glyph */
    GlyphFacts read(TextPosition text, PDGraphicsState state, int operation) {
        RenderingMode mode = state.getTextState().getRenderingMode();
        boolean visible = mode != RenderingMode.NEITHER && mode != RenderingMode.NEITHER_CLIP;
        // the text rendering matrix, in page space shifted to the crop box (PDFBox's TextPosition contract)
        Matrix trm = text.getTextMatrix();
        GlyphFrame frame = frameOf(trm, text.getWidthDirAdj());
        PDFont font = text.getFont();
        FontVerdict verdict = fonts.verdictFor(font);
        float slant = slantOf(font, trm);
        boolean fillStrokeBold = frame != null && isFillStrokeBold(mode, state, frame.em());
        return new GlyphFacts(frame, visible, verdict.isBold(settings.fontEvidence().minBoldWeight()),
                verdict.isItalic(), slant, fillStrokeBold, overprintKey(text, mode, state, frame, operation));
    }

    /** Only filled glyphs make fake bold by over-printing: an outline or invisible copy does not. */
    private OverprintFinder.Glyph overprintKey(TextPosition text, RenderingMode mode, PDGraphicsState state,
                                               GlyphFrame frame, int operation) {
        int[] codes = text.getCharacterCodes();
        if (frame == null || !mode.isFill() || codes == null || codes.length == 0) {
            return null;
        }
        Object fontDictionary = text.getFont().getCOSObject();
        if (fontDictionary != lastFontDictionary) {
            lastFontDictionary = fontDictionary;
            lastFontId = fontIds.computeIfAbsent(fontDictionary, k -> fontIds.size());
        }
        PDColor colour = state.getNonStrokingColor();
        if (colour != lastColour) {
            lastColour = colour;
            lastColourKey = colourKey(colour);
        }
        String unicode = text.getUnicode();
        boolean blank = unicode == null || unicode.isBlank();
        return new OverprintFinder.Glyph(lastFontId, codes[0], lastColourKey, operation, blank,
                frame.originX(), frame.originY(), frame.em());
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

    /** Null when the matrix is degenerate (zero size, NaN): such glyphs cannot be placed. */
    static GlyphFrame frameOf(Matrix trm, float advance) {
        float a = trm.getScaleX();
        float b = trm.getShearY();
        float c = trm.getShearX();
        float d = trm.getScaleY();
        float baseLength = (float) Math.sqrt((double) a * a + (double) b * b);   // hypot is 10x slower, and doubles cannot overflow here
        float determinant = a * d - b * c;
        // height perpendicular to the baseline: the font size, however the up vector is sheared
        float em = baseLength == 0 ? 0 : Math.abs(determinant) / baseLength;
        float x = trm.getTranslateX();
        float y = trm.getTranslateY();
        if (!(em > 0) || !Float.isFinite(em) || !Float.isFinite(x) || !Float.isFinite(y)
                || !Float.isFinite(advance)) {
            return null;
        }
        return new GlyphFrame(x, y, a, b, em, advance);
    }

    /** Slant of FontMatrix x TRM, so an oblique FontMatrix (CFF, Type 3) counts as shear too. */
    private static float slantOf(PDFont font, Matrix trm) {
        Matrix fm = font.getFontMatrix();
        float fa = fm.getScaleX() * GLYPH_UNITS_PER_EM;
        float fb = fm.getShearY() * GLYPH_UNITS_PER_EM;
        float fc = fm.getShearX() * GLYPH_UNITS_PER_EM;
        float fd = fm.getScaleY() * GLYPH_UNITS_PER_EM;
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
                isSameColour(state.getStrokingColor(), state.getNonStrokingColor()), lineWidthEm);
    }

    static boolean isSameColour(PDColor stroke, PDColor fill) {
        return ColourOperators.lookTheSame(stroke, fill);
    }
}
