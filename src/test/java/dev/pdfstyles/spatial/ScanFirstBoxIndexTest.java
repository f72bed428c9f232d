package dev.pdfstyles.spatial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

class ScanFirstBoxIndexTest {

    private static List<Integer> sorted(IntList found) {
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            result.add(found.get(i));
        }
        TreeSet<Integer> set = new TreeSet<>(result);
        assertEquals(result.size(), set.size(), "a box found twice: " + result);
        return new ArrayList<>(set);
    }

    /** Lines of glyph spans (zero-height boxes, as the fraction test indexes them), some pages with odd boxes. */
    private static float[] page(Random random, int page, int n) {
        float[] boxes = new float[n * 4];
        for (int i = 0; i < n; i++) {
            float x = random.nextFloat() * 600;
            float y = Math.round(random.nextFloat() * 60) * 12f;
            float w = random.nextFloat() * (page % 5 == 0 ? 60 : 8);
            int kind = page % 6 == 0 ? random.nextInt(300) : 5;   // a giant, far off, NaN or inverted box
            boxes[i * 4] = kind == 2 ? x * 1e7f : x;
            boxes[i * 4 + 1] = y;
            boxes[i * 4 + 2] = kind == 0 ? x + 2_000 : kind == 2 ? x * 1e7f + w : kind == 4 ? x - 1 : x + w;
            boxes[i * 4 + 3] = kind == 3 ? Float.NaN : kind == 1 ? y + 900 : y;
        }
        return boxes;
    }

    /**
     * Every query finds what the grid finds, up to the same limit: the same boxes whenever fewer than the
     * limit meet the query, and the grid's own choice when more do. Pages of few and many glyphs, some with
     * boxes a grid keeps apart, queries from a glyph's span to most of the page and off its coordinates.
     */
    @Test
    void query_sameBoxesAsTheGrid() {
        Random random = new Random(31);
        int scannedPages = 0;
        int pastTheLimit = 0;
        for (int page = 0; page < 300; page++) {
            int n = page % 4 == 0 ? random.nextInt(40) : 100 + random.nextInt(3_000);
            float[] boxes = page(random, page, n);
            BoxIndex grid = new BoxIndex(boxes);
            ScanFirstBoxIndex index = new ScanFirstBoxIndex(boxes);
            int queries = random.nextInt(3) == 0 ? 40 : 1 + random.nextInt(8);
            for (int q = 0; q < queries; q++) {
                float x = random.nextFloat() * 700 - 50;
                float y = random.nextFloat() * 800 - 50;
                float size = q % 9 == 8 ? random.nextFloat() * 3_000 : random.nextFloat() * 60;
                float w = random.nextFloat() * size;
                float h = random.nextFloat() * size;
                if (q % 13 == 5) {
                    x = Float.NaN;
                }
                int limit = q % 3 == 2 ? 1 + random.nextInt(20) : 256;
                IntList expected = new IntList();
                IntList found = new IntList();
                grid.query(x, y, x + w, y + h, limit, expected);
                index.query(x, y, x + w, y + h, limit, found);
                String where = "page " + page + " query " + q + " limit " + limit;
                assertEquals(sorted(expected), sorted(found), where);
                pastTheLimit += expected.size() == limit ? 1 : 0;
            }
            scannedPages += index.hasGrid() ? 0 : 1;
        }
        assertTrue(scannedPages > 100, "pages answered without a grid: " + scannedPages);
        assertTrue(pastTheLimit > 50, "queries at their limit: " + pastTheLimit);
    }

    /** A page asked a few times is scanned; asked past the budget, it builds the grid once and keeps it. */
    @Test
    void query_buildsTheGridOnlyAfterItsScans() {
        Random random = new Random(5);
        float[] boxes = page(random, 1, 2_000);
        ScanFirstBoxIndex index = new ScanFirstBoxIndex(boxes);
        IntList found = new IntList();
        for (int q = 0; q < ScanFirstBoxIndex.SCANS_BEFORE_GRID; q++) {
            index.query(100, 100, 120, 112, 256, found);
            assertFalse(index.hasGrid(), "query " + q);
        }
        index.query(100, 100, 120, 112, 256, found);
        assertTrue(index.hasGrid());
    }

    /** Queries the grid would not answer from its cells, and boxes it keeps apart, go to the grid at once. */
    @Test
    void query_whatAGridAnswersOtherwise_goesToTheGrid() {
        float[] ordinary = {0, 0, 10, 0, 20, 12, 30, 12};
        ScanFirstBoxIndex index = new ScanFirstBoxIndex(ordinary);
        IntList found = new IntList();
        index.query(-5_000, -5_000, 5_000, 5_000, 256, found);
        assertTrue(index.hasGrid(), "a query over 1,024 cells");
        assertEquals(sorted(answerOf(new BoxIndex(ordinary), -5_000, -5_000, 5_000, 5_000)), sorted(found));

        index = new ScanFirstBoxIndex(ordinary);
        index.query(0, 0, 30, 12, 1, found);
        assertTrue(index.hasGrid(), "more boxes than the limit");

        float[] giant = {0, 0, 10, 0, -1e30f, 5, 1e30f, 6};
        index = new ScanFirstBoxIndex(giant);
        index.query(0, 0, 10, 10, 256, found);
        assertTrue(index.hasGrid(), "a box off the grid's coordinates");
        assertEquals(List.of(0, 1), sorted(found));
    }

    private static IntList answerOf(BoxIndex grid, float minX, float minY, float maxX, float maxY) {
        IntList found = new IntList();
        grid.query(minX, minY, maxX, maxY, 256, found);
        return found;
    }
}
