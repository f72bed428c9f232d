package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.tika.compat.StyleTags;

/**
 * The packaged plugin inside the real tika-server-standard 3.3.2, started with {@code -cp} as
 * docs/deploy.md says, bound to loopback only. The server's watchdog forks the parsing JVM, which
 * must inherit the plugin through the class path.
 */
class TikaServerIT {

    /** Loopback only: the test server must never be reachable from outside this machine. */
    private static final String HOST = "127.0.0.1";

    /** Watchdog JVM + forked server JVM start in 10-30 s on 2 cores; leave room for a slow box. */
    private static final Duration MAX_STARTUP_TIME = Duration.ofSeconds(120);
    private static final Duration STARTUP_POLL_INTERVAL = Duration.ofMillis(500);
    private static final Duration MAX_REQUEST_TIME = Duration.ofSeconds(120);

    private static final String PLUGIN_CLASS = "dev.pdfstyles.StyledPdfParser";

    private static Process server;
    private static Path work;
    private static URI baseUri;
    private static HttpClient client;
    private static Path variousPdf;
    private static Path twoTextBoxesPdf;
    private static Path annotationsPdf;

    @BeforeAll
    static void startServer() throws Exception {
        work = E2eEnvironment.workDir("tika-server");
        variousPdf = E2eEnvironment.tikaTestDocument("testPDFVarious.pdf", work);
        twoTextBoxesPdf = E2eEnvironment.tikaTestDocument("testPDFTwoTextBoxes.pdf", work);
        annotationsPdf = E2eEnvironment.tikaTestDocument("testAnnotations.pdf", work);
        int port = freeLoopbackPort();
        baseUri = URI.create("http://" + HOST + ":" + port);
        client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        server = new ProcessBuilder(E2eEnvironment.javaExecutable(),
                "-cp", E2eEnvironment.classPath(E2eEnvironment.tikaServerJar(), E2eEnvironment.pluginJar()),
                "org.apache.tika.server.core.TikaServerCli", "-h", HOST, "-p", String.valueOf(port))
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(work.resolve("server.log").toFile())
                .start();
        server.getOutputStream().close();
        awaitReady();
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            ExternalProgram.destroyTree(server.toHandle());
        }
    }

    private static int freeLoopbackPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return socket.getLocalPort();
        }
    }

    private static void awaitReady() throws Exception {
        long deadline = System.nanoTime() + MAX_STARTUP_TIME.toNanos();
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new AssertionError("tika-server exited with " + server.exitValue() + ":\n" + serverLog());
            }
            try {
                HttpResponse<String> response = client.send(
                        HttpRequest.newBuilder(baseUri.resolve("/tika")).timeout(Duration.ofSeconds(5)).GET().build(),
                        HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    return;
                }
            } catch (ConnectException | java.net.http.HttpTimeoutException notYet) {
                // the forked server is not listening yet
            }
            Thread.sleep(STARTUP_POLL_INTERVAL.toMillis());
        }
        throw new AssertionError("tika-server not ready within " + MAX_STARTUP_TIME + ":\n" + serverLog());
    }

    private static String serverLog() {
        try {
            return ExternalProgram.tail(ExternalProgram.read(work.resolve("server.log")));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    private static String put(String path, Path pdf, String accept, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(baseUri.resolve(path))
                .timeout(MAX_REQUEST_TIME)
                .header("Accept", accept)
                .PUT(HttpRequest.BodyPublishers.ofFile(pdf));
        if (headers.length > 0) {
            request.headers(headers);
        }
        HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body() + "\n" + serverLog());
        return response.body();
    }

    private static String collapsed(String text) {
        return text.replaceAll("[\\s\u00a0]+", " ");
    }

    @Test
    void tika_htmlRequested_boldMarkedUp() throws Exception {
        // act
        String xhtml = put("/tika", variousPdf, "text/html");

        // assert
        assertTrue(xhtml.contains("<b>Bold</b>"), xhtml);
        assertTrue(xhtml.contains("<i>italic</i>"), xhtml);
    }

    @Test
    void tika_htmlRequested_textSameAsPlainTextEndpoint() throws Exception {
        // act
        String xhtml = put("/tika", variousPdf, "text/html");
        String plain = put("/tika", variousPdf, "text/plain");

        // assert: style elements never add or drop words
        String wordsFromXhtml = collapsed(StyleTags.strip(xhtml).replaceAll("<[^>]+>", " ")
                .replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\""));
        for (String phrase : List.of("Here is a text box", "This is a hyperlink", "Row 1 Col 1",
                "Keyword1 Keyword2", "Bold italic underline superscript subscript")) {
            assertTrue(collapsed(plain).contains(phrase), phrase + " in plain text");
            assertTrue(wordsFromXhtml.contains(phrase), phrase + " in xhtml words:\n" + wordsFromXhtml);
        }
    }

    @Test
    void rmeta_pdf_parsedByPlugin() throws Exception {
        // act
        String json = put("/rmeta", variousPdf, "application/json");

        // assert
        Pattern parsedByPlugin = Pattern.compile(
                "\"X-TIKA:Parsed-By\"\\s*:\\s*\\[[^\\]]*\"" + Pattern.quote(PLUGIN_CLASS) + "\"");
        assertTrue(parsedByPlugin.matcher(json).find(), json);
    }

    @Test
    void tika_sortByPositionHeader_columnsInterleave() throws Exception {
        // act
        String unsorted = collapsed(put("/tika", twoTextBoxesPdf, "text/plain"));
        String sorted = collapsed(put("/tika", twoTextBoxesPdf, "text/plain", "X-Tika-PDFsortByPosition", "true"));

        // assert
        assertTrue(unsorted.contains("Left column line 1 Left column line 2"), unsorted);
        assertTrue(sorted.contains("Left column line 1 Right column line 1"), sorted);
    }

    @Test
    void tika_perRequestPdfConfigHeader_stylesKept() throws Exception {
        // act: a per-request PDFParserConfig reaches the plugin merged with its defaults
        String xhtml = put("/tika", variousPdf, "text/html", "X-Tika-PDFsortByPosition", "true");

        // assert
        assertTrue(xhtml.contains("<b>Bold</b>"), xhtml);
    }

    @Test
    void tika_extractAnnotationTextHeaderOff_commentGone() throws Exception {
        // act
        String all = collapsed(put("/tika", annotationsPdf, "text/plain"));
        String noAnnotations = collapsed(put("/tika", annotationsPdf, "text/plain",
                "X-Tika-PDFextractAnnotationText", "false"));

        // assert
        assertTrue(all.contains("Here is a comment"), all);
        assertTrue(noAnnotations.contains("Here is some text"), noAnnotations);
        assertFalse(noAnnotations.contains("Here is a comment"), noAnnotations);
    }
}
