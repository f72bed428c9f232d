package dev.pdfstyles.spatial;

/**
 * Open-addressing map from long keys to int values, for per-page grids: no boxing and no allocation per
 * lookup (a boxed HashMap in its place is a measured hot spot, docs/benchmark.md).
 */
public final class LongIntHashMap {

    /** Returned by {@link #get} for a missing key. */
    static final int MISSING = -1;

    /** Grow when more than this share of slots is used: keeps linear probes short. */
    private static final float MAX_LOAD = 0.5f;

    private long[] keys;
    private int[] values;
    private boolean[] used;
    private int size;

    public LongIntHashMap(int expectedSize) {
        int capacity = Integer.highestOneBit(Math.max(16, (int) (expectedSize / MAX_LOAD)) - 1) << 1;
        keys = new long[capacity];
        values = new int[capacity];
        used = new boolean[capacity];
    }

    public int get(long key) {
        int hash = hashOf(key);
        int mask = keys.length - 1;
        for (int slot = hash & mask; used[slot]; slot = (slot + 1) & mask) {
            if (keys[slot] == key) {
                return values[slot];
            }
        }
        return MISSING;
    }

    /** Stores the value and returns the previous one, or {@link #MISSING}. */
    public int put(long key, int value) {
        if (size + 1 > keys.length * MAX_LOAD) {
            grow();
        }
        int hash = hashOf(key);
        int mask = keys.length - 1;
        int slot = hash & mask;
        while (used[slot]) {
            if (keys[slot] == key) {
                int previous = values[slot];
                values[slot] = value;
                return previous;
            }
            slot = (slot + 1) & mask;
        }
        used[slot] = true;
        keys[slot] = key;
        values[slot] = value;
        size++;
        return MISSING;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        boolean[] oldUsed = used;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        used = new boolean[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldUsed[i]) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    /** Mixes all 64 bits (a multiplicative hash), so neighbouring cells spread over the table. */
    private static int hashOf(long key) {
        long mixed = key * 0x9E3779B97F4A7C15L;
        return (int) (mixed ^ (mixed >>> 32));
    }
}
