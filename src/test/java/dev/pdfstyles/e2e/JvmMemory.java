package dev.pdfstyles.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The memory of another JVM on this machine: heap in use after a full GC (through {@code jcmd},
 * which ships with the JDK that runs the build) and the resident set size from /proc (#8).
 */
final class JvmMemory {

    private static final Duration JCMD_TIMEOUT = Duration.ofSeconds(60);
    /** First "used NNNK" of GC.heap_info: the whole heap for every collector HotSpot 11-21 prints. */
    private static final Pattern HEAP_USED_KB = Pattern.compile("used (\\d+)K");
    private static final Pattern RSS_KB = Pattern.compile("VmRSS:\\s+(\\d+) kB");
    private static final long KB = 1024;

    final long liveHeapBytes;
    final long residentBytes;

    private JvmMemory(long liveHeapBytes, long residentBytes) {
        this.liveHeapBytes = liveHeapBytes;
        this.residentBytes = residentBytes;
    }

    /** Runs a full GC in {@code jvm}, then reads its heap in use and its RSS. */
    static JvmMemory sample(ProcessHandle jvm, Path work) throws IOException, InterruptedException {
        jcmd(jvm, work, "GC.run");
        String heapInfo = jcmd(jvm, work, "GC.heap_info");
        Matcher used = HEAP_USED_KB.matcher(heapInfo);
        if (!used.find()) {
            throw new AssertionError("no heap figure in jcmd GC.heap_info:\n" + heapInfo);
        }
        return new JvmMemory(Long.parseLong(used.group(1)) * KB, residentBytes(jvm));
    }

    private static String jcmd(ProcessHandle jvm, Path work, String command)
            throws IOException, InterruptedException {
        String jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
        ExternalProgram.Result result = ExternalProgram.run(List.of(jcmd, String.valueOf(jvm.pid()), command),
                work, "jcmd-" + command, JCMD_TIMEOUT);
        if (result.exitCode != 0) {
            throw new AssertionError("jcmd " + command + " failed: " + result.describe());
        }
        return result.stdout;
    }

    private static long residentBytes(ProcessHandle jvm) throws IOException {
        String status = Files.readString(Path.of("/proc", String.valueOf(jvm.pid()), "status"),
                StandardCharsets.US_ASCII);
        Matcher rss = RSS_KB.matcher(status);
        return rss.find() ? Long.parseLong(rss.group(1)) * KB : -1;
    }

    @Override
    public String toString() {
        return String.format("live heap %.1f MB, RSS %.1f MB", liveHeapBytes / 1048576.0, residentBytes / 1048576.0);
    }
}
