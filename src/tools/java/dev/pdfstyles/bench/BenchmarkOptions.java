package dev.pdfstyles.bench;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import dev.pdfstyles.eval.RealWorldReport;
import dev.pdfstyles.testsupport.TextMode;

/** The benchmark's command-line options; {@code --smoke} picks tiny groups and one round. */
final class BenchmarkOptions {

    /**
     * Rounds of each parser per document. The median of 11 shrugs off GC pauses and neighbours on a shared
     * 2-core machine (with 5, single-page ratios still moved by 20% between runs); the full run then takes
     * about 6-8 minutes there.
     */
    static final int DEFAULT_ROUNDS = 11;
    /** Unmeasured rounds per group before measuring, at least: lets the JIT compile both parsers' hot paths. */
    static final int DEFAULT_WARMUP = 3;
    /**
     * Unmeasured time per group before measuring, at least (rounds go on until both minimums are met). Code run
     * once per font or per page (font verdicts, page decisions) is invoked a few thousand times in 3 rounds of a
     * group, short of HotSpot's C2 thresholds (Tier4InvocationThreshold 5,000, Tier4CompileThreshold 15,000):
     * after 3 rounds both parsers were still speeding up (corpus, 2026-11-30: stock 376 pages/s after 3 rounds,
     * 511 after 30; styled/stock median 1.24 and 1.18). A server parsing millions of files runs compiled code;
     * 20 s per group (JMH's default warm-up is 5 x 10 s) measures that steady state.
     */
    static final int DEFAULT_WARMUP_SECONDS = 20;
    /**
     * Unmeasured time before the first group, parsing Tika's test PDFs and the corpus with both parsers: the
     * first group measured would otherwise run on a JVM that had compiled little of either parser (Tika's PDFs,
     * first, got 3 rounds in its 20 s). Together with each group's own warm-up this is the steady state of a
     * server that has parsed a few thousand files.
     */
    static final int DEFAULT_JIT_WARMUP_SECONDS = 40;
    /** Issue 7 asks for a long document of at least 1,000 pages. */
    static final int DEFAULT_LONG_PAGES = 1000;
    /** Issue 7 asks for a document with 200+ distinct embedded fonts. */
    static final int DEFAULT_FONTS = 200;
    /** Issue 7: time per page should stay flat from 10 to 1,000 pages. */
    static final List<Integer> DEFAULT_SCALING_PAGES = Arrays.asList(10, 100, 1000);

    /**
     * Documents in the stream group (issue 27: "about 1,000 documents drawn from all routes"): with the 293
     * documents of the pool, nearly every one appears, most several times, as files do in a server's stream
     * (the same form, resubmitted; the report tells first appearances from repeats).
     */
    static final int DEFAULT_STREAM_DOCUMENTS = 1000;
    /** Passes over the stream, each with an empty shared cache; the report gives each and their median. */
    static final int DEFAULT_STREAM_ROUNDS = 3;
    /**
     * JVMs the one-page group is measured in, one after the other ({@link ForkedGroup}): a document's figures
     * are the median over them. Across JVMs a one-page document's CPU ratio moved by 0.1-0.15 (issue 27), so one
     * JVM decided which small routes passed; the median of five is steadier than any one. On a 2-core machine the
     * five take about a third of a full run.
     */
    static final int DEFAULT_ONE_PAGE_JVMS = 5;
    /**
     * JVMs each single-document group ({@link #SINGLE_FILE_GROUPS}) is measured in, one after the other
     * ({@link ForkedGroup}). One JVM is the whole figure of a one-file group, and it moved by up to 0.14 between
     * runs of one commit (the long styled text: 1.27 and 1.13). Three JVMs add about twelve minutes to a full run,
     * most of it the long styled text's (a child warms up for a minute, then parses the 1,000 pages 30 times).
     */
    static final int DEFAULT_SINGLE_FILE_JVMS = 3;

