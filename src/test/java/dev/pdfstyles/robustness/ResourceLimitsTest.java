package dev.pdfstyles.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.util.function.Supplier;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.tika.exception.WriteLimitReachedException;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.PasswordProvider;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.BodyContentHandler;
import org.apache.tika.sax.ToXMLContentHandler;
import org.apache.tika.sax.WriteOutContentHandler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.xml.sax.ContentHandler;

import dev.pdfstyles.testsupport.ContentStreams;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * Issue 8: Tika's resource limits and password handling work through the plugin exactly as through the
 * stock parser: the main-memory cap on PDFBox's buffers, the write limit of a content handler (the same
 * WriteLimitReachedException, the same characters before it) and user passwords (right, wrong, none).
 */
class ResourceLimitsTest {

    /** A styled document of the corpus with several pages (cairo's 16 style combinations). */
    private static final String STYLED_PDF = "cairo/combos.pdf";
    private static final String USER_PASSWORD = "user-secret";
    private static final String OWNER_PASSWORD = "owner-secret";

    private final Parser stock = Parsers.stock();
    private final Parser styled = Parsers.styled();

    @ParameterizedTest
    @ValueSource(longs = {0, 1_024, 16_384, 1_048_576})
    void maxMainMemoryBytes_anyCap_sameOutputAsStockAndStillStyled(long capBytes) throws IOException {
        // arrange
        byte[] pdf = corpusPdf(STYLED_PDF);
        Supplier<ParseContext> contexts = () -> {
            PDFParserConfig config = new PDFParserConfig();
            config.setMaxMainMemoryBytes(capBytes);
            ParseContext context = new ParseContext();
            context.set(PDFParserConfig.class, config);
            return context;
        };
        // act
        ParseOutcome stockOutcome = ParseOutcome.of(stock, pdf, contexts.get());
        ParseOutcome styledOutcome = ParseOutcome.of(styled, pdf, contexts.get());
        // assert
        assertNull(ParseOutcome.difference(stockOutcome, styledOutcome));
        assertTrue(styledOutcome.rawTexts.get(0).contains("<b>"), "the style pass ran on the capped document");
    }

    @ParameterizedTest
    @CsvSource({"cairo/combos.pdf, 10", "cairo/combos.pdf, 57", "cairo/combos.pdf, 300", "cairo/combos.pdf, 1000",
        "libreoffice/long.pdf, 2500", "chromium/long.pdf, 1700", "pdflatex/combos.pdf, 1",
        "ps2pdf/decorations.pdf, 250"})
    void bodyContentHandlerLimit_sameExceptionAndSameTextAsStock(String name, int limit) throws Exception {
        // arrange
        byte[] pdf = corpusPdf(name);
        BodyContentHandler stockHandler = new BodyContentHandler(limit);
        BodyContentHandler styledHandler = new BodyContentHandler(limit);
        // act
        Exception stockThrown = parseDirectly(stock, pdf, stockHandler);
        Exception styledThrown = parseDirectly(styled, pdf, styledHandler);
        // assert
        assertNotNull(stockThrown, "the limit is reached");
        assertTrue(WriteLimitReachedException.isWriteLimitReached(stockThrown));
        assertEquals(stockThrown.getClass(), styledThrown.getClass());
        assertTrue(WriteLimitReachedException.isWriteLimitReached(styledThrown));
        assertEquals(stockHandler.toString(), styledHandler.toString());
        assertEquals(limit, styledHandler.toString().length());
    }

