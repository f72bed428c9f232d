package dev.pdfstyles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Packages depend one way, in the order of the pipeline (docs/architecture.md):
 * <pre>
 * spatial, model, glyph          JDK only
 * settings (DetectionSettings, FontEvidenceSettings, EvidenceSource in dev.pdfstyles)   JDK only
 * font.outline                   PDFBox     font           PDFBox, font.outline, settings
 * synthetic, decoration          PDFBox, glyph, spatial (decoration: settings)
 * page                           PDFBox, font, glyph, synthetic, decoration, model, settings
 * xhtml                          SAX, model
 * index                          SAX, JAXP, model (the search-index converter: no Tika, no PDFBox)
 * tika.fallback                  Tika, page, font, model, settings
 * tika.marked                    PDFBox, page, font, model, settings
 * tika                           Tika, everything above
 * picture                        PDFBox, Tika, ImageIO, tika.fallback, page, decoration, glyph, font, model, settings
 *                                (a tool beside the parser: nothing imports it)
 * StyledPdfParser                tika      the bridge in Tika's package: page, xhtml, model, SinglePassWriter
 * server                         Tika (tika-server's hook), JAX-RS, settings
 * </pre>
 * Each row lists what a layer may import; anything else outside {@code java.} (from {@code org.apache}, {@code org.xml},
 * {@code org.slf4j}, {@code javax} or {@code dev.pdfstyles}) fails.
 */
class LayeringTest {

    private static final Path MAIN_SOURCES = Paths.get("src/main/java");
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+?)(?:\\.[A-Z][\\w.]*|\\.\\*)?;");
    private static final String SETTINGS = "settings";
    private static final String API = "api";
    private static final String BRIDGE = "org.apache.tika.parser.pdf";

    @ParameterizedTest(name = "{0} imports only: {1}")
    @CsvSource(delimiter = ';', value = {
            "spatial; ",
            "model; ",
            "glyph; ",
            "settings; ",
            "font.outline; org.apache.pdfbox org.apache.fontbox",
            "font; org.apache.pdfbox org.apache.fontbox font.outline settings",
            "synthetic; org.apache.pdfbox glyph spatial",
            "decoration; org.apache.pdfbox glyph spatial settings",
            "page; org.apache.pdfbox font glyph synthetic decoration model settings",
            "xhtml; org.xml.sax model",
            "index; org.xml.sax javax.xml javax.xml.parsers model",
            "tika.fallback; org.apache.pdfbox org.apache.tika font page model settings",
            "tika.marked; org.apache.pdfbox org.slf4j font page model settings",
            "tika; org.apache.pdfbox org.apache.tika org.xml.sax org.slf4j font page model xhtml tika.fallback"
                    + " tika.marked settings",
            "picture; org.apache.pdfbox org.apache.tika javax.imageio tika.fallback page decoration glyph font model settings",
            "api; org.apache.pdfbox org.apache.tika org.xml.sax tika settings",
            BRIDGE + "; org.apache.pdfbox org.apache.tika org.xml.sax page model xhtml tika.SinglePassWriter",
            "server; org.apache.tika jakarta.ws.rs jakarta.ws.rs.core settings"
    })
    void imports_followTheLayers(String layer, String allowed) throws IOException {
        List<String> allowedPrefixes = allowed == null ? List.of() : Arrays.asList(allowed.trim().split(" +"));
        assertEquals(List.of(), offenders(layer, allowedPrefixes));
    }

    @Test
    void offenders_importAgainstTheLayers_areFound() throws IOException {
        // arrange: the page pass may not use Tika; checked on a layer known to import PDFBox
        List<String> withoutPdfbox = List.of("font", "glyph", "synthetic", "decoration", "model", "settings");

        // act
        List<String> found = offenders("page", withoutPdfbox);

        // assert
        assertFalse(found.isEmpty(), "a layer that imports PDFBox is caught when PDFBox is not allowed");
    }

    @Test
    void everyMainSource_isInALayer() throws IOException {
        List<String> layers = List.of("spatial", "model", "glyph", SETTINGS, "font.outline", "font", "synthetic",
                "decoration", "page", "xhtml", "index", "tika.fallback", "tika.marked", "tika", "picture", API, BRIDGE,
                "server");
        try (Stream<Path> files = Files.walk(MAIN_SOURCES)) {
            List<String> unplaced = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !layers.contains(layerOf(p))).map(Path::toString).collect(Collectors.toList());
            assertEquals(List.of(), unplaced);
        }
    }

    private static List<String> offenders(String layer, List<String> allowedPrefixes) throws IOException {
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN_SOURCES)) {
            for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                if (!layerOf(file).equals(layer)) {
                    continue;
                }
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    Matcher m = IMPORT.matcher(line);
                    if (m.find() && !isAllowed(line.substring(line.indexOf(' ')).trim(), m.group(1), layer,
                            allowedPrefixes)) {
                        offenders.add(file + ": " + line);
                    }
                }
            }
        }
        return offenders;
    }

    private static boolean isAllowed(String importText, String importedPackage, String layer, List<String> allowed) {
        if (importedPackage.startsWith("java.")) {
            return true;
        }
        String target;
        if (importedPackage.equals("dev.pdfstyles")) {
            target = importText.contains("StyledPdfParser") ? API : SETTINGS;
        } else if (importedPackage.startsWith("dev.pdfstyles.")) {
            target = importedPackage.substring("dev.pdfstyles.".length());
            String className = importText.replace("static ", "").replace(";", "");
            for (String prefix : allowed) {
                if (className.equals("dev.pdfstyles." + prefix)) {
                    return true;   // one class allowed by name, e.g. tika.SinglePassWriter for the bridge
                }
            }
        } else {
            target = importedPackage;
        }
        if (target.equals(layer)) {
            return true;
        }
        for (String prefix : allowed) {
            boolean external = prefix.startsWith("org.") || prefix.startsWith("javax.");
            if (external ? target.startsWith(prefix) : target.equals(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** The layer a main source belongs to: its package below dev.pdfstyles, or api / settings in dev.pdfstyles. */
    private static String layerOf(Path file) {
        String pkg = MAIN_SOURCES.relativize(file.getParent()).toString().replace('/', '.');
        if (pkg.equals("dev.pdfstyles")) {
            return file.getFileName().toString().equals("StyledPdfParser.java") ? API : SETTINGS;
        }
        return pkg.startsWith("dev.pdfstyles.") ? pkg.substring("dev.pdfstyles.".length()) : pkg;
    }
}