    static final List<String> ALL_GROUPS = Arrays.asList("tika", "corpus", "onepage", "realworld", "stream", "long",
            "paths", "fonts", "scaling");
    /** The groups of one generated document each, measured in {@link #singleFileJvms} JVMs. */
    static final List<String> SINGLE_FILE_GROUPS = Arrays.asList("long", "paths", "fonts");
    /**
     * Groups run only when named: the corpus' tagged PDFs and its PDFs with turned text (issue 26), the files the
     * marked-content and angle-detection modes write differently (measured once, with the corpus when it runs).
     */
    static final List<String> MODE_GROUPS = Arrays.asList("tagged", "turned");
    /**
     * Groups run only when named, for their cost: the first pages of other projects' 1,751 test PDFs
     * ({@link #externalFolder}) take about twelve minutes (cut, warmed up, measured, and parsed once more after a
     * collection each for the heap figures), where a full run without them takes about 35.
     */
    static final List<String> NAMED_ONLY_GROUPS = Arrays.asList("external");

    private static final int SMOKE_MAX_FILES = 3;
    private static final int SMOKE_LONG_PAGES = 20;
    private static final int SMOKE_FONTS = 12;
    private static final List<Integer> SMOKE_SCALING_PAGES = Arrays.asList(2, 20);
    private static final int SMOKE_STREAM_DOCUMENTS = 12;

    final int rounds;
    final int warmup;
    final int warmupSeconds;
    final int jitWarmupSeconds;
    final List<String> groups;
    final int longPages;
    final int fonts;
    final List<Integer> scalingPages;
    final int streamDocuments;
    final int streamRounds;
    /** Keep only the N smallest files of the real-file groups; 0 keeps all. */
    final int maxFiles;
    /** The one-page group's producer routes ({@link BenchDocument#routeOf}); empty keeps every route. */
    final List<String> routes;
    /**
     * Whether the one-page group also measures the parser with its shared verdict cache on; off leaves the stock
     * and the cache-off parser alone, so that a profile of the group holds one styled parse per stock one.
     */
    final boolean sharedColumn;
    /** JVMs the one-page group runs in; 1 measures it in this JVM, as the groups of many files are. */
    final int onePageJvms;
    /** JVMs each of the {@link #SINGLE_FILE_GROUPS} runs in; 1 measures them in this JVM. */
    final int singleFileJvms;
    /**
     * Set in a child JVM of {@link ForkedGroup}: where it writes its one group's documents; it writes no report. Null
     * otherwise.
     */
    final Path childOutput;
    final Path output;
    /** The stock parser's text mode both parsers run in (issue 26): each is compared with stock in that mode. */
    final TextMode mode;
    /**
     * Where the real-world set's PDFs are ({@code scripts/realworld-fetch.sh} brings them; they are never in this
     * repository): the realworld group measures the first page of each one present, and is left out when none is.
     */
    final Path realWorldFolder;
    /**
     * Where the 1,751 test PDFs of other projects are ({@code scripts/external-fetch.sh} brings them; never in this
     * repository): the external group measures the first page of each one present, and is left out when none is.
     */
    final Path externalFolder;
    final boolean smoke;
    final List<String> arguments;

    private BenchmarkOptions(Builder b, List<String> arguments) {
        this.rounds = b.rounds;
        this.warmup = b.warmup;
        this.warmupSeconds = b.warmupSeconds;
        this.jitWarmupSeconds = b.jitWarmupSeconds;
        this.groups = Collections.unmodifiableList(new ArrayList<>(b.groups));
        this.longPages = b.longPages;
        this.fonts = b.fonts;
        this.scalingPages = Collections.unmodifiableList(new ArrayList<>(b.scalingPages));
        this.streamDocuments = b.streamDocuments;
        this.streamRounds = b.streamRounds;
        this.maxFiles = b.maxFiles;
        this.routes = Collections.unmodifiableList(new ArrayList<>(b.routes));
        this.sharedColumn = b.sharedColumn;
        this.onePageJvms = b.onePageJvms;
        this.singleFileJvms = b.singleFileJvms;
        this.childOutput = b.childOutput;
        this.output = b.output == null ? defaultOutput(b.mode) : b.output;
        this.mode = b.mode;
        this.realWorldFolder = b.realWorldFolder;
        this.externalFolder = b.externalFolder;
        this.smoke = b.smoke;
        this.arguments = Collections.unmodifiableList(new ArrayList<>(arguments));
    }

