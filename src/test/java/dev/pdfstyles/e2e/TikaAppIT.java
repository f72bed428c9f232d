package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.tika.compat.DocSnippets;
import dev.pdfstyles.tika.compat.StyleTags;

/**
 * The packaged plugin inside the real tika-app 3.2.2 (PDFBox 3.0.5 inside, an older Tika than the
 * 3.3.1 it is built against), started the way docs/deploy.md says.
 */
class TikaAppIT {

    /** One tika-app run: JVM start plus one small PDF takes 3-10 s on the 2-core CI box. */
    private static final Duration MAX_RUN_TIME = Duration.ofSeconds(180);

    private static final String PLUGIN_CLASS = "dev.pdfstyles.StyledPdfParser";
    private static final String STOCK_CLASS = "org.apache.tika.parser.pdf.PDFParser";
    private static final String TIKA_CLI = "org.apache.tika.cli.TikaCLI";

    private static Path work;
    /** Word export with "Bold", "italic" and "underline" words (Tika's own test file). */
    private static Path variousPdf;
    private static Path twoTextBoxesPdf;

    @BeforeAll
    static void extractDocuments() throws IOException {
        work = E2eEnvironment.workDir("tika-app");
        variousPdf = E2eEnvironment.tikaTestDocument("testPDFVarious.pdf", work);
        twoTextBoxesPdf = E2eEnvironment.tikaTestDocument("testPDFTwoTextBoxes.pdf", work);
    }

    private static ExternalProgram.Result tikaCli(String runName, boolean withPlugin, String... args)
            throws Exception {
        List<String> command = new ArrayList<>();
        command.add(E2eEnvironment.javaExecutable());
        command.add("-cp");
        command.add(withPlugin
                ? E2eEnvironment.classPath(E2eEnvironment.tikaAppJar(), E2eEnvironment.pluginJar())
                : E2eEnvironment.classPath(E2eEnvironment.tikaAppJar()));
        command.add(TIKA_CLI);
        command.addAll(List.of(args));
        ExternalProgram.Result result = ExternalProgram.run(command, work, runName, MAX_RUN_TIME);
        assertEquals(0, result.exitCode, result.describe());
        return result;
    }

    private static String body(String xhtml) {
        int start = xhtml.indexOf("<body>");
        int end = xhtml.lastIndexOf("</body>");
        assertTrue(start >= 0 && end > start, "no body in:\n" + ExternalProgram.tail(xhtml));
        return xhtml.substring(start, end);
    }

    @Test
    void xhtml_pluginOnClassPath_boldItalicUnderlineMarkedUp() throws Exception {
        // act
        ExternalProgram.Result styled = tikaCli("xhtml-plugin", true, "-x", variousPdf.toString());

        // assert
        assertTrue(styled.stdout.contains("<b>Bold</b>"), styled.describe());
        assertTrue(styled.stdout.contains("<i>italic</i>"), styled.describe());
        assertTrue(styled.stdout.contains("<u>underline</u>"), styled.describe());
    }

    @Test
    void xhtml_pluginOnClassPath_bodyEqualsStockWithoutStyleTags() throws Exception {
        // act
        ExternalProgram.Result stock = tikaCli("xhtml-stock", false, "-x", variousPdf.toString());
        ExternalProgram.Result styled = tikaCli("xhtml-plugin-parity", true, "-x", variousPdf.toString());

        // assert
        assertEquals(body(stock.stdout), StyleTags.strip(body(styled.stdout)));
    }

    @Test
    void metadata_pluginOnClassPath_parsedByPlugin() throws Exception {
        // act
        ExternalProgram.Result result = tikaCli("metadata-plugin", true, "-m", variousPdf.toString());

        // assert
        assertTrue(result.stdout.contains("X-TIKA:Parsed-By: " + PLUGIN_CLASS), result.describe());
        assertFalse(result.stdout.contains("X-TIKA:Parsed-By: " + STOCK_CLASS + "\n"), result.describe());
    }

    @Test
    void jarLaunch_pluginOnClassPathIgnored_stockParserRuns() throws Exception {
        // arrange: what users type first; -jar makes the JVM ignore -cp
        List<String> command = List.of(E2eEnvironment.javaExecutable(),
                "-cp", E2eEnvironment.pluginJar().toString(),
                "-jar", E2eEnvironment.tikaAppJar().toString(), "-m", variousPdf.toString());

        // act
        ExternalProgram.Result result = ExternalProgram.run(command, work, "metadata-jar", MAX_RUN_TIME);

        // assert
        assertEquals(0, result.exitCode, result.describe());
        assertTrue(result.stdout.contains("X-TIKA:Parsed-By: " + STOCK_CLASS), result.describe());
        assertFalse(result.stdout.contains(PLUGIN_CLASS), result.describe());
    }

    @Test
    void config_deployDocSnippet_pluginRunsWithItsParams() throws Exception {
        // arrange
        Path config = work.resolve("tika-config-with-plugin.xml");
        Files.writeString(config, DocSnippets.read(
                E2eEnvironment.projectDir().resolve("docs/deploy.md"), "tika-config-with-plugin"),
                StandardCharsets.UTF_8);

        // act
        ExternalProgram.Result metadata = tikaCli("config-metadata", true,
                "--config=" + config, "-m", twoTextBoxesPdf.toString());
        ExternalProgram.Result text = tikaCli("config-text", true,
                "--config=" + config, "-t", twoTextBoxesPdf.toString());

        // assert
        assertTrue(metadata.stdout.contains("X-TIKA:Parsed-By: " + PLUGIN_CLASS), metadata.describe());
        assertTrue(text.stdout.replaceAll("\\s+", " ").contains(
                "Left column line 1 Right column line 1 Left colu mn line 2 Right column line 2"),
                text.describe());
    }
}
