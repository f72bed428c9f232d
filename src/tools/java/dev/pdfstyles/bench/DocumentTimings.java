package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

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

    /** The styled parse's CPU time over the stock one's (the parsing thread's), round by round: see {@link #cpuRatio(Side)}. */
    double cpuRatio() {
        return cpuRatio(Side.STYLED);
    }

    /**
     * The median over the rounds of this side's CPU time over the stock parse's in the same round. A round's
     * parsers ran back to back (in one JVM, or as one JVM's medians when a group is measured in several), so each
     * ratio compares like with like. The ratio of the two sides' medians can pair one JVM's stock time with
     * another's styled time while the host's speed moves between JVMs, and one JVM whose two times are both the
     * middle ones gives the document its own ratio however far it lies from the others'.
     */
    double cpuRatio(Side side) {
        return pairedMedianRatio(side, sample -> sample.cpuNanos);
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

    /** The styled parse's time over the stock one's, round by round: see {@link #timeRatio(Side)}. */
    double timeRatio() {
        return timeRatio(Side.STYLED);
    }

    /** The median over the rounds of this side's time over the stock parse's in the same round ({@link #cpuRatio(Side)}). */
    double timeRatio(Side side) {
        return pairedMedianRatio(side, sample -> sample.nanos);
    }

    private double pairedMedianRatio(Side side, ToLongFunction<ParseProbe.Sample> value) {
        List<ParseProbe.Sample> sideSamples = samples(side);
        List<ParseProbe.Sample> stockSamples = samples(Side.STOCK);
        if (sideSamples.size() != stockSamples.size()) {
            throw new IllegalStateException(name + " has " + sideSamples.size() + " " + side + " rounds for "
                    + stockSamples.size() + " stock rounds");
        }
        List<Double> ratios = new ArrayList<>(stockSamples.size());
        for (int round = 0; round < stockSamples.size(); round++) {
            ratios.add((double) value.applyAsLong(sideSamples.get(round))
                    / Math.max(1, value.applyAsLong(stockSamples.get(round))));
        }
        return Medians.ofDoubles(ratios, Double::doubleValue);
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
