package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

import dev.pdfstyles.bench.DocumentTimings.Side;

/** The figures of one file group, aggregated from its documents' per-document medians. */
final class GroupSummary {

    private static final double NANOS_PER_SECOND = 1e9;

    final String group;
    final List<DocumentTimings> documents;
    /** The 1-minute load average when the group started and ended (NaN where unknown). */
    final double loadAtStart;
    final double loadAtEnd;

    GroupSummary(String group, List<DocumentTimings> documents) {
        this(group, documents, Double.NaN, Double.NaN);
    }

    GroupSummary(String group, List<DocumentTimings> documents, double loadAtStart, double loadAtEnd) {
        if (documents.isEmpty()) {
            throw new IllegalArgumentException("group " + group + " has no documents");
        }
        this.group = group;
        this.documents = Collections.unmodifiableList(new ArrayList<>(documents));
        this.loadAtStart = loadAtStart;
        this.loadAtEnd = loadAtEnd;
    }

    int pages() {
        int pages = 0;
        for (DocumentTimings document : documents) {
            pages += document.pages();
        }
        return pages;
    }

    long totalNanos(Side side) {
        long total = 0;
        for (DocumentTimings document : documents) {
            total += document.medianNanos(side);
        }
        return total;
    }

    /** Median over documents of each document's styled/stock median-time ratio. */
    double medianRatio() {
        return Medians.ofDoubles(documents, d -> d.timeRatio());
    }

    /** Sum of styled medians over sum of stock medians: what a batch of these files costs. */
    double totalRatio() {
        return (double) totalNanos(Side.STYLED) / totalNanos(Side.STOCK);
    }

    /** Median over documents of each document's styled/stock median CPU-time ratio. */
    double medianCpuRatio() {
        return Medians.ofDoubles(documents, d -> d.cpuRatio());
    }

    /** Whether the default styled parser (shared font verdicts) was measured beside the others. */
    boolean hasShared() {
        return documents.get(0).hasShared();
    }

    /** Sum of styled median CPU times over the stock sum. */
    double totalCpuRatio() {
        long stock = 0;
        long styled = 0;
        for (DocumentTimings document : documents) {
            stock += document.medianCpuNanos(Side.STOCK);
            styled += document.medianCpuNanos(Side.STYLED);
        }
        return (double) styled / Math.max(1, stock);
    }

    double pagesPerSecond(Side side) {
        return pages() * NANOS_PER_SECOND / totalNanos(side);
    }

    double millisPerPage(Side side) {
        return totalNanos(side) / 1e6 / Math.max(1, pages());
    }

    /** Sum of per-document median allocations, per page (a document without pages counts as one). */
    double allocatedBytesPerPage(Side side) {
        long bytes = 0;
        for (DocumentTimings document : documents) {
            bytes += document.medianAllocatedBytes(side);
        }
        return (double) bytes / Math.max(1, pages());
    }

    /** Largest heap-pool peak of the group's documents, above the settled heap (garbage included). */
    long maxPeakHeapBytes(Side side) {
        long max = 0;
        for (DocumentTimings document : documents) {
            max = Math.max(max, document.peakHeapBytes(side));
        }
        return max;
    }

    /** Largest heap after a collection during a parse, above the settled heap; NO_COLLECTION if none ran. */
    long maxHeapAfterGcBytes(Side side) {
        long max = HeapWatch.NO_COLLECTION;
        for (DocumentTimings document : documents) {
            max = Math.max(max, document.heapAfterGcBytes(side));
        }
        return max;
    }

    /** Documents on which one of the parsers threw. */
    int failures() {
        int failures = 0;
        for (DocumentTimings document : documents) {
            if (document.failure(Side.STOCK) != null || document.failure(Side.STYLED) != null) {
                failures++;
            }
        }
        return failures;
    }

    /** The documents with the highest styled/stock CPU-time ratio, highest first. */
    List<DocumentTimings> slowestByCpu(int count) {
        List<DocumentTimings> sorted = new ArrayList<>(documents);
        sorted.sort(Comparator.comparingDouble((DocumentTimings d) -> d.cpuRatio()).reversed());
        return sorted.subList(0, Math.min(count, sorted.size()));
    }

    /** The documents with the highest styled/stock ratio, highest first. */
    List<DocumentTimings> slowest(int count) {
        List<DocumentTimings> sorted = new ArrayList<>(documents);
        sorted.sort(Comparator.comparingDouble((DocumentTimings d) -> d.timeRatio()).reversed());
        return sorted.subList(0, Math.min(count, sorted.size()));
    }
}
