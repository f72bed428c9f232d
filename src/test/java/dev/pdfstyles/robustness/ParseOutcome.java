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
 * what it cost (wall time, bytes allocated by the parsing thread).
 */
final class ParseOutcome {

    /** Keys that differ by design between the two parsers: who parsed, and how long it took. */
    private static final Set<String> KEYS_ALLOWED_TO_DIFFER = new TreeSet<>(Arrays.asList(
            TikaCoreProperties.TIKA_PARSED_BY.getName(),
            TikaCoreProperties.TIKA_PARSED_BY_FULL_SET.getName(),
            "X-TIKA:parse_time_millis",
            TikaCoreProperties.TIKA_CONTENT.getName()));

    final List<String> texts;
    final List<List<String>> metadata;
    final String exceptionClass;
    final Throwable thrown;
    final long nanos;
    final long allocatedBytes;

    private ParseOutcome(List<String> texts, List<List<String>> metadata, Throwable thrown, long nanos,
                         long allocatedBytes) {
        this.texts = texts;
        this.metadata = metadata;
        this.thrown = thrown;
        this.exceptionClass = thrown == null ? "none" : thrown.getClass().getName();
        this.nanos = nanos;
        this.allocatedBytes = allocatedBytes;
    }

    /** Parses on the calling thread (so its allocation counter covers the whole parse). */
    static ParseOutcome of(Parser parser, byte[] pdf, ParseContext context) {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long threadId = Thread.currentThread().getId();
        long allocatedBefore = threads.getThreadAllocatedBytes(threadId);
        long start = System.nanoTime();
        RecursiveParserWrapper wrapper = new RecursiveParserWrapper(parser);
        RecursiveParserWrapperHandler handler = new RecursiveParserWrapperHandler(
                new BasicContentHandlerFactory(BasicContentHandlerFactory.HANDLER_TYPE.XML, -1));
        Throwable thrown = null;
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            wrapper.parse(stream, handler, new Metadata(), context);
        } catch (Exception | StackOverflowError e) {
            // a stack overflow is an outcome to compare like an exception (deeply nested content)
            thrown = e;
        }
        long nanos = System.nanoTime() - start;
        long allocated = threads.getThreadAllocatedBytes(threadId) - allocatedBefore;
        List<String> texts = new ArrayList<>();
        List<List<String>> metadata = new ArrayList<>();
        for (Metadata item : handler.getMetadataList()) {
            texts.add(withoutParserNames(Parsers.withoutStyleElements(item.get(TikaCoreProperties.TIKA_CONTENT))));
            metadata.add(comparable(item));
        }
        return new ParseOutcome(Collections.unmodifiableList(texts), Collections.unmodifiableList(metadata), thrown,
                nanos, allocated);
    }

    /** Null when the two outcomes agree, else the first difference. */
    static String difference(ParseOutcome stock, ParseOutcome styled) {
        if (!stock.exceptionClass.equals(styled.exceptionClass)) {
            return "exception: stock " + stock.exceptionClass + ", styled " + styled.exceptionClass;
        }
        if (stock.texts.size() != styled.texts.size()) {
            return "documents: stock " + stock.texts.size() + ", styled " + styled.texts.size();
        }
        for (int i = 0; i < stock.texts.size(); i++) {
            if (!java.util.Objects.equals(stock.texts.get(i), styled.texts.get(i))) {
                return "text of item " + i + " differs at char "
                        + firstDifference(stock.texts.get(i), styled.texts.get(i));
            }
            if (!stock.metadata.get(i).equals(styled.metadata.get(i))) {
                return "metadata of item " + i + ": stock " + stock.metadata.get(i) + ", styled "
                        + styled.metadata.get(i);
            }
        }
        return null;
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

    /** The XHTML head repeats the metadata, including the parser's name: drop those lines. */
    private static String withoutParserNames(String xhtml) {
        return xhtml == null ? null : xhtml.replaceAll("<meta name=\"X-TIKA:Parsed-By[^>]*>\n?", "")
                .replaceAll("<meta name=\"X-TIKA:parse_time_millis[^>]*>\n?", "");
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
                        ? value.split("\n", 2)[0].trim() : value;
                lines.add(key + "=" + comparable);
            }
        }
        return lines;
    }
}
