package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.List;

/** The measured rounds of one document under both parsers, and their per-document medians. */
final class DocumentTimings {

    final String name;
    private final List<ParseProbe.Sample> stock = new ArrayList<>();
    private final List<ParseProbe.Sample> styled = new ArrayList<>();
    /** The styled parser with the shared font verdict cache (issue 27), in the groups that measure it. */
    private final List<ParseProbe.Sample> styledShared = new ArrayList<>();
    /** Fonts of the document and those whose verdicts measured glyph outlines, from an untimed listing parse. */
    private int fonts = -1;
    private int outlineFonts = -1;
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

    void addShared(ParseProbe.Sample sample) {
        styledShared.add(sample);
    }

    /** Whether the styled parser with shared verdicts was measured too. */
    boolean hasShared() {
        return !styledShared.isEmpty();
    }

    void setFonts(int all, int measuredByOutlines) {
        fonts = all;
        outlineFonts = measuredByOutlines;
    }

    /** Fonts the styled parse judged; -1 when not counted. */
    int fonts() {
        return fonts;
    }

    /** Fonts whose verdicts measured glyph outlines; -1 when not counted. */
    int outlineFonts() {
        return outlineFonts;
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
        return cpuRatio(Side.STYLED);
    }

    /** This side's median CPU time over the stock one's. */
    double cpuRatio(Side side) {
        return (double) medianCpuNanos(side) / Math.max(1, medianCpuNanos(Side.STOCK));
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
        return timeRatio(Side.STYLED);
    }

    /** This side's median time over the stock one's. */
    double timeRatio(Side side) {
        return (double) medianNanos(side) / medianNanos(Side.STOCK);
    }

    private List<ParseProbe.Sample> samples(Side side) {
        if (stock.isEmpty()) {
            throw new IllegalStateException(name + " has no measured round");
        }
        switch (side) {
            case STOCK:
                return stock;
            case STYLED:
                return styled;
            default:
                if (styledShared.isEmpty()) {
                    throw new IllegalStateException(name + " was not measured with shared verdicts");
                }
                return styledShared;
        }
    }

    /**
     * Which parser a figure is for: the stock parser, the styled parser judging every font as new (its shared
     * verdict cache off: what a document whose fonts the server has not met costs), and the styled parser as
     * configured by default, with the shared cache (in a benchmark that parses each file many times, every
     * font whose outlines it measures is found there after the first round).
     */
    enum Side {
        STOCK, STYLED, STYLED_SHARED
    }
}
