package dev.pdfstyles.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Where and when the figures were taken: processors, memory, JVM, date and git commit. */
final class MachineDescription {

    private static final double BYTES_PER_GIB = 1024.0 * 1024 * 1024;
    /** A git that does not answer within this time is reported as unknown rather than hanging the run. */
    private static final long GIT_TIMEOUT_SECONDS = 10;

    private MachineDescription() {
    }

    static String markdownLines() {
        Runtime runtime = Runtime.getRuntime();
        StringBuilder lines = new StringBuilder();
        lines.append("- Processors (nproc): ").append(runtime.availableProcessors()).append(cpuModel()).append('\n');
        lines.append(String.format("- Memory: %.1f GiB physical; JVM max heap %.1f GiB%n", physicalMemoryGib(),
                runtime.maxMemory() / BYTES_PER_GIB));
        lines.append("- Java: ").append(System.getProperty("java.vm.name")).append(' ')
                .append(System.getProperty("java.runtime.version")).append(", GC: ").append(garbageCollectors())
                .append('\n');
        lines.append("- Date: ").append(ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ISO_INSTANT
                .withZone(ZoneOffset.UTC))).append('\n');
        lines.append("- Git commit: ").append(gitCommit()).append('\n');
        lines.append("- Load average (1, 5, 15 min) when the report was written: ").append(loadAverage())
                .append(" (other processes share the processors: ratios, measured pairwise, suffer less than "
                        + "absolute rates)\n");
        return lines.toString();
    }

    /** The 1-minute load average, or NaN where the system does not say (/proc/loadavg is Linux's). */
    static double oneMinuteLoad() {
        Path loadAvg = Paths.get("/proc/loadavg");
        try {
            if (Files.isReadable(loadAvg)) {
                return Double.parseDouble(new String(Files.readAllBytes(loadAvg), StandardCharsets.US_ASCII).trim()
                        .split(" ")[0]);
            }
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
        return Double.NaN;
    }

    private static String loadAverage() {
        Path loadAvg = Paths.get("/proc/loadavg");
        try {
            if (Files.isReadable(loadAvg)) {
                String[] fields = new String(Files.readAllBytes(loadAvg), StandardCharsets.US_ASCII).trim().split(" ");
                return fields[0] + ", " + fields[1] + ", " + fields[2];
            }
        } catch (IOException e) {
            return "unknown";
        }
        return "unknown";
    }

    @SuppressWarnings("deprecation") // getTotalPhysicalMemorySize: the Java 11 name of getTotalMemorySize
    private static double physicalMemoryGib() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            return ((com.sun.management.OperatingSystemMXBean) os).getTotalPhysicalMemorySize() / BYTES_PER_GIB;
        }
        return Double.NaN;
    }

    private static String garbageCollectors() {
        StringBuilder names = new StringBuilder();
        for (java.lang.management.GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            names.append(names.length() == 0 ? "" : ", ").append(gc.getName());
        }
        return names.toString();
    }

    private static String cpuModel() {
        Path cpuInfo = Paths.get("/proc/cpuinfo");
        try {
            if (Files.isReadable(cpuInfo)) {
                for (String line : Files.readAllLines(cpuInfo, StandardCharsets.UTF_8)) {
                    if (line.startsWith("model name")) {
                        return " (" + line.substring(line.indexOf(':') + 1).trim() + ")";
                    }
                }
            }
        } catch (IOException e) {
            return "";
        }
        return "";
    }

    private static String gitCommit() {
        try {
            Process git = new ProcessBuilder("git", "describe", "--always", "--dirty").redirectErrorStream(true)
                    .start();
            byte[] output = git.getInputStream().readAllBytes();
            if (!git.waitFor(GIT_TIMEOUT_SECONDS, TimeUnit.SECONDS) || git.exitValue() != 0) {
                return "unknown";
            }
            List<String> lines = java.util.Arrays.asList(new String(output, StandardCharsets.UTF_8).trim()
                    .split("\n"));
            return lines.get(0);
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
