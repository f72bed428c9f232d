package dev.pdfstyles.geometry;

import java.util.Arrays;

/** A growable list of ints without boxing, reused across queries (cleared, not reallocated). */
final class IntList {

    private int[] values = new int[16];
    private int size;

    void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size);
        }
        return values[index];
    }

    void set(int index, int value) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size);
        }
        values[index] = value;
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }
}
