package dev.pdfstyles.testsupport.work;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The step count is exact, repeatable, and tells a loop from a loop over pairs. */
class ForkedWorkCountTest {

    @Test
    void ofWorkload_loop_stepsPerRoundAndSameEveryRun() {
        // act
        long[] steps = ForkedWorkCount.ofWorkload(Loop.class, 1_000, 4_000, 1_000);
        // assert: a step per round (javac ends each with a jump back to the condition) and one on entering
        // run(), whatever ran before
        assertEquals(1_001, steps[0]);
        assertEquals(4_001, steps[1]);
        assertEquals(steps[0], steps[2]);
    }

    @Test
    void ofWorkload_loopOverPairs_sixteenTimesTheStepsForFourTimesTheSize() {
        // act
        long[] steps = ForkedWorkCount.ofWorkload(LoopOverPairs.class, 100, 400);
        // assert: the entry, 100 outer rounds and 100 x 100 inner ones; then the same for 400
        assertEquals(1 + 100 + 100 * 100, steps[0]);
        assertEquals(1 + 400 + 400 * 400, steps[1]);
    }

    /** {@code size} rounds of a loop that calls nothing counted. */
    static final class Loop implements Workload {
        @Override
        public Runnable prepare(int size) {
            return new Runnable() {
                @Override
                public void run() {
                    long sum = 0;   // unused: the counted steps are in the bytecode, whatever the JIT keeps
                    for (int i = 0; i < size; i++) {
                        sum += i;
                    }
                }
            };
        }
    }

    /** A loop over every pair: {@code size} outer rounds of {@code size} inner rounds. */
    static final class LoopOverPairs implements Workload {
        @Override
        public Runnable prepare(int size) {
            return new Runnable() {
                @Override
                public void run() {
                    long sum = 0;   // unused: the counted steps are in the bytecode, whatever the JIT keeps
                    for (int i = 0; i < size; i++) {
                        for (int j = 0; j < size; j++) {
                            sum += i ^ j;
                        }
                    }
                }
            };
        }
    }
}
