package dev.pdfstyles.bench;

import java.lang.management.ManagementFactory;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.PagedText;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.testsupport.TextMode;

/**
 * Runs one parse the way both parsers are measured (in-memory bytes, a fresh ParseContext, a
 * {@link ToXMLContentHandler} sink) and reports its wall time, the bytes the calling thread allocated
 * and heap figures from {@link HeapWatch}.
 */
final class ParseProbe implements AutoCloseable {

    private final com.sun.management.ThreadMXBean threads;
    private final HeapWatch heap = new HeapWatch();
    private final TextMode mode;

    ParseProbe(TextMode mode) {
        this.mode = mode;
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        if (!(bean instanceof com.sun.management.ThreadMXBean)) {
            throw new IllegalStateException("this JVM does not report per-thread allocation");
        }
        threads = (com.sun.management.ThreadMXBean) bean;
        threads.setThreadAllocatedMemoryEnabled(true);
    }

    @Override
    public void close() {
        heap.close();
    }

    /**
     * What one parse cost. {@code failure} is the exception's class name, or null. The heap figures are
     * above the heap in use when the parse started; {@code heapAfterGcBytes} is
     * {@link HeapWatch#NO_COLLECTION} when no collection ran during the parse.
     */
    static final class Sample {
        final long nanos;
        /** CPU time of the parsing thread: the parser's own work, whatever else the machine runs. */
        final long cpuNanos;
        final long allocatedBytes;
        final long peakHeapBytes;
        final long heapAfterGcBytes;
        final int pages;
        final long outputChars;
        final String failure;

        Sample(long nanos, long cpuNanos, long allocatedBytes, long peakHeapBytes, long heapAfterGcBytes, int pages,
               long outputChars, String failure) {
            this.nanos = nanos;
            this.cpuNanos = cpuNanos;
            this.allocatedBytes = allocatedBytes;
            this.peakHeapBytes = peakHeapBytes;
            this.heapAfterGcBytes = heapAfterGcBytes;
            this.pages = pages;
            this.outputChars = outputChars;
            this.failure = failure;
        }
    }

    /**
     * A parse for its heap figures: a full collection first, so that the baseline is the harness's own
     * live heap and garbage of earlier parses is not counted. Its time is measured but not comparable
     * with {@link #parse} (the young generation starts empty).
     */
    Sample parseOnSettledHeap(Parser parser, byte[] pdf) {
        System.gc();
        return parse(parser, pdf, true);
    }

    /**
     * A timed parse. The heap is not watched: the watcher's sampling thread wakes every millisecond and, on
     * a 2-core machine, shares the cores with the parse it would be timing (its heap figures are not used).
     */
    Sample parse(Parser parser, byte[] pdf) {
        return parse(parser, pdf, false);
    }

    private Sample parse(Parser parser, byte[] pdf, boolean watchHeap) {
        ParseContext context = mode.context();
        ToXMLContentHandler handler = new ToXMLContentHandler();
        Metadata metadata = new Metadata();
        String failure = null;
        long heapBefore = HeapWatch.usedBytes();
        if (watchHeap) {
            heap.start();
        }
        long threadId = Thread.currentThread().getId();
        long allocatedBefore = threads.getThreadAllocatedBytes(threadId);
        long cpuBefore = threads.getThreadCpuTime(threadId);
        long start = System.nanoTime();
        try (TikaInputStream stream = TikaInputStream.get(pdf)) {
            parser.parse(stream, handler, metadata, context);
        } catch (Exception | StackOverflowError e) {
            // Some of Tika's test PDFs are meant to fail (encrypted, broken): both parsers pay for the failure.
            failure = e.getClass().getSimpleName();
        }
        long nanos = System.nanoTime() - start;
        long cpuNanos = threads.getThreadCpuTime(threadId) - cpuBefore;
        long allocated = threads.getThreadAllocatedBytes(threadId) - allocatedBefore;
        HeapWatch.HeapFigures heapFigures = watchHeap ? heap.stop()
                : new HeapWatch.HeapFigures(heapBefore, HeapWatch.NO_COLLECTION);
        Integer pages = metadata.getInt(PagedText.N_PAGES);
        long afterGc = heapFigures.maxAfterGcBytes == HeapWatch.NO_COLLECTION ? HeapWatch.NO_COLLECTION
                : Math.max(0, heapFigures.maxAfterGcBytes - heapBefore);
        return new Sample(nanos, cpuNanos, allocated, Math.max(0, heapFigures.peakBytes - heapBefore), afterGc,
                pages == null ? 0 : pages, handler.toString().length(), failure);
    }
}
