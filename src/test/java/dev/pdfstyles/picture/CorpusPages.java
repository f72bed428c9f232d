package dev.pdfstyles.picture;

import java.io.IOException;
import java.nio.file.Path;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * The corpus pages the picture's tests look at. {@code chromium/forms.pdf}: borders, a letterhead rule, form
 * lines, a tight table whose cell borders meet, two underlines and a strike-through among them;
 * {@code libreoffice/contract.pdf}: a highlight, a grid table, rules, signature lines and three underlines.
 */
final class CorpusPages {

    static final String FORMS = "chromium/forms.pdf";
    static final String CONTRACT = "libreoffice/contract.pdf";

    private CorpusPages() {
    }

    static Path path(String name) {
        return TestDocuments.corpusRoot().resolve(name);
    }

    static PDDocument load(String name) throws IOException {
        return Loader.loadPDF(path(name).toFile());
    }

    /** The first page's decisions at the default settings. */
    static PageDecisions firstPage(String name) throws IOException {
        try (PDDocument document = load(name)) {
            return PageDecisionReader.read(document, 0, DetectionSettings.defaults());
        }
    }
}
