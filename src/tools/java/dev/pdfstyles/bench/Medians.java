package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/** Medians (the mean of the middle two for an even count): robust to the odd GC pause or noisy round. */
final class Medians {

    private Medians() {
    }

    static <T> long ofLongs(List<T> items, ToLongFunction<T> value) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("median of no values");
        }
        List<Long> values = new ArrayList<>();
        for (T item : items) {
            values.add(value.applyAsLong(item));
        }
        Collections.sort(values);
        int middle = values.size() / 2;
        return values.size() % 2 == 1 ? values.get(middle) : (values.get(middle - 1) + values.get(middle)) / 2;
    }

    static <T> double ofDoubles(List<T> items, ToDoubleFunction<T> value) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("median of no values");
        }
        List<Double> values = new ArrayList<>();
        for (T item : items) {
            values.add(value.applyAsDouble(item));
        }
        Collections.sort(values);
        int middle = values.size() / 2;
        return values.size() % 2 == 1 ? values.get(middle) : (values.get(middle - 1) + values.get(middle)) / 2;
    }
}
