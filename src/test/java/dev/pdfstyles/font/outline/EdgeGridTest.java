package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EdgeGridTest {
    /** The cap EdgeGrid keeps to, in cells an edge is filed in on average. */
    private static final int MAX_CELLS_PER_EDGE = 32;

    @Test
    void edgeGrid_manyLongDiagonals_filesAtMostTheCapPerEdge() {
        // arrange: one contour zig-zagging corner to corner 4,000 times, every edge's box the whole outline
        int edges = 4000;
        double[] xs = new double[edges];
        double[] ys = new double[edges];
        int[] next = new int[edges];
        for (int i = 0; i < edges; i++) {
            xs[i] = i % 2 == 0 ? 0 : 1000;
            ys[i] = i % 2 == 0 ? i * 0.001 : 1000 - i * 0.001;
            next[i] = (i + 1) % edges;
        }
        // act
        EdgeGrid grid = new EdgeGrid(xs, ys, next, edges);
        // assert
        assertTrue(grid.cellEdges.length <= MAX_CELLS_PER_EDGE * edges, "filed " + grid.cellEdges.length);
    }

    @Test
    void edgeGrid_shortEdges_eachFiledInTheCellsOfItsBox() {
        // arrange: a 10 x 10 square as 40 unit edges, on a grid of about 6 x 6 cells
        double[] xs = new double[40];
        double[] ys = new double[40];
        int[] next = new int[40];
        for (int i = 0; i < 10; i++) {
            xs[i] = i;
            xs[10 + i] = 10;
            ys[10 + i] = i;
            xs[20 + i] = 10 - i;
            ys[20 + i] = 10;
            ys[30 + i] = 10 - i;
        }
        for (int i = 0; i < 40; i++) {
            next[i] = (i + 1) % 40;
        }
        // act
        EdgeGrid grid = new EdgeGrid(xs, ys, next, 40);
        // assert: every edge is in the cell of each of its ends
        for (int i = 0; i < 40; i++) {
            for (int end : new int[] {i, next[i]}) {
                int cell = grid.row(ys[end]) * grid.columns + grid.column(xs[end]);
                boolean filed = false;
                for (int k = grid.cellStarts[cell]; k < grid.cellStarts[cell + 1]; k++) {
                    filed |= grid.cellEdges[k] == i;
                }
                assertTrue(filed, "edge " + i + " at vertex " + end);
            }
        }
        assertEquals(6, grid.columns);
    }
}
