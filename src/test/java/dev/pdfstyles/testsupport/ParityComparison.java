package dev.pdfstyles.testsupport;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;

/**
 * What "the same output as the stock parser" means, for {@code ParityTest} (every PDF of this repository) and
 * the parity sweep over other projects' PDFs ({@code dev.pdfstyles.eval.ParitySweep}): the XHTML with style
 * elements removed equal but for the parser's name; metadata equal but for who parsed and how long it took, with
 * exception traces reduced to their first line; and, with over-printed copies merged, the text a subsequence of
 * the stock text.
 */
public final class ParityComparison {

    /** Keys that differ by design: who parsed, and how long it took. */
    private static final Set<String> KEYS_ALLOWED_TO_DIFFER = new TreeSet<>(Arrays.asList(
            TikaCoreProperties.TIKA_PARSED_BY.getName(),
            TikaCoreProperties.TIKA_PARSED_BY_FULL_SET.getName(),
            "X-TIKA:parse_time_millis"));

    private static final Pattern PARSER_NAME_LINE = Pattern.compile("<meta name=\"X-TIKA:Parsed-By[^>]*>\n?");

    /**
     * A frame line of a stack trace ({@code \tat ...}, {@code \t... 12 more}): the XHTML head repeats a warning's
     * trace, whose frames name the parser that caught it.
     */
    private static final Pattern TRACE_FRAME_LINE = Pattern.compile("(?m)^\t(at |\\.\\.\\. \\d+ more).*\n?");

    private ParityComparison() {
    }

    /** The XHTML head repeats the metadata, including the parser's name: drop those lines. */
    public static String withoutParserNames(String xhtml) {
        return xhtml == null ? null : PARSER_NAME_LINE.matcher(xhtml).replaceAll("");
    }

    /** {@link #withoutParserNames}, and without the frame lines of the stack traces the head repeats. */
    public static String withoutParserNamesOrTraceFrames(String xhtml) {
        return xhtml == null ? null : TRACE_FRAME_LINE.matcher(withoutParserNames(xhtml)).replaceAll("");
    }

    /** The XHTML from its body on: the head holds metadata, compared on its own. */
    public static String bodyText(String xhtml) {
        if (xhtml == null) {
            return "";
        }
        int body = xhtml.indexOf("<body");
        return body < 0 ? xhtml : xhtml.substring(body);
    }

    /** Whether {@code shorter} is {@code longer} with some characters left out. */
    public static boolean isSubsequence(String shorter, String longer) {
        int j = 0;
        for (int i = 0; i < shorter.length(); i++) {
            char c = shorter.charAt(i);
            while (j < longer.length() && longer.charAt(j) != c) {
                j++;
            }
            if (j == longer.length()) {
                return false;
            }
            j++;
        }
        return true;
    }

    /** Null when the XHTML keeps the output contract of the mode's writer, else why not ({@link XhtmlChecks}). */
    public static String contractViolation(String xhtml, TextMode mode) {
        return mode == TextMode.MARKED_CONTENT ? XhtmlChecks.markedContentContractViolation(xhtml)
                : XhtmlChecks.contractViolation(xhtml);
    }

    /** The thrown exception's class name, or {@code none}. */
    public static String exceptionClass(Exception e) {
        return e == null ? "none" : e.getClass().getName();
    }

    /** Metadata as sorted lines; exception traces reduced to their first line (frames name the parser). */
    public static List<String> comparableMetadata(Metadata metadata) {
        List<String> lines = new ArrayList<>();
        for (String key : new TreeSet<>(Arrays.asList(metadata.names()))) {
            if (KEYS_ALLOWED_TO_DIFFER.contains(key) || key.equals(TikaCoreProperties.TIKA_CONTENT.getName())) {
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
