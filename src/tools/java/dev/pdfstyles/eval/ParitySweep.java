package dev.pdfstyles.eval;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.ParseContext;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.testsupport.ParityComparison;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TextMode;

/**
 * Developer command: the plugin's parity promise ({@code ParityTest}: stock text, metadata and exceptions, and
 * the output contract) checked on PDFs this repository does not hold, such as the 1,751 test PDFs of twelve
 * other projects that {@code scripts/external-fetch.sh} brings into a folder. Each PDF under the folder is parsed,
 * in each text mode, by the stock parser, by the plugin with over-printed copies kept (its text must be the
 * stock text) and by the plugin as configured by default (its text may only leave characters out). One verdict
 * per PDF and mode goes to {@code OUT/MODE.tsv}; the counts go to standard output. Exit status 1 when any PDF
 * breaks the promise.
 *
 * <pre>
 * scripts/external-fetch.sh
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.eval.ParitySweep \
 *     [--modes default,marked-content,angles] [--out target/parity-sweep] [--limit-seconds 300] \
 *     ~/.cache/pdf-styles/external
 * </pre>
 *
 * Two differences are not breaks. A warning's stack trace, which Tika repeats in the XHTML head, names the
 * parser that caught it in its frames, so frame lines are left out of the comparison (the metadata comparison
 * already keeps a trace's first line only). And where Tika writes a document's XHTML ill-formed itself (an XFA
 * form's unclosed div, a structure tree nested past what its handler takes), the styled XHTML cannot be
 * well-formed either: the PDF is judged on its text and metadata alone.
 */
public final class ParitySweep {

    private static final String USAGE = "ParitySweep [--modes default,marked-content,angles] [--out DIR]"
            + " [--limit-seconds N] FOLDER";

    /** What one PDF in one mode showed. */
    enum Verdict {
        /** The promise holds. */
        SAME(true),
        /** The promise holds for text and metadata; Tika's own XHTML is ill-formed, so the contract cannot. */
        SAME_STOCK_ILL_FORMED(true),
        EXCEPTION_DIFFERS(false),
        ITEMS_DIFFER(false),
        TEXT_DIFFERS(false),
        METADATA_DIFFERS(false),
        CONTRACT_BROKEN(false),
        MERGED_TEXT_NOT_STOCK(false),
        /** An {@link Error} came out of the plugin's parse where the stock parse threw none of its class. */
        ERROR_ESCAPED(false),
        /** The three parses took longer than the limit. */
        OVER_TIME_LIMIT(false);

        final boolean keepsPromise;

        Verdict(boolean keepsPromise) {
            this.keepsPromise = keepsPromise;
        }
    }

    /** A verdict, what it rests on, and how many style elements the default configuration wrote. */
    static final class Finding {
        final Verdict verdict;
        final String detail;
        final int styleElements;

        Finding(Verdict verdict, String detail, int styleElements) {
            this.verdict = verdict;
            this.detail = detail;
            this.styleElements = styleElements;
        }
    }

    private static final Pattern STYLE_ELEMENT_START = Pattern.compile("<[usib]>");

    private ParitySweep() {
    }

    public static void main(String[] args) throws Exception {
        CommandArguments arguments = CommandArguments.parse(args, Set.of("--modes", "--out", "--limit-seconds"),
                Set.of(), true, USAGE);
        if (arguments.words().size() != 1) {
            throw new IllegalArgumentException("one folder of PDFs; usage: " + USAGE);
        }
        List<TextMode> modes = new ArrayList<>();
        for (String key : arguments.value("--modes", "default,marked-content,angles").split(",")) {
            modes.add(TextMode.ofKey(key.trim()));
        }
        Path out = Paths.get(arguments.value("--out", "target/parity-sweep"));
        long limitSeconds = Long.parseLong(arguments.value("--limit-seconds", "300"));
        boolean allKept = sweep(Paths.get(arguments.words().get(0)), modes, out, limitSeconds);
        System.exit(allKept ? 0 : 1);
    }

