package dev.pdfstyles.robustness;

import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.RecursiveParserWrapper;
import org.apache.tika.sax.BasicContentHandlerFactory;
import org.apache.tika.sax.RecursiveParserWrapperHandler;

import dev.pdfstyles.testsupport.Parsers;

/**
 * What one recursive parse of some bytes gave, reduced to what the stock and styled parsers must agree
 * on (text without style elements, metadata without parser names and timings, the exception class), plus
 * what it cost: bytes allocated by the parsing thread, which the tests bound, and wall and CPU time, which
 * only {@link MalformedCostReport} reports (issue 24: no test reads a clock for a verdict).
 */
final class ParseOutcome {

    /** Keys that differ by design between the two parsers: who parsed, and how long it took. */
    private static final Set<String> KEYS_ALLOWED_TO_DIFFER = new TreeSet<>(Arrays.asList(
            TikaCoreProperties.TIKA_PARSED_BY.getName(),
            TikaCoreProperties.TIKA_PARSED_BY_FULL_SET.getName(),
            "X-TIKA:parse_time_millis",
            TikaCoreProperties.TIKA_CONTENT.getName()));

    /** How Object.toString names either parser instance in exception messages. */
    private static final java.util.regex.Pattern INSTANCE_NAME = java.util.regex.Pattern.compile(
            "(?:org\\.apache\\.tika\\.parser\\.pdf\\.PDFParser|dev\\.pdfstyles\\.tika\\.StyledPdfParser)@[0-9a-f]+");

    final List<String> texts;
    /** The plugin's XHTML as written, style elements included (only the parse time removed). */
    final List<String> rawTexts;
    final List<List<String>> metadata;
    final String exceptionClass;
    final Throwable thrown;
    final long nanos;
    /** CPU time of the parsing thread: the parser's own work, whatever else the machine runs. */
    final long cpuNanos;
    final long allocatedBytes;

    private ParseOutcome(List<String> texts, List<String> rawTexts, List<List<String>> metadata,
                         Throwable thrown, long nanos, long cpuNanos, long allocatedBytes) {
        this.texts = texts;
        this.rawTexts = rawTexts;
        this.metadata = metadata;
        this.thrown = thrown;
        this.exceptionClass = thrown == null ? "none" : thrown.getClass().getName();
        this.nanos = nanos;
        this.cpuNanos = cpuNanos;
        this.allocatedBytes = allocatedBytes;
    }

    /** No write limit on the content handlers. */
    static final int UNLIMITED = -1;

    /** Parses on the calling thread (so its allocation counter covers the whole parse). */
    static ParseOutcome of(Parser parser, byte[] pdf, ParseContext context) {
        return of(parser, pdf, context, UNLIMITED);
    }

