package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.FontVerdictCacheStatistics;

/** The cross-document verdict cache alone (issue #27): bound, order of eviction, counts, threads. */
class SharedFontVerdictsTest {

    @Test
    void find_afterPut_theVerdictKept() {
        // arrange
        SharedFontVerdicts cache = new SharedFontVerdicts(4);
        FontVerdict judged = new FontVerdict(700, Tristate.YES, () -> "weight 700 from outlines");
        // act
        cache.put(key(1), judged, 20);
        FontVerdict found = cache.find(key(1));
        // assert
        assertSame(judged, found);
    }

    @Test
    void rememberMeasured_thenWasMeasured_trueForThatFingerprintOnlyCountedAsAsked() {
        // arrange
        SharedFontVerdicts cache = new SharedFontVerdicts(4);
        boolean before = cache.wasMeasured(42L);
        // act
        cache.rememberMeasured(42L);
        // assert
        assertFalse(before);
        assertTrue(cache.wasMeasured(42L));
        assertFalse(cache.wasMeasured(43L));
        assertEquals(1, cache.statistics().asked());
        assertEquals(0, cache.statistics().lookups());
    }

    @Test
    void rememberMeasured_pastTheFingerprintBound_leastRecentlyMetForgotten() {
        // arrange: a cache of 1 verdict remembers 4 fingerprints; 0 is met again, so 1 is the least recent
        SharedFontVerdicts cache = new SharedFontVerdicts(1);
        for (long f = 0; f < SharedFontVerdicts.FINGERPRINTS_PER_ENTRY; f++) {
            cache.rememberMeasured(f);
        }
        cache.wasMeasured(0L);
        // act
        cache.rememberMeasured(100L);
        // assert
        assertTrue(cache.wasMeasured(0L));
        assertFalse(cache.wasMeasured(1L));
        assertTrue(cache.wasMeasured(100L));
    }

    @Test
    void find_unknownKey_nullAndCountedAsMiss() {
        // arrange
        SharedFontVerdicts cache = new SharedFontVerdicts(4);
        cache.put(key(1), verdict(400), 0);
        // act
        FontVerdict found = cache.find(key(2));
        cache.find(key(1));
        // assert
        assertNull(found);
        FontVerdictCacheStatistics statistics = cache.statistics();
        assertEquals(2, statistics.lookups());
        assertEquals(1, statistics.hits());
        assertEquals(0.5, statistics.hitRate(), 1e-12, "hits over the fonts asked about");
    }

    @Test
    void put_pastTheSize_leastRecentlyUsedDropped() {
        // arrange: key 1 is used after key 2, so key 2 is the least recently used when key 3 comes
        SharedFontVerdicts cache = new SharedFontVerdicts(2);
        cache.put(key(1), verdict(400), 0);
        cache.put(key(2), verdict(500), 0);
        cache.find(key(1));
        // act
        cache.put(key(3), verdict(600), 0);
        // assert
        assertNotNull(cache.find(key(1)));
        assertNull(cache.find(key(2)));
        assertNotNull(cache.find(key(3)));
        assertEquals(2, cache.statistics().entries());
        assertEquals(1, cache.statistics().evictions());
    }

    @Test
    void strokeWidth_afterPut_foundForThatGlyphOnly() {
        // arrange
        SharedFontVerdicts cache = new SharedFontVerdicts(4);
        cache.putStrokeWidth(key(1), 65, 'A', 0.071);
        // act / assert: the same code shown as another character is another glyph
        assertEquals(0.071, cache.strokeWidth(key(1), 65, 'A'));
        assertNull(cache.strokeWidth(key(1), 65, 'B'));
        assertNull(cache.strokeWidth(key(1), 66, 'A'));
        assertNull(cache.strokeWidth(key(2), 65, 'A'));
    }

    @Test
    void putStrokeWidth_pastItsBound_leastRecentlyUsedDropped() {
        // arrange: one verdict held, so eight widths; the first is used again after the second
        SharedFontVerdicts cache = new SharedFontVerdicts(1);
        for (int code = 0; code < SharedFontVerdicts.STROKE_WIDTHS_PER_ENTRY; code++) {
            cache.putStrokeWidth(key(1), code, 'x', 0.05 + code / 1000.0);
        }
        cache.strokeWidth(key(1), 0, 'x');
        // act
        cache.putStrokeWidth(key(1), 100, 'x', 0.09);
        // assert
        assertNotNull(cache.strokeWidth(key(1), 0, 'x'));
        assertNull(cache.strokeWidth(key(1), 1, 'x'));
        assertEquals(0.09, cache.strokeWidth(key(1), 100, 'x'));
    }

    @Test
    void put_textsLongerThanTheBound_notKeptAndCounted() {
        // arrange: the bound, and one character more
        SharedFontVerdicts cache = new SharedFontVerdicts(4);
        // act
        cache.put(key(1), verdict(400), SharedFontVerdicts.MAX_TEXT_CHARS);
        cache.put(key(2), verdict(400), SharedFontVerdicts.MAX_TEXT_CHARS + 1);
        // assert
        assertNotNull(cache.find(key(1)));
        assertNull(cache.find(key(2)));
        assertEquals(1, cache.statistics().notKept());
    }

    @Test
    void constructor_sizeBelowOne_rejectedWithTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SharedFontVerdicts(0));
        assertTrue(e.getMessage().contains("0"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SharedFontVerdicts(-5));
    }

    @Test
    void countUnkeyed_countedApartFromLookups() {
        // arrange
        SharedFontVerdicts cache = new SharedFontVerdicts(4);
        // act
        cache.countUnkeyed();
        // assert
        assertEquals(1, cache.statistics().unkeyed());
        assertEquals(1, cache.statistics().asked());
        assertEquals(0, cache.statistics().lookups());
    }

    @Test
    void findAndPut_eightThreadsAtOnce_boundKeptCountsExactVerdictsIntact() throws Exception {
        // arrange: 8 threads, each 200,000 finds and puts over 200 keys, in a cache of 50, started together
        int threads = 8;
        int operations = 200_000;
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(threads);
        SharedFontVerdicts cache = new SharedFontVerdicts(50);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Callable<Long>> tasks = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            long seed = t;
            tasks.add(() -> {
                start.countDown();
                start.await();
                Random random = new Random(seed);
                long finds = 0;
                for (int i = 0; i < operations; i++) {
                    int k = random.nextInt(200);
                    FontVerdict found = cache.find(key(k));
                    finds++;
                    if (found == null) {
                        cache.put(key(k), verdict(100 + (k % 9) * 100), 0);
                    } else if (found.weight() != 100 + (k % 9) * 100) {
                        throw new AssertionError("key " + k + " holds weight " + found.weight());
                    }
                }
                return finds;
            });
        }
        // act
        long finds = 0;
        try {
            for (Future<Long> result : pool.invokeAll(tasks)) {
                finds += result.get();
            }
        } finally {
            pool.shutdownNow();
        }
        // assert
        FontVerdictCacheStatistics statistics = cache.statistics();
        assertEquals(finds, statistics.lookups());
        assertEquals(finds, statistics.asked());
        assertTrue(statistics.entries() <= 50, statistics::toString);
        assertTrue(statistics.hits() > 0 && statistics.hits() < statistics.lookups(), statistics::toString);
    }

    private static FontVerdict verdict(int weight) {
        return FontVerdict.of(weight, Tristate.NO, "weight " + weight);
    }

    /** A key whose digest is the number, padded. */
    static FontKey key(int n) {
        return new FontKey(ByteBuffer.allocate(FontKey.DIGEST_BYTES).putInt(n).array());
    }
}
