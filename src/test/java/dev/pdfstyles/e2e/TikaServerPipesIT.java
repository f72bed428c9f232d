package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * tika-pipes through the real tika-server-standard 3.3.2 (#28): {@code /pipes} and {@code /async} with the
 * server config and tuples of docs/deploy.md (file-system fetcher and emitter, XML handler). The server has
 * the plugin on its class path; its pipes forks inherit it. Also the per-request style settings a tuple's
 * {@code parseContext} carries.
 */
class TikaServerPipesIT {

    /**
     * One {@code /pipes} request: a fork's start (the first request) and one small PDF, on a loaded 2-core
     * box; also how long the {@code /async} extracts may take to appear.
     */
    private static final Duration MAX_REQUEST_TIME = Duration.ofSeconds(180);
    private static final Duration POLL_INTERVAL = Duration.ofMillis(250);
    private static final String PLUGIN_CLASS = "dev.pdfstyles.StyledPdfParser";
    private static final String UNDERLINE_OFF_DOCUMENT = "libreoffice/decorations.pdf";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static LoadTestServer server;
    private static Path output;
    private static HttpClient client;

    @BeforeAll
    static void startServer() throws Exception {
        Path work = E2eEnvironment.workDir("tika-server-pipes");
        Path input = E2eEnvironment.freshDir(work.resolve("in"));
        output = E2eEnvironment.freshDir(work.resolve("out"));
        CorpusTruth.copy(TikaAppPipesIT.CORPUS, input);
        Path config = work.resolve("tika-server-pipes.xml");
        Files.writeString(config, PipesRecipes.config(PipesRecipes.SERVER_CONFIG, input, output, null),
                StandardCharsets.UTF_8);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        server = LoadTestServer.start("tika-server-pipes", work,
                E2eEnvironment.classPath(E2eEnvironment.tikaServerJar(), E2eEnvironment.pluginJar()), config);
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.stop();
        }
    }

    private static HttpResponse<String> post(String path, String json) throws Exception {
        return client.send(HttpRequest.newBuilder(server.uri(path)).timeout(MAX_REQUEST_TIME)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Posts one tuple to /pipes and returns the server's answer, which must be a 200. */
    private static JsonNode pipes(String tuple) throws Exception {
        HttpResponse<String> response = post("/pipes", tuple);
        assertEquals(200, response.statusCode(), response.body() + "\n" + server.logTail());
        return JSON.readTree(response.body());
    }

    private static String emitKey(String endpoint, String pdf) {
        return endpoint + "/" + pdf.substring(0, pdf.length() - ".pdf".length());
    }

    private static Path extractFile(String emitKey) {
        return output.resolve(emitKey + ".json");
    }

    /** Waits until the emitter has written {@code emitKey} in full (it writes in place, so a read can be early). */
    private static EmittedExtract awaitExtract(String emitKey) throws Exception {
        long deadline = System.nanoTime() + MAX_REQUEST_TIME.toNanos();
        IOException last = null;
        while (System.nanoTime() < deadline) {
            try {
                return EmittedExtract.read(extractFile(emitKey));
            } catch (IOException notYet) {
                last = notYet;
            }
            Thread.sleep(POLL_INTERVAL.toMillis());
        }
        throw new AssertionError("no extract " + extractFile(emitKey) + " within " + MAX_REQUEST_TIME + ": " + last
                + "\n" + server.logTail());
    }

    private static void assertTruthStyles(String pdf, EmittedExtract extract) throws IOException {
        assertTrue(extract.values(EmittedExtract.PARSED_BY).contains(PLUGIN_CLASS), extract.toString());
        assertNull(CorpusTruth.differences(pdf, extract.xhtml()));
    }

    @Test
    void pipes_corpusPdfs_extractsHoldTheTruthFilesStyles() throws Exception {
        for (String pdf : TikaAppPipesIT.CORPUS) {
            // act
            JsonNode answer = pipes(PipesRecipes.tuple(PipesRecipes.TUPLE, pdf, emitKey("pipes", pdf)));

            // assert
            assertEquals("ok", answer.path("status").asText(), answer.toString());
            assertTruthStyles(pdf, EmittedExtract.read(extractFile(emitKey("pipes", pdf))));
        }
    }

    @Test
    void async_corpusPdfs_extractsHoldTheTruthFilesStyles() throws Exception {
        // arrange: one request with a tuple per PDF
        List<JsonNode> tuples = new ArrayList<>();
        for (String pdf : TikaAppPipesIT.CORPUS) {
            tuples.add(JSON.readTree(PipesRecipes.tuple(PipesRecipes.TUPLE, pdf, emitKey("async", pdf))));
        }

        // act
        HttpResponse<String> response = post("/async", JSON.writeValueAsString(tuples));

        // assert
        assertEquals(200, response.statusCode(), response.body() + "\n" + server.logTail());
        JsonNode answer = JSON.readTree(response.body());
        assertEquals("ok", answer.path("status").asText(), answer.toString());
        assertEquals(TikaAppPipesIT.CORPUS.size(), answer.path("added").asInt(), answer.toString());
        for (String pdf : TikaAppPipesIT.CORPUS) {
            assertTruthStyles(pdf, awaitExtract(emitKey("async", pdf)));
        }
    }

    @Test
    void pipes_styleSettingsInTuple_appliedToThatDocumentOnly() throws Exception {
        // arrange
        String off = "style-settings/underline-off";
        String next = "style-settings/default";

        // act: the recipe's tuple switches underlines off; the next tuple has no settings
        JsonNode offAnswer = pipes(PipesRecipes.tuple(PipesRecipes.TUPLE_WITH_STYLE_SETTINGS,
                UNDERLINE_OFF_DOCUMENT, off));
        JsonNode nextAnswer = pipes(PipesRecipes.tuple(PipesRecipes.TUPLE, UNDERLINE_OFF_DOCUMENT, next));

        // assert
        assertEquals("ok", offAnswer.path("status").asText(), offAnswer.toString());
        assertEquals("ok", nextAnswer.path("status").asText(), nextAnswer.toString());
        String withoutUnderline = EmittedExtract.read(extractFile(off)).xhtml();
        assertFalse(withoutUnderline.contains("<u>"), withoutUnderline);
        assertTrue(withoutUnderline.contains("<b>") && withoutUnderline.contains("<s>"), withoutUnderline);
        assertNull(CorpusTruth.differences(UNDERLINE_OFF_DOCUMENT, EmittedExtract.read(extractFile(next)).xhtml()));
    }

    @Test
    void pipes_styleSettingOutOfRange_refusedWithTheReasonAndNothingParsed() throws Exception {
        // arrange: the recipe's tuple with a bold weight outside 100..900
        JsonNode tuple = JSON.readTree(PipesRecipes.tuple(PipesRecipes.TUPLE_WITH_STYLE_SETTINGS,
                UNDERLINE_OFF_DOCUMENT, "style-settings/refused"));
        ((ObjectNode) tuple.path("parseContext")
                .path("dev.pdfstyles.DetectionOverrides")).put("minBoldWeight", 1000);

        // act
        HttpResponse<String> refused = post("/pipes", JSON.writeValueAsString(tuple));
        JsonNode after = pipes(PipesRecipes.tuple(PipesRecipes.TUPLE, UNDERLINE_OFF_DOCUMENT, "style-settings/after"));

        // assert: tika-server reports any unreadable tuple as a server error, with the causes in the page
        assertEquals(500, refused.statusCode(), refused.body());
        assertTrue(refused.body().contains("minBoldWeight must be a whole number from 100 to 900, not 1000"),
                refused.body());
        assertFalse(Files.exists(extractFile("style-settings/refused")));
        assertEquals("ok", after.path("status").asText(), after.toString());
    }
}
