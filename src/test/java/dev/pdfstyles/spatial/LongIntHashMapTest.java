package dev.pdfstyles.spatial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

class LongIntHashMapTest {

    @Test
    void putAndGet_manyKeys_likeAHashMap() {
        Random random = new Random(11);
        LongIntHashMap map = new LongIntHashMap(4);
        Map<Long, Integer> expected = new HashMap<>();
        for (int i = 0; i < 50_000; i++) {
            long key = random.nextInt(20_000) - 10_000L;
            int previous = map.put(key, i);
            Integer old = expected.put(key, i);
            assertEquals(old == null ? LongIntHashMap.MISSING : old.intValue(), previous);
        }
        for (Map.Entry<Long, Integer> entry : expected.entrySet()) {
            assertEquals(entry.getValue().intValue(), map.get(entry.getKey()));
        }
        assertEquals(LongIntHashMap.MISSING, map.get(123_456_789L));
    }
}
