package dev.pdfstyles.spatial;

import java.util.Arrays;

/** A growable list of ints without boxing, reused across queries (cleared, not reallocated). */
public final class IntList {

    private int[] values = new int[16];
    private int size;

    public void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    public int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size);
        }
        return values[index];
    }

    public void set(int index, int value) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size);
        }
        values[index] = value;
    }

    /** Orders the values ascending. */
    public void sort() {
        Arrays.sort(values, 0, size);
    }

    public int size() {
        return size;
    }

    public void clear() {
        size = 0;
    }
}
