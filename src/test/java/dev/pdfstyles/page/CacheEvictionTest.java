package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CacheEvictionTest {

    @Test
    void evict_buffer_writesOneLongInEveryCacheLine() {
        // arrange: 1 KiB is 16 lines of 64 bytes, at longs 0, 8, ..., 120
        CacheEviction eviction = new CacheEviction(1);
        long lineSum = 0;
        for (int i = 0; i < 128; i += 8) {
            lineSum += i;
        }
        // act
        eviction.evict();
        eviction.evict();
        // assert: each pass adds every line's own index, and the count of passes is in the sum too
        assertTrue(eviction.isOn());
        assertEquals(1, eviction.kibibytes());
        assertEquals(2 * lineSum + 2, eviction.checksum());
    }

    @Test
    void evict_zeroKibibytes_writesNothing() {
        // arrange
        CacheEviction eviction = new CacheEviction(0);
        // act
        eviction.evict();
        // assert
        assertFalse(eviction.isOn());
        assertEquals(1, eviction.checksum());
    }

    @Test
    void constructor_negativeSize_throws() {
        // act / assert
        assertThrows(IllegalArgumentException.class, () -> new CacheEviction(-1));
    }
}
