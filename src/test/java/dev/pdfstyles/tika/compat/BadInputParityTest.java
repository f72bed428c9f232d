package dev.pdfstyles.tika.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.tika.exception.EncryptedDocumentException;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.PasswordProvider;
import org.apache.tika.parser.pdf.PDFParser;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.ContentStreams;

/**
 * Broken, hostile and locked inputs give exactly what the stock parser gives: the same exception
 * type and message (and cause type), or, where PDFBox recovers, the same text (style elements
 * removed) and the same metadata. Each parse is bounded so a hang in our extra pass shows up as
 * a failure, not a stuck build.
 */
class BadInputParityTest {

    /** A hang detector, not a speed check (issue 24): stock needs well under a second for each input. */
    private static final Duration MAX_PARSE_PAIR_TIME = Duration.ofSeconds(60);

    /** Real Word-made PDF from Tika's test jar (fonts, tables, links, XMP): a rich file to cut. */
    private static final String SOURCE_PDF = "/test-documents/testPDFVarious.pdf";

    /** Cut points as fractions of the file: header only, inside objects, just before the xref/trailer. */
    private static final double[] TRUNCATION_FRACTIONS = {0.02, 0.25, 0.5, 0.75, 0.9, 0.98, 0.999};

    /** Cut points in bytes from the start: empty-ish, inside the header line, just after it. */
    private static final int[] TRUNCATION_PREFIX_BYTES = {1, 5, 9, 64, 1024};

    private static final int GARBAGE_LENGTH_BYTES = 64 * 1024;
    /** Fixed so a failure reproduces. */
    private static final long GARBAGE_SEED = 20261130L;

    private static final String USER_PASSWORD = "user-secret";
    private static final String OWNER_PASSWORD = "owner-secret";
    /** AES-128 is what most producers write; 256 exercises the revision 6 handler. */
    private static final int[] ENCRYPTION_KEY_BITS = {128, 256};

    @TempDir
    static Path tempDir;

    /** What one parse produced, in a form two parses can be compared by. */
    private static final class Outcome {
        final String exception;
        final String text;
        final TreeMap<String, List<String>> metadata;

        Outcome(String exception, String text, TreeMap<String, List<String>> metadata) {
            this.exception = exception;
            this.text = text;
            this.metadata = metadata;
        }

        boolean threw() {
            return exception != null;
        }
    }

