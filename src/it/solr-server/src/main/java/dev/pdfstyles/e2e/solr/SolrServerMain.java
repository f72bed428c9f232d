package dev.pdfstyles.e2e.solr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.apache.solr.embedded.JettyConfig;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * Runs a standalone Solr on 127.0.0.1 the way Solr's own tests run one: {@link JettySolrRunner} (Jetty with
 * Solr's dispatch filter at {@code /solr}) over a Solr home, no ZooKeeper. The port is chosen by the system
 * (port 0), so parallel builds on one machine never collide; once the cores are loaded it is written to a
 * file. Solr stops when standard input closes (the test closes its end), or with the JVM.
 *
 * <pre>java -cp classes:SOLR_CLASSPATH dev.pdfstyles.e2e.solr.SolrServerMain SOLR_HOME PORT_FILE</pre>
 */
public final class SolrServerMain {

    /** How long start() waits for the cores of the Solr home to load before it returns. */
    private static final long MAX_CORE_LOADING_MILLIS = 120_000L;
    private static final int EXIT_USAGE = 2;

    private SolrServerMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: SolrServerMain SOLR_HOME PORT_FILE");
            System.exit(EXIT_USAGE);
        }
        Path solrHome = Path.of(args[0]).toAbsolutePath();
        Path portFile = Path.of(args[1]).toAbsolutePath();
        JettyConfig config = JettyConfig.builder()
                .setPort(0)
                .setContext("/solr")
                .stopAtShutdown(true)
                .waitForLoadingCoresToFinish(MAX_CORE_LOADING_MILLIS)
                .build();
        JettySolrRunner solr = new JettySolrRunner(solrHome.toString(), config);
        solr.start();
        writeAtomically(portFile, Integer.toString(solr.getLocalPort()));
        while (System.in.read() >= 0) {
            // the test never writes; read() returns -1 when it closes its end
        }
        solr.stop();
    }

    /** The reader polls for the file: it must never see it half written. */
    private static void writeAtomically(Path file, String text) throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        Files.write(partial, text.getBytes(StandardCharsets.UTF_8));
        Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE);
    }
}
