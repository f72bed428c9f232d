package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.apache.solr.client.solrj.SolrClient;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.impl.Http2SolrClient;
import org.apache.solr.client.solrj.request.CoreAdminRequest;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrDocumentList;
import org.apache.solr.common.SolrInputDocument;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.pdfstyles.index.IndexDocument;
import dev.pdfstyles.index.RmetaDocuments;

/**
 * The Solr recipe of docs/deploy.md, end to end: the real tika-server-standard with the packaged plugin
 * parses corpus PDFs; its {@code /rmeta/xml} answers become Solr documents through
 * {@link RmetaDocuments} and SolrJ, with the bold, italic, underlined and struck words in fields of their
 * own; a real Solr 9 ({@link SolrServerProcess}) finds documents by those fields and ranks a document
 * where the query word is bold above one where it is plain. The same answers also go through the
 * {@code IndexFeed} command, run from the plugin jar alone, and Solr's JSON update handler.
 * Everything listens on 127.0.0.1 only.
 */
class SolrStyledFieldsIT {

    private static final String HOST = "127.0.0.1";
    /** The documents indexed: one of each kind of source, from the route whose text is in reading order. */
    private static final List<String> DOCUMENTS = List.of("libreoffice/contract.pdf", "libreoffice/combos.pdf",
            "libreoffice/decorations.pdf", "libreoffice/links.pdf", "libreoffice/forms.pdf");
    /** Filled through SolrJ. */
    private static final String SOLRJ_CORE = "styled";
    /** Filled with the IndexFeed command's JSON, posted as it is. */
    private static final String FEED_CORE = "feed";
    private static final String CONFIGSET = "styled";
    private static final int MAX_ROWS = 100;

    private static final Duration MAX_TIKA_STARTUP_TIME = Duration.ofSeconds(120);
    private static final Duration STARTUP_POLL_INTERVAL = Duration.ofMillis(500);
    private static final Duration MAX_REQUEST_TIME = Duration.ofSeconds(120);
    private static final Duration MAX_COMMAND_TIME = Duration.ofSeconds(60);

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path work;
    private static Process tikaServer;
    private static SolrServerProcess solr;
    private static URI tikaUri;
    private static URI solrUri;
    private static HttpClient http;
    private static SolrClient solrj;
    /** The saved /rmeta/xml answers, named ID.json where ID is the PDF's file name. */
    private static List<Path> answers;

    @BeforeAll
    static void startAndIndex() throws Exception {
        work = E2eEnvironment.workDir("solr");
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        // both servers start at once: each is mostly JVM start-up
        solr = SolrServerProcess.start(work);
        tikaServer = startTikaServer();
        awaitTikaServer();
        solrUri = solr.awaitBaseUri();
        solrj = new Http2SolrClient.Builder(solrUri.toString()).build();
        for (String core : List.of(SOLRJ_CORE, FEED_CORE)) {
            CoreAdminRequest.Create create = new CoreAdminRequest.Create();
            create.setCoreName(core);
            create.setConfigSet(CONFIGSET);
            create.process(solrj);
        }
        answers = new ArrayList<>();
        Path answerDir = Files.createDirectories(work.resolve("rmeta"));
        for (String document : DOCUMENTS) {
            Path pdf = corpus().resolve(document);
            Path answer = answerDir.resolve(pdf.getFileName() + ".json");
            Files.writeString(answer, rmetaXml(pdf), StandardCharsets.UTF_8);
            answers.add(answer);
        }
        indexWithSolrj();
    }

    /** The glue docs/deploy.md shows: each IndexDocument field becomes a SolrInputDocument field. */
    private static void indexWithSolrj() throws Exception {
        for (Path answer : answers) {
            List<IndexDocument> documents = RmetaDocuments.fromRmeta(Files.readString(answer, StandardCharsets.UTF_8),
                    idOf(answer));
            for (IndexDocument document : documents) {
                SolrInputDocument solrDocument = new SolrInputDocument();
                document.fields().forEach((field, values) -> values.forEach(value -> solrDocument.addField(field, value)));
                solrj.add(SOLRJ_CORE, solrDocument);
            }
        }
        solrj.commit(SOLRJ_CORE);
    }

    @AfterAll
    static void stop() throws Exception {
        if (solrj != null) {
            solrj.close();
        }
        if (solr != null) {
            solr.close();
        }
        if (tikaServer != null) {
            ExternalProgram.destroyTree(tikaServer.toHandle());
        }
    }

