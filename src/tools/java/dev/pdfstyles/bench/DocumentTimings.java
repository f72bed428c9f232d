package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.List;

/** The measured rounds of one document under both parsers, and their per-document medians. */
final class DocumentTimings {

    final String name;
    private final List<ParseProbe.Sample> stock = new ArrayList<>();
    private final List<ParseProbe.Sample> styled = new ArrayList<>();
    private ParseProbe.Sample stockMemory;
    private ParseProbe.Sample styledMemory;

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

    long medianCpuNanos(Side side) {
        return Medians.ofLongs(samples(side), s -> s.cpuNanos);
    }

    /** Styled median CPU time over stock median CPU time (the parsing thread's). */
    double cpuRatio() {
        return (double) medianCpuNanos(Side.STYLED) / Math.max(1, medianCpuNanos(Side.STOCK));
    }

    long medianAllocatedBytes(Side side) {
        return Medians.ofLongs(samples(side), s -> s.allocatedBytes);
    }

    /** Records the heap round (see {@link ParseProbe#parseOnSettledHeap}). */
    void setMemory(ParseProbe.Sample stockSample, ParseProbe.Sample styledSample) {
        stockMemory = stockSample;
        styledMemory = styledSample;
    }

    /** From the heap round: the heap pools' peak above the settled heap, garbage included. */
    long peakHeapBytes(Side side) {
        return memory(side).peakHeapBytes;
    }

    /** From the heap round: heap in use after a collection, above the settled heap; or NO_COLLECTION. */
    long heapAfterGcBytes(Side side) {
        return memory(side).heapAfterGcBytes;
    }

    private ParseProbe.Sample memory(Side side) {
        ParseProbe.Sample sample = side == Side.STOCK ? stockMemory : styledMemory;
        if (sample == null) {
            throw new IllegalStateException(name + " has no heap round");
        }
        return sample;
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
