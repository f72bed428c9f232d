package dev.pdfstyles.testsupport.work;

/**
 * Work whose steps {@link ForkedWorkCount#ofWorkload} counts at several sizes, in a JVM with the
 * counting agent. Implementations need a no-argument constructor (they are made by name there, and may
 * be package-private classes beside their tests).
 */
public interface Workload {

    /** Builds the input of this size (not counted) and returns the work to count. */
    Runnable prepare(int size);
}