    @Test
    void styleFields_everyStyledWordOfTheTruthFiles_findsExactlyTheDocumentsWhereItHasThatStyle() throws Exception {
        // arrange: per style field, each term and the documents whose truth file has it in that style
        Map<String, Map<String, Set<String>>> expected = TruthTerms.styledTerms(corpus(), DOCUMENTS);
        Set<String> ambiguous = TruthTerms.piecesOfLongerWords(corpus(), DOCUMENTS);

        for (Map.Entry<String, Map<String, Set<String>>> field : expected.entrySet()) {
            int checked = 0;
            for (Map.Entry<String, Set<String>> term : field.getValue().entrySet()) {
                if (ambiguous.contains(term.getKey())) {
                    continue;
                }
                // act
                Set<String> found = ids(query(SOLRJ_CORE, new SolrQuery(field.getKey() + ":" + term.getKey())));

                // assert
                assertEquals(term.getValue(), found, field.getKey() + ":" + term.getKey());
                checked++;
            }
            assertTrue(checked >= field.getValue().size() / 2, field.getKey() + ": only " + checked + " terms checked");
        }
    }

    @Test
    void boldQuery_wordBoldInOneDocumentPlainInAnother_findsOnlyTheFirst() throws Exception {
        // arrange: contract.truth.json has "Tenant." bold, combos.truth.json has "tenant" plain
        String url = solrUri + "/" + SOLRJ_CORE + "/select?q=" + URLEncoder.encode("bold:tenant", StandardCharsets.UTF_8)
                + "&fl=id,bold";

        // act
        String response = get(url);
        Set<String> byContent = ids(query(SOLRJ_CORE, new SolrQuery("content:tenant")));

        // assert
        JsonNode found = JSON.readTree(response).get("response");
        assertEquals(1, found.get("numFound").asInt(), response);
        assertEquals("contract.pdf", found.get("docs").get(0).get("id").asText(), response);
        assertEquals(Set.of("contract.pdf", "combos.pdf"), byContent);
        // kept for the closing note: the URL (its port changes each run) and Solr's answer
        Files.writeString(work.resolve("bold-query.txt"), "GET " + url + "\n\n" + response, StandardCharsets.UTF_8);
    }

    @Test
    void edismax_boldFieldBoosted_documentWhereTheWordIsBoldRanksFirst() throws Exception {
        // arrange: "rent" is bold once in combos.pdf and plain twice in the shorter contract.pdf
        Map<String, Map<String, Set<String>>> styled = TruthTerms.styledTerms(corpus(), DOCUMENTS);
        assertEquals(Set.of("combos.pdf"), styled.get(RmetaDocuments.BOLD).get("rent"));
        assertEquals(Set.of("contract.pdf", "combos.pdf"), ids(query(SOLRJ_CORE, new SolrQuery("content:rent"))));

        // act
        List<String> byContent = ranking("rent", "content");
        List<String> boldBoosted = ranking("rent", "content bold^5");

        // assert: on the text alone the plain document wins; the bold field turns the order
        assertEquals(List.of("contract.pdf", "combos.pdf"), byContent);
        assertEquals(List.of("combos.pdf", "contract.pdf"), boldBoosted);
    }

    @Test
    void indexFeedCommand_solrFormatPostedToUpdate_sameDocumentsAsThroughSolrj() throws Exception {
        // act: the command of docs/deploy.md, with the plugin jar alone on the class path
        ExternalProgram.Result feed = indexFeed("--format", "solr");
        post(solrUri + "/" + FEED_CORE + "/update?commit=true", feed.stdout);

        // assert
        assertEquals(0, feed.exitCode, feed.describe());
        assertEquals(storedDocuments(SOLRJ_CORE), storedDocuments(FEED_CORE));
        assertEquals(Set.of("contract.pdf"), ids(query(FEED_CORE, new SolrQuery("bold:tenant"))));
    }

    @Test
    void indexFeedCommand_esBulkFormat_actionAndSourceLinesWithTheStyleFields() throws Exception {
        // act
        ExternalProgram.Result feed = indexFeed("--format", "es-bulk", "--index", "pdfs");

        // assert: each source line holds what Solr stored for that id
        assertEquals(0, feed.exitCode, feed.describe());
        String[] lines = feed.stdout.split("\n");
        Map<String, Map<String, List<Object>>> stored = storedDocuments(SOLRJ_CORE);
        assertEquals(2 * stored.size(), lines.length, feed.stdout);
        for (int i = 0; i < lines.length; i += 2) {
            String id = JSON.readTree(lines[i]).get("index").get("_id").asText();
            JsonNode source = JSON.readTree(lines[i + 1]);
            for (String field : RmetaDocuments.STYLE_FIELDS) {
                List<Object> values = new ArrayList<>();
                if (source.has(field)) {
                    source.get(field).forEach(value -> values.add(value.asText()));
                }
                assertEquals(stored.get(id).getOrDefault(field, List.of()), values, id + " " + field);
            }
        }
    }

