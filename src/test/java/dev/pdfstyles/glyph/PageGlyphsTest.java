package dev.pdfstyles.glyph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Isolated: the spare column sets are one per JVM, and two tests here count on knowing which sets are spare; a
 * parse in any other test running at the same time takes and gives them back. The suite runs its classes one
 * at a time today (the pom turns parallel execution off); this keeps the tests right if that changes.
 */
@Isolated
class PageGlyphsTest {

    /** The columns keep a GlyphFrame's exact numbers (OutputDigest relies on it). */
    @Test
    void columns_keepTheFramesNumbers() {
        Random random = new Random(7);
        GlyphFrame[] frames = new GlyphFrame[500];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = new GlyphFrame(random.nextFloat() * 600, random.nextFloat() * 800,
                    random.nextFloat() * 2 - 1, random.nextFloat() * 2 - 1, 1 + random.nextFloat() * 30,
                    random.nextFloat() * 20);
        }
        PageGlyphs glyphs = PageGlyphs.of(frames);
        assertEquals(frames.length, glyphs.size());
        for (int i = 0; i < frames.length; i++) {
            GlyphFrame frame = frames[i];
            assertTrue(glyphs.isVisible(i));
            assertEquals(frame.originX(), glyphs.originX(i));
            assertEquals(frame.originY(), glyphs.originY(i));
            assertEquals(frame.dirX(), glyphs.dirX(i));
            assertEquals(frame.dirY(), glyphs.dirY(i));
            assertEquals(frame.em(), glyphs.em(i));
            assertEquals(frame.advance(), glyphs.advance(i));
        }
    }

    /** Em 10, advance 6, at three orientations: along, above and the decoration zone in each glyph's frame. */
    @ParameterizedTest(name = "origin ({0}, {1}), direction ({2}, {3})")
    @CsvSource({
            // origin, direction, a point 30 along, a point 12 above, zone grown by 0.6 em = 6
            "100, 700,  1, 0,  130, 700,  100, 712,   94, 694, 112, 706",
            "300, 100,  0, 1,  300, 130,  288, 100,  294,  94, 306, 112",
            "200, 500, -1, 0,  170, 500,  200, 488,  188, 494, 206, 506"})
    void alongAboveAndZone_inTheGlyphsOwnFrame(float x, float y, float dirX, float dirY, float alongX,
                                               float alongY, float aboveX, float aboveY, float minX, float minY,
                                               float maxX, float maxY) {
        PageGlyphs glyphs = PageGlyphs.of(new GlyphFrame(x, y, dirX, dirY, 10, 6));
        float[] zone = new float[5];
        glyphs.decorationZone(0, 0.6f, zone, 1);
        assertEquals(30f, glyphs.along(0, alongX, alongY));
        assertEquals(0f, glyphs.above(0, alongX, alongY), 0f);   // +0 or -0
        assertEquals(12f, glyphs.above(0, aboveX, aboveY));
        assertEquals(0f, glyphs.along(0, aboveX, aboveY), 0f);
        assertArrayEquals(new float[] {0, minX, minY, maxX, maxY}, zone);
    }

    @Test
    void of_nullFrame_isAnInvisibleGlyph() {
        PageGlyphs glyphs = PageGlyphs.of(new GlyphFrame(0, 0, 1, 0, 10, 5), null);
        assertTrue(glyphs.isVisible(0));
        assertFalse(glyphs.isVisible(1));
        assertEquals(PageGlyphs.NO_KEY, glyphs.keyKind(1));
        assertTrue(Float.isNaN(glyphs.slant(1)));
    }

    @Test
    void clear_afterAFloodPage_startsEmptyAndKeepsWorking() {
        PageGlyphs glyphs = new PageGlyphs();
        for (int i = 0; i < 100_000; i++) {
            int g = glyphs.add(PageGlyphs.VISIBLE);
            glyphs.place(g, i, 0, 1, 0, 10, 5);
            glyphs.setOverprintKey(g, 1, i, 0, i, false);
        }
        glyphs.clear();
        assertEquals(0, glyphs.size());
        int g = glyphs.add((byte) 0);
        assertEquals(0, g);
        assertEquals(PageGlyphs.NO_KEY, glyphs.keyKind(g));
    }

    @Test
    void release_theNextDocumentsColumns_areTheReleasedOnes() {
        // arrange: the one set released below is the only spare
        takeEverySpare();
        PageGlyphs first = new PageGlyphs();
        for (int i = 0; i < 3000; i++) {
            first.add(PageGlyphs.VISIBLE);
        }
        int grown = first.capacity();
        // act
        first.release();
        PageGlyphs next = new PageGlyphs();
        int g = next.add((byte) 0);
        // assert: no growing from the initial capacity, and the glyph reads as its own, not the last document's
        assertEquals(grown, next.capacity());
        assertEquals(0, first.capacity());
        assertEquals(0, g);
        assertFalse(next.isVisible(g));
        assertEquals(PageGlyphs.NO_KEY, next.keyKind(g));
        assertTrue(Float.isNaN(next.slant(g)));
    }

    @Test
    void release_afterAFloodPage_leavesNoSpareLargerThanAPageKeeps() {
        // arrange: no spare set
        takeEverySpare();
        PageGlyphs flood = new PageGlyphs();
        for (int i = 0; i < 100_000; i++) {
            flood.add((byte) 0);
        }
        // act
        flood.release();
        PageGlyphs next = new PageGlyphs();
        next.add((byte) 0);
        // assert: the flood's columns were dropped, not kept for the next document
        assertTrue(next.capacity() < 100_000, "capacity " + next.capacity());
    }

    /**
     * Threads parsing at once never share a column set: each fills its own with its own numbers, checks them,
     * and releases them, over and over.
     */
    @Test
    void release_manyThreadsTakingAndReleasing_eachKeepsItsOwnGlyphs() throws Exception {
        int threads = 2 * PageGlyphs.SPARE_SETS;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                results.add(pool.submit(() -> {
                    Random random = new Random(thread);
                    int checked = 0;
                    for (int document = 0; document < 400; document++) {
                        PageGlyphs glyphs = new PageGlyphs();
                        int count = 1 + random.nextInt(1500);
                        float mark = thread * 10_000 + document;
                        for (int i = 0; i < count; i++) {
                            int g = glyphs.add(PageGlyphs.VISIBLE);
                            glyphs.place(g, mark, i, 1, 0, 10, 5);
                            glyphs.setOverprintKey(g, thread, i, document, i, false);
                        }
                        Thread.yield();
                        for (int i = 0; i < count; i++) {
                            if (glyphs.originX(i) != mark || glyphs.originY(i) != i || glyphs.keyFont(i) != thread
                                    || glyphs.keyColour(i) != document) {
                                throw new AssertionError("thread " + thread + ", document " + document
                                        + ", glyph " + i + " was overwritten");
                            }
                            checked++;
                        }
                        glyphs.release();
                    }
                    return checked;
                }));
            }
            for (Future<Integer> result : results) {
                assertTrue(result.get() > 0);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Empties the spare sets left by other tests: each new instance's first glyph takes one, if any is left. */
    private static void takeEverySpare() {
        for (int s = 0; s < PageGlyphs.SPARE_SETS; s++) {
            new PageGlyphs().add((byte) 0);
        }
    }
}
