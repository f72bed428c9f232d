package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** The measured rounds of one document under both parsers, and their per-document medians. */
final class DocumentTimings {

    final String name;
    private final List<ParseProbe.Sample> stock = new ArrayList<>();
    private final List<ParseProbe.Sample> styled = new ArrayList<>();
    /** The styled parser with the shared font verdict cache (issue 27), in the groups that measure it. */
    private final List<ParseProbe.Sample> styledShared = new ArrayList<>();
    /** Each round's ratios over that round's stock parse, styled and shared (see {@link #cpuRatio(Side)}). */
    private final List<RoundRatio> styledRatios = new ArrayList<>();
    private final List<RoundRatio> sharedRatios = new ArrayList<>();
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

    /** One round in which both parsers parsed the document back to back; its ratio is theirs. */
    void add(ParseProbe.Sample stockSample, ParseProbe.Sample styledSample) {
        add(stockSample, styledSample, RoundRatio.of(styledSample, stockSample));
    }

    /**
     * One round given with its ratio: a JVM's medians as the samples, and the median of that JVM's own round
     * ratios ({@link ForkedGroup}), which the ratio of its medians is not when the host's speed moved within it.
     */
    void add(ParseProbe.Sample stockSample, ParseProbe.Sample styledSample, RoundRatio styledRatio) {
        stock.add(stockSample);
        styled.add(styledSample);
        styledRatios.add(styledRatio);
    }

    /** The shared parser's sample of the round last added: its ratio is over that round's stock parse. */
    void addShared(ParseProbe.Sample sample) {
        if (styledShared.size() >= stock.size()) {
            throw new IllegalStateException(name + ": a shared sample with no stock round of its own");
        }
        addShared(sample, RoundRatio.of(sample, stock.get(styledShared.size())));
    }

    /** The shared parser's sample of a round given with its ratio, as {@code add} takes the styled one's. */
    void addShared(ParseProbe.Sample sample, RoundRatio ratio) {
        styledShared.add(sample);
        sharedRatios.add(ratio);
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

    /** The styled parse's CPU time over the stock one's (the parsing thread's): see {@link #cpuRatio(Side)}. */
    double cpuRatio() {
        return cpuRatio(Side.STYLED);
    }

    /**
     * The median over the rounds of this side's CPU time over the stock parse's in the same round. A round's
     * parsers ran back to back, so each ratio compares like with like; for a group measured in several JVMs, a
     * round is one JVM, and its ratio that JVM's median of its own rounds' ratios. The ratio of the two sides'
     * medians can pair one round's stock time with another's styled time while the host's speed moves, and one
     * round whose two times are both the middle ones gives the document its own ratio however far it lies from
     * the others'.
     */
    double cpuRatio(Side side) {
        return medianRatio(side, ratio -> ratio.cpu);
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

    /** The styled parse's time over the stock one's: see {@link #timeRatio(Side)}. */
    double timeRatio() {
        return timeRatio(Side.STYLED);
    }

    /**
     * The median over the rounds of this side's time over the stock parse's in the same round, as
     * {@link #cpuRatio(Side)} takes CPU times.
     */
    double timeRatio(Side side) {
        return medianRatio(side, ratio -> ratio.time);
    }

    private double medianRatio(Side side, ToDoubleFunction<RoundRatio> value) {
        if (side == Side.STOCK) {
            throw new IllegalArgumentException("the stock parse has no ratio over itself");
        }
        samples(side);   // fails for a document with no round, or a shared side not measured
        List<RoundRatio> ratios = side == Side.STYLED ? styledRatios : sharedRatios;
        if (ratios.size() != stock.size()) {
            throw new IllegalStateException(name + " has " + ratios.size() + " " + side + " rounds for "
                    + stock.size() + " stock rounds");
        }
        return Medians.ofDoubles(ratios, value);
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

    /** A round's CPU and wall-time ratios of one side over the stock parse. */
    static final class RoundRatio {
        final double cpu;
        final double time;

        RoundRatio(double cpu, double time) {
            this.cpu = cpu;
            this.time = time;
        }

        static RoundRatio of(ParseProbe.Sample side, ParseProbe.Sample stock) {
            return new RoundRatio(over(side.cpuNanos, stock.cpuNanos), over(side.nanos, stock.nanos));
        }

        /** One round's time of a side over the stock parse's (a stock time of 0 counts as 1 ns). */
        static double over(long side, long stock) {
            return (double) side / Math.max(1, stock);
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
