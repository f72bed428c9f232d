package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.List;

/** The measured rounds of one document under both parsers, and their per-document medians. */
final class DocumentTimings {

    final String name;
    private final List<ParseProbe.Sample> stock = new ArrayList<>();
    private final List<ParseProbe.Sample> styled = new ArrayList<>();

    DocumentTimings(String name) {
        this.name = name;
    }

    /** Pages as the stock parser counted them (0 when it failed before counting). */
    int pages() {
        return samples(Side.STOCK).get(0).pages;
    }

    void add(ParseProbe.Sample stockSample, ParseProbe.Sample styledSample) {
        stock.add(stockSample);
        styled.add(styledSample);
    }

    int rounds() {
        return stock.size();
    }

    long medianNanos(Side side) {
        return Medians.ofLongs(samples(side), s -> s.nanos);
    }

    long medianAllocatedBytes(Side side) {
        return Medians.ofLongs(samples(side), s -> s.allocatedBytes);
    }

    long maxPeakHeapBytes(Side side) {
        long max = 0;
        for (ParseProbe.Sample sample : samples(side)) {
            max = Math.max(max, sample.peakHeapBytes);
        }
        return max;
    }

    long outputChars(Side side) {
        return samples(side).get(0).outputChars;
    }

    /** The exception the parser threw in its first measured round, or null. */
    String failure(Side side) {
        return samples(side).get(0).failure;
    }

    /** Styled median time over stock median time. */
    double timeRatio() {
        return (double) medianNanos(Side.STYLED) / medianNanos(Side.STOCK);
    }

    private List<ParseProbe.Sample> samples(Side side) {
        if (stock.isEmpty()) {
            throw new IllegalStateException(name + " has no measured round");
        }
        return side == Side.STOCK ? stock : styled;
    }

    /** Which parser a figure is for. */
    enum Side {
        STOCK, STYLED
    }
}
