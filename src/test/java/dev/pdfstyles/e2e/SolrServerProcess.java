package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real Solr 9 in a JVM of its own, on 127.0.0.1 and a port the system picks, started from what
 * {@code src/it/solr-server} built (maven-invoker-plugin, pre-integration-test): its compiled launcher
 * ({@code SolrServerMain}), the class path Maven resolved for Solr, and the Solr home with the
 * {@code styled} configset. Solr's Lucene, Jetty and Jackson never meet the test's Tika and PDFBox.
 */
final class SolrServerProcess implements AutoCloseable {

    /** Solr with two small in-memory cores; the default heap of a 24 GB machine would be a quarter of it. */
    private static final String MAX_HEAP = "-Xmx512m";
    private static final String LAUNCHER = "dev.pdfstyles.e2e.solr.SolrServerMain";
    /** One JVM start plus Jetty and the core container: 5-20 s on a loaded 2-core machine. */
    private static final Duration MAX_STARTUP_TIME = Duration.ofSeconds(180);
    private static final Duration STARTUP_POLL_INTERVAL = Duration.ofMillis(250);
    /** After standard input closes, how long Solr gets to stop before it is killed. */
    private static final Duration MAX_STOP_TIME = Duration.ofSeconds(30);

    private final Process process;
    private final Path work;
    private final Path portFile;

    private SolrServerProcess(Process process, Path work, Path portFile) {
        this.process = process;
        this.work = work;
        this.portFile = portFile;
    }

    /** Starts Solr over a fresh copy of the Solr home in {@code work}; {@link #awaitBaseUri()} waits for it. */
    static SolrServerProcess start(Path work) throws IOException {
        Path built = solrServerBuild();
        Path home = work.resolve("solr-home");
        deleteRecursively(home);
        copyRecursively(built.resolve("solr-home"), home);
        Path portFile = work.resolve("solr.port");
        Files.deleteIfExists(portFile);
        String classPath = built.resolve("target/classes") + java.io.File.pathSeparator
                + Files.readString(built.resolve("target/solr.classpath"), StandardCharsets.UTF_8).strip();
        Process process = new ProcessBuilder(E2eEnvironment.javaExecutable(), MAX_HEAP,
                "-Dsolr.log.dir=" + work.resolve("solr-logs"),
                "-cp", classPath, LAUNCHER, home.toString(), portFile.toString())
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(work.resolve("solr.log").toFile())
                .start();
        return new SolrServerProcess(process, work, portFile);
    }

    /** {@code http://127.0.0.1:PORT/solr}, once Solr is up. */
    URI awaitBaseUri() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + MAX_STARTUP_TIME.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("Solr exited with " + process.exitValue() + ":\n" + log());
            }
            if (Files.exists(portFile)) {
                int port = Integer.parseInt(Files.readString(portFile, StandardCharsets.UTF_8).strip());
                return URI.create("http://127.0.0.1:" + port + "/solr");
            }
            Thread.sleep(STARTUP_POLL_INTERVAL.toMillis());
        }
        throw new AssertionError("Solr not up within " + MAX_STARTUP_TIME + ":\n" + log());
    }

    String log() {
        try {
            return ExternalProgram.tail(ExternalProgram.read(work.resolve("solr.log")));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    /** Closes Solr's standard input, which stops it; kills it if it does not stop in time. */
    @Override
    public void close() throws IOException, InterruptedException {
        process.getOutputStream().close();
        if (!process.waitFor(MAX_STOP_TIME.toMillis(), TimeUnit.MILLISECONDS)) {
            ExternalProgram.destroyTree(process.toHandle());
        }
    }

    private static Path solrServerBuild() {
        String configured = System.getProperty("e2e.solrServerDir");
        assertTrue(configured != null, "e2e.solrServerDir is not set: run the end-to-end tests with `mvn verify`");
        Path built = Path.of(configured);
        assertTrue(Files.isRegularFile(built.resolve("target/solr.classpath")),
                "missing " + built.resolve("target/solr.classpath")
                        + ": `mvn verify` builds src/it/solr-server first (maven-invoker-plugin, not skipped)");
        return built;
    }

    private static void copyRecursively(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void deleteRecursively(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            List<Path> deepestFirst = paths.sorted(Comparator.reverseOrder()).collect(java.util.stream.Collectors.toList());
            for (Path path : deepestFirst) {
                Files.delete(path);
            }
        }
    }
}
