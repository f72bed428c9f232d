package dev.pdfstyles.robustness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

import dev.pdfstyles.testsupport.BuildOutput;

/**
 * What the plugin cost next to the stock parser, case by case: wall time, CPU time and bytes allocated by
 * the parsing thread. Filled by {@link MalformedCostReport} (one per run, never static) and written to
 * robustness/ in the build directory (target/ by default) as a table and a summary: the figures of a report, where no test reads a clock.
 */
final class CostLedger {

    private static final double NANOS_PER_MILLI = 1e6;
    private static final double BYTES_PER_MIB = 1024.0 * 1024.0;

    private final String title;
    private final List<Entry> entries = Collections.synchronizedList(new ArrayList<>());

    CostLedger(String title) {
        this.title = title;
    }

    static final class Entry {
        final String name;
        final int sizeBytes;
        final ParseOutcome stock;
        final ParseOutcome styled;

        Entry(String name, int sizeBytes, ParseOutcome stock, ParseOutcome styled) {
            this.name = name;
            this.sizeBytes = sizeBytes;
            this.stock = stock;
            this.styled = styled;
        }

        double timeRatio() {
            return (double) styled.nanos / Math.max(1, stock.nanos);
        }

        double cpuRatio() {
            return (double) styled.cpuNanos / Math.max(1, stock.cpuNanos);
        }

        long extraAllocatedBytes() {
            return styled.allocatedBytes - stock.allocatedBytes;
        }
    }

    void add(String name, int sizeBytes, ParseOutcome stock, ParseOutcome styled) {
        entries.add(new Entry(name, sizeBytes, stock, styled));
    }

    /** Writes target/robustness/{title}-costs.tsv and returns the summary lines (also written). */
    String writeReport() {
        List<Entry> sorted;
        synchronized (entries) {
            sorted = new ArrayList<>(entries);
        }
        sorted.sort(Comparator.comparing(e -> e.name));
        StringBuilder table = new StringBuilder(
                "case\tbytes\tstock_ms\tstyled_ms\tratio\tstock_cpu_ms\tstyled_cpu_ms\tcpu_ratio\tstock_alloc_mib\tstyled_alloc_mib\textra_alloc_mib\t"
                        + "stock_exception\n");
        long stockNanos = 0;
        long styledNanos = 0;
        long extraBytes = 0;
        List<Double> ratios = new ArrayList<>();
        List<Double> cpuRatios = new ArrayList<>();
        long stockCpu = 0;
        long styledCpu = 0;
        Entry slowest = null;
        Entry hungriest = null;
        for (Entry e : sorted) {
            table.append(String.format("%s\t%d\t%.1f\t%.1f\t%.2f\t%.1f\t%.1f\t%.2f\t%.1f\t%.1f\t%.1f\t%s%n",
                    e.name, e.sizeBytes, e.stock.nanos / NANOS_PER_MILLI, e.styled.nanos / NANOS_PER_MILLI,
                    e.timeRatio(), e.stock.cpuNanos / NANOS_PER_MILLI, e.styled.cpuNanos / NANOS_PER_MILLI,
                    e.cpuRatio(),
                    e.stock.allocatedBytes / BYTES_PER_MIB, e.styled.allocatedBytes / BYTES_PER_MIB,
                    e.extraAllocatedBytes() / BYTES_PER_MIB, e.stock.exceptionClass));
            stockNanos += e.stock.nanos;
            styledNanos += e.styled.nanos;
            extraBytes += e.extraAllocatedBytes();
            ratios.add(e.timeRatio());
            cpuRatios.add(e.cpuRatio());
            stockCpu += e.stock.cpuNanos;
            styledCpu += e.styled.cpuNanos;
            if (slowest == null || e.styled.nanos - e.stock.nanos > slowest.styled.nanos - slowest.stock.nanos) {
                slowest = e;
            }
            if (hungriest == null || e.extraAllocatedBytes() > hungriest.extraAllocatedBytes()) {
                hungriest = e;
            }
        }
        Collections.sort(ratios);
        Collections.sort(cpuRatios);
        StringBuilder summary = new StringBuilder();
        summary.append(String.format("%s: %d cases; total stock %.1f s, styled %.1f s (ratio %.2f)%n", title,
                sorted.size(), stockNanos / 1e9, styledNanos / 1e9, (double) styledNanos / Math.max(1, stockNanos)));
        if (!ratios.isEmpty()) {
            summary.append(String.format("  per-case time ratio: median %.2f, p90 %.2f, max %.2f%n",
                    ratios.get(ratios.size() / 2), ratios.get(ratios.size() * 9 / 10), ratios.get(ratios.size() - 1)));
            summary.append(String.format("  CPU of the parsing thread: total stock %.1f s, styled %.1f s (ratio %.2f);"
                            + " per case median %.2f, p90 %.2f, max %.2f%n", stockCpu / 1e9, styledCpu / 1e9,
                    (double) styledCpu / Math.max(1, stockCpu), cpuRatios.get(cpuRatios.size() / 2),
                    cpuRatios.get(cpuRatios.size() * 9 / 10), cpuRatios.get(cpuRatios.size() - 1)));
            summary.append(String.format("  largest extra time: %s (stock %.0f ms, styled %.0f ms)%n", slowest.name,
                    slowest.stock.nanos / NANOS_PER_MILLI, slowest.styled.nanos / NANOS_PER_MILLI));
            summary.append(String.format("  extra allocation: mean %.1f MiB per case; largest %s: %.1f MiB "
                            + "(stock %.1f MiB)%n", extraBytes / BYTES_PER_MIB / sorted.size(), hungriest.name,
                    hungriest.extraAllocatedBytes() / BYTES_PER_MIB, hungriest.stock.allocatedBytes / BYTES_PER_MIB));
        }
        Path dir = BuildOutput.resolve("robustness");
        try {
            Files.createDirectories(dir);
            Files.write(dir.resolve(title + "-costs.tsv"), table.toString().getBytes(StandardCharsets.UTF_8));
            Files.write(dir.resolve(title + "-summary.txt"), summary.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return summary.toString();
    }
}