    /** As {@link #of(Parser, byte[], ParseContext)}, each item's handler limited to {@code writeLimit} chars. */
    static ParseOutcome of(Parser parser, byte[] pdf, ParseContext context, int writeLimit) {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long threadId = Thread.currentThread().getId();
        long allocatedBefore = threads.getThreadAllocatedBytes(threadId);
        long cpuBefore = threads.getThreadCpuTime(threadId);
        long start = System.nanoTime();
        RecursiveParserWrapper wrapper = new RecursiveParserWrapper(parser);
        RecursiveParserWrapperHandler handler = new RecursiveParserWrapperHandler(
                new BasicContentHandlerFactory(BasicContentHandlerFactory.HANDLER_TYPE.XML, writeLimit));
        Throwable thrown = null;
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            wrapper.parse(stream, handler, new Metadata(), context);
        } catch (Exception | StackOverflowError e) {
            // a stack overflow is an outcome to compare like an exception (deeply nested content)
            thrown = e;
        }
        long nanos = System.nanoTime() - start;
        long cpuNanos = threads.getThreadCpuTime(threadId) - cpuBefore;
        long allocated = threads.getThreadAllocatedBytes(threadId) - allocatedBefore;
        List<String> texts = new ArrayList<>();
        List<String> rawTexts = new ArrayList<>();
        List<List<String>> metadata = new ArrayList<>();
        for (Metadata item : handler.getMetadataList()) {
            String xhtml = item.get(TikaCoreProperties.TIKA_CONTENT);
            rawTexts.add(xhtml == null ? null
                    : xhtml.replaceAll("<meta name=\"X-TIKA:parse_time_millis[^>]*>\n?", ""));
            texts.add(withoutParserNames(Parsers.withoutStyleElements(item.get(TikaCoreProperties.TIKA_CONTENT))));
            metadata.add(comparable(item));
        }
        return new ParseOutcome(Collections.unmodifiableList(texts), Collections.unmodifiableList(rawTexts),
                Collections.unmodifiableList(metadata), thrown, nanos, cpuNanos, allocated);
    }

    /** Null when the two outcomes agree, else the first difference. */
    static String difference(ParseOutcome stock, ParseOutcome styled) {
        if (!stock.exceptionClass.equals(styled.exceptionClass)) {
            return "exception: stock " + stock.exceptionClass + ", styled " + styled.exceptionClass;
        }
        if (stock.texts.size() != styled.texts.size()) {
            return "documents: stock " + stock.texts.size() + ", styled " + styled.texts.size();
        }
        boolean aborted = stock.thrown != null;
        for (int i = 0; i < stock.texts.size(); i++) {
            String stockText = aborted ? charactersOnly(stock.texts.get(i)) : stock.texts.get(i);
            String styledText = aborted ? charactersOnly(styled.texts.get(i)) : styled.texts.get(i);
            if (!java.util.Objects.equals(stockText, styledText)) {
                return "text of item " + i + " differs at char "
                                + firstDifference(stockText, styledText) + excerpts(stockText, styledText);
            }
            if (!stock.metadata.get(i).equals(styled.metadata.get(i))) {
                return "metadata of item " + i + ": stock " + stock.metadata.get(i) + ", styled "
                        + styled.metadata.get(i);
            }
        }
        return null;
    }

    private static String excerpts(String stock, String styled) {
        int at = firstDifference(stock, styled);
        return "\n  stock:  " + excerpt(stock, at) + "\n  styled: " + excerpt(styled, at);
    }

    private static String excerpt(String text, int at) {
        if (text == null) {
            return "null";
        }
        int from = Math.max(0, at - 40);
        return text.substring(from, Math.min(text.length(), at + 80)).replace("\n", "\\n");
    }

    private static int firstDifference(String a, String b) {
        if (a == null || b == null) {
            return 0;
        }
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            if (a.charAt(i) != b.charAt(i)) {
                return i;
            }
        }
        return n;
    }

    /**
     * The XHTML head repeats the metadata, including the parser's name: drop those lines. Warnings in it
     * carry stack traces whose frames (and frame counts) and messages name the parser: drop the frames
     * and the instance name.
     */
    private static String withoutParserNames(String xhtml) {
        return xhtml == null ? null : withoutParserInstance(xhtml
                .replaceAll("<meta name=\"X-TIKA:Parsed-By[^>]*>\n?", "")
                .replaceAll("<meta name=\"X-TIKA:parse_time_millis[^>]*>\n?", "")
                .replaceAll("(?m)^[ \t]+(at |\\.\\.\\. \\d+ more)[^\n]*\n", ""));
    }

    /** "Unexpected RuntimeException from org.apache.tika.parser.pdf.PDFParser@5ad851c9" names the instance. */
    private static String withoutParserInstance(String text) {
        // literal class names: a pattern like [\\w.]*Parser@ backtracks quadratically over long words
        return INSTANCE_NAME.matcher(text).replaceAll("PDF_PARSER");
    }

    /**
     * An aborted parse leaves partial XHTML; the plugin holds back the current page's paragraph starts
     * until the page ends, so the unfinished markup may differ: compare the characters written.
     */
    private static String charactersOnly(String xhtml) {
        return xhtml == null ? null : xhtml.replaceAll("<[^>]*>?", "");
    }

    /** Metadata as sorted lines; exception traces reduced to their first line (frames name the parser). */
    private static List<String> comparable(Metadata metadata) {
        List<String> lines = new ArrayList<>();
        for (String key : new TreeSet<>(Arrays.asList(metadata.names()))) {
            if (KEYS_ALLOWED_TO_DIFFER.contains(key)) {
                continue;
            }
            for (String value : metadata.getValues(key)) {
                String comparable = key.startsWith("X-TIKA:EXCEPTION") && value != null
                        ? withoutParserInstance(value.split("\n", 2)[0].trim()) : value;
                lines.add(key + "=" + comparable);
            }
        }
        return lines;
    }
}
