package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Per-request style settings (#28) through the real tika-server-standard 3.3.2: {@code X-PdfStyles-...}
 * headers, read by the plugin's {@code ParseContextConfig}, change one request's settings and no other's,
 * next to tika-server's own {@code X-Tika-PDF...} headers; a header the plugin cannot read gets a 400.
 */
class TikaServerStyleHeadersIT {

    private static final Duration MAX_REQUEST_TIME = Duration.ofSeconds(120);
    /** Bold, italic, underlined and struck words, two link annotations (docs/deploy.md's examples use it). */
    private static final String DOCUMENT = "libreoffice/decorations.pdf";
    private static final String UNDERLINE_OFF = "X-PdfStyles-detectUnderline";
    /** Requests sent at once: twice the CI box's cores, so they overlap in the server's forked JVM. */
    private static final int THREADS = 4;
    private static final int CONCURRENT_REQUESTS = 24;
    private static final String FONT_VERDICT_KEY = "pdf-styles:fontVerdict";
    /** The first link annotation's text, which Tika writes unless X-Tika-PDFextractAnnotationText is false. */
    private static final String ANNOTATION_TEXT = "https://example.com/a";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static LoadTestServer server;
    private static Path pdf;
    private static HttpClient client;

    @BeforeAll
    static void startServer() throws Exception {
        Path work = E2eEnvironment.workDir("tika-server-style-headers");
        pdf = work.resolve("decorations.pdf");
        Files.copy(CorpusTruth.pdf(DOCUMENT), pdf, StandardCopyOption.REPLACE_EXISTING);
        Path config = Files.writeString(work.resolve("tika-server-config.xml"),
                "<properties><server><params></params></server></properties>\n", StandardCharsets.UTF_8);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        server = LoadTestServer.start("tika-server-style-headers", work,
                E2eEnvironment.classPath(E2eEnvironment.tikaServerJar(), E2eEnvironment.pluginJar()), config);
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.stop();
        }
    }

    private static HttpResponse<String> put(String path, String accept, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri(path)).timeout(MAX_REQUEST_TIME)
                .header("Accept", accept).PUT(HttpRequest.BodyPublishers.ofFile(pdf));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String ok(HttpResponse<String> response) {
        assertEquals(200, response.statusCode(), response.body() + "\n" + server.logTail());
        return response.body();
    }

    /** The container's metadata of an /rmeta answer. */
    private static JsonNode container(String rmeta) throws Exception {
        return JSON.readTree(rmeta).get(0);
    }

    @Test
    void tika_underlineOffForOneRequest_noUnderlineWhileTheNextRequestHasIt() throws Exception {
        // act
        String off = ok(put("/tika", "text/html", UNDERLINE_OFF, "false"));
        String next = ok(put("/tika", "text/html"));

        // assert
        assertFalse(off.contains("<u>"), off);
        assertTrue(off.contains("<b>") && off.contains("<i>") && off.contains("<s>"), off);
        assertTrue(next.contains("<u>"), next);
    }

    @Test
    void rmeta_styleAndStockPdfHeadersTogether_eachApplied() throws Exception {
        // act: two plugin settings and one of tika-server's own PDF settings in one request
        JsonNode changed = container(ok(put("/rmeta", "application/json", "X-PdfStyles-detectBold", "false",
                "x-pdfstyles-LISTFONTVERDICTS", "True", "X-Tika-PDFextractAnnotationText", "false")));
        JsonNode plain = container(ok(put("/rmeta", "application/json")));

        // assert
        String changedXhtml = changed.path(EmittedExtract.CONTENT).asText();
        assertFalse(changedXhtml.contains("<b>"), changedXhtml);
        assertTrue(changedXhtml.contains("<u>"), changedXhtml);
        assertFalse(changedXhtml.contains(ANNOTATION_TEXT), changedXhtml);
        assertFalse(changed.path(FONT_VERDICT_KEY).isMissingNode(), changed.toString());
        assertTrue(plain.path(FONT_VERDICT_KEY).isMissingNode(), plain.toString());
        assertTrue(plain.path(EmittedExtract.CONTENT).asText().contains(ANNOTATION_TEXT));
        assertNull(CorpusTruth.differences(DOCUMENT, plain.path(EmittedExtract.CONTENT).asText()));
    }

    @Test
    void rmetaForm_headerOnTheFilePart_applied() throws Exception {
        // arrange: /rmeta/form and /meta/form read the headers of the file's part (/tika/form the request's too)
        String boundary = UUID.randomUUID().toString();
        byte[] head = ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"d.pdf\"\r\n"
                + "Content-Type: application/pdf\r\n" + UNDERLINE_OFF + ": false\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        byte[] tail = ("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII);
        HttpRequest request = HttpRequest.newBuilder(server.uri("/rmeta/form")).timeout(MAX_REQUEST_TIME)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArrays(List.of(head, Files.readAllBytes(pdf), tail)))
                .build();

        // act
        JsonNode item = container(ok(client.send(request, HttpResponse.BodyHandlers.ofString())));

        // assert
        String xhtml = item.path(EmittedExtract.CONTENT).asText();
        assertFalse(xhtml.contains("<u>"), xhtml);
        assertTrue(xhtml.contains("<b>"), xhtml);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "X-PdfStyles-detectUnderline | maybe | detectUnderline must be true or false, not 'maybe'",
        "X-PdfStyles-minBoldWeight | 1000 | minBoldWeight must be a whole number from 100 to 900, not 1000",
        "X-PdfStyles-minBoldWeight | heavy | minBoldWeight must be a whole number from 100 to 900, not 'heavy'",
        "X-PdfStyles-underline | false | unknown pdf-styles setting 'underline'; accepted: detectBold,",
    })
    void tika_headerThePluginCannotRead_badRequestWithTheReason(String header, String value, String reason)
            throws Exception {
        // act
        HttpResponse<String> refused = put("/tika", "text/html", header, value);
        String after = ok(put("/tika", "text/html"));

        // assert
        assertEquals(400, refused.statusCode(), refused.body());
        assertTrue(refused.body().startsWith("header " + header + ": " + reason), refused.body());
        assertTrue(after.contains("<u>"), after);
    }

    @Test
    void tika_concurrentRequestsWithAndWithoutHeader_eachGetsItsOwnAnswer() throws Exception {
        // arrange: the serial answer of each kind, then both kinds alternating from several threads
        String expectedOff = ok(put("/tika", "text/html", UNDERLINE_OFF, "false"));
        String expectedDefault = ok(put("/tika", "text/html"));
        List<Callable<Boolean>> requests = new ArrayList<>();
        for (int index = 0; index < CONCURRENT_REQUESTS; index++) {
            boolean off = index % 2 == 0;
            requests.add(() -> {
                String answer = off ? ok(put("/tika", "text/html", UNDERLINE_OFF, "false"))
                        : ok(put("/tika", "text/html"));
                return answer.equals(off ? expectedOff : expectedDefault);
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);

        // act
        List<Future<Boolean>> answers;
        try {
            answers = pool.invokeAll(requests, MAX_REQUEST_TIME.toSeconds() * 2, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }

        // assert
        int same = 0;
        for (Future<Boolean> answer : answers) {
            same += answer.get() ? 1 : 0;
        }
        assertEquals(CONCURRENT_REQUESTS, same);
        assertTrue(expectedDefault.contains("<u>") && !expectedOff.contains("<u>"));
    }
}
