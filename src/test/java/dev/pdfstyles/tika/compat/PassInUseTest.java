package dev.pdfstyles.tika.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.apache.pdfbox.util.Version;
import org.apache.tika.Tika;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;

import dev.pdfstyles.testsupport.BuildOutput;
import dev.pdfstyles.tika.SinglePassVerdict;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * Which pass styles the pages with the Tika and PDFBox on this class path (issue #24): the single pass,
 * inside Tika's own text writer, or the fallback, a second pass of our own, where that writer cannot host
 * the recorder (docs/design.md section 3). Whichever it is, the probe's verdict must be the pass that
 * actually writes the styled text, and the page must come out styled.
 *
 * <p>The verdict, with the Tika and PDFBox versions found at run time, goes to {@value #VERDICT_FILE} in
 * the build directory; scripts/tika-matrix.sh copies it into the table of docs/deploy.md. This is the only
 * test that asks the probe ({@link #probeSaysSinglePass()}): if the probe moves, adapt that method alone.
 */
class PassInUseTest {

    static final String VERDICT_FILE = "pdf-styles-pass.txt";
    static final String SINGLE_PASS = "single pass";
    static final String FALLBACK = "fallback";

    /** Tika's package-private text writer: the single pass runs inside a subclass of it. */
    private static final String TIKA_WRITER = "org.apache.tika.parser.pdf.PDF2XHTML";
    /** Bold words on page 1 (its truth file). */
    private static final Path CONTRACT_PDF = TestDocuments.corpusRoot().resolve("libreoffice/contract.pdf");

    @Test
    void firstBoldElement_contractPdf_writtenByThePassTheProbeChose() throws Exception {
        // arrange
        String chosen = probeSaysSinglePass() ? SINGLE_PASS : FALLBACK;

        // act
        StackAtFirstBold handler = parseContract(new ParseContext());

        // assert
        assertNotNull(handler.frames, "no <b> written: the page was not styled by either pass");
        String observed = isInsideSubclassOfTikasWriter(handler.frames) ? SINGLE_PASS : FALLBACK;
        writeVerdict(observed);
        assertEquals(chosen, observed, "the probe chose one pass and the other ran:\n  " + handler.describe());
    }

    /**
     * The fallback on this Tika, whatever the probe says: a configuration whose body may be XFA instead of
     * pages never takes the single pass ({@code SinglePassBody.isSinglePassShape}), and the page is styled all
     * the same. Also shows that the check above can tell the passes apart.
     */
    @Test
    void firstBoldElement_xfaOnlyConfiguration_writtenByTheFallback() throws Exception {
        // arrange
        PDFParserConfig config = new PDFParserConfig();
        config.setIfXFAExtractOnlyXFA(true);
        ParseContext context = new ParseContext();
        context.set(PDFParserConfig.class, config);

        // act
        StackAtFirstBold handler = parseContract(context);

        // assert
        assertNotNull(handler.frames, "no <b> written: the fallback did not style the page");
        assertEquals(FALLBACK, isInsideSubclassOfTikasWriter(handler.frames) ? SINGLE_PASS : FALLBACK,
                handler.describe());
    }

    private static StackAtFirstBold parseContract(ParseContext context) throws Exception {
        StackAtFirstBold handler = new StackAtFirstBold();
        try (InputStream in = TikaInputStream.get(CONTRACT_PDF)) {
            Parsers.styled().parse(in, handler, new Metadata(), context);
        }
        return handler;
    }

    /** The probe's verdict: the single-pass link of this class loader. */
    private static boolean probeSaysSinglePass() {
        return SinglePassVerdict.isSinglePass();
    }

    /** Whether a frame belongs to a class that extends Tika's writer (ours), not to the writer itself. */
    private static boolean isInsideSubclassOfTikasWriter(List<String> frameClasses) throws ClassNotFoundException {
        ClassLoader loader = PassInUseTest.class.getClassLoader();
        Class<?> writer = Class.forName(TIKA_WRITER, false, loader);
        for (String name : frameClasses) {
            if (name.startsWith("org.apache.tika.parser.pdf.") && !name.equals(TIKA_WRITER)
                    && writer.isAssignableFrom(Class.forName(name, false, loader))) {
                return true;
            }
        }
        return false;
    }

    private static void writeVerdict(String observed) throws IOException {
        String verdict = "tika=" + Tika.getString().replaceFirst("^Apache Tika ", "") + "\n"
                + "pdfbox=" + Version.getVersion() + "\n"
                + "pass=" + observed + "\n";
        Files.createDirectories(BuildOutput.directory());
        Files.write(BuildOutput.resolve(VERDICT_FILE), verdict.getBytes(StandardCharsets.UTF_8));
        System.out.print("[pdf-styles pass] " + verdict.replace('\n', ' ') + "\n");
    }

    /** Remembers the classes on the call stack when the first {@code <b>} starts. */
    private static final class StackAtFirstBold extends ToXMLContentHandler {
        List<String> frames;

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
            if (frames == null && "b".equals(localName)) {
                frames = Arrays.stream(new Throwable().getStackTrace()).map(StackTraceElement::getClassName)
                        .distinct().collect(Collectors.toList());
            }
            super.startElement(uri, localName, qName, atts);
        }

        String describe() {
            return frames == null ? "(none)" : String.join("\n  ", frames);
        }
    }
}
