package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.awt.geom.FlatteningPathIterator;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * ScanCurveFlattener against the full flattening it shortens: on random curves and scan lines, the
 * crossings it reports, in order, are bit for bit those of every segment {@link FlatteningPathIterator} makes.
 */
class ScanCurveFlattenerTest {
    /** Random curves compared: quadratic and cubic, crossing the lines, touching them, or missing them. */
    private static final int RANDOM_CURVES = 20_000;
    /** Coordinate range of the random curves, glyph units. */
    private static final int RANGE = 1000;
    /** Flattening tolerance, glyph units: the stem meter's 0.001 em of a 1000-unit em. */
    private static final double FLATNESS = 1.0;
    /** Fixed seed: a failure must be reproducible. */
    private static final long SEED = 11L;

    @Test
    void curves_random_sameCrossingsAsFullFlattening() {
        Random random = new Random(SEED);
        for (int n = 0; n < RANDOM_CURVES; n++) {
            // arrange: integer coordinates, so curves often start, end or turn exactly on a scan line
            double[] c = new double[6];
            for (int i = 0; i < c.length; i++) {
                c[i] = random.nextInt(RANGE);
            }
            double x0 = random.nextInt(RANGE);
            double y0 = random.nextInt(RANGE);
            boolean cubic = random.nextBoolean();
            double yLow = random.nextInt(RANGE);
            double yHigh = yLow + random.nextInt(RANGE / 2);
            ScanLineCrossings low = new ScanLineCrossings(yLow);
            ScanLineCrossings high = new ScanLineCrossings(yHigh);
            // act
            ScanCurveFlattener flattener = new ScanCurveFlattener(FLATNESS, low, high);
            if (cubic) {
                flattener.cubic(x0, y0, c);
            } else {
                flattener.quad(x0, y0, c);
            }
            // assert
            String shown = (cubic ? "cubic " : "quad ") + x0 + "," + y0 + " " + Arrays.toString(c);
            List<double[]> segments = fullyFlattened(x0, y0, c, cubic);
            assertArrayEquals(crossings(segments, yLow), crossings(low), shown + " at " + yLow);
            assertArrayEquals(crossings(segments, yHigh), crossings(high), shown + " at " + yHigh);
        }
    }

    @Test
    void cubic_belowBothLines_isItsChord() {
        // arrange
        ScanLineCrossings low = new ScanLineCrossings(500);
        ScanLineCrossings high = new ScanLineCrossings(800);
        // act: a bulge that stays under y 500, then a line through both scan lines
        new ScanCurveFlattener(FLATNESS, low, high).cubic(0, 0, new double[] {0, 400, 100, 400, 100, 0});
        low.add(100, 0, 100, 1000);
        high.add(100, 0, 100, 1000);
        // assert: only the line crosses, going up
        assertArrayEquals(new double[] {100, 1}, crossings(low));
        assertArrayEquals(new double[] {100, 1}, crossings(high));
    }

    private static List<double[]> fullyFlattened(double x0, double y0, double[] c, boolean cubic) {
        Path2D.Double curve = new Path2D.Double();
        curve.moveTo(x0, y0);
        if (cubic) {
            curve.curveTo(c[0], c[1], c[2], c[3], c[4], c[5]);
        } else {
            curve.quadTo(c[0], c[1], c[2], c[3]);
        }
        List<double[]> segments = new ArrayList<>();
        double[] p = new double[6];
        double x = x0;
        double y = y0;
        for (PathIterator it = new FlatteningPathIterator(curve.getPathIterator(null), FLATNESS); !it.isDone();
                it.next()) {
            if (it.currentSegment(p) == PathIterator.SEG_LINETO) {
                segments.add(new double[] {x, y, p[0], p[1]});
                x = p[0];
                y = p[1];
            }
        }
        return segments;
    }

    /** The crossings' x and direction, in segment order, as the stem meter counted them before. */
    private static double[] crossings(List<double[]> segments, double y) {
        ScanLineCrossings line = new ScanLineCrossings(y);
        for (double[] s : segments) {
            line.add(s[0], s[1], s[2], s[3]);
        }
        return crossings(line);
    }

    private static double[] crossings(ScanLineCrossings line) {
        double[] all = new double[line.count() * 2];
        for (int i = 0; i < line.count(); i++) {
            all[2 * i] = line.xAt(i);
            all[2 * i + 1] = line.directionAt(i);
        }
        return all;
    }
}
