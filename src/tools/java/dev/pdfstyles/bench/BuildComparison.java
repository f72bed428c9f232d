package dev.pdfstyles.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Developer tool (issue #7), not a test: the styled/stock CPU-time ratio of two or more builds of this project
 * on the same files, in one JVM at the same time, so that a speed change of a few percent shows through a
 * noisy machine (separate runs of {@link Benchmark} moved by 3-5% between themselves). Each build gets its own
 * class loader with its own Tika and PDFBox (so each has its own JIT profile, as in {@link Benchmark}); every
 * round parses each file with every build's stock and styled parser in rotating order, after a timed warm-up.
 *
 * <pre>
 * git worktree add /tmp/before HEAD~1 &amp;&amp; (cd /tmp/before &amp;&amp; mvn -B -q -o test-compile)
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.BuildComparison \
 *     /tmp/before,. target/cp.txt 15 30 test-documents/chromium/*.pdf
 * </pre>
 *
 * Arguments: the builds' project folders (comma-separated; each with target/classes and target/test-classes),
 * the dependency class path file, measured rounds, warm-up seconds, the PDF files. Run it twice with the builds
 * in both orders: a difference that does not survive the swap is noise. With {@code -DperFile=true} it also
 * prints each file's median stock and styled CPU microseconds and their ratio (to see whether a cost is fixed
 * per document or grows with it). With {@code -DsharedVerdicts=false} the styled parser of builds that have the
 * shared font verdict cache (issue 27) judges every font as new, as a file the server has not met would.
 *
 * <p>Compare builds with it; do not read one build's ratio as the benchmark's. With a single build the
 * rotation always parses a file with stock before styled, so the styled parse finds the file's bytes in
 * cache (on the corpus it read 1.108 where {@link Benchmark}, which alternates, read 1.12-1.13).
 */
public final class BuildComparison {

    private static final int MIN_WARMUP_ROUNDS = 3;

    private BuildComparison() {
    }

    /** Loaded inside each build's class loader: one parse, in the parsing thread's CPU nanoseconds. */
    public static final class Runner {
        private static final org.apache.tika.parser.Parser STOCK = dev.pdfstyles.testsupport.Parsers.stock();
        private static final org.apache.tika.parser.Parser STYLED = styled();
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

        private Runner() {
        }

        /**
         * The styled parser as configured by default; with {@code -DsharedVerdicts=false} one whose shared font
         * verdict cache is off, so that every parse judges its fonts as new (a file parsed again and again would
         * otherwise find them all in the cache from its third parse on).
         */
        private static org.apache.tika.parser.Parser styled() {
            if (Boolean.parseBoolean(System.getProperty("sharedVerdicts", "true"))) {
                return dev.pdfstyles.testsupport.Parsers.styled();
            }
            dev.pdfstyles.StyledPdfParser pdf = new dev.pdfstyles.StyledPdfParser();
            pdf.setFontVerdictCacheSize(0);
            return dev.pdfstyles.testsupport.Parsers.styledWith(pdf);
        }

        public static long parse(byte[] pdf, boolean styled) {
            long start = THREADS.getCurrentThreadCpuTime();
            try (org.apache.tika.io.TikaInputStream in = org.apache.tika.io.TikaInputStream.get(pdf)) {
                (styled ? STYLED : STOCK).parse(in, new org.apache.tika.sax.ToXMLContentHandler(),
                        new org.apache.tika.metadata.Metadata(), new org.apache.tika.parser.ParseContext());
            } catch (Exception e) {
                // both parsers fail alike on the broken files: the time until the failure counts
            }
            return THREADS.getCurrentThreadCpuTime() - start;
        }
    }

    public static void main(String[] args) throws Exception {
        String[] builds = args[0].split(",");
        List<URL> dependencies = new ArrayList<>();
        for (String jar : new String(Files.readAllBytes(Paths.get(args[1]))).trim().split(":")) {
            dependencies.add(Paths.get(jar).toUri().toURL());
        }
        int rounds = Integer.parseInt(args[2]);
        long warmupNanos = TimeUnit.SECONDS.toNanos(Long.parseLong(args[3]));
        List<byte[]> files = new ArrayList<>();
        for (int i = 4; i < args.length; i++) {
            files.add(Files.readAllBytes(Paths.get(args[i])));
        }
        Method[] parse = new Method[builds.length];
        for (int b = 0; b < builds.length; b++) {
            parse[b] = runnerIn(Paths.get(builds[b]), dependencies);
        }
        long[][][][] nanos = new long[builds.length][2][files.size()][rounds];
        long warmupEnd = System.nanoTime() + warmupNanos;
        for (int round = 0; round < MIN_WARMUP_ROUNDS || System.nanoTime() < warmupEnd; round++) {
            parseAll(parse, files, round, null, 0);
        }
        for (int round = 0; round < rounds; round++) {
            parseAll(parse, files, round, nanos, round);
        }
        for (int b = 0; b < builds.length; b++) {
            report(builds[b], nanos[b], files.size(), rounds);
            if (Boolean.getBoolean("perFile")) {
                for (int f = 0; f < files.size(); f++) {
                    System.out.printf(Locale.ROOT, "  %8.1f %8.1f %.3f %s%n", median(nanos[b][0][f]) / 1e3,
                            median(nanos[b][1][f]) / 1e3, median(nanos[b][1][f]) / median(nanos[b][0][f]),
                            args[4 + f]);
                }
            }
        }
    }

    /** Every file with every build's two parsers, the order rotating by round. */
    private static void parseAll(Method[] parse, List<byte[]> files, int round, long[][][][] nanos, int slot)
            throws Exception {
        int parsers = parse.length * 2;
        for (int f = 0; f < files.size(); f++) {
            for (int k = 0; k < parsers; k++) {
                int which = (k + round) % parsers;
                int build = which / 2;
                boolean styled = (which + round) % 2 == 1;
                long spent = (Long) parse[build].invoke(null, files.get(f), styled);
                if (nanos != null) {
                    nanos[build][styled ? 1 : 0][f][slot] = spent;
                }
            }
        }
    }

    /**
     * The build's own classes first, then this tool's (for {@link Runner} only: an older build lacks it), then
     * the dependencies; the platform loader as parent, so no class is shared with another build.
     */
    private static Method runnerIn(Path build, List<URL> dependencies) throws IOException, ReflectiveOperationException {
        List<URL> urls = new ArrayList<>();
        urls.add(build.resolve("target/classes/").toUri().toURL());
        urls.add(build.resolve("target/test-classes/").toUri().toURL());
        urls.add(BuildComparison.class.getProtectionDomain().getCodeSource().getLocation());
        urls.addAll(dependencies);
        URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        return loader.loadClass(Runner.class.getName()).getMethod("parse", byte[].class, boolean.class);
    }

    private static void report(String build, long[][][] nanos, int fileCount, int rounds) {
        double[] ratios = new double[fileCount];
        double stockTotal = 0;
        double styledTotal = 0;
        for (int f = 0; f < fileCount; f++) {
            double stock = median(nanos[0][f]);
            double styled = median(nanos[1][f]);
            ratios[f] = styled / stock;
            stockTotal += stock;
            styledTotal += styled;
        }
        Arrays.sort(ratios);
        System.out.printf(Locale.ROOT, "%s: CPU ratio styled/stock, median of files %.3f, total %.3f "
                + "(%d files, %d rounds)%n", build, ratios[fileCount / 2], styledTotal / stockTotal, fileCount, rounds);
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }
}
