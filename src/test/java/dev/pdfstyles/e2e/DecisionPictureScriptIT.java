package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README's decision picture, scripts/decision-picture.sh, run as a user would from the checkout: the
 * packaged jar on tika-app's class path (after `mvn verify` has packaged the jar and fetched tika-app, so the
 * script neither builds nor downloads here).
 */
class DecisionPictureScriptIT {

    /** One JVM start, a page read and rendered; generous for a loaded 2-core box. */
    private static final Duration MAX_RUN_TIME = Duration.ofSeconds(180);
    /** The script's exit code for a call without arguments. */
    private static final int USAGE_EXIT_CODE = 2;

    private static Path work;

    @BeforeAll
    static void makeWorkDir() throws Exception {
        work = E2eEnvironment.workDir("decision-picture");
    }

    private static ExternalProgram.Result script(String runName, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add("bash");
        command.add(E2eEnvironment.projectDir().resolve("scripts/decision-picture.sh").toString());
        command.addAll(List.of(args));
        return ExternalProgram.run(command, work, runName, MAX_RUN_TIME);
    }

    @Test
    void run_corpusPdf_pngWithThePageAndItsLegend() throws Exception {
        // arrange
        Path pdf = E2eEnvironment.projectDir().resolve("test-documents/chromium/forms.pdf");
        Path png = work.resolve("forms.png");
        // act
        ExternalProgram.Result result = script("picture-forms", "--dpi=72", pdf.toString(), "1", png.toString());
        // assert
        assertEquals(0, result.exitCode, result.describe());
        assertTrue(result.stdout.contains("3 rules accepted, 23 rejected"), result.describe());
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() > 590 && image.getHeight() > 842, image.getWidth() + " x " + image.getHeight());
    }

    @Test
    void run_pdfOnly_defaultNameInTheWorkingFolder() throws Exception {
        // arrange
        Path pdf = E2eEnvironment.projectDir().resolve("test-documents/libreoffice/contract.pdf");
        // act
        ExternalProgram.Result result = script("picture-default", "--dpi=50", pdf.toString());
        // assert
        assertEquals(0, result.exitCode, result.describe());
        assertTrue(Files.size(work.resolve("contract-page1-decisions.png")) > 0);
    }

    @Test
    void run_noArguments_usageAndExitCode2() throws Exception {
        // act
        ExternalProgram.Result result = script("picture-usage");
        // assert
        assertEquals(USAGE_EXIT_CODE, result.exitCode, result.describe());
        assertTrue(result.stderr.contains("usage:"), result.describe());
    }
}