    static String usage() {
        return "options: [--smoke] [--rounds N] [--warmup N] [--warmup-seconds S] [--jit-warmup-seconds S] [--groups " + String.join(",", ALL_GROUPS) + "," + String.join(",", MODE_GROUPS) + "," + String.join(",", NAMED_ONLY_GROUPS) + "]"
                + " [--long-pages N] [--fonts N] [--scaling-pages 10,100,1000] [--stream-documents N]"
                + " [--stream-rounds N] [--max-files N] [--routes gs-chromium,cairo,...] [--shared on|off] [--onepage-jvms N] [--single-file-jvms N] [--output FILE] [--mode default|marked-content|angles]"
                + " [--realworld DIR] [--external DIR]";
    }

    static BenchmarkOptions parse(String... args) {
        Builder b = new Builder();
        List<String> list = Arrays.asList(args);
        if (list.contains("--smoke")) {
            b.smoke = true;
            b.rounds = 1;
            b.warmup = 1;
            b.warmupSeconds = 0;
            b.jitWarmupSeconds = 0;
            b.longPages = SMOKE_LONG_PAGES;
            b.fonts = SMOKE_FONTS;
            b.scalingPages = SMOKE_SCALING_PAGES;
            b.streamDocuments = SMOKE_STREAM_DOCUMENTS;
            b.streamRounds = 1;
            b.maxFiles = SMOKE_MAX_FILES;
            b.onePageJvms = 1;
            b.singleFileJvms = 1;
            b.output = Paths.get("target", "benchmark-smoke.md");
        }
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if ("--smoke".equals(option)) {
                continue;
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("missing value after " + option + "; " + usage());
            }
            String value = args[++i];
            switch (option) {
                case "--rounds":
                    b.rounds = positive(option, value);
                    break;
                case "--warmup":
                    b.warmup = nonNegative(option, value);
                    break;
                case "--warmup-seconds":
                    b.warmupSeconds = nonNegative(option, value);
                    break;
                case "--jit-warmup-seconds":
                    b.jitWarmupSeconds = nonNegative(option, value);
                    break;
                case "--groups":
                    b.groups = groups(value);
                    break;
                case "--long-pages":
                    b.longPages = positive(option, value);
                    break;
                case "--fonts":
                    b.fonts = positive(option, value);
                    break;
                case "--scaling-pages":
                    b.scalingPages = pageCounts(value);
                    break;
                case "--stream-documents":
                    b.streamDocuments = positive(option, value);
                    break;
                case "--stream-rounds":
                    b.streamRounds = positive(option, value);
                    break;
                case "--max-files":
                    b.maxFiles = nonNegative(option, value);
                    break;
                case "--routes":
                    b.routes = names(value);
                    break;
                case "--shared":
                    b.sharedColumn = onOff(option, value);
                    break;
                case "--onepage-jvms":
                    b.onePageJvms = positive(option, value);
                    break;
                case "--single-file-jvms":
                    b.singleFileJvms = positive(option, value);
                    break;
                case "--child-output":
                    b.childOutput = Paths.get(value);
                    break;
                case "--output":
                    b.output = Paths.get(value);
                    break;
                case "--mode":
                    b.mode = TextMode.ofKey(value);
                    break;
                case "--realworld":
                    b.realWorldFolder = Paths.get(value);
                    break;
                case "--external":
                    b.externalFolder = Paths.get(value);
                    break;
                default:
                    throw new IllegalArgumentException("unknown option " + option + "; " + usage());
            }
        }
        if (b.childOutput != null && !(b.groups.size() == 1 && isForkable(b.groups.get(0)))) {
            throw new IllegalArgumentException("--child-output needs one group, onepage or one of "
                    + SINGLE_FILE_GROUPS + ", was " + b.groups + "; " + usage());
        }
        return new BenchmarkOptions(b, list);
    }

    /** Whether {@code group} can be measured in child JVMs ({@link ForkedGroup}). */
    static boolean isForkable(String group) {
        return "onepage".equals(group) || SINGLE_FILE_GROUPS.contains(group);
    }

    /** JVMs {@code group} is measured in: 1 for a group measured in this JVM. */
    int jvmsFor(String group) {
        if ("onepage".equals(group)) {
            return onePageJvms;
        }
        return SINGLE_FILE_GROUPS.contains(group) ? singleFileJvms : 1;
    }

    /** What scripts/external-fetch.sh fills by default: $PDF_STYLES_EXTERNAL, else ~/.cache/pdf-styles/external. */
    private static Path defaultExternalFolder() {
        String variable = System.getenv("PDF_STYLES_EXTERNAL");
        return variable != null && !variable.isBlank() ? Paths.get(variable)
                : Paths.get(System.getProperty("user.home"), ".cache", "pdf-styles", "external");
    }

    /** docs/benchmark.md for the default mode; another mode's report goes beside the build, not over it. */
    private static Path defaultOutput(TextMode mode) {
        return mode == TextMode.DEFAULT ? Paths.get("docs", "benchmark.md")
                : Paths.get("target", "benchmark-" + mode.key() + ".md");
    }

    private static List<String> groups(String value) {
        List<String> groups = new ArrayList<>();
        for (String group : value.split(",")) {
            if (!ALL_GROUPS.contains(group.trim()) && !MODE_GROUPS.contains(group.trim())
                    && !NAMED_ONLY_GROUPS.contains(group.trim())) {
                throw new IllegalArgumentException("unknown group " + group + "; accepted: " + ALL_GROUPS + " "
                        + MODE_GROUPS + " " + NAMED_ONLY_GROUPS);
            }
            groups.add(group.trim());
        }
        return groups;
    }

    private static boolean onOff(String option, String value) {
        if ("on".equals(value) || "off".equals(value)) {
            return "on".equals(value);
        }
        throw new IllegalArgumentException(option + " takes on or off, was " + value);
    }

    private static List<String> names(String value) {
        List<String> names = new ArrayList<>();
        for (String name : value.split(",")) {
            if (!name.trim().isEmpty()) {
                names.add(name.trim());
            }
        }
        return names;
    }

    private static List<Integer> pageCounts(String value) {
        List<Integer> counts = new ArrayList<>();
        for (String count : value.split(",")) {
            counts.add(positive("--scaling-pages", count.trim()));
        }
        return counts;
    }

    private static int positive(String option, String value) {
        int n = nonNegative(option, value);
        if (n == 0) {
            throw new IllegalArgumentException(option + " must be at least 1, was " + value);
        }
        return n;
    }

    private static int nonNegative(String option, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n < 0) {
                throw new IllegalArgumentException(option + " must not be negative, was " + value);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, was " + value, e);
        }
    }

    private static final class Builder {
        int rounds = DEFAULT_ROUNDS;
        int warmup = DEFAULT_WARMUP;
        int warmupSeconds = DEFAULT_WARMUP_SECONDS;
        int jitWarmupSeconds = DEFAULT_JIT_WARMUP_SECONDS;
        List<String> groups = ALL_GROUPS;
        int longPages = DEFAULT_LONG_PAGES;
        int fonts = DEFAULT_FONTS;
        List<Integer> scalingPages = DEFAULT_SCALING_PAGES;
        int streamDocuments = DEFAULT_STREAM_DOCUMENTS;
        int streamRounds = DEFAULT_STREAM_ROUNDS;
        int maxFiles;
        List<String> routes = Collections.emptyList();
        boolean sharedColumn = true;
        int onePageJvms = DEFAULT_ONE_PAGE_JVMS;
        int singleFileJvms = DEFAULT_SINGLE_FILE_JVMS;
        Path childOutput;
        Path output;
        TextMode mode = TextMode.DEFAULT;
        Path realWorldFolder = RealWorldReport.defaultFolder();
        Path externalFolder = defaultExternalFolder();
        boolean smoke;
    }
}