    /**
     * Sweeps every file under {@code folder} in each mode, writing {@code out/MODE.tsv} and the counts; true when
     * every PDF keeps the promise in every mode.
     */
    static boolean sweep(Path folder, List<TextMode> modes, Path out, long limitSeconds)
            throws IOException, InterruptedException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
        Files.createDirectories(out);
        boolean allKept = true;
        for (TextMode mode : modes) {
            Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
            Map<String, int[]> styledByFolder = new TreeMap<>();
            Path report = out.resolve(mode.key() + ".tsv");
            try (PrintWriter tsv = new PrintWriter(Files.newBufferedWriter(report, StandardCharsets.UTF_8))) {
                tsv.println("file\tbytes\tverdict\tstyle elements\tdetail");
                ExecutorService worker = newWorker();
                for (Path file : files) {
                    byte[] pdf = Files.readAllBytes(file);
                    Future<Finding> parse = worker.submit(() -> compare(pdf, mode));
                    Finding finding;
                    try {
                        finding = parse.get(limitSeconds, TimeUnit.SECONDS);
                    } catch (TimeoutException e) {
                        parse.cancel(true);
                        worker.shutdownNow();
                        worker = newWorker();   // the stuck thread is a daemon: it cannot hold the JVM
                        finding = new Finding(Verdict.OVER_TIME_LIMIT, "over " + limitSeconds + " s", 0);
                    } catch (ExecutionException e) {
                        throw new IllegalStateException("the sweep itself failed on " + file, e.getCause());
                    }
                    String name = folder.relativize(file).toString();
                    tsv.println(name + "\t" + pdf.length + "\t" + finding.verdict + "\t" + finding.styleElements
                            + "\t" + oneLine(finding.detail));
                    counts.merge(finding.verdict, 1, Integer::sum);
                    int[] styled = styledByFolder.computeIfAbsent(topFolder(name), k -> new int[2]);
                    styled[0]++;
                    styled[1] += finding.styleElements > 0 ? 1 : 0;
                    if (!finding.verdict.keepsPromise) {
                        allKept = false;
                        System.out.println(mode.key() + "  " + finding.verdict + "  " + name + "  "
                                + oneLine(finding.detail));
                    }
                }
                worker.shutdownNow();
            }
            System.out.println(mode.key() + ": " + files.size() + " files, " + counts + "; " + report);
            for (Map.Entry<String, int[]> entry : styledByFolder.entrySet()) {
                System.out.println("  " + entry.getKey() + ": " + entry.getValue()[1] + " of " + entry.getValue()[0]
                        + " with style elements");
            }
        }
        return allKept;
    }

    /** The three parses of one PDF in one mode, and what they show. */
    static Finding compare(byte[] pdf, TextMode mode) {
        Parsers.RecursiveResult stock;
        try {
            stock = Parsers.parseRecursively(Parsers.stock(), pdf, mode.context());
        } catch (Error e) {
            return styledErrorAgainst(e, pdf, mode);
        }
        ParseContext keepingCopies = mode.context();
        keepingCopies.set(DetectionSettings.class, DetectionSettings.defaults().withMergeOverprintedCopies(false));
        Parsers.RecursiveResult styled;
        Parsers.RecursiveResult merged;
        try {
            styled = Parsers.parseRecursively(Parsers.styled(), pdf, keepingCopies);
            merged = Parsers.parseRecursively(Parsers.styled(), pdf, mode.context());
        } catch (Error e) {
            return new Finding(Verdict.ERROR_ESCAPED, e.toString(), 0);
        }
        int styleElements = 0;
        for (Metadata item : merged.items) {
            styleElements += countStyleElements(item.get(TikaCoreProperties.TIKA_CONTENT));
        }
        String stockThrew = ParityComparison.exceptionClass(stock.thrown);
        String styledThrew = ParityComparison.exceptionClass(styled.thrown);
        if (!stockThrew.equals(styledThrew)) {
            return new Finding(Verdict.EXCEPTION_DIFFERS, stockThrew + " vs " + styledThrew, styleElements);
        }
        if (stock.items.size() != styled.items.size() || stock.items.size() != merged.items.size()) {
            return new Finding(Verdict.ITEMS_DIFFER, stock.items.size() + " vs " + styled.items.size() + " and "
                    + merged.items.size(), styleElements);
        }
        boolean stockIllFormed = false;
        boolean traceFramesDiffer = false;
        for (int i = 0; i < stock.items.size(); i++) {
            Metadata expected = stock.items.get(i);
            Metadata actual = styled.items.get(i);
            String stockXhtml = expected.get(TikaCoreProperties.TIKA_CONTENT);
            String styledXhtml = actual.get(TikaCoreProperties.TIKA_CONTENT);
            String want = ParityComparison.withoutParserNamesOrTraceFrames(stockXhtml);
            String got = ParityComparison.withoutParserNamesOrTraceFrames(Parsers.withoutStyleElements(styledXhtml));
            if (want == null ? got != null : !want.equals(got)) {
                return new Finding(Verdict.TEXT_DIFFERS, "item " + i + ": " + firstDifference(want, got), styleElements);
            }
            traceFramesDiffer |= stockXhtml != null && !ParityComparison.withoutParserNames(stockXhtml).equals(
                    ParityComparison.withoutParserNames(Parsers.withoutStyleElements(styledXhtml)));
            if (!ParityComparison.comparableMetadata(expected).equals(ParityComparison.comparableMetadata(actual))) {
                return new Finding(Verdict.METADATA_DIFFERS, "item " + i, styleElements);
            }
            String mergedXhtml = merged.items.get(i).get(TikaCoreProperties.TIKA_CONTENT);
            String mergedText = ParityComparison.bodyText(Parsers.withoutStyleElements(mergedXhtml));
            if (!ParityComparison.isSubsequence(mergedText, ParityComparison.bodyText(stockXhtml))) {
                return new Finding(Verdict.MERGED_TEXT_NOT_STOCK, "item " + i, styleElements);
            }
            for (String xhtml : new String[] {styledXhtml, mergedXhtml}) {
                String violation = xhtml == null ? null : ParityComparison.contractViolation(xhtml, mode);
                if (violation == null) {
                    continue;
                }
                if (stockXhtml != null && ParityComparison.contractViolation(stockXhtml, mode) != null) {
                    stockIllFormed = true;
                } else {
                    return new Finding(Verdict.CONTRACT_BROKEN, "item " + i + ": " + violation, styleElements);
                }
            }
        }
        String detail = (stockThrew.equals("none") ? "" : "both threw " + stockThrew + "; ")
                + (traceFramesDiffer ? "a warning's trace frames differ" : "");
        return new Finding(stockIllFormed ? Verdict.SAME_STOCK_ILL_FORMED : Verdict.SAME, detail, styleElements);
    }

    /** The stock parse threw {@code stockError}: the plugin's may throw the same class, nothing else. */
    private static Finding styledErrorAgainst(Error stockError, byte[] pdf, TextMode mode) {
        try {
            Parsers.parseRecursively(Parsers.styled(), pdf, mode.context());
        } catch (Error e) {
            return e.getClass() == stockError.getClass() ? new Finding(Verdict.SAME, "both threw " + e, 0)
                    : new Finding(Verdict.ERROR_ESCAPED, stockError + " vs " + e, 0);
        }
        return new Finding(Verdict.EXCEPTION_DIFFERS, stockError + " vs none", 0);
    }

    static int countStyleElements(String xhtml) {
        if (xhtml == null) {
            return 0;
        }
        int count = 0;
        Matcher matcher = STYLE_ELEMENT_START.matcher(xhtml);
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    private static String firstDifference(String want, String got) {
        if (want == null || got == null) {
            return want == null ? "no stock XHTML" : "no styled XHTML";
        }
        int at = 0;
        while (at < want.length() && at < got.length() && want.charAt(at) == got.charAt(at)) {
            at++;
        }
        return "at " + at + ": stock '" + around(want, at) + "', styled '" + around(got, at) + "'";
    }

    private static String around(String text, int at) {
        return text.substring(Math.max(0, at - 30), Math.min(text.length(), at + 30));
    }

    private static String oneLine(String text) {
        return text.replace("\t", " ").replace("\n", "\\n");
    }

    private static String topFolder(String name) {
        int slash = name.indexOf('/');
        return slash < 0 ? "." : name.substring(0, slash);
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "parity-sweep");
            thread.setDaemon(true);
            return thread;
        });
    }
}
