package dev.pdfstyles.font;

import java.awt.geom.GeneralPath;
import java.awt.geom.PathIterator;

/** Compares two glyph outlines segment by segment, for the tests of this project's charstring readers. */
final class PathDifference {
    private PathDifference() {
    }

    /** Where two paths first differ, or null when they have the same segments within the tolerance. */
    static String of(GeneralPath ours, GeneralPath pdfbox, double tolerance) {
        PathIterator a = ours.getPathIterator(null);
        PathIterator b = pdfbox.getPathIterator(null);
        double[] ca = new double[6];
        double[] cb = new double[6];
        for (int segment = 0; !a.isDone() || !b.isDone(); segment++, a.next(), b.next()) {
            if (a.isDone() || b.isDone()) {
                return "segment " + segment + ": one path ends";
            }
            int ta = a.currentSegment(ca);
            int tb = b.currentSegment(cb);
            if (ta != tb) {
                return "segment " + segment + ": type " + ta + " against " + tb;
            }
            for (int k = 0; k < 6; k++) {
                if (Math.abs(ca[k] - cb[k]) > tolerance) {
                    return "segment " + segment + ": coordinate " + k + " " + ca[k] + " against " + cb[k];
                }
            }
        }
        return null;
    }
}