    @ParameterizedTest
    @ValueSource(ints = {40, 333, 1000})
    void xhtmlWriteOutLimit_sameCharactersAsStockWithStylesKept(int limit) throws Exception {
        // arrange
        byte[] pdf = corpusPdf(STYLED_PDF);
        ToXMLContentHandler stockXml = new ToXMLContentHandler();
        ToXMLContentHandler styledXml = new ToXMLContentHandler();
        // act
        Exception stockThrown = parseDirectly(stock, pdf, new WriteOutContentHandler(stockXml, limit));
        Exception styledThrown = parseDirectly(styled, pdf, new WriteOutContentHandler(styledXml, limit));
        // assert
        assertTrue(WriteLimitReachedException.isWriteLimitReached(stockThrown));
        assertEquals(stockThrown.getClass(), styledThrown.getClass());
        assertEquals(textOnly(stockXml.toString()), textOnly(styledXml.toString()));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 25})
    void recursiveWrapperLimit_sameItemsAndFlagsAsStock(int limit) throws IOException {
        // arrange
        byte[] pdf = corpusPdf(STYLED_PDF);
        // act
        ParseOutcome stockOutcome = ParseOutcome.of(stock, pdf, new ParseContext(), limit);
        ParseOutcome styledOutcome = ParseOutcome.of(styled, pdf, new ParseContext(), limit);
        // assert
        assertTrue(stockOutcome.metadata.get(0).toString().contains("write_limit_reached=true"),
                "stock reports the limit: " + stockOutcome.metadata.get(0));
        assertNull(ParseOutcome.difference(stockOutcome, styledOutcome));
    }

    @ParameterizedTest
    @CsvSource({"AES-256, 256", "AES-128, 128", "RC4-128, 128"})
    void userPassword_givenByProvider_sameTextAsStockAndStyled(String label, int keyLength) throws IOException {
        // arrange
        byte[] pdf = encrypted(corpusPdf(STYLED_PDF), keyLength, label.startsWith("AES"));
        // act
        ParseOutcome stockOutcome = ParseOutcome.of(stock, pdf, withPassword(USER_PASSWORD));
        ParseOutcome styledOutcome = ParseOutcome.of(styled, pdf, withPassword(USER_PASSWORD));
        // assert
        assertNull(stockOutcome.thrown, label + ": stock opens it");
        assertNull(ParseOutcome.difference(stockOutcome, styledOutcome), label);
        assertTrue(styledOutcome.rawTexts.get(0).contains("<b>"), label + ": the decrypted pages are styled");
    }

    @ParameterizedTest
    @ValueSource(strings = {"wrong", ""})
    void wrongOrMissingPassword_sameExceptionAsStock(String password) throws IOException {
        // arrange
        byte[] pdf = encrypted(corpusPdf(STYLED_PDF), 256, true);
        // act
        ParseOutcome stockOutcome = ParseOutcome.of(stock, pdf, withPassword(password));
        ParseOutcome styledOutcome = ParseOutcome.of(styled, pdf, withPassword(password));
        ParseOutcome stockNoProvider = ParseOutcome.of(stock, pdf, new ParseContext());
        ParseOutcome styledNoProvider = ParseOutcome.of(styled, pdf, new ParseContext());
        // assert
        assertNotNull(stockOutcome.thrown, "stock refuses a wrong password");
        assertEquals(stockOutcome.exceptionClass, styledOutcome.exceptionClass);
        assertNull(ParseOutcome.difference(stockOutcome, styledOutcome));
        assertNotNull(stockNoProvider.thrown, "stock refuses without a password");
        assertNull(ParseOutcome.difference(stockNoProvider, styledNoProvider));
    }

    private static ParseContext withPassword(String password) {
        ParseContext context = new ParseContext();
        context.set(PasswordProvider.class, metadata -> password);
        return context;
    }

    private static Exception parseDirectly(Parser parser, byte[] pdf, ContentHandler handler) throws IOException {
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            parser.parse(stream, handler, new Metadata(), new ParseContext());
            return null;
        } catch (Exception e) {
            return e;
        }
    }

    /** Characters of the XHTML: tags (style elements included) removed. */
    private static String textOnly(String xhtml) {
        return xhtml.replaceAll("<[^>]*>?", "");
    }

    private static byte[] encrypted(byte[] pdf, int keyLength, boolean preferAes) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            StandardProtectionPolicy policy = new StandardProtectionPolicy(OWNER_PASSWORD, USER_PASSWORD,
                    new AccessPermission());
            policy.setEncryptionKeyLength(keyLength);
            policy.setPreferAES(preferAes);
            document.protect(policy);
            return ContentStreams.saved(document);
        }
    }

    private static byte[] corpusPdf(String name) throws IOException {
        return Files.readAllBytes(TestDocuments.corpusRoot().resolve(name));
    }
}
