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

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Packages depend one way: model (JDK only) <- xhtml (SAX) and geometry (PDFBox) <- tika. */
class LayeringTest {

    private static final Path MAIN_SOURCES = Paths.get("src/main/java/dev/pdfstyles");

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
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN_SOURCES.resolve(layer))) {
            for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    if (line.startsWith("import ") && line.contains(" " + forbiddenPrefix)) {
                        offenders.add(MAIN_SOURCES.relativize(file) + ": " + line);
                    }
                }
            }
        }
        assertEquals(List.of(), offenders);
    }
}
