package dev.pdfstyles.testsupport.work;

/**
 * The step count that {@link WorkCountingAgent} adds to every counted method: one step per method entry
 * and per backward jump (a loop's next round). It exists only in a JVM started with the agent
 * ({@link ForkedWorkCount}), which runs one parse at a time on one thread.
 *
 * <p>A mutable static against house rule 8, for want of another place: code rewritten in any class of
 * PDFBox, FontBox, Tika and the plugin can reach nothing but a static field, and a thread-local or atomic
 * counter would cost more than the step it counts. Nothing outside that JVM reads it.
 */
public final class WorkCounter {

    /** Steps so far; readers take differences around the work they measure. */
    public static long steps;

    private WorkCounter() {
    }
}
