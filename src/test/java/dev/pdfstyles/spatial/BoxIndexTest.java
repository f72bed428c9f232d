package dev.pdfstyles.spatial;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