    // ---- the servers

    private static Process startTikaServer() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            port = socket.getLocalPort();
        }
        tikaUri = URI.create("http://" + HOST + ":" + port);
        Process process = new ProcessBuilder(E2eEnvironment.javaExecutable(),
                "-cp", E2eEnvironment.classPath(E2eEnvironment.tikaServerJar(), E2eEnvironment.pluginJar()),
                "org.apache.tika.server.core.TikaServerCli", "-h", HOST, "-p", String.valueOf(port))
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(work.resolve("tika-server.log").toFile())
                .start();
        process.getOutputStream().close();
        return process;
    }

    private static void awaitTikaServer() throws Exception {
        long deadline = System.nanoTime() + MAX_TIKA_STARTUP_TIME.toNanos();
        while (System.nanoTime() < deadline) {
            if (!tikaServer.isAlive()) {
                throw new AssertionError("tika-server exited with " + tikaServer.exitValue() + ":\n" + tikaLog());
            }
            try {
                HttpResponse<String> response = http.send(HttpRequest.newBuilder(tikaUri.resolve("/tika"))
                        .timeout(Duration.ofSeconds(5)).GET().build(), HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    return;
                }
            } catch (ConnectException | HttpTimeoutException notYet) {
                // the forked server is not listening yet
            }
            Thread.sleep(STARTUP_POLL_INTERVAL.toMillis());
        }
        throw new AssertionError("tika-server not ready within " + MAX_TIKA_STARTUP_TIME + ":\n" + tikaLog());
    }

    private static String tikaLog() {
        try {
            return ExternalProgram.tail(ExternalProgram.read(work.resolve("tika-server.log")));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    /** {@code curl -T file.pdf -H 'Accept: application/json' http://127.0.0.1:PORT/rmeta/xml}. */
    private static String rmetaXml(Path pdf) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(tikaUri.resolve("/rmeta/xml"))
                .timeout(MAX_REQUEST_TIME)
                .header("Accept", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofFile(pdf))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, response.statusCode(), pdf + ": " + response.body() + "\n" + tikaLog());
        return response.body();
    }

    private static ExternalProgram.Result indexFeed(String... options) throws Exception {
        List<String> command = new ArrayList<>(List.of(E2eEnvironment.javaExecutable(),
                "-cp", E2eEnvironment.pluginJar().toString(), "dev.pdfstyles.index.IndexFeed"));
        command.addAll(List.of(options));
        answers.forEach(answer -> command.add(answer.toString()));
        return ExternalProgram.run(command, work, "index-feed-" + options[1], MAX_COMMAND_TIME);
    }

    // ---- Solr requests

    private static SolrDocumentList query(String core, SolrQuery query) throws Exception {
        query.setRows(MAX_ROWS);
        return solrj.query(core, query).getResults();
    }

    private static List<String> ranking(String words, String queryFields) throws Exception {
        SolrQuery query = new SolrQuery(words);
        query.set("defType", "edismax");
        query.set("qf", queryFields);
        query.setFields("id", "score");
        return query(SOLRJ_CORE, query).stream().map(document -> (String) document.getFieldValue("id"))
                .collect(Collectors.toList());
    }

    /** Every stored document of {@code core} by id: field name to values, in Solr's own value types. */
    private static Map<String, Map<String, List<Object>>> storedDocuments(String core) throws Exception {
        SolrQuery everything = new SolrQuery("*:*");
        everything.setFields("*");
        Map<String, Map<String, List<Object>>> byId = new TreeMap<>();
        for (SolrDocument document : query(core, everything)) {
            Map<String, List<Object>> fields = new TreeMap<>();
            for (String field : document.getFieldNames()) {
                fields.put(field, new ArrayList<>(document.getFieldValues(field)));
            }
            byId.put((String) document.getFieldValue(RmetaDocuments.ID), fields);
        }
        return byId;
    }

    private static Set<String> ids(SolrDocumentList documents) {
        return documents.stream().map(document -> (String) document.getFieldValue("id")).collect(Collectors.toSet());
    }

    private static String get(String url) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(MAX_REQUEST_TIME)
                .GET().build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, response.statusCode(), response.body());
        return response.body();
    }

    /** {@code curl URL -H 'Content-Type: application/json' --data-binary @update.json}. */
    private static void post(String url, String json) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(MAX_REQUEST_TIME)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertEquals(200, response.statusCode(), response.body() + "\n" + solr.log());
    }

    private static Path corpus() {
        return E2eEnvironment.projectDir().resolve("test-documents");
    }

    private static String idOf(Path answer) {
        String name = answer.getFileName().toString();
        return name.substring(0, name.length() - ".json".length());
    }
}
