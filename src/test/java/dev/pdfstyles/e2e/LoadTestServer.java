package dev.pdfstyles.e2e;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One real tika-server-standard started with a server config file ({@code -c}), bound to loopback
 * only. The program is a watchdog JVM that forks the JVM that parses; {@link #forkedJvm()} finds
 * that child, which changes when the watchdog restarts it after a task timeout (#8).
 */
final class LoadTestServer {

    /** Loopback only: a test server must never be reachable from outside this machine. */
    static final String HOST = "127.0.0.1";

    /** Watchdog JVM + forked JVM start in 10-30 s on 2 cores; leave room for a slow box. */
    private static final Duration MAX_STARTUP_TIME = Duration.ofSeconds(120);
    private static final Duration POLL_INTERVAL = Duration.ofMillis(250);
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(5);

    private final String name;
    private final Path log;
    private final Process process;
    private final URI baseUri;
    private final HttpClient probeClient;

    private LoadTestServer(String name, Path log, Process process, URI baseUri) {
        this.name = name;
        this.log = log;
        this.process = process;
        this.baseUri = baseUri;
        this.probeClient = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(PROBE_TIMEOUT).build();
    }

    /**
     * Starts {@code org.apache.tika.server.core.TikaServerCli} with {@code classPath} (the server jar,
     * plus the plugin jar or not) and the config file, and waits until it answers.
     */
    static LoadTestServer start(String name, Path work, String classPath, Path serverConfig) throws Exception {
        int port = freeLoopbackPort();
        Path log = work.resolve(name + ".log");
        Process process = new ProcessBuilder(E2eEnvironment.javaExecutable(), "-cp", classPath,
                "org.apache.tika.server.core.TikaServerCli",
                "-h", HOST, "-p", String.valueOf(port), "-c", serverConfig.toString())
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        process.getOutputStream().close();
        LoadTestServer server = new LoadTestServer(name, log, process, URI.create("http://" + HOST + ":" + port));
        try {
            server.awaitReady(Optional.empty());
        } catch (Throwable notStarted) {
            server.stop();
            throw notStarted;
        }
        return server;
    }

    URI uri(String path) {
        return baseUri.resolve(path);
    }

    /**
     * Waits until the forked JVM answers, and when {@code replaced} is given, until it is a different
     * process from that one (the watchdog has restarted it).
     */
    void awaitReady(Optional<ProcessHandle> replaced) throws Exception {
        long deadline = System.nanoTime() + MAX_STARTUP_TIME.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError(name + " exited with " + process.exitValue() + ":\n" + logTail());
            }
            boolean restarted = replaced.isEmpty() || forkedJvmIfAny().map(h -> h.pid() != replaced.get().pid())
                    .orElse(false);
            if (restarted && answers()) {
                return;
            }
            Thread.sleep(POLL_INTERVAL.toMillis());
        }
        throw new AssertionError(name + " not ready within " + MAX_STARTUP_TIME + ":\n" + logTail());
    }

    private boolean answers() throws InterruptedException {
        try {
            HttpResponse<String> response = probeClient.send(
                    HttpRequest.newBuilder(uri("/tika")).timeout(PROBE_TIMEOUT).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200;
        } catch (ConnectException | HttpTimeoutException notYet) {
            return false;
        } catch (IOException resetWhileStarting) {
            return false;
        }
    }

    /** The parsing JVM the watchdog forked; fails if there is none. */
    ProcessHandle forkedJvm() {
        return forkedJvmIfAny().orElseThrow(() -> new AssertionError(name + " has no forked JVM:\n" + logTail()));
    }

    private Optional<ProcessHandle> forkedJvmIfAny() {
        List<ProcessHandle> children = process.toHandle().children().filter(ProcessHandle::isAlive)
                .collect(Collectors.toList());
        return children.size() == 1 ? Optional.of(children.get(0)) : Optional.empty();
    }

    /** The watchdog JVM and every descendant, for the leftover-process check. */
    List<ProcessHandle> processTree() {
        List<ProcessHandle> tree = process.toHandle().descendants().collect(Collectors.toList());
        tree.add(0, process.toHandle());
        return tree;
    }

    void stop() {
        ExternalProgram.destroyTree(process.toHandle());
    }

    String logTail() {
        try {
            return Files.exists(log) ? ExternalProgram.tail(Files.readString(log, StandardCharsets.UTF_8)) : "";
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    String log() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    private static int freeLoopbackPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return socket.getLocalPort();
        }
    }
}
