package dev.pdfstyles.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletionService;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * Issue 8: one parser instance (the SPI-loaded StyledPdfParser inside one AutoDetectParser) shared by
 * {@value #THREADS} threads gives, for every PDF we have, exactly the output it gives when parsing
 * alone: styled XHTML byte for byte, metadata, exception class.
 */
// Its own eight threads are the concurrency under test: no other test classes beside them.
@Isolated
class ConcurrentParsingTest {

    /** Threads sharing the parser: four per core on CI's two cores, so parses really interleave. */
    private static final int THREADS = 8;

    /** Order of the concurrent run: shuffled (seeded) so that neighbours differ from the serial run. */
    private static final long SHUFFLE_SEED = 8L;

    /**
     * A hang detector, not a speed check (issue 24): the run fails when no parse finishes for this long.
     * The longest file parses in well under a second of CPU; a whole-run limit (4 minutes, about the serial
     * run's time on two idle cores) would have measured how busy the machine was.
     */
    private static final Duration MAX_WAIT_FOR_ANY_PARSE = Duration.ofMinutes(5);

    @Test
    void sharedParser_eightThreadsOverWholeCorpus_sameOutputAsSerial() throws Exception {
        // arrange
        Parser shared = Parsers.styled();
        Map<String, byte[]> pdfs = wholeCorpus();
        Map<String, ParseOutcome> serial = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> pdf : pdfs.entrySet()) {
            serial.put(pdf.getKey(), ParseOutcome.of(shared, pdf.getValue(), new ParseContext()));
        }
        List<String> order = new ArrayList<>(pdfs.keySet());
        Collections.shuffle(order, new Random(SHUFFLE_SEED));
        // act
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CompletionService<ParseOutcome> completions = new ExecutorCompletionService<>(pool);
        CountDownLatch start = new CountDownLatch(1);
        Map<String, Future<ParseOutcome>> concurrent = new LinkedHashMap<>();
        try {
            for (String name : order) {
                byte[] pdf = pdfs.get(name);
                concurrent.put(name, completions.submit(() -> {
                    start.await();
                    return ParseOutcome.of(shared, pdf, new ParseContext());
                }));
            }
            start.countDown();
            for (int finished = 0; finished < order.size(); finished++) {
                assertNotNull(completions.poll(MAX_WAIT_FOR_ANY_PARSE.toMillis(), TimeUnit.MILLISECONDS),
                        "no parse finished in " + MAX_WAIT_FOR_ANY_PARSE + ", " + (order.size() - finished)
                                + " still running or waiting: a hang");
            }
        } finally {
            pool.shutdownNow();
        }
        // assert
        List<String> differing = new ArrayList<>();
        int styledFiles = 0;
        for (String name : order) {
            ParseOutcome expected = serial.get(name);
            ParseOutcome actual = concurrent.get(name).get();
            if (!expected.exceptionClass.equals(actual.exceptionClass) || !expected.rawTexts.equals(actual.rawTexts)
                    || !expected.metadata.equals(actual.metadata)) {
                differing.add(name);
            }
            if (expected.rawTexts.stream().anyMatch(t -> t != null && t.matches("(?s).*<[usib]>.*"))) {
                styledFiles++;
            }
        }
        assertEquals(Collections.emptyList(), differing, "files whose concurrent output differs from serial");
        // the run means something only if the corpus exercises the style pass
        assertTrue(styledFiles > pdfs.size() / 3, "only " + styledFiles + " of " + pdfs.size() + " files styled");
    }

    /** Tika's test PDFs and test-documents/, by name. */
    private static Map<String, byte[]> wholeCorpus() {
        Map<String, byte[]> pdfs = new LinkedHashMap<>();
        for (String name : TestDocuments.tikaTestPdfNames()) {
            pdfs.put("tika/" + name, TestDocuments.tikaTestPdf(name));
        }
        for (Path path : TestDocuments.corpusPdfs()) {
            try {
                pdfs.put(TestDocuments.corpusRoot().relativize(path).toString(), Files.readAllBytes(path));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return pdfs;
    }
}
