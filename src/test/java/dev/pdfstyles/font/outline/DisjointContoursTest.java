package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.awt.geom.Path2D;

import org.junit.jupiter.api.Test;

class DisjointContoursTest {
    private static final double TEST_EPS = 1e-9;

    /** A closed polygon contour through the given x, y pairs. */
    static void contour(Path2D path, double... xy) {
        path.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            path.lineTo(xy[i], xy[i + 1]);
        }
        path.closePath();
    }

    /** An axis-aligned square contour, counter-clockwise in y-up coordinates unless clockwise is asked. */
    static void square(Path2D path, double x, double y, double side, boolean clockwise) {
        if (clockwise) {
            contour(path, x, y, x, y + side, x + side, y + side, x + side, y);
        } else {
            contour(path, x, y, x + side, y, x + side, y + side, x, y + side);
        }
    }

    @Test
    void measure_squareWithReversedHole_isTheRing() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        square(path, 0, 0, 600, false);
        square(path, 100, 100, 400, true);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert: twice (360,000 - 160,000); 2,400 + 1,600
        assertArrayEquals(new double[] {400_000, 4_000}, measured, TEST_EPS);
    }

    @Test
    void measure_nestedSameDirectionNonZero_isTheOuterSquareOnly() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        square(path, 0, 0, 600, true);
        square(path, 100, 100, 400, true);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert
        assertArrayEquals(new double[] {720_000, 2_400}, measured, TEST_EPS);
    }

    @Test
    void measure_nestedSameDirectionEvenOdd_isTheRing() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        square(path, 0, 0, 600, false);
        square(path, 100, 100, 400, false);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert
        assertArrayEquals(new double[] {400_000, 4_000}, measured, TEST_EPS);
    }

    @Test
    void measure_ringWithDotInside_addsTheDot() {
        // arrange: the dot runs the outer square's way, so it is inked inside the hole
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        square(path, 0, 0, 600, false);
        square(path, 100, 100, 400, true);
        square(path, 250, 250, 100, false);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert
        assertArrayEquals(new double[] {420_000, 4_400}, measured, TEST_EPS);
    }

    @Test
    void measure_vertexOnTheLineOfAnotherEdgeBeyondIt_isMeasured() {
        // arrange: a stem's edge x = 500 runs below the branch that starts at (500, 460), as in a CJK glyph
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        contour(path, 400, 0, 500, 0, 500, 370, 700, 340, 500, 460, 400, 460);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert: twice (100 x 460 + the branch's triangle 200 x 90 / 2); 100 + 370 + the branch's slopes + 100 + 460
        assertArrayEquals(new double[] {110_000, 1_030 + Math.hypot(200, 30) + Math.hypot(200, 120)}, measured,
                TEST_EPS);
    }

    @Test
    void measure_overlappingSquares_isTheirUnion() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        square(path, 0, 0, 100, false);
        square(path, 50, 50, 100, false);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert: twice (2 x 10,000 - 2,500); the union's outline 6 x 100
        assertArrayEquals(new double[] {35_000, 600}, measured, TEST_EPS);
    }

    @Test
    void measure_overlappingSquaresEvenOdd_leaveTheirOverlapUninked() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        square(path, 0, 0, 100, false);
        square(path, 50, 50, 100, false);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert: twice (2 x 10,000 - 2 x 2,500); both squares' outlines whole
        assertArrayEquals(new double[] {30_000, 800}, measured, TEST_EPS);
    }

    @Test
    void measure_squaresTouchingAlongPartOfAnEdge_isTheirUnion() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        square(path, 0, 0, 100, false);
        square(path, 100, 20, 50, false);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert: twice (10,000 + 2,500); the shared 50 is inside, not outline
        assertArrayEquals(new double[] {25_000, 400 + 200 - 2 * 50}, measured, TEST_EPS);
    }

    @Test
    void measure_squaresTouchingAtACorner_areBothWhole() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        square(path, 0, 0, 100, false);
        square(path, 100, 100, 50, false);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert
        assertArrayEquals(new double[] {25_000, 600}, measured, TEST_EPS);
    }

    @Test
    void measure_sameSquareTwiceOppositeWays_isNothing() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        square(path, 0, 0, 100, false);
        square(path, 0, 0, 100, true);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert
        assertArrayEquals(new double[] {0, 0}, measured, TEST_EPS);
    }

    @Test
    void measure_selfIntersectingBowTie_isItsTwoTriangles() {
        // arrange
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        contour(path, 0, 0, 100, 100, 100, 0, 0, 100);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert: twice 2 x 2,500; two sides of 100 and four half-diagonals
        assertArrayEquals(new double[] {10_000, 200 + 4 * Math.hypot(50, 50)}, measured, TEST_EPS);
    }

    @Test
    void measure_contourWithASpikeFoldingBack_isWithoutTheSpike() {
        // arrange: up the right side to 100 and back down to 50
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        contour(path, 0, 0, 100, 0, 100, 100, 100, 50);
        // act
        double[] measured = DisjointContours.measure(path);
        // assert: the triangle under (100, 50)
        assertArrayEquals(new double[] {5_000, 150 + Math.hypot(100, 50)}, measured, TEST_EPS);
    }

    @Test
    void measure_nonFiniteCoordinate_needsAMerge() {
        Path2D path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        contour(path, 0, 0, Double.NaN, 0, 100, 100);
        assertNull(DisjointContours.measure(path));
    }

    @Test
    void measure_emptyPath_isZeroAreaAndLength() {
        assertArrayEquals(new double[] {0, 0}, DisjointContours.measure(new Path2D.Double()), TEST_EPS);
    }
}
