package dev.pdfstyles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.apache.tika.config.TikaConfig;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaType;
import org.apache.tika.parser.CompositeParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.TestDocuments;

/**
 * The parser's font verdicts shared across documents (issue #27): what it keeps between parses, the same output
 * with and without, its setting in tika-config.xml and per request, many threads at once.
 */
class StyledPdfParserFontVerdictCacheTest {

    /** Ghostscript's CFF subsets state no weight: both fonts are judged by their outlines. */
    private static final String OUTLINE_FONTS = "handps/contract.pdf";
    /** Files whose fonts are judged by their outlines, from several producers. */
    private static final List<String> MIXED = Arrays.asList("handps/contract.pdf", "ps2pdf/contract.pdf",
            "libreoffice/contract.pdf", "cairo/contract.pdf", "pdflatex/contract.pdf", "chromium/regular-only.pdf");
    private static final int THREADS = 4;
    private static final int REQUESTS_PER_THREAD = 12;
    private static final long MAX_WAIT_SECONDS = 600;

    /** The XHTML, then the verdict listing. */
    private static String[] parse(StyledPdfParser parser, String corpusPath, ParseContext context) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        Metadata metadata = new Metadata();
        byte[] pdf = Files.readAllBytes(TestDocuments.corpusRoot().resolve(corpusPath));
        try (TikaInputStream in = TikaInputStream.get(pdf)) {
            parser.parse(in, handler, metadata, context);
        }
        return new String[] {handler.toString(),
            String.join("\n", metadata.getValues(StyledPdfParser.FONT_VERDICT_METADATA_KEY))};
    }

    private static StyledPdfParser listing(int cacheSize) {
        StyledPdfParser parser = new StyledPdfParser();
        parser.setListFontVerdicts(true);
        parser.setFontVerdictCacheSize(cacheSize);
        return parser;
    }

    @Test
    void parse_sameDocumentTwice_secondFindsEveryMeasuredFontSameOutput() throws Exception {
        // arrange
        StyledPdfParser parser = listing(FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE);
        String[] unshared = parse(listing(0), OUTLINE_FONTS, new ParseContext());
        // act: the first parse remembers the fonts, the second keeps their verdicts, the third finds them
        String[] first = parse(parser, OUTLINE_FONTS, new ParseContext());
        FontVerdictCacheStatistics afterFirst = parser.getFontVerdictCacheStatistics();
        String[] second = parse(parser, OUTLINE_FONTS, new ParseContext());
        FontVerdictCacheStatistics afterSecond = parser.getFontVerdictCacheStatistics();
        String[] third = parse(parser, OUTLINE_FONTS, new ParseContext());
        FontVerdictCacheStatistics afterThird = parser.getFontVerdictCacheStatistics();
        // assert
        long fonts = afterFirst.asked();
        assertTrue(fonts >= 2 && afterFirst.lookups() == 0, afterFirst::toString);
        assertEquals(fonts, afterSecond.lookups(), afterSecond::toString);
        assertEquals(fonts, afterSecond.entries(), afterSecond::toString);
        assertEquals(fonts, afterThird.hits(), afterThird::toString);
        for (String[] output : List.of(first, second, third)) {
            assertEquals(unshared[0], output[0]);
            assertEquals(unshared[1], output[1], "the listing, evidence included, is the same from the cache");
        }
        assertTrue(third[1].contains("from outlines"), third[1]);
    }

    @Test
    void parse_requestSettingsWithSizeZero_cacheNeitherReadNorFilled() throws Exception {
        // arrange
        StyledPdfParser parser = listing(FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE);
        ParseContext context = new ParseContext();
        context.set(DetectionSettings.class, parser.getDetectionSettings().withFontEvidence(
                parser.getDetectionSettings().fontEvidence().withSharedVerdictCacheSize(0)));
        // act
        for (int i = 0; i < 3; i++) {
            parse(parser, OUTLINE_FONTS, context);
        }
        // assert
        assertEquals(0, parser.getFontVerdictCacheStatistics().asked());
        assertEquals(0, parser.getFontVerdictCacheStatistics().entries());
    }

    @Test
    void setFontVerdictCacheSize_zero_noCacheSameOutput() throws Exception {
        // arrange
        StyledPdfParser parser = listing(0);
        // act
        String[] first = parse(parser, OUTLINE_FONTS, new ParseContext());
        String[] second = parse(parser, OUTLINE_FONTS, new ParseContext());
        // assert
        FontVerdictCacheStatistics statistics = parser.getFontVerdictCacheStatistics();
        assertEquals(0, statistics.asked());
        assertEquals(0, statistics.maxEntries());
        assertEquals(first[0], second[0]);
        assertEquals(first[1], second[1]);
    }

    @Test
    void setFontVerdictCacheSize_outOfRange_rejectedNamingValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new StyledPdfParser().setFontVerdictCacheSize(-1));
        assertTrue(e.getMessage().contains("-1"), e::getMessage);
    }

    @Test
    void setFontVerdictCacheSize_resized_startsEmpty() throws Exception {
        // arrange
        StyledPdfParser parser = listing(FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE);
        parse(parser, OUTLINE_FONTS, new ParseContext());
        parse(parser, OUTLINE_FONTS, new ParseContext());
        assertTrue(parser.getFontVerdictCacheStatistics().entries() > 0);
        // act
        parser.setFontVerdictCacheSize(8);
        // assert
        assertEquals(0, parser.getFontVerdictCacheStatistics().entries());
        assertEquals(8, parser.getFontVerdictCacheStatistics().maxEntries());
    }

    @Test
    void parse_twoParserInstances_shareNothing() throws Exception {
        // arrange
        StyledPdfParser one = listing(FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE);
        StyledPdfParser other = listing(FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE);
        parse(one, OUTLINE_FONTS, new ParseContext());
        parse(one, OUTLINE_FONTS, new ParseContext());
        // act
        parse(other, OUTLINE_FONTS, new ParseContext());
        // assert: the other parser meets the fonts for the first time
        assertEquals(0, other.getFontVerdictCacheStatistics().lookups());
        assertTrue(one.getFontVerdictCacheStatistics().entries() > 0);
    }

    @Test
    void tikaConfig_fontVerdictCacheSizeParameter_setsTheSize() throws Exception {
        // arrange
        String xml = "<properties><parsers><parser class=\"" + StyledPdfParser.class.getName() + "\">"
                + "<params><param name=\"fontVerdictCacheSize\" type=\"int\">16</param></params>"
                + "</parser></parsers></properties>";
        // act
        TikaConfig config = new TikaConfig(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        Parser pdf = ((CompositeParser) config.getParser()).getParsers().get(MediaType.application("pdf"));
        // assert
        assertEquals(16, ((StyledPdfParser) pdf).getFontVerdictCacheStatistics().maxEntries());
    }

    @Test
    void parse_manyThreadsOneParser_eachOutputAsWithoutTheCache() throws Exception {
        // arrange: the expected output of every file from a parser that shares nothing
        List<String[]> expected = new ArrayList<>();
        for (String file : MIXED) {
            expected.add(parse(listing(0), file, new ParseContext()));
        }
        StyledPdfParser parser = listing(FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Callable<List<String>>> tasks = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int offset = t;
            tasks.add(() -> {
                List<String> wrong = new ArrayList<>();
                for (int r = 0; r < REQUESTS_PER_THREAD; r++) {
                    int f = (offset + r) % MIXED.size();
                    String[] got = parse(parser, MIXED.get(f), new ParseContext());
                    if (!got[0].equals(expected.get(f)[0]) || !got[1].equals(expected.get(f)[1])) {
                        wrong.add(MIXED.get(f));
                    }
                }
                return wrong;
            });
        }
        // act
        List<String> wrong = new ArrayList<>();
        try {
            for (Future<List<String>> result : pool.invokeAll(tasks, MAX_WAIT_SECONDS, TimeUnit.SECONDS)) {
                wrong.addAll(result.get());
            }
        } finally {
            pool.shutdownNow();
        }
        // assert
        assertEquals(List.of(), wrong);
        FontVerdictCacheStatistics statistics = parser.getFontVerdictCacheStatistics();
        assertTrue(statistics.hits() > 0 && statistics.hits() < statistics.lookups(), statistics::toString);
    }
}
