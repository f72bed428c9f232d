package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

class WrittenGlyphIndexTest {

    /** Distinct objects standing for a page's TextPositions (the index compares identities only). */
    private static List<Object> page(int glyphs) {
        List<Object> page = new ArrayList<>();
        for (int i = 0; i < glyphs; i++) {
            page.add(new Object());
        }
        return page;
    }

    /** Asks about every glyph of {@code order} in turn and checks each answer against an identity map of the page. */
    private static void assertAnswersAsMap(List<Object> page, List<Object> order, WrittenGlyphIndex index) {
        Map<Object, Integer> reference = new IdentityHashMap<>();
        for (int i = 0; i < page.size(); i++) {
            reference.put(page.get(i), i);
        }
        for (int k = 0; k < order.size(); k++) {
            Object glyph = order.get(k);
            int expected = reference.getOrDefault(glyph, -1);
            assertEquals(expected, index.indexOf(glyph), "ask " + k + " of " + order.size());
        }
    }

    @Test
    void pageAskedInContentOrderIsAnsweredByTheCursorAlone() {
        List<Object> page = page(500);
        WrittenGlyphIndex index = new WrittenGlyphIndex(page);
        for (int i = 0; i < page.size(); i++) {
            assertEquals(i, index.indexOf(page.get(i)));
            assertEquals(i, index.indexOf(page.get(i)), "asked again");
        }
        assertFalse(index.hasBuiltMap());
    }

    @Test
    void shortAndLongJumpsBothWaysAreFoundWithoutTheMap() {
        // as real-world pages are written: runs left out, words and blocks written before ones met earlier
        List<Object> page = page(3000);
        List<Object> order = new ArrayList<>(page.subList(0, 100));
        order.addAll(page.subList(112, 1200));         // 12 duplicates left out
        order.addAll(page.subList(100, 112));          // ... and written after all (a jump back)
        order.addAll(page.subList(2200, 3000));        // a block written before the one it follows
        order.addAll(page.subList(1200, 2200));
        WrittenGlyphIndex index = new WrittenGlyphIndex(page);
        assertAnswersAsMap(page, order, index);
        assertFalse(index.hasBuiltMap(), "four jumps cost less than the map");
    }

    @Test
    void glyphNotOnThePageIsMinusOneWithOrWithoutTheMap() {
        List<Object> page = page(40);
        WrittenGlyphIndex index = new WrittenGlyphIndex(page);
        assertEquals(-1, index.indexOf(new Object()));
        assertEquals(0, index.indexOf(page.get(0)), "a failed ask leaves the cursor");
        assertFalse(index.hasBuiltMap());
        List<Object> shuffled = new ArrayList<>(page);
        Collections.shuffle(shuffled, new Random(7));
        for (int round = 0; round < 40; round++) {
            assertAnswersAsMap(page, shuffled, index);
        }
        assertTrue(index.hasBuiltMap(), "a page asked out of order throughout ends with the map");
        assertEquals(-1, index.indexOf(new Object()));
    }

    @Test
    void randomWritingOrdersGetTheMapsAnswers() {
        Random random = new Random(20261206L);
        for (int trial = 0; trial < 300; trial++) {
            int size = trial % 10 == 0 ? random.nextInt(3) : 1 + random.nextInt(trial % 3 == 0 ? 6000 : 400);
            List<Object> page = page(size);
            List<Object> order = writingOrder(page, random);
            WrittenGlyphIndex index = new WrittenGlyphIndex(page);
            assertAnswersAsMap(page, order, index);
        }
    }

    @Test
    void resetFollowsThePageAsItIsNow() {
        List<Object> page = page(300);
        WrittenGlyphIndex index = new WrittenGlyphIndex(page);
        List<Object> shuffled = new ArrayList<>(page);
        Collections.shuffle(shuffled, new Random(3));
        for (int round = 0; round < 20; round++) {
            assertAnswersAsMap(page, shuffled, index);
        }
        assertTrue(index.hasBuiltMap());
        Object replaced = page.get(150);
        page.set(150, new Object());   // a replayed reading hands the writer new positions
        index.reset();
        assertFalse(index.hasBuiltMap());
        assertEquals(150, index.indexOf(page.get(150)));
        assertEquals(-1, index.indexOf(replaced));
        page.clear();
        index.reset();
        assertEquals(-1, index.indexOf(replaced));
    }

    /**
     * The page's glyphs as a writer might ask for them: mostly in order, with runs left out, runs moved ahead or
     * back by a few glyphs or by a block, a few asked twice, a few not of the page; now and then a whole
     * page shuffled (a writer sorting by position).
     */
    private static List<Object> writingOrder(List<Object> page, Random random) {
        List<Object> order = new ArrayList<>(page);
        if (random.nextInt(8) == 0) {
            Collections.shuffle(order, random);
            return order;
        }
        int moves = random.nextInt(1 + page.size() / 20);
        for (int m = 0; m < moves && order.size() > 2; m++) {
            int length = 1 + random.nextInt(Math.min(order.size() - 1, random.nextBoolean() ? 12 : 1500));
            int from = random.nextInt(order.size() - length + 1);
            List<Object> run = new ArrayList<>(order.subList(from, from + length));
            order.subList(from, from + length).clear();
            int kind = random.nextInt(4);
            if (kind == 0) {
                continue;   // left out
            }
            if (kind == 1) {
                order.addAll(random.nextInt(order.size() + 1), run);
            } else if (kind == 2) {
                Collections.reverse(run);   // right-to-left
                order.addAll(Math.min(order.size(), from), run);
            } else {
                order.addAll(Math.min(order.size(), from), run);
                order.add(Math.min(order.size(), from + random.nextInt(length)), new Object());
                order.add(Math.min(order.size(), from), run.get(0));   // asked twice
            }
        }
        return order;
    }
}
