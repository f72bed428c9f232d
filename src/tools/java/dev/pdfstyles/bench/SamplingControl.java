package dev.pdfstyles.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.pdf.PDFParser;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.testsupport.TextMode;

/**
 * Developer tool (issue 27), not a test: a control for reading a JFR profile of two parsers that take turns in
 * one JVM, as the benchmark's are. It runs Tika's stock PDF parser against {@link SameStockParser}, a subclass
 * that only passes the call on, over the one-page documents, taking turns per document, and prints their CPU
 * times. The two do the same work, so under JFR the samples of each (told apart by the subclass's frame, see
 * {@code scripts/jfr-styled-breakdown.py --control}) should split as their CPU times do; where they do not, a
 * comparison of sample counts between the stock and the styled parse is not to be read as one of CPU time.
 *
 * <pre>
 * java -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints -XX:FlightRecorderOptions:stackdepth=256 \
 *     -XX:StartFlightRecording=delay=40s,filename=target/control.jfr,settings=target/fast.jfc \
 *     -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.SamplingControl 100
 * jfr print --events jdk.ExecutionSample --stack-depth 256 target/control.jfr > target/control.txt
 * python3 scripts/jfr-styled-breakdown.py target/control.txt --control
 * </pre>
 */
public final class SamplingControl {

    /** Tika's stock PDF parser under another name, so that its samples can be told from the original's. */
    public static final class SameStockParser extends PDFParser {
        private static final long serialVersionUID = 1L;

        @Override
        public void parse(InputStream stream, ContentHandler handler, Metadata metadata, ParseContext context)
                throws IOException, SAXException, TikaException {
            super.parse(stream, handler, metadata, context);
        }
    }

    private SamplingControl() {
    }

    /** Argument: seconds to run (default 100; give the JFR delay time to pass the JIT's warm-up). */
    public static void main(String[] args) throws IOException {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 100;
        List<BenchDocument> sources = new ArrayList<>(BenchDocument.tikaTestPdfs(0));
        sources.addAll(BenchDocument.corpusPdfs(0));
        List<BenchDocument> documents = OnePageDocuments.of(sources, Paths.get("target", "bench", "onepage")).documents;
        Parser[] parsers = {new PDFParser(), new SameStockParser()};
        long[] cpuNanos = new long[parsers.length];
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        int passes = 0;
        try (ParseProbe probe = new ParseProbe(TextMode.DEFAULT)) {
            while (System.nanoTime() < end) {
                for (BenchDocument document : documents) {
                    for (int turn = 0; turn < parsers.length; turn++) {
                        int p = (turn + passes) % parsers.length;   // which goes first rotates every pass
                        cpuNanos[p] += probe.parse(parsers[p], document.bytes).cpuNanos;
                    }
                }
                passes++;
            }
        }
        System.out.printf("%d passes over %d one-page documents: stock %.1f ms, same stock %.1f ms of CPU a pass, "
                + "ratio %.3f%n", passes, documents.size(), cpuNanos[0] / 1e6 / passes, cpuNanos[1] / 1e6 / passes,
                (double) cpuNanos[1] / cpuNanos[0]);
    }
}
