package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.eval.Style;

/**
 * tika-pipes through the real tika-app 3.2.2 {@code -a} (#28), with the configs of docs/deploy.md: a
 * file-system fetcher and emitter, the XML handler, forked parser JVMs. One batch holds four corpus PDFs
 * and a PDF that parses for hours, and runs with the plugin on tika-app's class path, which the forks
 * inherit; two more runs give the forks a class path of their own ({@code forkedJvmArgs -cp}), without and
 * with the plugin.
 */
class TikaAppPipesIT {

    /** Corpus PDFs from four generators that the plugin reads without a mistake, each with b, i, u and s. */
    static final List<String> CORPUS = List.of("libreoffice/decorations.pdf", "pdflatex/combos.pdf",
            "chromium/links.pdf", "weasyprint/mono.pdf");
    /** The PDF that parses for hours (HostileDocuments.longRunning), in a folder of its own. */
    private static final String HOSTILE_DIR = "hostile";
    /**
     * A whole run: two JVM generations (parent and forks) and, for the batch, the recipe's 30 s
     * timeout of the hostile PDF plus a fork restart. Measured 40-70 s on the loaded 2-core box.
     */
    private static final Duration MAX_RUN_TIME = Duration.ofSeconds(300);
    private static final String TIKA_CLI = "org.apache.tika.cli.TikaCLI";
    private static final String PLUGIN_CLASS = "dev.pdfstyles.StyledPdfParser";
    private static final String STOCK_CLASS = "org.apache.tika.parser.pdf.PDFParser";
    private static final Pattern STYLE_ELEMENT = Pattern.compile("<[bius]>");
    /** The document the class-path runs parse. */
    private static final String CLASS_PATH_DOCUMENT = CORPUS.get(0);

    private static Path work;
    private static Path batchOutput;
    private static ExternalProgram.Result batch;
    private static String hostileKey;

    @BeforeAll
    static void runBatch() throws Exception {
        work = E2eEnvironment.workDir("tika-app-pipes");
        Path input = E2eEnvironment.freshDir(work.resolve("batch-in"));
        batchOutput = E2eEnvironment.freshDir(work.resolve("batch-out"));
        CorpusTruth.copy(CORPUS, input);
        Path hostile = HostileDocuments.longRunning(Files.createDirectories(input.resolve(HOSTILE_DIR)));
        hostileKey = input.relativize(hostile).toString();
        batch = runAsync("batch", input, batchOutput, null);
    }

    /** tika-app {@code -a} with the plugin on its class path, over {@code input}, as docs/deploy.md says. */
    private static ExternalProgram.Result runAsync(String name, Path input, Path output, String forkedClassPath)
            throws Exception {
        Path config = work.resolve(name + "-config.xml");
        Files.writeString(config, PipesRecipes.config(PipesRecipes.APP_CONFIG, input, output, forkedClassPath),
                StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of(E2eEnvironment.javaExecutable(), "-cp",
                E2eEnvironment.classPath(E2eEnvironment.tikaAppJar(), E2eEnvironment.pluginJar()), TIKA_CLI,
                "-a", "--config=" + config));
        ExternalProgram.Result result = ExternalProgram.run(command, work, name, MAX_RUN_TIME);
        assertEquals(0, result.exitCode, result.describe());
        return result;
    }

    private static EmittedExtract extract(Path output, String key) throws IOException {
        Path file = output.resolve(key + ".json");
        assertTrue(Files.isRegularFile(file), "no extract " + file + "\n" + batch.describe());
        return EmittedExtract.read(file);
    }

    /** One document through tika-app -a, the forks started with {@code forkedClassPath}. */
    private static EmittedExtract runWithForkedClassPath(String name, String forkedClassPath) throws Exception {
        Path input = E2eEnvironment.freshDir(work.resolve(name + "-in"));
        Path output = E2eEnvironment.freshDir(work.resolve(name + "-out"));
        Files.copy(CorpusTruth.pdf(CLASS_PATH_DOCUMENT), input.resolve("document.pdf"));
        ExternalProgram.Result result = runAsync(name, input, output, forkedClassPath);
        Path file = output.resolve("document.pdf.json");
        assertTrue(Files.isRegularFile(file), "no extract " + file + "\n" + result.describe());
        return EmittedExtract.read(file);
    }

    @Test
    void batch_corpusPdfs_extractsHoldTheTruthFilesStyles() throws Exception {
        for (String pdf : CORPUS) {
            // act
            EmittedExtract extract = extract(batchOutput, pdf);

            // assert
            assertTrue(extract.values(EmittedExtract.PARSED_BY).contains(PLUGIN_CLASS), extract.toString());
            assertEquals(List.of(), extract.values(EmittedExtract.PIPES_RESULT), extract.toString());
            assertNull(CorpusTruth.differences(pdf, extract.xhtml()));
        }
    }

    @Test
    void batch_hostilePdf_timesOutAloneAndIsReportedAsTimeout() throws Exception {
        // act
        EmittedExtract hostile = extract(batchOutput, hostileKey);

        // assert: the extract Tika writes for a timeout, and its log line
        assertEquals(List.of("TIMEOUT"), hostile.values(EmittedExtract.PIPES_RESULT), hostile.toString());
        assertEquals(List.of(), hostile.values(EmittedExtract.CONTENT), hostile.toString());
        String log = batch.stdout + batch.stderr;
        assertTrue(Pattern.compile("(client|server) timeout: " + Pattern.quote(hostileKey) + " in \\d+ ms")
                .matcher(log).find(), batch.describe());
    }

    @Test
    void forkedClassPathWithoutPlugin_stockParserRuns() throws Exception {
        // act: the parent has the plugin, the forks' own -cp has tika-app alone
        EmittedExtract extract = runWithForkedClassPath("forked-cp-without-plugin",
                E2eEnvironment.tikaAppJar().toString());

        // assert
        List<String> parsedBy = extract.values(EmittedExtract.PARSED_BY);
        assertTrue(parsedBy.contains(STOCK_CLASS), extract.toString());
        assertFalse(parsedBy.contains(PLUGIN_CLASS), extract.toString());
        assertFalse(STYLE_ELEMENT.matcher(extract.xhtml()).find(), extract.xhtml());
        assertTrue(CorpusTruth.truthWordsWith(CLASS_PATH_DOCUMENT, Style.UNDERLINE) > 0);
    }

    @Test
    void forkedClassPathWithPlugin_pluginRuns() throws Exception {
        // act
        EmittedExtract extract = runWithForkedClassPath("forked-cp-with-plugin",
                E2eEnvironment.classPath(E2eEnvironment.tikaAppJar(), E2eEnvironment.pluginJar()));

        // assert
        assertTrue(extract.values(EmittedExtract.PARSED_BY).contains(PLUGIN_CLASS), extract.toString());
        assertNull(CorpusTruth.differences(CLASS_PATH_DOCUMENT, extract.xhtml()));
    }
}
