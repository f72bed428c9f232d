package dev.pdfstyles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.TestDocuments;

/** Settings per request (#28): a {@link DetectionOverrides} in the ParseContext, over the parser's own. */
class StyledPdfParserRequestSettingsTest {

    /** LibreOffice's decorations page: bold, italic, underlined and struck words. */
    private static final Path DECORATIONS = TestDocuments.corpusRoot().resolve("libreoffice/decorations.pdf");
    /** Requests sent at once to one parser: more than the CI box's 2 cores, so they interleave. */
    private static final int THREADS = 4;
    private static final int REQUESTS = 16;
    private static final long MAX_WAIT_SECONDS = 300;

    private static String parse(Parser parser, ParseContext context) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        try (InputStream in = TikaInputStream.get(Files.readAllBytes(DECORATIONS))) {
            parser.parse(in, handler, new Metadata(), context);
        }
        return handler.toString();
    }

    private static ParseContext withOverrides(DetectionOverrides overrides) {
        ParseContext context = new ParseContext();
        context.set(DetectionOverrides.class, overrides);
        return context;
    }

    private static DetectionOverrides underlineOff() {
        DetectionOverrides overrides = new DetectionOverrides();
        overrides.setDetectUnderline(false);
        return overrides;
    }

    @Test
    void parse_underlineOffForOneRequest_noUnderlineThenDefaultAgain() throws Exception {
        // arrange
        Parser parser = new AutoDetectParser();

        // act
        String off = parse(parser, withOverrides(underlineOff()));
        String next = parse(parser, new ParseContext());

        // assert
        assertFalse(off.contains("<u>"), off);
        assertTrue(off.contains("<b>") && off.contains("<s>"), off);
        assertTrue(next.contains("<u>"), next);
    }

    @Test
    void parse_overridesOverRequestSettings_bothApply() throws Exception {
        // arrange: the request's full settings turn strike-through off, its overrides underline
        ParseContext context = withOverrides(underlineOff());
        context.set(DetectionSettings.class, DetectionSettings.defaults().withStrikethrough(false));

        // act
        String xhtml = parse(new AutoDetectParser(), context);

        // assert
        assertFalse(xhtml.contains("<u>"), xhtml);
        assertFalse(xhtml.contains("<s>"), xhtml);
        assertTrue(xhtml.contains("<b>"), xhtml);
    }

    @Test
    void parse_overrideTurnsOnWhatTheParserHasOff_onForThatRequestOnly() throws Exception {
        // arrange: a parser configured (as by tika-config.xml) without underlines
        StyledPdfParser parser = new StyledPdfParser();
        parser.setDetectUnderline(false);
        DetectionOverrides on = new DetectionOverrides();
        on.setDetectUnderline(true);

        // act
        String requested = parse(parser, withOverrides(on));
        String configured = parse(parser, new ParseContext());

        // assert
        assertTrue(requested.contains("<u>"), requested);
        assertFalse(configured.contains("<u>"), configured);
        assertFalse(parser.getDetectionSettings().isUnderline());
    }

    @Test
    void parse_concurrentRequestsWithAndWithoutOverrides_eachGetsItsOwn() throws Exception {
        // arrange: one shared parser, the two kinds of request alternating
        Parser parser = new AutoDetectParser();
        String expectedDefault = parse(parser, new ParseContext());
        String expectedOff = parse(parser, withOverrides(underlineOff()));
        List<Callable<Boolean>> requests = new ArrayList<>();
        for (int index = 0; index < REQUESTS; index++) {
            boolean off = index % 2 == 0;
            requests.add(() -> {
                String xhtml = parse(parser, off ? withOverrides(underlineOff()) : new ParseContext());
                return xhtml.equals(off ? expectedOff : expectedDefault);
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);

        // act
        List<Future<Boolean>> answers;
        try {
            answers = pool.invokeAll(requests, MAX_WAIT_SECONDS, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }

        // assert
        int same = 0;
        for (Future<Boolean> answer : answers) {
            same += answer.get() ? 1 : 0;
        }
        assertEquals(REQUESTS, same);
        assertTrue(expectedDefault.contains("<u>") && !expectedOff.contains("<u>"));
    }
}
