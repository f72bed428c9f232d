package dev.pdfstyles.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.tools.PDFText2HTML;
import org.apache.pdfbox.util.Version;

/**
 * Peer tools scored the same way as the plugin, so the project's standing is visible (issues 3 and 23). Each
 * converter writes the tool's own styled output into a {@link StyledTextSink}, page by page, so one reading serves
 * the corpus's word lists and the real-world set's per-page phrases; none of them is used by the plugin.
 *
 * <ul>
 *   <li>{@code pdftohtml}: poppler's {@code pdftohtml -xml}, {@code <b>}/{@code <i>} in {@code <page>} elements
 *       (Debian poppler-utils).
 *   <li>{@code pdfbox-html}: PDFBox's {@code PDFText2HTML} (pdfbox-tools, already on the test class path),
 *       {@code <b>}/{@code <i>} from font descriptors and names, run one page at a time.
 *   <li>{@code pymupdf}: PyMuPDF span flags (bold 16, italic 2) and, where the version has them, {@code char_flags}
 *       underline/strike-out, page by page via {@code scripts/pymupdf-words.py} (Debian python3-fitz).
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
    /** What each peer needs, for the message when it is missing. */
    static final String INSTALL_HINT = "pdftohtml: apt-get install poppler-utils; pymupdf: apt-get install"
            + " python3-fitz; pdfbox-html: nothing (pdfbox-tools is on the test class path)";
    /**
     * pdftohtml and PDFText2HTML write only {@code <b>} and {@code <i>}: underline and strike-through are not in
     * their output at all, whatever the page shows.
     */
    private static final Set<Style> BOLD_ITALIC = Collections.unmodifiableSet(EnumSet.of(Style.BOLD, Style.ITALIC));
    /** {@code pdftohtml -v} prints "pdftohtml version 22.12.0" (to standard error). */
    private static final Pattern PDFTOHTML_VERSION = Pattern.compile("pdftohtml version (\\S+)");
    /** A decimal character reference; ten digits at most, so the value always fits a long. */
    private static final Pattern CHARACTER_REFERENCE = Pattern.compile("&#([0-9]{1,10});");
    private static final int FIRST_PRINTABLE_ASCII = 0x20;
    private static final int LAST_PRINTABLE_ASCII = 0x7E;
    private static final int REPLACEMENT_CHARACTER = 0xFFFD;

    private PeerSources() {
    }

    /** The peer as a {@link WordSource}; an {@link IllegalStateException} when it is not installed here. */
    public static WordSource named(String name) {
        Peer peer = find(name).orElseThrow(() -> new IllegalStateException(name + " is not installed here ("
                + INSTALL_HINT + ")"));
        switch (name) {
            case "pdftohtml":
                return new Named(peer, (pdf, sink) -> PdfToHtmlWords.read(ExternalCommand.run(
                        List.of("pdftohtml", "-xml", "-i", "-q", "-nodrm", "-stdout", pdf.toString())), sink));
            case "pdfbox-html":
                return new Named(peer, PeerSources::pdfBoxHtml);
            case "pymupdf":
                return new Named(peer, (pdf, sink) -> readPyMuPdf(ExternalCommand.run(
                        List.of(peer.command, PYMUPDF_SCRIPT, pdf.toString())), sink));
            default:
                throw new IllegalStateException("peer '" + name + "' found but not wired");
        }
    }

    /** Whether the peer can run here (pdfbox-html always can: it is on the test class path). */
    public static boolean isInstalled(String name) {
        return find(name).isPresent();
    }

    /**
     * The peer as installed here, its version and the styles it can write at all; empty when it is not installed,
     * an {@link IllegalArgumentException} for a name that is no peer.
     */
    static Optional<Peer> find(String name) {
        switch (name) {
            case "pdftohtml":
                return findPdfToHtml();
            case "pdfbox-html":
                return Optional.of(new Peer(name, "PDFBox `PDFText2HTML` " + Version.getVersion(), BOLD_ITALIC,
                        ""));
            case "pymupdf":
                return findPyMuPdf();
            default:
                throw new IllegalArgumentException("Unknown peer '" + name + "'; accepted: " + NAMES);
        }
    }

    private static Optional<Peer> findPdfToHtml() {
        try {
            Matcher version = PDFTOHTML_VERSION.matcher(ExternalCommand.run(List.of("pdftohtml", "-v"), true));
            return Optional.of(new Peer("pdftohtml", "Poppler `pdftohtml -xml` " + (version.find() ? version.group(1)
                    : "(version not reported)"), BOLD_ITALIC, "pdftohtml"));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<Peer> findPyMuPdf() {
        for (String python : PYTHON_CANDIDATES) {
            String description;
            try {
                description = ExternalCommand.run(List.of(python, PYMUPDF_SCRIPT, "--describe"));
            } catch (IOException e) {
                continue;
            }
            try {
                JsonNode json = new ObjectMapper().readTree(description);
                return Optional.of(new Peer("pymupdf", "PyMuPDF " + json.path("pymupdf").asText("?") + " span flags",
                        stylesOf(json.path("styles").asText("")), python));
            } catch (IOException e) {
                throw new IllegalStateException(PYMUPDF_SCRIPT + " --describe printed no JSON: " + description, e);
            }
        }
        return Optional.empty();
    }

    /** {@code "bis"} -> bold, italic, strike-through; an {@link IllegalArgumentException} for another letter. */
    static Set<Style> stylesOf(String keys) {
        EnumSet<Style> styles = EnumSet.noneOf(Style.class);
        for (char key : keys.toCharArray()) {
            styles.add(Style.ofKey(String.valueOf(key)));
        }
        return Collections.unmodifiableSet(styles);
    }

    private static void pdfBoxHtml(Path pdf, StyledTextSink sink) throws IOException {
        try (PDDocument document = Loader.loadPDF(new File(pdf.toString()))) {
            // One page per run: PDFText2HTML marks a page only by a style attribute of its div; a page range is
            // its public way to say which page the text comes from.
            PDFText2HTML stripper = new PDFText2HTML();
            for (int page = 1; page <= document.getNumberOfPages(); page++) {
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                String html = stripper.getText(document);
                sink.startPage(page);
                XhtmlStyledWords.read(bodyAsXml(html), Markup.TIKA_XHTML, sink);
            }
        }
    }

    /**
     * PDFText2HTML writes HTML 4 (an unclosed {@code <meta>} in the head); its body is well-formed XML but for
     * some numeric character references, so the body alone is parsed, those references decoded
     * ({@link #decodeCharacterReferences}).
     */
    static String bodyAsXml(String html) {
        int body = html.indexOf("<body");
        if (body < 0) {
            throw new IllegalArgumentException("PDFText2HTML output without <body>");
        }
        return "<html>" + decodeCharacterReferences(html.substring(body));
    }

    /**
     * Decodes the decimal character references outside printable ASCII. PDFText2HTML escapes text one UTF-16 unit
     * at a time, so a character beyond the BMP (an emoji, a CJK extension) comes as two references to surrogates,
     * and a control character from a broken {@code ToUnicode} map as a reference to it; XML forbids both, and the
     * parser refuses the whole page. Decoded, the pairs join into their character and {@link XmlInput} replaces
     * what is still not XML. References to printable ASCII ({@code &#60;} for {@code <}) stay: they may be markup.
     */
    static String decodeCharacterReferences(String text) {
        Matcher reference = CHARACTER_REFERENCE.matcher(text);
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        while (reference.find()) {
            long value = Long.parseLong(reference.group(1));
            if (value >= FIRST_PRINTABLE_ASCII && value <= LAST_PRINTABLE_ASCII) {
                continue;
            }
            out.append(text, copied, reference.start());
            out.appendCodePoint(value <= Character.MAX_CODE_POINT ? (int) value : REPLACEMENT_CHARACTER);
            copied = reference.end();
        }
        return out.append(text, copied, text.length()).toString();
    }

    /**
     * Reads what {@code scripts/pymupdf-words.py} prints: {@code {"pages": [[{"t": text, "b": 0|1, "i": ..,
     * "u": .., "s": ..}, ...], ...]}}, one list of spans per page in reading order, with {@code {"t": "\n"}} after
     * each line; spans of a line abut, so only whitespace and line ends separate words.
     */
    static void readPyMuPdf(String json, StyledTextSink sink) throws IOException {
        JsonNode pages = new ObjectMapper().readTree(json).get("pages");
        if (pages == null || !pages.isArray()) {
            throw new IllegalArgumentException("pymupdf-words.py output has no 'pages' array");
        }
        for (int page = 0; page < pages.size(); page++) {
            sink.startPage(page + 1);
            for (JsonNode span : pages.get(page)) {
                EnumSet<Style> styles = EnumSet.noneOf(Style.class);
                for (Style style : Style.values()) {
                    if (span.path(style.key()).asInt(0) == 1) {
                        styles.add(style);
                    }
                }
                sink.append(span.path("t").asText(""), styles);
            }
        }
    }

    /** A peer as installed here. Immutable. */
    static final class Peer {
        private final String name;
        private final String tool;
        private final Set<Style> styles;
        /** The program that runs it (the python interpreter for PyMuPDF); empty when it runs in this JVM. */
        private final String command;

        Peer(String name, String tool, Set<Style> styles, String command) {
            this.name = name;
            this.tool = tool;
            this.styles = styles;
            this.command = command;
        }

        String name() {
            return name;
        }

        /** The tool and its version, for the report: "Poppler `pdftohtml -xml` 22.12.0". */
        String tool() {
            return tool;
        }

        /** The styles its output can carry at all; the others are never predicted, whatever the page shows. */
        Set<Style> styles() {
            return styles;
        }
    }

    /** A converter: the tool's reading of {@code pdf}, written into {@code sink} page by page. */
    private interface Converter {
        void convert(Path pdf, StyledTextSink sink) throws Exception;
    }

    private static final class Named implements WordSource {
        private final Peer peer;
        private final Converter converter;

        Named(Peer peer, Converter converter) {
            this.peer = peer;
            this.converter = converter;
        }

        @Override
        public String name() {
            return peer.name;
        }

        @Override
        public Extraction extract(Path pdf) throws Exception {
            StyledWordBuilder words = new StyledWordBuilder();
            converter.convert(pdf, words);
            return new Extraction(words.finish(), peer.tool);
        }

        @Override
        public Pages extractPages(Path pdf) throws Exception {
            StyledPages pages = new StyledPages();
            converter.convert(pdf, pages);
            return new Pages(pages.finish(), peer.tool);
        }
    }
}
