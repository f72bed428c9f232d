package dev.pdfstyles.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.tools.PDFText2HTML;

/**
 * Peer tools scored the same way as the plugin, so the project's standing is visible (issue 3). Each converter
 * turns the tool's own styled output into {@link StyledWord}s; none of them is used by the plugin.
 *
 * <ul>
 *   <li>{@code pdftohtml}: poppler's {@code pdftohtml -xml}, {@code <b>}/{@code <i>} (Debian poppler-utils).
 *   <li>{@code pdfbox-html}: PDFBox's {@code PDFText2HTML} (pdfbox-tools, already on the test class path),
 *       {@code <b>}/{@code <i>} from font descriptors and names.
 *   <li>{@code pymupdf}: PyMuPDF span flags (bold 16, italic 2) and, where the version has them, {@code char_flags}
 *       underline/strike-out, via {@code scripts/pymupdf-words.py} (Debian python3-fitz).
 * </ul>
 */
public final class PeerSources {
    static final List<String> NAMES = List.of("pdftohtml", "pdfbox-html", "pymupdf");
    /** The converter script for PyMuPDF, relative to the project folder. */
    static final String PYMUPDF_SCRIPT = "scripts/pymupdf-words.py";
    /**
     * Interpreters tried in order for PyMuPDF: the one on the PATH, then Debian's, which is where apt's
     * python3-fitz lands when a pyenv or venv python3 comes first on the PATH.
     */
    static final List<String> PYTHON_CANDIDATES = List.of("python3", "/usr/bin/python3");

    private PeerSources() {
    }

    public static WordSource named(String name) {
        switch (name) {
            case "pdftohtml":
                return new Named(name, pdf -> new WordSource.Extraction(PdfToHtmlWords.fromXml(ExternalCommand.run(
                        List.of("pdftohtml", "-xml", "-i", "-q", "-nodrm", "-stdout", pdf.toString()))), name));
            case "pdfbox-html":
                return new Named(name, PeerSources::pdfBoxHtml);
            case "pymupdf":
                String python = pythonWithPyMuPdf();
                return new Named(name, pdf -> new WordSource.Extraction(pyMuPdfSpans(ExternalCommand.run(
                        List.of(python, PYMUPDF_SCRIPT, pdf.toString()))), name));
            default:
                throw new IllegalArgumentException("Unknown source '" + name + "'; accepted: tika, "
                        + String.join(", ", NAMES));
        }
    }

    /** Whether the peer can run here (pdfbox-html always can: it is on the test class path). */
    public static boolean isInstalled(String name) {
        switch (name) {
            case "pdftohtml":
                return ExternalCommand.isAvailable("pdftohtml", "-v");
            case "pdfbox-html":
                return true;
            case "pymupdf":
                return findPythonWithPyMuPdf() != null;
            default:
                throw new IllegalArgumentException("Unknown peer '" + name + "'; accepted: " + NAMES);
        }
    }

    private static String pythonWithPyMuPdf() {
        String python = findPythonWithPyMuPdf();
        if (python == null) {
            throw new IllegalStateException("No python3 in " + PYTHON_CANDIDATES + " imports PyMuPDF (fitz);"
                    + " on Debian: apt-get install python3-fitz");
        }
        return python;
    }

    private static String findPythonWithPyMuPdf() {
        for (String python : PYTHON_CANDIDATES) {
            try {
                ExternalCommand.run(List.of(python, "-c", "import fitz"));
                return python;
            } catch (java.io.IOException e) {
                // not this interpreter; try the next
            }
        }
        return null;
    }

    private static WordSource.Extraction pdfBoxHtml(Path pdf) throws Exception {
        String html;
        try (PDDocument document = Loader.loadPDF(new File(pdf.toString()))) {
            html = new PDFText2HTML().getText(document);
        }
        return new WordSource.Extraction(XhtmlStyledWords.fromXml(bodyAsXml(html), Markup.TIKA_XHTML),
                "PDFBox PDFText2HTML");
    }

    /**
     * PDFText2HTML writes HTML 4 (an unclosed {@code <meta>} in the head); its body is well-formed XML with numeric
     * character references, so the body alone is parsed.
     */
    static String bodyAsXml(String html) {
        int body = html.indexOf("<body");
        if (body < 0) {
            throw new IllegalArgumentException("PDFText2HTML output without <body>");
        }
        return "<html>" + html.substring(body);
    }

    /**
     * {@code scripts/pymupdf-words.py} prints {@code {"spans": [{"t": text, "b": 0|1, "i": .., "u": .., "s": ..}]}}
     * in reading order, with {@code {"t": "\n"}} after each line; spans of a line abut, so only whitespace and line
     * ends separate words.
     */
    static List<StyledWord> pyMuPdfSpans(String json) throws java.io.IOException {
        JsonNode spans = new ObjectMapper().readTree(json).get("spans");
        if (spans == null || !spans.isArray()) {
            throw new IllegalArgumentException("pymupdf-words.py output has no 'spans' array");
        }
        StyledWordBuilder builder = new StyledWordBuilder();
        for (JsonNode span : spans) {
            EnumSet<Style> styles = EnumSet.noneOf(Style.class);
            for (Style style : Style.values()) {
                if (span.path(style.key()).asInt(0) == 1) {
                    styles.add(style);
                }
            }
            builder.append(span.path("t").asText(""), styles);
        }
        return builder.finish();
    }

    /** A converter with a name. */
    private interface Converter {
        WordSource.Extraction extract(Path pdf) throws Exception;
    }

    private static final class Named implements WordSource {
        private final String name;
        private final Converter converter;

        Named(String name, Converter converter) {
            this.name = name;
            this.converter = converter;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Extraction extract(Path pdf) throws Exception {
            return converter.extract(pdf);
        }
    }
}
