package dev.pdfstyles.index;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that turns saved tika-server {@code /rmeta/xml} answers into a request body for a search
 * engine, with the styled words in fields of their own. It needs only the plugin jar and a JDK:
 *
 * <pre>
 * curl -T contract.pdf -H 'Accept: application/json' http://127.0.0.1:9998/rmeta/xml &gt; contract.pdf.json
 * java -cp pdf-styles.jar dev.pdfstyles.index.IndexFeed --format es-bulk --index pdfs contract.pdf.json &gt; bulk.ndjson
 * java -cp pdf-styles.jar dev.pdfstyles.index.IndexFeed --format solr contract.pdf.json &gt; update.json
 * </pre>
 *
 * <p>Each file's id is its name without a trailing {@code .json} ({@code contract.pdf}); the body goes to
 * standard output in UTF-8. Exit status 0 on success, 1 when a file cannot be read or is not an
 * {@code /rmeta/xml} answer (the reason on standard error), 2 on a usage error.
 */
public final class IndexFeed {

    static final int EXIT_OK = 0;
    static final int EXIT_BAD_INPUT = 1;
    static final int EXIT_USAGE = 2;

    private static final String USAGE = "usage: IndexFeed --format es-bulk --index NAME FILE.json...\n"
            + "       IndexFeed --format solr FILE.json...\n"
            + "FILE.json is a tika-server /rmeta/xml answer; the document id is the file name without .json";
    private static final String JSON_SUFFIX = ".json";

    private IndexFeed() {
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int status = run(args, out, System.err);
        out.flush();
        if (status != EXIT_OK) {
            System.exit(status);
        }
    }

    /** Runs the command; returns its exit status. Nothing is written to {@code out} unless every file reads. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        String format = null;
        String index = null;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (("--format".equals(args[i]) || "--index".equals(args[i])) && i + 1 < args.length) {
                if ("--format".equals(args[i])) {
                    format = args[++i];
                } else {
                    index = args[++i];
                }
            } else if (args[i].startsWith("--")) {
                return usage(err, "unknown option or missing value: " + args[i]);
            } else {
                files.add(Path.of(args[i]));
            }
        }
        if (files.isEmpty()) {
            return usage(err, "no input file");
        }
        boolean elasticsearch = "es-bulk".equals(format);
        if (!elasticsearch && !"solr".equals(format)) {
            return usage(err, "--format must be es-bulk or solr, got " + format);
        }
        if (elasticsearch == (index == null)) {
            return usage(err, elasticsearch ? "--format es-bulk needs --index NAME" : "--index goes with es-bulk only");
        }
        List<IndexDocument> documents = new ArrayList<>();
        for (Path file : files) {
            try {
                documents.addAll(RmetaDocuments.fromRmeta(Files.readString(file, StandardCharsets.UTF_8), idOf(file)));
            } catch (IOException | IllegalArgumentException e) {
                err.println(file + ": " + e.getMessage());
                return EXIT_BAD_INPUT;
            }
        }
        out.print(elasticsearch ? IndexRequests.elasticsearchBulk(documents, index) : IndexRequests.solrUpdate(documents));
        return EXIT_OK;
    }

    /** {@code dir/contract.pdf.json} is {@code contract.pdf}. */
    static String idOf(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(JSON_SUFFIX) && name.length() > JSON_SUFFIX.length()
                ? name.substring(0, name.length() - JSON_SUFFIX.length()) : name;
    }

    private static int usage(PrintStream err, String problem) {
        err.println(problem);
        err.println(USAGE);
        return EXIT_USAGE;
    }
}
