package dev.pdfstyles.spatial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

class BoxIndexTest {

    private static List<Integer> query(BoxIndex index, float minX, float minY, float maxX, float maxY) {
        IntList found = new IntList();
        index.query(minX, minY, maxX, maxY, Integer.MAX_VALUE, found);
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            result.add(found.get(i));
        }
        return new ArrayList<>(new TreeSet<>(result));
    }

    @Test
    void query_randomBoxes_sameAnswerAsBruteForce() {
        Random random = new Random(7);
        int n = 2_000;
        float[] boxes = new float[n * 4];
        for (int i = 0; i < n; i++) {
            float x = random.nextFloat() * 600;
            float y = random.nextFloat() * 800;
            boxes[i * 4] = x;
            boxes[i * 4 + 1] = y;
            boxes[i * 4 + 2] = x + random.nextFloat() * 80;
            boxes[i * 4 + 3] = y + random.nextFloat() * 3;
        }
        BoxIndex index = new BoxIndex(boxes);
        for (int q = 0; q < 200; q++) {
            float x = random.nextFloat() * 600;
            float y = random.nextFloat() * 800;
            float w = random.nextFloat() * 40;
            float h = random.nextFloat() * 20;
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (boxes[i * 4 + 2] >= x && boxes[i * 4] <= x + w && boxes[i * 4 + 3] >= y && boxes[i * 4 + 1] <= y + h) {
                    expected.add(i);
                }
            }
            assertEquals(expected, query(index, x, y, x + w, y + h));
        }
    }

    @Test
    void query_giantAndNonFiniteBoxes_keptOutOfTheGridAndStillFound() {
        float[] boxes = {
                0, 0, 10, 1,
                -1e30f, 5, 1e30f, 6,
                Float.NaN, 0, 1, 1,
                20, 20, 30, 21};
        BoxIndex index = new BoxIndex(boxes);
        // the page-wide giant box is oversized: every query scans it; the NaN box never matches
        assertEquals(List.of(0, 1), query(index, 0, 0, 10, 10));
        assertEquals(List.of(3), query(index, 19, 19, 31, 22));
    }

    @Test
    void query_nonFiniteQuery_findsNothing() {
        BoxIndex index = new BoxIndex(new float[] {0, 0, 10, 10});
        assertEquals(List.of(), query(index, Float.NaN, 0, 5, 5));
        assertEquals(List.of(), query(index, 0, 0, Float.POSITIVE_INFINITY, 5));
    }

    @Test
    void query_limit_stopsEarly() {
        float[] boxes = new float[40];
        for (int i = 0; i < 10; i++) {
            boxes[i * 4 + 2] = 10;
            boxes[i * 4 + 3] = 10;
        }
        IntList found = new IntList();
        new BoxIndex(boxes).query(0, 0, 10, 10, 3, found);
        assertEquals(3, found.size());
    }

    /**
     * Sized to the boxes' density, an index answers exactly the queries the plain index answers, with the same
     * boxes (their order may differ): pages of many small boxes (where its cells are smaller), of few, of a
     * huge one among many (where they are not), boxes off the grid's coordinates or NaN, and queries from a
     * point to most of the page.
     */
    @Test
    void sizedToDensity_sameAnswersAsThePlainIndex() {
        Random random = new Random(27);
        int smallerCells = 0;
        for (int page = 0; page < 200; page++) {
            int n = page % 4 == 0 ? random.nextInt(300) : 300 + random.nextInt(6_000);
            float[] boxes = new float[n * 4];
            for (int i = 0; i < n; i++) {
                float x = random.nextFloat() * 600;
                float y = random.nextFloat() * (page % 3 == 0 ? 10 : 800);
                int kind = page % 7 == 0 ? random.nextInt(200) : 4;   // giant, far off or NaN boxes on some pages
                float w = kind == 0 ? 2_000 : random.nextFloat() * (page % 5 == 0 ? 4 : 40);
                float h = kind == 1 ? 900 : random.nextFloat() * 3;
                boxes[i * 4] = kind == 2 ? x * 1e7f : x;
                boxes[i * 4 + 1] = y;
                boxes[i * 4 + 2] = kind == 2 ? x * 1e7f + w : x + w;
                boxes[i * 4 + 3] = kind == 3 ? Float.NaN : y + h;
            }
            BoxIndex plain = new BoxIndex(boxes);
            BoxIndex dense = BoxIndex.sizedToDensity(boxes);
            smallerCells += dense.cellSize() < BoxIndex.CELL_SIZE ? 1 : 0;
            for (int q = 0; q < 100; q++) {
                float x = random.nextFloat() * 700 - 50;
                float y = random.nextFloat() * 900 - 50;
                float size = q % 10 == 0 ? random.nextFloat() * 3_000 : random.nextFloat() * 30;
                float w = random.nextFloat() * size;
                float h = random.nextFloat() * size;
                if (q % 3 == 0 && n > 0) {
                    // a query touching a box at its corner, where a cell boundary is crossed or not
                    int b = random.nextInt(n) * 4;
                    x = boxes[b + 2];
                    y = boxes[b + 3];
                }
                String where = "page " + page + " query " + q;
                assertEquals(plain.isCompleteQuery(x, y, x + w, y + h), dense.isCompleteQuery(x, y, x + w, y + h), where);
                assertEquals(query(plain, x, y, x + w, y + h), query(dense, x, y, x + w, y + h), where);
            }
        }
        assertTrue(smallerCells > 60, "pages stored in smaller cells: " + smallerCells);
    }
}