    static Stream<Arguments> badInputs() throws IOException {
        byte[] source = resourceBytes(SOURCE_PDF);
        List<Arguments> cases = new ArrayList<>();
        cases.add(Arguments.of("empty", new byte[0]));
        for (int prefix : TRUNCATION_PREFIX_BYTES) {
            cases.add(Arguments.of("first " + prefix + " bytes", Arrays.copyOf(source, prefix)));
        }
        for (double fraction : TRUNCATION_FRACTIONS) {
            int length = (int) (source.length * fraction);
            cases.add(Arguments.of("truncated at " + length + " of " + source.length,
                    Arrays.copyOf(source, length)));
        }
        cases.add(Arguments.of("last byte missing", Arrays.copyOf(source, source.length - 1)));
        byte[] garbage = new byte[GARBAGE_LENGTH_BYTES];
        new Random(GARBAGE_SEED).nextBytes(garbage);
        cases.add(Arguments.of("random bytes", garbage));
        cases.add(Arguments.of("PDF header then random bytes",
                concat("%PDF-1.7\n".getBytes(StandardCharsets.US_ASCII), garbage)));
        cases.add(Arguments.of("PDF header, objects without xref",
                ("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
                        + "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
                        + "3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj\n"
                        + "4 0 obj << /Length 999 >> stream\nBT /F1 12 Tf (x) Tj ET\n")
                        .getBytes(StandardCharsets.US_ASCII)));
        cases.add(Arguments.of("tail half of a PDF",
                Arrays.copyOfRange(source, source.length / 2, source.length)));
        for (int bits : ENCRYPTION_KEY_BITS) {
            cases.add(Arguments.of("AES-" + bits + " with user password, none given",
                    encryptedPdf(bits)));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void parse_badBytesInMemory_sameOutcomeAsStock(String name, byte[] bytes) {
        assertTimeoutPreemptively(MAX_PARSE_PAIR_TIME, () -> {
            // act
            Outcome stock = parse(new PDFParser(), () -> TikaInputStream.get(bytes), new ParseContext());
            Outcome styled = parse(new StyledPdfParser(), () -> TikaInputStream.get(bytes), new ParseContext());

            // assert
            assertSameOutcome(name, stock, styled);
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void parse_badBytesFromFile_sameOutcomeAsStock(String name, byte[] bytes) throws IOException {
        // arrange: a file-backed stream takes PDFParser's load-from-path branch
        Path file = Files.createTempFile(tempDir, "bad", ".pdf");
        Files.write(file, bytes);

        assertTimeoutPreemptively(MAX_PARSE_PAIR_TIME, () -> {
            // act
            Outcome stock = parse(new PDFParser(), () -> openPath(file), new ParseContext());
            Outcome styled = parse(new StyledPdfParser(), () -> openPath(file), new ParseContext());

            // assert
            assertSameOutcome(name, stock, styled);
        });
    }

    @Test
    void parse_encryptedWithoutPassword_encryptedDocumentExceptionFromBoth() throws IOException {
        // arrange
        byte[] locked = encryptedPdf(ENCRYPTION_KEY_BITS[0]);

        assertTimeoutPreemptively(MAX_PARSE_PAIR_TIME, () -> {
            // act
            Outcome stock = parse(new PDFParser(), () -> TikaInputStream.get(locked), new ParseContext());
            Outcome styled = parse(new StyledPdfParser(), () -> TikaInputStream.get(locked), new ParseContext());

            // assert: the type is pinned, not only "the same as stock"
            assertEquals(EncryptedDocumentException.class.getName(), firstLine(stock.exception));
            assertSameOutcome("encrypted", stock, styled);
            assertEquals(List.of("true"), styled.metadata.get("pdf:encrypted"));
        });
    }

    @Test
    void parse_encryptedWithUserPassword_sameTextAsStock() throws IOException {
        // arrange
        byte[] locked = encryptedPdf(ENCRYPTION_KEY_BITS[0]);
        ParseContext context = new ParseContext();
        context.set(PasswordProvider.class, metadata -> USER_PASSWORD);

        assertTimeoutPreemptively(MAX_PARSE_PAIR_TIME, () -> {
            // act
            Outcome stock = parse(new PDFParser(), () -> TikaInputStream.get(locked), context);
            Outcome styled = parse(new StyledPdfParser(), () -> TikaInputStream.get(locked), context);

            // assert
            assertEquals(null, stock.exception);
            assertTrue(stock.text.contains("Locked text"), stock.text);
            assertSameOutcome("encrypted, password given", stock, styled);
        });
    }

    @Test
    void parse_emptyInput_stockThrows() {
        // The parity cases above would also pass if both parsers accepted anything; pin one
        // failure so a change in the stock baseline is noticed.
        assertTimeoutPreemptively(MAX_PARSE_PAIR_TIME, () -> {
            Outcome styled = parse(new StyledPdfParser(), () -> TikaInputStream.get(new byte[0]),
                    new ParseContext());
            assertNotNull(styled.exception, "an empty file must not parse");
        });
    }

    private static void assertSameOutcome(String name, Outcome stock, Outcome styled) {
        assertEquals(stock.exception, styled.exception, name + ": exception");
        if (!stock.threw()) {
            assertEquals(stock.text, styled.text, name + ": text with style elements removed");
        }
        assertEquals(stock.metadata, styled.metadata, name + ": metadata");
    }

    private static Outcome parse(Parser parser, StreamOpener opener, ParseContext context) throws IOException {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        Metadata metadata = new Metadata();
        String exception = null;
        try (InputStream in = opener.open()) {
            parser.parse(in, handler, metadata, context);
        } catch (Exception e) {
            exception = describe(e);
        }
        TreeMap<String, List<String>> values = new TreeMap<>();
        for (String key : metadata.names()) {
            values.put(key, List.of(metadata.getValues(key)));
        }
        return new Outcome(exception, StyleTags.strip(handler.toString()), values);
    }

    /** Type and message of the exception and of its cause: what a caller can branch on. */
    private static String describe(Throwable e) {
        StringBuilder out = new StringBuilder(e.getClass().getName()).append('\n').append(e.getMessage());
        Throwable cause = e.getCause();
        if (cause != null) {
            out.append("\ncaused by ").append(cause.getClass().getName()).append('\n').append(cause.getMessage());
        }
        return out.toString();
    }

    private static String firstLine(String text) {
        assertNotNull(text, "expected an exception");
        return text.split("\n", 2)[0];
    }

    @FunctionalInterface
    private interface StreamOpener {
        InputStream open() throws IOException;
    }

    private static InputStream openPath(Path file) throws IOException {
        return TikaInputStream.get(file);
    }

    private static byte[] resourceBytes(String resource) throws IOException {
        try (InputStream in = BadInputParityTest.class.getResourceAsStream(resource)) {
            assertNotNull(in, resource);
            return in.readAllBytes();
        }
    }

    private static byte[] concat(byte[] head, byte[] tail) {
        byte[] out = Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, out, head.length, tail.length);
        return out;
    }

    /** One page with a bold and a regular line, encrypted with a user password. */
    private static byte[] encryptedPdf(int keyBits) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage();
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD), 14);
                content.newLineAtOffset(72, 700);
                content.showText("Locked text");
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
                content.newLineAtOffset(0, -20);
                content.showText("needs the user password.");
                content.endText();
            }
            StandardProtectionPolicy policy =
                    new StandardProtectionPolicy(OWNER_PASSWORD, USER_PASSWORD, new AccessPermission());
            policy.setEncryptionKeyLength(keyBits);
            document.protect(policy);
            return ContentStreams.saved(document);
        }
    }
}
