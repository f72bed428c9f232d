package dev.pdfstyles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.pdfstyles.DetectionOverrides;
import dev.pdfstyles.DetectionSettings;

class StyleHeadersTest {

    private static Map<String, List<String>> headers(String... nameValuePairs) {
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (int index = 0; index < nameValuePairs.length; index += 2) {
            headers.computeIfAbsent(nameValuePairs[index], name -> new java.util.ArrayList<>())
                    .add(nameValuePairs[index + 1]);
        }
        return headers;
    }

    @Test
    void read_noStyleHeader_empty() {
        // arrange: what a plain request carries, with tika-server's own PDF header
        Map<String, List<String>> request = headers("Accept", "text/html", "Content-Type", "application/pdf",
                "X-Tika-PDFsortByPosition", "true");

        // act
        Optional<DetectionOverrides> read = StyleHeaders.read(request);

        // assert
        assertFalse(read.isPresent());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"X-PdfStyles-detectUnderline", "x-pdfstyles-detectunderline",
        "X-PDFSTYLES-DETECTUNDERLINE"})
    void read_headerNameInAnyCase_setsTheSetting(String name) {
        // act
        Optional<DetectionOverrides> read = StyleHeaders.read(headers(name, "false"));

        // assert
        assertTrue(read.isPresent());
        assertEquals(Boolean.FALSE, read.get().getDetectUnderline());
    }

    @Test
    void read_severalSettings_allSetOthersUntouched() {
        // act
        DetectionOverrides read = StyleHeaders.read(headers("X-PdfStyles-detectUnderline", "false",
                "X-PdfStyles-minBoldWeight", "700", "X-PdfStyles-annotationDecorations", "TRUE",
                "X-Tika-PDFsortByPosition", "true")).orElseThrow();
        DetectionSettings applied = read.applyTo(DetectionSettings.defaults());

        // assert
        assertFalse(applied.isUnderline());
        assertEquals(700, applied.fontEvidence().minBoldWeight());
        assertTrue(applied.isAnnotationDecorations());
        assertTrue(applied.isBold());
        assertTrue(applied.isStrikethrough());
    }

    @Test
    void read_sameSettingTwiceWithOneValue_accepted() {
        // act
        DetectionOverrides read = StyleHeaders.read(headers("X-PdfStyles-detectBold", "false",
                "x-pdfstyles-detectbold", "FALSE")).orElseThrow();

        // assert
        assertEquals(Boolean.FALSE, read.getDetectBold());
    }

    @Test
    void read_sameSettingTwiceWithTwoValues_throwsNamingBoth() {
        // act
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> StyleHeaders.read(headers("X-PdfStyles-detectBold", "false", "X-PdfStyles-detectBold", "true")));

        // assert
        assertEquals("header X-PdfStyles-detectBold given twice, with 'false' and 'true'", thrown.getMessage());
    }

    @Test
    void read_unknownSetting_throwsNamingTheHeaderAndTheAcceptedNames() {
        // act
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> StyleHeaders.read(headers("X-PdfStyles-underline", "false")));

        // assert
        assertTrue(thrown.getMessage().startsWith("header X-PdfStyles-underline: unknown pdf-styles setting"),
                thrown.getMessage());
        assertTrue(thrown.getMessage().contains("detectUnderline"), thrown.getMessage());
    }

    @Test
    void read_prefixAlone_throwsUnknownSetting() {
        // act
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> StyleHeaders.read(headers("X-PdfStyles-", "true")));

        // assert
        assertTrue(thrown.getMessage().contains("unknown pdf-styles setting ''"), thrown.getMessage());
    }

    @Test
    void read_badValue_throwsNamingTheHeaderAndTheValue() {
        // act
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> StyleHeaders.read(headers("X-PdfStyles-minBoldWeight", "heavy")));

        // assert
        assertEquals("header X-PdfStyles-minBoldWeight: minBoldWeight must be a whole number from 100 to 900,"
                + " not 'heavy'", thrown.getMessage());
    }

    @Test
    void read_nullHeaderName_ignored() {
        // arrange: HttpURLConnection-style maps key the status line with null
        Map<String, List<String>> request = new LinkedHashMap<>();
        request.put(null, List.of("HTTP/1.1 200 OK"));

        // act
        Optional<DetectionOverrides> read = StyleHeaders.read(request);

        // assert
        assertFalse(read.isPresent());
    }
}
