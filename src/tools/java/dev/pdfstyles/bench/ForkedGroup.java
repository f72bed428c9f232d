package dev.pdfstyles.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.pdfstyles.bench.DocumentTimings.Side;

/**
 * A group measured in several JVMs, one after the other, each a child process that runs the group as the benchmark
 * does in its own JVM (JIT warm-up, the group's warm-up, the measured rounds). A document's figure per parser is then
 * the median over the JVMs of each JVM's median over its rounds, and its ratio the median over the JVMs of each
 * JVM's median of its own rounds' ratios ({@link DocumentTimings#cpuRatio(DocumentTimings.Side)}). A JVM hands over
 * that ratio, not only its medians: the ratio of its two medians pairs rounds far apart when the host's speed moves
 * within the JVM (the long styled text's JVMs read 1.29, 1.24 and 1.23 round by round, and 1.32, 1.09 and 1.15 as
 * ratios of their medians, in run 38).
 *
 * <p>Why: within one JVM the median over 11 rounds is stable, but across JVMs a document's CPU ratio moves by
 * 0.1-0.15. The JIT compiles each JVM's hot code differently (issue 27, third session of 2026-12-03:
 * handps/mono.descriptors-stripped read 1.234 in one JVM and 1.079 in the next). A route of 2-5 one-page files takes
 * its p90 from its worst file, so which routes passed changed from run to run; a single-document group is one file,
 * so one JVM is its whole figure (the long styled text read 1.27 and 1.13 in two runs at one commit, and 1.09 to
 * 1.57 over the runs recorded in docs/benchmark.md). JMH forks for the same reason.
 */
final class ForkedGroup {

    /**
     * Longest a child JVM may take: the one-page group and the long styled text take a few minutes each on a 2-core
     * machine. A child stuck beyond it is stopped and the run fails, rather than the benchmark waiting for ever.
     */
    static final long MAX_CHILD_MINUTES = 60;
    /**
     * How long the output's last lines may take to reach the log once the child has ended or been stopped; a
     * grandchild holding the output open must not hold the benchmark.
     */
    private static final long PUMP_DRAIN_SECONDS = 10;

    private static final String DOCUMENT = "document";
    private static final String LEFT_OUT = "left-out";
    private static final String SAMPLE = "sample";
    private static final String MEMORY_STOCK = "MEMORY_STOCK";
    private static final String MEMORY_STYLED = "MEMORY_STYLED";
    private static final String NO_FAILURE = "-";
    /** In place of the ratios on a line of the stock parse or the heap round, which have none. */
    private static final String NO_RATIO = "-";

    private ForkedGroup() {
    }

    /**
     * Runs {@code group} in {@code jvms} child JVMs, one after the other, and merges what they measured: each child
     * adds one round per document, its medians and its median ratios ({@link #merge}).
     */
    static Figures measure(BenchmarkOptions options, String group, int jvms, PrintStream log) throws IOException {
        List<Path> outputs = new ArrayList<>();
        Path folder = Files.createTempDirectory("pdf-styles-" + group + "-");
        try {
            for (int jvm = 1; jvm <= jvms; jvm++) {
                Path output = folder.resolve("jvm-" + jvm + ".tsv");
                outputs.add(output);
                runChild(childCommand(options, group, output), group, jvm, jvms,
                        TimeUnit.MINUTES.toMillis(MAX_CHILD_MINUTES), log);
            }
            List<List<String>> files = new ArrayList<>();
            for (Path output : outputs) {
                files.add(Files.readAllLines(output, StandardCharsets.UTF_8));
            }
            return merge(files);
        } finally {
            for (Path output : outputs) {
                Files.deleteIfExists(output);
            }
            Files.deleteIfExists(folder);
        }
    }

    /** What the JVMs measured: the documents, and the documents left out of the group with the reason. */
    static final class Figures {
        final List<DocumentTimings> documents;
        final List<String> leftOut;

        Figures(List<DocumentTimings> documents, List<String> leftOut) {
            this.documents = Collections.unmodifiableList(documents);
            this.leftOut = Collections.unmodifiableList(leftOut);
        }
    }

    /**
     * The child's command: this JVM's java and class path, the benchmark with the arguments it was given, then
     * {@code group} alone in one JVM, writing its documents to {@code output} (later options override earlier).
     */
    static List<String> childCommand(BenchmarkOptions options, String group, Path output) {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(classPath());
        command.add(Benchmark.class.getName());
        command.addAll(options.arguments);
        command.add("--groups");
        command.add(group);
        command.add("--onepage-jvms");
        command.add("1");
        command.add("--single-file-jvms");
        command.add("1");
        command.add("--child-output");
        command.add(output.toString());
        return command;
    }

