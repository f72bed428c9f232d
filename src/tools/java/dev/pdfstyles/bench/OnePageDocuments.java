package dev.pdfstyles.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * The one-page group (issue 27): the first page of every corpus document and of every one of Tika's test PDFs.
 * A one-page document is taken as it is, byte for byte; the first page of a longer one is cut with PDFBox (the
 * other pages removed, the document saved again, so its structure is PDFBox's, its fonts and content the
 * original's) and written under {@code target/bench/onepage} for a look. Documents that PDFBox cannot load or
 * save (encrypted with an owner password, broken) are left out and counted.
 */
final class OnePageDocuments {

    /** Name suffix of a document cut to its first page. */
    static final String FIRST_PAGE_SUFFIX = "#page1";

    final List<BenchDocument> documents = new ArrayList<>();
    /** Names of the documents that could not be cut, with the reason. */
    final List<String> leftOut = new ArrayList<>();

    private OnePageDocuments() {
    }

    static OnePageDocuments of(List<BenchDocument> sources, Path folder) throws IOException {
        OnePageDocuments set = new OnePageDocuments();
        for (BenchDocument source : sources) {
            try (PDDocument pdf = Loader.loadPDF(source.bytes)) {
                int pages = pdf.getNumberOfPages();
                if (pages == 1) {
                    set.documents.add(source);
                    continue;
                }
                if (pages == 0) {
                    set.leftOut.add(source.name + ": no page");
                    continue;
                }
                set.documents.add(firstPage(source, pdf, folder));
            } catch (IOException | RuntimeException e) {
                set.leftOut.add(source.name + ": " + e.getClass().getSimpleName());
            }
        }
        return set;
    }

    private static BenchDocument firstPage(BenchDocument source, PDDocument pdf, Path folder) throws IOException {
        while (pdf.getNumberOfPages() > 1) {
            pdf.removePage(pdf.getNumberOfPages() - 1);
        }
        if (pdf.isEncrypted()) {
            pdf.setAllSecurityToBeRemoved(true);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        pdf.save(out);
        byte[] bytes = out.toByteArray();
        String name = source.name + FIRST_PAGE_SUFFIX;
        Path file = folder.resolve(name.replace(BenchDocument.TIKA_PREFIX, "tika/").replace('#', '.') + ".pdf");
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
        return new BenchDocument(name, bytes);
    }
}
