package dev.pdfstyles.page;

/**
 * Developer tool (issue 27), for {@link DecisionCostProbe}: writes over a buffer between two timed calls, so that
 * the second meets the processor's caches holding the buffer rather than its own code and data, as a page's
 * decisions meet them inside a parse (PDFBox has read the page's content stream since the last page's decisions
 * ran). A buffer of the size of one core's L2 cache leaves the caller's code and data in the shared L3 at best,
 * and one past the L3 leaves them in memory; which of the two a parse does depends on what else the host runs
 * (docs/benchmark.md, twenty-ninth session).
 */
final class CacheEviction {

    /** Bytes between two writes: one cache line, so that every line of the buffer is written. */
    private static final int LINE_BYTES = 64;

    private final long[] buffer;
    private final int kibibytes;
    private long written;

    /** @param kibibytes the buffer's size; 0 evicts nothing */
    CacheEviction(int kibibytes) {
        if (kibibytes < 0) {
            throw new IllegalArgumentException("a buffer of " + kibibytes + " KiB");
        }
        this.kibibytes = kibibytes;
        this.buffer = new long[kibibytes * (1024 / Long.BYTES)];
    }

    boolean isOn() {
        return buffer.length > 0;
    }

    int kibibytes() {
        return kibibytes;
    }

    /** Writes one long in every cache line of the buffer. */
    void evict() {
        for (int i = 0; i < buffer.length; i += LINE_BYTES / Long.BYTES) {
            buffer[i] += i;
        }
        written++;
    }

    /** A sum of the buffer, printed by the caller, so that the JIT cannot drop the writes as unread. */
    long checksum() {
        long sum = written;
        for (int i = 0; i < buffer.length; i += LINE_BYTES / Long.BYTES) {
            sum += buffer[i];
        }
        return sum;
    }
}
