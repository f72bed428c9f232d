package dev.pdfstyles.testsupport.work;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * Counts work in steps ({@link WorkCountingAgent}) in a JVM of its own: the agent rewrites every class of
 * PDFBox, FontBox, Tika and the plugin as it loads, which must not happen in the JVM of the other tests.
 * The counts depend on nothing but the code and its input (issue 24: cost bounds that read a CPU clock
 * failed on a cold JIT and on a busy machine).
 */
public final class ForkedWorkCount {

    /** Counted code: the stock parser's and the plugin's (the JDK's is counted as the calls into it). */
    static final String COUNTED_PREFIXES = "dev/pdfstyles/,org/apache/pdfbox/,org/apache/fontbox/,org/apache/tika/";

    /**
     * A hang detector, not a speed check: the longest probe (the 273 malformed inputs, each parsed four
     * times, counted) takes about a minute on an idle 2-core machine.
     */
    static final long MAX_PROBE_MINUTES = 30;

    /** Heap of the probe JVM: the floods allocate 100-200 MiB a parse; ample, so no run is near its end. */
    static final String PROBE_HEAP = "-Xmx1g";

    private ForkedWorkCount() {
    }

    /** Steps of a stock and a styled parse, {stock, styled}, of each PDF in {@code dir}, by file name. */
    public static Map<String, long[]> ofParses(Path dir) {
        Map<String, long[]> steps = new LinkedHashMap<>();
        for (String line : probe("parses", dir.toString())) {
            String[] fields = line.split("\t");
            steps.put(fields[0], new long[] {Long.parseLong(fields[1]), Long.parseLong(fields[2])});
        }
        return steps;
    }

    /** Steps of the workload at each size, in the order given. */
    public static long[] ofWorkload(Class<? extends Workload> type, int... sizes) {
        List<String> args = new ArrayList<>(Arrays.asList("workload", type.getName()));
        for (int size : sizes) {
            args.add(Integer.toString(size));
        }
        List<String> lines = probe(args.toArray(new String[0]));
        long[] steps = new long[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            steps[i] = Long.parseLong(lines.get(i).split("\t")[1]);
        }
        return steps;
    }

    private static List<String> probe(String... args) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("work-count");
            Path agent = agentJar(dir);
            Path output = dir.resolve("steps.tsv");
            Path errors = dir.resolve("stderr.txt");
            List<String> command = new ArrayList<>(Arrays.asList(
                    Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                    "-javaagent:" + agent + "=" + COUNTED_PREFIXES, PROBE_HEAP,
                    // counts do not depend on the compiler: C1 alone and one collector thread spare the CPU
                    "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                    "-cp", System.getProperty("java.class.path"), WorkProbe.class.getName()));
            command.addAll(Arrays.asList(args));
            Process process = new ProcessBuilder(command).redirectOutput(output.toFile())
                    .redirectError(errors.toFile()).start();
            if (!process.waitFor(MAX_PROBE_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly().waitFor();
                throw new AssertionError("work probe hung (over " + MAX_PROBE_MINUTES + " min): " + args[0]);
            }
            if (process.exitValue() != 0) {
                throw new AssertionError("work probe failed with status " + process.exitValue() + ":\n"
                        + new String(Files.readAllBytes(errors), StandardCharsets.UTF_8));
            }
            return Files.readAllLines(output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } finally {
            deleteQuietly(dir);
        }
    }

    /** A jar holding only a manifest naming the agent: its class is on the probe's class path already. */
    private static Path agentJar(Path dir) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(new Attributes.Name("Premain-Class"), WorkCountingAgent.class.getName());
        Path jar = dir.resolve("work-counting-agent.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            return jar;
        }
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Files.deleteIfExists(file);
            }
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // a temporary directory left behind harms nothing
        }
    }
}
