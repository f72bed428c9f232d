package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScanLineCrossingsTest {
    /** Random crossing sets compared with the list sort; many exceed the insertion-sort size. */
    private static final int RANDOM_SETS = 2_000;
    /** Largest random set: above ScanLineCrossings' insertion-sort limit of 32. */
    private static final int MAX_RANDOM_CROSSINGS = 80;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // description | segments x0 y0 x1 y1 ... | expected run or "none"
        "one stem, up then down        | 10 0 10 100 30 100 30 0           | 10 30",
        "down then up, same run        | 30 100 30 0 10 0 10 100           | 10 30",
        "vertex on the line, once      | 10 0 10 50 10 50 10 100 30 100 30 0 | 10 30",
        "ring: outer then inner hole   | 0 0 0 100 90 100 90 0 20 100 20 0 70 0 70 100 | 0 20",
        "only one edge                 | 10 0 10 100                       | none",
        "horizontal edge at the line   | 0 50 100 50                       | none"})
    void firstRun_segments_leftmostFilledRun(String description, String segments, String expected) {
        // arrange
        ScanLineCrossings line = new ScanLineCrossings(50);
        String[] v = segments.trim().split("\\s+");
        for (int i = 0; i + 3 < v.length; i += 4) {
            line.add(Double.parseDouble(v[i]), Double.parseDouble(v[i + 1]), Double.parseDouble(v[i + 2]),
                    Double.parseDouble(v[i + 3]));
        }
        // act
        double[] run = line.firstRun();
        // assert
        if ("none".equals(expected)) {
            assertNull(run, description);
        } else {
            String[] e = expected.split(" ");
            assertArrayEquals(new double[] {Double.parseDouble(e[0]), Double.parseDouble(e[1])}, run, description);
        }
    }

    @Test
    void firstRun_randomCrossings_sameAsStableListSort() {
        Random random = new Random(3);
        for (int n = 0; n < RANDOM_SETS; n++) {
            // arrange: edges crossing at few distinct x (many ties), up or down
            ScanLineCrossings line = new ScanLineCrossings(0.5);
            List<double[]> reference = new ArrayList<>();
            for (int i = random.nextInt(MAX_RANDOM_CROSSINGS); i > 0; i--) {
                double x = random.nextInt(6) == 0 ? -0.0 : random.nextInt(8);
                double lean = random.nextInt(3) - 1;
                boolean up = random.nextBoolean();
                double y0 = up ? 0 : 1;
                double y1 = up ? 1 : 0;
                line.add(x, y0, x + lean, y1);
                // the crossing as the stem meter computed it before
                reference.add(new double[] {x + (0.5 - y0) * (x + lean - x) / (y1 - y0), up ? 1 : -1});
            }
            // act
            double[] run = line.firstRun();
            // assert
            assertArrayEquals(referenceRun(reference), run, reference.size() + " crossings");
        }
    }

    /** The stem meter's previous walk: a stable List.sort by Double.compare, then the nonzero winding. */
    private static double[] referenceRun(List<double[]> crossings) {
        crossings.sort((a, b) -> Double.compare(a[0], b[0]));
        int winding = 0;
        double left = Double.NaN;
        for (double[] crossing : crossings) {
            int before = winding;
            winding += (int) crossing[1];
            if (before == 0 && winding != 0) {
                left = crossing[0];
            } else if (before != 0 && winding == 0) {
                return new double[] {left, crossing[0]};
            }
        }
        return null;
    }
}
