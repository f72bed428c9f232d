package dev.pdfstyles.font.outline;

import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;

/**
 * The mean stroke width of a glyph outline, in em: twice its inked area over its outline's length. For a
 * glyph made of strokes of width w and total length L, the area is about w*L and the outline about 2*L,
 * so 2A/P is about w, whatever the letter or script: it measures CJK ideographs, whose stems the Latin
 * probe letters of {@link GlyphStemMeter} cannot find, as well as Latin letters.
 *
 * <p>Measured on this project's corpus (2A/P over the glyphs a page shows): LiberationSerif 0.061 and
 * -Bold 0.095; CMR12 0.045 and CMBX12 0.071; WenQuanYi Micro Hei 0.072, and cairo's emboldened copy of it
 * 0.112. Absolute values differ by script and design; a bold face or an emboldened copy is 1.45-1.6
 * times its regular, which is what {@link dev.pdfstyles.font.RelativeWeightRule} compares.
 */
public final class StrokeWidthMeter {
    /** Curve flattening, in em: fine enough for the area and length of a glyph to 0.1%. */
    static final double FLATNESS_EM = 0.001;

    /**
     * Curve flattening before contours are merged, in em: a chord 0.004 em from its curve changes a glyph's
     * area and outline length by well under 1% (the stroke widths compared differ by 30% or more), and it
     * makes several times fewer edges for Area's merge, whose cost grows faster than their number.
     */
    public static final double MERGE_FLATNESS_EM = 0.004;

    private StrokeWidthMeter() {
    }

    /** 2 x area / perimeter in em, or NaN when the outline is empty. */
    public static double strokeWidthEm(Shape glyph, double unitsPerEm) {
        requirePositive(unitsPerEm);
        // Overlapping contours (strokes of an ideograph, an emboldened copy) must be merged first, and Area's
        // merge is far cheaper on a polygon than on curves (about 5x on CJK glyphs): flatten, then merge. Most
        // glyphs' contours do not meet, though, and need no merge at all.
        Path2D polygon = flattened(glyph, MERGE_FLATNESS_EM * flatteningScale(glyph, unitsPerEm));
        double[] unmerged = DisjointContours.measure(polygon);
        if (unmerged == null) {
            return byMerge(polygon, unitsPerEm);
        }
        return ratioEm(unmerged[0], unmerged[1], unitsPerEm);
    }

    /** {@link #strokeWidthEm} always by Area's merge: the reference its merge-free path must match. */
    public static double strokeWidthEmByMerge(Shape glyph, double unitsPerEm) {
        requirePositive(unitsPerEm);
        return byMerge(flattened(glyph, MERGE_FLATNESS_EM * flatteningScale(glyph, unitsPerEm)), unitsPerEm);
    }

    /**
     * The length the flattening tolerance is a fraction of: the em, or the glyph's longer side when that is
     * longer. A chord's error in area and outline length is relative to the curve's size, not to the em, so a
     * glyph drawn several em tall needs no finer chords than one drawn an em tall. Ghostscript's Type 3 copies
     * of outline fonts draw their glyphs 5 to 7 em tall at a fraction of the font size; chords of 0.004 em
     * gave them 300-1000 edges each, and their stroke widths were most of the cost of a page that had them.
     * Glyphs no larger than an em are flattened as they always were.
     */
    static double flatteningScale(Shape glyph, double unitsPerEm) {
        Rectangle2D bounds = glyph.getBounds2D();
        double longerSide = Math.max(bounds.getWidth(), bounds.getHeight());
        return longerSide > unitsPerEm ? longerSide : unitsPerEm;
    }

    private static void requirePositive(double unitsPerEm) {
        if (!(unitsPerEm > 0)) {
            throw new IllegalArgumentException("units per em must be positive: " + unitsPerEm);
        }
    }

    private static double byMerge(Path2D polygon, double unitsPerEm) {
        Area area = new Area(polygon);
        double signedArea = 0;
        double perimeter = 0;
        double[] c = new double[6];
        double startX = 0;
        double startY = 0;
        double x = 0;
        double y = 0;
        for (PathIterator it = area.getPathIterator(null, FLATNESS_EM * unitsPerEm); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO:
                    startX = c[0];
                    startY = c[1];
                    x = c[0];
                    y = c[1];
                    break;
                case PathIterator.SEG_LINETO:
                    signedArea += x * c[1] - c[0] * y;
                    perimeter += Math.hypot(c[0] - x, c[1] - y);
                    x = c[0];
                    y = c[1];
                    break;
                default: // SEG_CLOSE: the flattened path has no curves
                    signedArea += x * startY - startX * y;
                    perimeter += Math.hypot(startX - x, startY - y);
                    x = startX;
                    y = startY;
            }
        }
        return ratioEm(signedArea, perimeter, unitsPerEm);
    }

    private static double ratioEm(double twiceSignedArea, double perimeter, double unitsPerEm) {
        if (perimeter == 0) {
            return Double.NaN;
        }
        return Math.abs(twiceSignedArea) / perimeter / unitsPerEm;
    }

    /** The outline as polygons (curves flattened), with its winding rule. */
    public static Path2D flattened(Shape glyph, double flatness) {
        PathIterator it = glyph.getPathIterator(null, flatness);
        Path2D polygon = new Path2D.Double(it.getWindingRule());
        polygon.append(it, false);
        return polygon;
    }
}
