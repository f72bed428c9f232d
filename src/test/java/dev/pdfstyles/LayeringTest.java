package dev.pdfstyles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Packages depend one way: model (JDK only) <- xhtml (SAX) and geometry (PDFBox) <- the bridge in Tika's
 * package <- tika.
 */
class LayeringTest {

    private static final Path MAIN_SOURCES = Paths.get("src/main/java/dev/pdfstyles");
    /** The bridge into Tika's package (docs/design.md section 3): it may use the layers below tika only. */
    private static final Path BRIDGE_SOURCES = Paths.get("src/main/java/org/apache/tika/parser/pdf");

    @ParameterizedTest(name = "{0} must not import {1}")
    @CsvSource({
            "model, org.apache.pdfbox",
            "model, org.apache.tika",
            "model, org.xml.sax",
            "model, dev.pdfstyles.geometry",
            "model, dev.pdfstyles.xhtml",
            "model, dev.pdfstyles.tika",
            "xhtml, org.apache.pdfbox",
            "xhtml, dev.pdfstyles.geometry",
            "xhtml, dev.pdfstyles.tika",
            "geometry, org.apache.tika",
            "geometry, dev.pdfstyles.tika",
            "geometry, dev.pdfstyles.xhtml"
    })
    void imports_followTheLayers(String layer, String forbiddenPrefix) throws IOException {
        assertEquals(List.of(), offenders(MAIN_SOURCES.resolve(layer), forbiddenPrefix));
    }

    /**
     * The one type of {@code tika} the bridge may name: the interface it implements, through which
     * {@code SinglePassLink} reaches it by name (the contract imports nothing of {@code tika} itself).
     */
    private static final String BRIDGE_CONTRACT = "import dev.pdfstyles.tika.SinglePassWriter;";

    @ParameterizedTest(name = "the bridge must not import {0}")
    @CsvSource({"dev.pdfstyles.tika", "dev.pdfstyles.eval", "dev.pdfstyles.bench"})
    void bridge_usesOnlyTheLayersBelowTika(String forbiddenPrefix) throws IOException {
        List<String> offenders = offenders(BRIDGE_SOURCES, forbiddenPrefix);
        offenders.removeIf(line -> line.endsWith(": " + BRIDGE_CONTRACT));
        assertEquals(List.of(), offenders);
    }

    @Test
    void bridgeContract_importsNothingOfTika() throws IOException {
        List<String> imports = Files.readAllLines(
                MAIN_SOURCES.resolve("tika/SinglePassWriter.java"), StandardCharsets.UTF_8);
        assertEquals(List.of(), imports.stream().filter(l -> l.startsWith("import dev.pdfstyles.tika"))
                .collect(java.util.stream.Collectors.toList()));
    }

    private static List<String> offenders(Path root, String forbiddenPrefix) throws IOException {
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    if (line.startsWith("import ") && line.contains(" " + forbiddenPrefix)) {
                        offenders.add(file + ": " + line);
                    }
                }
            }
        }
        return offenders;
    }
}
