package dev.pdfstyles.robustness;

import java.io.OutputStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.management.NotificationEmitter;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.testsupport.Parsers;

/**
 * Parses one PDF with the stock or the styled parser in a JVM of its own, so that {@link HeapBoundTest}
 * can find the smallest {@code -Xmx} each needs. The XHTML is written to nowhere: the parser's heap is
 * measured, not the output's.
 *
 * <pre>java -Xmx64m -XX:+UseSerialGC -cp ... dev.pdfstyles.robustness.HeapProbe stock|styled FILE.pdf</pre>
 * Exit status: 0 parsed (or failed as a bad PDF fails), {@link #OUT_OF_MEMORY} out of heap,
 * {@link #THRASHING} more than {@link #MAX_FULL_COLLECTIONS} full collections.
 */
public final class HeapProbe {

    /** Exit status of a parse that ran out of heap. */
    static final int OUT_OF_MEMORY = 3;
    /** Exit status of a wrong call. */
    static final int USAGE = 2;
    /** Exit status of a parse that needed more than {@link #MAX_FULL_COLLECTIONS} full collections. */
    static final int THRASHING = 4;

    /**
     * Full collections (of the whole heap) a parse may need and still count as fitting its heap. Just above
     * what a parse holds, each collection frees almost nothing and the next follows at once: the
     * 3,000,000-operator flood completes in 12 MiB after 1,433 of them (30 to 82 s on a busy machine) and in
     * 13 MiB after 478, where a roomy heap needs one or two. A count, unlike the 90 s limit this
     * replaced, gives the same verdict on an idle and on a busy machine (issue 24). Within one or two
     * collections from run to run, so a heap right at the limit may go either way, as one right at
     * OutOfMemoryError does.
     */
    static final long MAX_FULL_COLLECTIONS = 100;

    /** Memory pools of the old generation (Serial's "Tenured Gen"): their collector collects the whole heap. */
    private static final List<String> OLD_GENERATION_WORDS = Arrays.asList("Tenured", "Old");

    private HeapProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2 || !("stock".equals(args[0]) || "styled".equals(args[0]))) {
            System.err.println("usage: HeapProbe stock|styled FILE.pdf");
            System.exit(USAGE);
        }
        List<GarbageCollectorMXBean> fullCollectors = fullCollectors();
        // thrashing is cut short as soon as it is seen (each collection is reported), and judged again at the end
        for (GarbageCollectorMXBean collector : fullCollectors) {
            ((NotificationEmitter) collector).addNotificationListener((notification, handback) -> {
                if (fullCollections(fullCollectors) > MAX_FULL_COLLECTIONS) {
                    Runtime.getRuntime().halt(THRASHING);
                }
            }, null, null);
        }
        byte[] pdf = Files.readAllBytes(Paths.get(args[1]));
        Parser parser = "stock".equals(args[0]) ? Parsers.stock() : Parsers.styled();
        try (TikaInputStream stream = TikaInputStream.get(pdf)) {
            parser.parse(stream, new ToXMLContentHandler(OutputStream.nullOutputStream(), "UTF-8"), new Metadata(),
                    new ParseContext());
        } catch (OutOfMemoryError e) {
            System.exit(OUT_OF_MEMORY);
        } catch (Exception e) {
            // a hostile PDF may fail to parse; only memory is judged here (MalformedInputsTest judges the rest)
            System.err.println("parse failed: " + e);
        }
        System.exit(fullCollections(fullCollectors) > MAX_FULL_COLLECTIONS ? THRASHING : 0);
    }

    private static List<GarbageCollectorMXBean> fullCollectors() {
        List<GarbageCollectorMXBean> full = new ArrayList<>();
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (Arrays.stream(collector.getMemoryPoolNames())
                    .anyMatch(pool -> OLD_GENERATION_WORDS.stream().anyMatch(pool::contains))) {
                full.add(collector);
            }
        }
        if (full.isEmpty()) {
            System.err.println("no collector of the old generation: run with -XX:+UseSerialGC");
            System.exit(USAGE);
        }
        return full;
    }

    private static long fullCollections(List<GarbageCollectorMXBean> collectors) {
        long count = 0;
        for (GarbageCollectorMXBean collector : collectors) {
            count += collector.getCollectionCount();
        }
        return count;
    }
}