    /**
     * The class path this code was loaded from: the benchmark runs under {@code exec:java} (an isolated class loader
     * over the project's class path, inside Maven's JVM), under Surefire, or with {@code java -cp}.
     */
    private static String classPath() {
        ClassLoader loader = ForkedGroup.class.getClassLoader();
        if (loader instanceof URLClassLoader) {
            List<String> entries = new ArrayList<>();
            for (URL url : ((URLClassLoader) loader).getURLs()) {
                try {
                    entries.add(Paths.get(url.toURI()).toString());
                } catch (URISyntaxException | IllegalArgumentException e) {
                    throw new IllegalStateException("class path entry is not a file: " + url, e);
                }
            }
            return String.join(File.pathSeparator, entries);
        }
        return System.getProperty("java.class.path");
    }

    /** Runs one child, its output copied to the log; fails when it exits with an error or runs over the bound. */
    static void runChild(List<String> command, String group, int jvm, int jvms, long maxMillis, PrintStream log)
            throws IOException {
        log.printf("Group %s, JVM %d of %d%n", group, jvm, jvms);
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        // The child's output is copied on its own thread so that the bound below holds even when a stuck child
        // keeps its output open: reading it here would block until the child ended.
        Thread pump = new Thread(() -> copyLines(child, jvm, log), group + " JVM " + jvm + " output");
        pump.setDaemon(true);
        pump.start();
        try {
            boolean ended = child.waitFor(maxMillis, TimeUnit.MILLISECONDS);
            if (!ended) {
                child.destroyForcibly();
            }
            // the output up to the end (or the stop) reaches the log before the outcome is told
            pump.join(TimeUnit.SECONDS.toMillis(PUMP_DRAIN_SECONDS));
            if (!ended) {
                throw new IOException("the " + group + " group's JVM " + jvm + " ran over " + maxMillis / 1000 + " s");
            }
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while JVM " + jvm + " ran", e);
        }
        if (child.exitValue() != 0) {
            throw new IOException("the " + group + " group's JVM " + jvm + " exited with " + child.exitValue());
        }
    }

