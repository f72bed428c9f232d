package dev.pdfstyles.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.pdfstyles.testsupport.TestDocuments;

/** A PDF held in memory (so that disk reads are not timed), with the name the report shows. */
final class BenchDocument {

    final String name;
    final byte[] bytes;

    BenchDocument(String name, byte[] bytes) {
        this.name = name;
        this.bytes = bytes;
    }

    /** Prefix of the names of Tika's test PDFs. */
    static final String TIKA_PREFIX = "tika:";

    /**
     * The producer route a document comes from: the corpus folder ({@code chromium/contract.pdf} is
     * {@code chromium}), the variants merged into their producer's route ({@code variants/chromium/x.pdf} is
     * {@code chromium}: the same producer's file with names or descriptors stripped), "tika" for Tika's test PDFs
     * (many producers), "generated" for the benchmark's own documents.
     */
    static String routeOf(String name) {
        if (name.startsWith(TIKA_PREFIX)) {
            return "tika";
        }
        String[] parts = name.split("/");
        if (parts.length == 1) {
            return "generated";
        }
        return "variants".equals(parts[0]) && parts.length > 2 ? parts[1] : parts[0];
    }

    static BenchDocument read(String name, Path file) throws IOException {
        return new BenchDocument(name, Files.readAllBytes(file));
    }

    /** Tika's PDF test documents (from the tika-parser-pdf-module tests jar). */
    static List<BenchDocument> tikaTestPdfs(int maxFiles) {
        List<BenchDocument> documents = new ArrayList<>();
        for (String name : TestDocuments.tikaTestPdfNames()) {
            documents.add(new BenchDocument(TIKA_PREFIX + name, TestDocuments.tikaTestPdf(name)));
        }
        return smallest(documents, maxFiles);
    }

    /** Every PDF under the project's test-documents/. */
    static List<BenchDocument> corpusPdfs(int maxFiles) throws IOException {
        return corpusPdfs(maxFiles, pdf -> true);
    }

    /** What a corpus PDF is asked before it is benchmarked. */
    interface Filter {
        boolean accept(Path pdf) throws IOException;
    }

    /** The PDFs under the project's test-documents/ that {@code filter} accepts. */
    static List<BenchDocument> corpusPdfs(int maxFiles, Filter filter) throws IOException {
        List<BenchDocument> documents = new ArrayList<>();
        Path root = TestDocuments.corpusRoot();
        for (Path pdf : TestDocuments.corpusPdfs()) {
            if (filter.accept(pdf)) {
                documents.add(read(root.relativize(pdf).toString().replace('\\', '/'), pdf));
            }
        }
        return smallest(documents, maxFiles);
    }

    /** The {@code maxFiles} smallest documents (all when 0), in their original order. */
    static List<BenchDocument> smallest(List<BenchDocument> documents, int maxFiles) {
        if (maxFiles == 0 || documents.size() <= maxFiles) {
            return documents;
        }
        List<BenchDocument> bySize = new ArrayList<>(documents);
        bySize.sort(Comparator.comparingInt((BenchDocument d) -> d.bytes.length).thenComparing(d -> d.name));
        List<BenchDocument> kept = new ArrayList<>(documents);
        kept.retainAll(bySize.subList(0, maxFiles));
        return kept;
    }
}
