package dev.pdfstyles.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a program to completion with a deadline, output captured in files (a pipe nobody reads
 * can block a chatty JVM). On timeout the whole process tree is destroyed.
 */
final class ExternalProgram {

    /** What a finished run left behind. */
    static final class Result {
        final int exitCode;
        final String stdout;
        final String stderr;

        Result(int exitCode, String stdout, String stderr) {
            this.exitCode = exitCode;
            this.stdout = stdout;
            this.stderr = stderr;
        }

        /** For assertion messages: enough of both streams to see what went wrong. */
        String describe() {
            return "exit " + exitCode + "\n--- stdout (tail)\n" + tail(stdout) + "\n--- stderr (tail)\n" + tail(stderr);
        }
    }

    /** How much of a stream an assertion message shows. */
    private static final int MAX_DIAGNOSTIC_CHARS = 4000;

    /** After a polite destroy, how long a JVM gets to run its shutdown hooks before it is killed. */
    static final Duration GRACEFUL_STOP_TIME = Duration.ofSeconds(10);

    private ExternalProgram() {
    }

    static Result run(List<String> command, Path workDir, String name, Duration timeout)
            throws IOException, InterruptedException {
        Path stdout = workDir.resolve(name + ".stdout");
        Path stderr = workDir.resolve(name + ".stderr");
        Process process = new ProcessBuilder(command)
                .directory(workDir.toFile())
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .start();
        process.getOutputStream().close();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            destroyTree(process.toHandle());
            throw new AssertionError(name + " did not finish within " + timeout + ": " + command
                    + "\n" + new Result(-1, read(stdout), read(stderr)).describe());
        }
        return new Result(process.exitValue(), read(stdout), read(stderr));
    }

    /**
     * Stops a process and every descendant (tika-server's watchdog forks the real server), first
     * politely, then by force.
     */
    static void destroyTree(ProcessHandle root) {
        List<ProcessHandle> descendants = root.descendants().collect(java.util.stream.Collectors.toList());
        root.destroy();
        descendants.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + GRACEFUL_STOP_TIME.toNanos();
        for (ProcessHandle handle : concat(root, descendants)) {
            long remainingMillis = Math.max(0, (deadline - System.nanoTime()) / 1_000_000);
            try {
                handle.onExit().get(remainingMillis, TimeUnit.MILLISECONDS);
            } catch (Exception notYet) {
                handle.destroyForcibly();
            }
        }
    }

    static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    static String tail(String text) {
        return text.length() <= MAX_DIAGNOSTIC_CHARS ? text : "..." + text.substring(text.length() - MAX_DIAGNOSTIC_CHARS);
    }

    private static List<ProcessHandle> concat(ProcessHandle first, List<ProcessHandle> rest) {
        java.util.ArrayList<ProcessHandle> all = new java.util.ArrayList<>(rest);
        all.add(0, first);
        return all;
    }
}
