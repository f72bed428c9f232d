package dev.pdfstyles.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Finds the PDFs the tests run over: Tika's own test PDFs and this project's test-documents/. */
public final class TestDocuments {

    /** A probe file known to be in Tika's PDF test jar; its jar holds the others. */
    private static final String TIKA_PROBE = "/test-documents/testPDF.pdf";

    private TestDocuments() {
    }

    /** Names of the PDFs in tika-parser-pdf-module's test jar (resources under /test-documents/). */
    public static List<String> tikaTestPdfNames() {
        URL probe = TestDocuments.class.getResource(TIKA_PROBE);
        if (probe == null) {
            throw new IllegalStateException("Tika's PDF test documents are not on the class path");
        }
        try {
            List<String> names = new ArrayList<>();
            if ("jar".equals(probe.getProtocol())) {
                JarFile jar = ((JarURLConnection) probe.openConnection()).getJarFile();
                Enumeration<JarEntry> entries = jar.entries();
                while (entries.hasMoreElements()) {
                    String name = entries.nextElement().getName();
                    if (name.startsWith("test-documents/") && name.toLowerCase().endsWith(".pdf")) {
                        names.add(name.substring("test-documents/".length()));
                    }
                }
            } else {
                try (Stream<Path> files = Files.list(Paths.get(probe.toURI()).getParent())) {
                    files.map(p -> p.getFileName().toString()).filter(n -> n.toLowerCase().endsWith(".pdf"))
                            .forEach(names::add);
                }
            }
            Collections.sort(names);
            return names;
        } catch (Exception e) {
            throw new IllegalStateException("cannot list Tika's test documents", e);
        }
    }

    public static byte[] tikaTestPdf(String name) {
        try (InputStream in = TestDocuments.class.getResourceAsStream("/test-documents/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no Tika test document " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The project's corpus folder (test-documents/ at the project root). */
    public static Path corpusRoot() {
        return Paths.get("test-documents").toAbsolutePath();
    }

    /** Every PDF under test-documents/, sorted; empty if the folder does not exist. */
    public static List<Path> corpusPdfs() {
        Path root = corpusRoot();
        if (!Files.isDirectory(root)) {
            return Collections.emptyList();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.getFileName().toString().toLowerCase().endsWith(".pdf"))
                    .sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes of every corpus PDF, then of every one of Tika's test PDFs: the real fonts the tests meet. */
    public static List<byte[]> corpusAndTikaPdfBytes() {
        List<byte[]> pdfs = new ArrayList<>();
        try {
            for (Path file : corpusPdfs()) {
                pdfs.add(Files.readAllBytes(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String name : tikaTestPdfNames()) {
            pdfs.add(tikaTestPdf(name));
        }
        return pdfs;
    }
}
