package dev.pdfstyles.e2e;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Sends {@code PUT} requests with a fixed number of client threads and keeps every answer, in
 * request order, so the test can compare each against the serial baseline (#8).
 */
final class LoadDriver {

    /** The two endpoints of the load mix: styled XHTML and the recursive-metadata JSON. */
    enum Endpoint {
        TIKA_HTML("/tika", "text/html"),
        RMETA("/rmeta", "application/json");

        final String path;
        final String accept;

        Endpoint(String path, String accept) {
            this.path = path;
            this.accept = accept;
        }
    }

    /** One file sent to one endpoint. */
    static final class Request {
        final Path file;
        final Endpoint endpoint;

        Request(Path file, Endpoint endpoint) {
            this.file = file;
            this.endpoint = endpoint;
        }

        String key() {
            return endpoint + " " + file.getFileName();
        }

        @Override
        public String toString() {
            return endpoint.path + " " + file;
        }
    }

    /** What came back: a status and body, or the exception that replaced them. */
    static final class Response {
        final int status;
        final String body;
        final IOException failure;
        final long nanos;

        Response(int status, String body, IOException failure, long nanos) {
            this.status = status;
            this.body = body;
            this.failure = failure;
            this.nanos = nanos;
        }

        boolean isAnswered() {
            return failure == null;
        }

        @Override
        public String toString() {
            return failure != null ? "no answer (" + failure + ")" : "HTTP " + status + ", " + body.length() + " chars";
        }
    }

    /** Every answer of one concurrent run, in request order, and the wall time the run took. */
    static final class Run {
        final List<Response> responses;
        final long wallNanos;

        Run(List<Response> responses, long wallNanos) {
            this.responses = responses;
            this.wallNanos = wallNanos;
        }

        /** The longest any one request took, for the margin to the server's task timeout. */
        double slowestSeconds() {
            return responses.stream().mapToLong(r -> r.nanos).max().orElse(0) / 1e9;
        }

        double requestsPerSecond() {
            return responses.size() / (wallNanos / 1e9);
        }
    }

    private final HttpClient client;
    private final Duration requestTimeout;

    LoadDriver(Duration requestTimeout) {
        // HTTP/1.1 as most Tika clients speak it; one connection per in-flight request.
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        this.requestTimeout = requestTimeout;
    }

    /**
     * Sends one request. Files are declared {@code application/pdf}, as a client that knows
     * what it uploads would, so garbage reaches the PDF parser instead of being sniffed away.
     */
    Response send(Function<String, URI> uris, Request request) throws InterruptedException {
        long start = System.nanoTime();
        try {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(uris.apply(request.endpoint.path))
                            .timeout(requestTimeout)
                            .header("Accept", request.endpoint.accept)
                            .header("Content-Type", "application/pdf")
                            .PUT(HttpRequest.BodyPublishers.ofFile(request.file))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(), response.body(), null, System.nanoTime() - start);
        } catch (IOException noAnswer) {
            return new Response(-1, "", noAnswer, System.nanoTime() - start);
        }
    }

    /** Sends all {@code requests} from {@code threads} client threads at once. */
    Run sendConcurrently(Function<String, URI> uris, List<Request> requests, int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            long start = System.nanoTime();
            List<Future<Response>> pending = new ArrayList<>();
            for (Request request : requests) {
                pending.add(pool.submit(() -> send(uris, request)));
            }
            List<Response> responses = new ArrayList<>();
            for (Future<Response> future : pending) {
                responses.add(future.get());
            }
            return new Run(responses, System.nanoTime() - start);
        } finally {
            pool.shutdownNow();
        }
    }
}
