package dev.pdfstyles.font;

import java.awt.geom.GeneralPath;
import java.awt.geom.Rectangle2D;

/**
 * A probe character's outline in glyph units, its bounds (computed once: the emptiness check and the stem
 * meter both need them) and the units per em of those units.
 */
final class ProbeGlyph {
    final char character;
    final GeneralPath path;
    final Rectangle2D bounds;
    final double unitsPerEm;

    ProbeGlyph(char character, GeneralPath path, Rectangle2D bounds, double unitsPerEm) {
        this.character = character;
        this.path = path;
        this.bounds = bounds;
        this.unitsPerEm = unitsPerEm;
    }

    /** The glyph, or null when the path is null or its bounds are empty (nothing filled). */
    static ProbeGlyph ofFilled(char character, GeneralPath path, double unitsPerEm) {
        Rectangle2D bounds = path == null ? null : path.getBounds2D();
        return bounds == null || bounds.isEmpty() ? null : new ProbeGlyph(character, path, bounds, unitsPerEm);
    }
}