    /** Copies a child's output to the log, each line marked with its JVM, until the output closes. */
    private static void copyLines(Process child, int jvm, PrintStream log) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                log.println("  [JVM " + jvm + "] " + line);
            }
        } catch (IOException e) {
            // The stream closes under the reader when the child is stopped; the exit value reports the failure.
            log.println("  [JVM " + jvm + "] output ended: " + e.getMessage());
        }
    }

    /**
     * What a child writes: the documents it left out, with the reason; then per document its font counts, then per
     * parser its medians over the rounds as one sample with the median of its round-by-round CPU and time ratios
     * over the stock parse, and its heap round. Tab-separated lines; a document's name and a reason hold no tab or
     * line break.
     */
    static List<String> lines(List<DocumentTimings> documents, List<String> leftOut) {
        List<String> lines = new ArrayList<>();
        for (String reason : leftOut) {
            lines.add(String.join("\t", LEFT_OUT, oneField(reason)));
        }
        for (DocumentTimings d : documents) {
            oneField(d.name);
            lines.add(String.join("\t", DOCUMENT, d.name, Integer.toString(d.fonts()),
                    Integer.toString(d.outlineFonts())));
            for (Side side : Side.values()) {
                if (side != Side.STYLED_SHARED || d.hasShared()) {
                    String sample = sampleLine(side.name(), d.medianNanos(side), d.medianCpuNanos(side),
                            d.medianAllocatedBytes(side), 0, HeapWatch.NO_COLLECTION, d.pages(), d.outputChars(side),
                            d.failure(side));
                    lines.add(side == Side.STOCK ? withoutRatios(sample) : String.join("\t", sample,
                            Double.toString(d.cpuRatio(side)), Double.toString(d.timeRatio(side))));
                }
            }
            lines.add(withoutRatios(sampleLine(MEMORY_STOCK, 0, 0, 0, d.peakHeapBytes(Side.STOCK),
                    d.heapAfterGcBytes(Side.STOCK), d.pages(), 0, null)));
            lines.add(withoutRatios(sampleLine(MEMORY_STYLED, 0, 0, 0, d.peakHeapBytes(Side.STYLED),
                    d.heapAfterGcBytes(Side.STYLED), d.pages(), 0, null)));
        }
        return lines;
    }

    private static String oneField(String text) {
        if (text.indexOf('\t') >= 0 || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a field with a tab or line break: " + text);
        }
        return text;
    }

    private static String withoutRatios(String sampleLine) {
        return String.join("\t", sampleLine, NO_RATIO, NO_RATIO);
    }

    private static String sampleLine(String kind, long nanos, long cpuNanos, long allocatedBytes, long peakHeapBytes,
                                     long heapAfterGcBytes, int pages, long outputChars, String failure) {
        return String.join("\t", SAMPLE, kind, Long.toString(nanos), Long.toString(cpuNanos),
                Long.toString(allocatedBytes), Long.toString(peakHeapBytes), Long.toString(heapAfterGcBytes),
                Integer.toString(pages), Long.toString(outputChars), failure == null ? NO_FAILURE : failure);
    }

    /**
     * The documents of several children's files, in the first file's order: each file adds one round per document
     * and parser (its medians, and its median ratios), so a document's median and ratio are the medians over the
     * JVMs. The heap round and the font counts are the first file's, and so are the documents left out. The files
     * must list the same documents in the same order.
     */
    static Figures merge(List<List<String>> files) {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no JVM's figures to merge");
        }
        Map<String, DocumentTimings> merged = new LinkedHashMap<>();
        JvmFile first = null;
        for (List<String> lines : files) {
            JvmFile file = parse(lines);
            if (first == null) {
                first = file;
            } else if (!first.order().equals(file.order())) {
                throw new IllegalStateException("the JVMs measured different documents: " + first.order() + " and "
                        + file.order());
            }
            for (Map.Entry<String, JvmDocument> entry : file.documents.entrySet()) {
                addRound(merged, entry.getKey(), entry.getValue());
            }
        }
        return new Figures(new ArrayList<>(merged.values()), first.leftOut);
    }

    private static void addRound(Map<String, DocumentTimings> merged, String name, JvmDocument document) {
        ParseProbe.Sample stock = document.required(Side.STOCK.name(), name);
        ParseProbe.Sample styled = document.required(Side.STYLED.name(), name);
        DocumentTimings timings = merged.get(name);
        if (timings == null) {
            timings = new DocumentTimings(name);
            timings.setFonts(document.fonts, document.outlineFonts);
            timings.setMemory(document.required(MEMORY_STOCK, name), document.required(MEMORY_STYLED, name));
            merged.put(name, timings);
        }
        timings.add(stock, styled, document.requiredRatio(Side.STYLED.name(), name));
        ParseProbe.Sample shared = document.samples.get(Side.STYLED_SHARED.name());
        if (shared != null) {
            timings.addShared(shared, document.requiredRatio(Side.STYLED_SHARED.name(), name));
        }
    }

    /** One document as one JVM wrote it: its font counts and its samples by kind. */
    private static final class JvmDocument {
        final int fonts;
        final int outlineFonts;
        final Map<String, ParseProbe.Sample> samples = new LinkedHashMap<>();
        final Map<String, DocumentTimings.RoundRatio> ratios = new LinkedHashMap<>();

        JvmDocument(int fonts, int outlineFonts) {
            this.fonts = fonts;
            this.outlineFonts = outlineFonts;
        }

        ParseProbe.Sample required(String kind, String name) {
            ParseProbe.Sample sample = samples.get(kind);
            if (sample == null) {
                throw new IllegalStateException(name + " has no " + kind + " line");
            }
            return sample;
        }

        DocumentTimings.RoundRatio requiredRatio(String kind, String name) {
            DocumentTimings.RoundRatio ratio = ratios.get(kind);
            if (ratio == null) {
                throw new IllegalStateException(name + " has no ratio for " + kind);
            }
            return ratio;
        }
    }

    /** One JVM's file: the documents it left out, with the reason, and the documents it measured, in its order. */
    private static final class JvmFile {
        final List<String> leftOut = new ArrayList<>();
        final Map<String, JvmDocument> documents = new LinkedHashMap<>();

        List<String> order() {
            return new ArrayList<>(documents.keySet());
        }
    }

    private static JvmFile parse(List<String> lines) {
        JvmFile file = new JvmFile();
        JvmDocument current = null;
        for (String line : lines) {
            if (line.isEmpty()) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            if (LEFT_OUT.equals(fields[0]) && fields.length == 2) {
                file.leftOut.add(fields[1]);
            } else if (DOCUMENT.equals(fields[0]) && fields.length == 4) {
                current = new JvmDocument(Integer.parseInt(fields[2]), Integer.parseInt(fields[3]));
                if (file.documents.put(fields[1], current) != null) {
                    throw new IllegalStateException("document listed twice: " + fields[1]);
                }
            } else if (SAMPLE.equals(fields[0]) && fields.length == 12 && current != null) {
                current.samples.put(fields[1], new ParseProbe.Sample(Long.parseLong(fields[2]),
                        Long.parseLong(fields[3]), Long.parseLong(fields[4]), Long.parseLong(fields[5]),
                        Long.parseLong(fields[6]), Integer.parseInt(fields[7]), Long.parseLong(fields[8]),
                        NO_FAILURE.equals(fields[9]) ? null : fields[9]));
                if (!NO_RATIO.equals(fields[10])) {
                    current.ratios.put(fields[1], new DocumentTimings.RoundRatio(Double.parseDouble(fields[10]),
                            Double.parseDouble(fields[11])));
                }
            } else {
                throw new IllegalStateException("not a line of a group's figures: " + line);
            }
        }
        return file;
    }
}
