package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README's launcher, scripts/styled-xhtml.sh, run as a user would from the checkout (after
 * `mvn verify` has packaged the jar and fetched tika-app, so the script neither builds nor
 * downloads here).
 */
class StyledXhtmlScriptIT {

    /** One tika-app start plus a small PDF; generous for a loaded 2-core box. */
    private static final Duration MAX_RUN_TIME = Duration.ofSeconds(180);
    /** The script's exit code for a call without arguments. */
    private static final int USAGE_EXIT_CODE = 2;

    private static Path work;
    private static Path variousPdf;

    @BeforeAll
    static void extractDocument() throws IOException {
        work = E2eEnvironment.workDir("script");
        variousPdf = E2eEnvironment.tikaTestDocument("testPDFVarious.pdf", work);
    }

    private static ExternalProgram.Result script(String runName, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add("bash");
        command.add(E2eEnvironment.projectDir().resolve("scripts/styled-xhtml.sh").toString());
        command.addAll(List.of(args));
        return ExternalProgram.run(command, work, runName, MAX_RUN_TIME);
    }

    @Test
    void run_pdf_styledXhtmlOnStdout() throws Exception {
        // act
        ExternalProgram.Result result = script("script-xhtml", variousPdf.toString());

        // assert
        assertEquals(0, result.exitCode, result.describe());
        assertTrue(result.stdout.startsWith("<?xml"), result.describe());
        assertTrue(result.stdout.contains("<b>Bold</b>"), result.describe());
        assertTrue(result.stdout.trim().endsWith("</html>"), result.describe());
    }

    @Test
    void run_laterOutputOption_overridesXhtml() throws Exception {
        // act
        ExternalProgram.Result result = script("script-text", "-t", variousPdf.toString());

        // assert
        assertEquals(0, result.exitCode, result.describe());
        assertTrue(result.stdout.contains("Bold italic underline"), result.describe());
        assertTrue(!result.stdout.contains("<html"), result.describe());
    }

    @Test
    void run_noArguments_usageAndExitCode2() throws Exception {
        // act
        ExternalProgram.Result result = script("script-usage");

        // assert
        assertEquals(USAGE_EXIT_CODE, result.exitCode, result.describe());
        assertTrue(result.stderr.contains("usage:"), result.describe());
        assertEquals("", result.stdout);
    }

    @Test
    void run_missingFile_failsWithNonZeroExit() throws Exception {
        // act
        ExternalProgram.Result result = script("script-missing", work.resolve("no-such.pdf").toString());

        // assert
        assertNotEquals(0, result.exitCode, result.describe());
    }
}
