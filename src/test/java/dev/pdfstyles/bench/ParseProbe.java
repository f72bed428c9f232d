package dev.pdfstyles.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.PagedText;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

/**
 * Runs one parse the way both parsers are measured (in-memory bytes, a fresh ParseContext, a
 * {@link ToXMLContentHandler} sink) and reports its wall time, the bytes the calling thread allocated
 * and the peak heap usage seen by the JVM's heap pools during the parse.
 */
final class ParseProbe {

    private final com.sun.management.ThreadMXBean threads;
    private final List<MemoryPoolMXBean> heapPools = new ArrayList<>();

    ParseProbe() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        if (!(bean instanceof com.sun.management.ThreadMXBean)) {
            throw new IllegalStateException("this JVM does not report per-thread allocation");
        }
        threads = (com.sun.management.ThreadMXBean) bean;
        threads.setThreadAllocatedMemoryEnabled(true);
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool);
            }
        }
    }

    /** What one parse cost. {@code failure} is the exception's class name, or null. */
    static final class Sample {
        final long nanos;
        final long allocatedBytes;
        final long peakHeapBytes;
        final int pages;
        final long outputChars;
        final String failure;

        Sample(long nanos, long allocatedBytes, long peakHeapBytes, int pages, long outputChars, String failure) {
            this.nanos = nanos;
            this.allocatedBytes = allocatedBytes;
            this.peakHeapBytes = peakHeapBytes;
            this.pages = pages;
            this.outputChars = outputChars;
            this.failure = failure;
        }
    }

    Sample parse(Parser parser, byte[] pdf) {
        ParseContext context = new ParseContext();
        ToXMLContentHandler handler = new ToXMLContentHandler();
        Metadata metadata = new Metadata();
        String failure = null;
        resetPeaks();
        long threadId = Thread.currentThread().getId();
        long allocatedBefore = threads.getThreadAllocatedBytes(threadId);
        long start = System.nanoTime();
        try (TikaInputStream stream = TikaInputStream.get(pdf)) {
            parser.parse(stream, handler, metadata, context);
        } catch (Exception | StackOverflowError e) {
            // Some of Tika's test PDFs are meant to fail (encrypted, broken): both parsers pay for the failure.
            failure = e.getClass().getSimpleName();
        }
        long nanos = System.nanoTime() - start;
        long allocated = threads.getThreadAllocatedBytes(threadId) - allocatedBefore;
        Integer pages = metadata.getInt(PagedText.N_PAGES);
        return new Sample(nanos, allocated, peakHeapBytes(), pages == null ? 0 : pages,
                handler.toString().length(), failure);
    }

    private void resetPeaks() {
        for (MemoryPoolMXBean pool : heapPools) {
            pool.resetPeakUsage();
        }
    }

    /**
     * Sum of the heap pools' peaks since the reset. The pools peak at different moments, so this is an
     * upper bound of the true peak; it includes garbage not yet collected and what was live before.
     */
    private long peakHeapBytes() {
        long sum = 0;
        for (MemoryPoolMXBean pool : heapPools) {
            sum += pool.getPeakUsage().getUsed();
        }
        return sum;
    }
}
