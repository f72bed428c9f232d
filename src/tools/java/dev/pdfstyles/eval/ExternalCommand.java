package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a peer tool and returns its standard output; used only by the optional peer comparison. */
final class ExternalCommand {
    /**
     * Per-file limit for a peer tool: the corpus PDFs are a few pages and take well under a second; a tool that
     * hangs on one file must not stall the comparison.
     */
    static final Duration PER_FILE_TIMEOUT = Duration.ofSeconds(120);

    private ExternalCommand() {
    }

    /** Whether {@code program} can be started (it answers {@code versionArgument} with exit status 0). */
    static boolean isAvailable(String program, String versionArgument) {
        try {
            run(List.of(program, versionArgument));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Standard output of {@code command} as UTF-8; an {@link IOException} on failure, timeout or exit status. */
    static String run(List<String> command) throws IOException {
        Path stdout = Files.createTempFile("pdf-styles-peer", ".out");
        try {
            Process process = new ProcessBuilder(command)
                    .redirectOutput(stdout.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            process.getOutputStream().close();
            if (!process.waitFor(PER_FILE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IOException(command.get(0) + " took longer than " + PER_FILE_TIMEOUT);
            }
            if (process.exitValue() != 0) {
                throw new IOException(command + " exited with status " + process.exitValue());
            }
            return new String(Files.readAllBytes(stdout), StandardCharsets.UTF_8);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command.get(0), e);
        } finally {
            Files.deleteIfExists(stdout);
        }
    }
}
