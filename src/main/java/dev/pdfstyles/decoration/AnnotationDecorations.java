package dev.pdfstyles.decoration;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotation;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationStrikeout;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationUnderline;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDBorderStyleDictionary;

import dev.pdfstyles.glyph.PageGlyphs;

/**
 * Underline and strike-out markup annotations (PDF 32000-1:2008, 12.5.6.10: {@code /Underline},
 * {@code /StrikeOut} with {@code /QuadPoints}) and links whose border style is underline ({@code /BS
 * << /S /U >>}), as decorations of the glyphs they cover. Off by default ({@link
 * DetectionSettings#isAnnotationDecorations()}): a reviewer's marks are not the document's own text style.
 *
 * <p>Boxes are in page space shifted to the crop box, like {@link dev.pdfstyles.glyph.GlyphFrame}; a glyph is covered when the
 * middle of its advance, a third of an em above the baseline, lies inside a box.
 */
public final class AnnotationDecorations {

    /** Boxes kept per page: each glyph is tested against all of them, so the count must stay bounded. */
    static final int MAX_BOXES_PER_PAGE = 2_000;

    /** Height of the test point above the baseline (em): inside any glyph's body. */
    private static final float TEST_POINT_ABOVE_EM = 0.33f;

    private final List<float[]> underlineBoxes = new ArrayList<>();
    private final List<float[]> strikeBoxes = new ArrayList<>();

    public static AnnotationDecorations of(PDPage page, float cropOffsetX, float cropOffsetY) {
        AnnotationDecorations decorations = new AnnotationDecorations();
        List<PDAnnotation> annotations;
        try {
            annotations = page.getAnnotations();
        } catch (IOException | RuntimeException e) {
            return decorations;   // unreadable annotations: the stock parser reports them its own way
        }
        for (PDAnnotation annotation : annotations) {
            if (annotation instanceof PDAnnotationUnderline) {
                decorations.addQuads(((PDAnnotationUnderline) annotation).getQuadPoints(),
                        annotation.getRectangle(), decorations.underlineBoxes, cropOffsetX, cropOffsetY);
            } else if (annotation instanceof PDAnnotationStrikeout) {
                decorations.addQuads(((PDAnnotationStrikeout) annotation).getQuadPoints(),
                        annotation.getRectangle(), decorations.strikeBoxes, cropOffsetX, cropOffsetY);
            } else if (annotation instanceof PDAnnotationLink && isUnderlineBorder((PDAnnotationLink) annotation)) {
                decorations.addQuads(((PDAnnotationLink) annotation).getQuadPoints(),
                        annotation.getRectangle(), decorations.underlineBoxes, cropOffsetX, cropOffsetY);
            }
        }
        return decorations;
    }

    private static boolean isUnderlineBorder(PDAnnotationLink link) {
        PDBorderStyleDictionary border = link.getBorderStyle();
        return border != null && PDBorderStyleDictionary.STYLE_UNDERLINE.equals(border.getStyle());
    }

    /** Quads as their bounding boxes; without usable quads, the annotation's rectangle. */
    private void addQuads(float[] quadPoints, PDRectangle rectangle, List<float[]> boxes, float cropOffsetX,
                          float cropOffsetY) {
        if (quadPoints != null && quadPoints.length >= 8) {
            for (int q = 0; q + 8 <= quadPoints.length; q += 8) {
                float minX = Float.POSITIVE_INFINITY;
                float minY = Float.POSITIVE_INFINITY;
                float maxX = Float.NEGATIVE_INFINITY;
                float maxY = Float.NEGATIVE_INFINITY;
                for (int k = 0; k < 8; k += 2) {
                    minX = Math.min(minX, quadPoints[q + k]);
                    maxX = Math.max(maxX, quadPoints[q + k]);
                    minY = Math.min(minY, quadPoints[q + k + 1]);
                    maxY = Math.max(maxY, quadPoints[q + k + 1]);
                }
                addBox(boxes, minX - cropOffsetX, minY - cropOffsetY, maxX - cropOffsetX, maxY - cropOffsetY);
            }
        } else if (rectangle != null) {
            addBox(boxes, rectangle.getLowerLeftX() - cropOffsetX, rectangle.getLowerLeftY() - cropOffsetY,
                    rectangle.getUpperRightX() - cropOffsetX, rectangle.getUpperRightY() - cropOffsetY);
        }
    }

    private void addBox(List<float[]> boxes, float minX, float minY, float maxX, float maxY) {
        if (underlineBoxes.size() + strikeBoxes.size() < MAX_BOXES_PER_PAGE
                && Float.isFinite(minX) && Float.isFinite(minY) && Float.isFinite(maxX) && Float.isFinite(maxY)) {
            boxes.add(new float[] {minX, minY, maxX, maxY});
        }
    }

    public boolean isEmpty() {
        return underlineBoxes.isEmpty() && strikeBoxes.isEmpty();
    }

    /** {@link DecorationFinder#UNDERLINE_BIT} and/or {@link DecorationFinder#STRIKETHROUGH_BIT} for visible glyph g. */
    public byte decorationsOf(PageGlyphs glyphs, int g) {
        float x = glyphs.originX(g) + glyphs.dirX(g) * glyphs.advance(g) / 2
                - glyphs.dirY(g) * TEST_POINT_ABOVE_EM * glyphs.em(g);
        float y = glyphs.originY(g) + glyphs.dirY(g) * glyphs.advance(g) / 2
                + glyphs.dirX(g) * TEST_POINT_ABOVE_EM * glyphs.em(g);
        byte bits = 0;
        if (contains(underlineBoxes, x, y)) {
            bits |= DecorationFinder.UNDERLINE_BIT;
        }
        if (contains(strikeBoxes, x, y)) {
            bits |= DecorationFinder.STRIKETHROUGH_BIT;
        }
        return bits;
    }

    private static boolean contains(List<float[]> boxes, float x, float y) {
        for (float[] box : boxes) {
            if (x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]) {
                return true;
            }
        }
        return false;
    }
}
