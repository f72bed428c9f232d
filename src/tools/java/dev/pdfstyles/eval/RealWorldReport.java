package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The real-world command (issue 23): parses every PDF of {@code test-documents/realworld/manifest.tsv} that is
 * present in the set's folder with the plugin through Tika, finds each labelled phrase on its page and scores
 * it, then prints Markdown and writes it to {@code docs/accuracy-realworld.md}. A command, not a CI test: the
 * PDFs are other projects' files and stay out of this repository ({@code scripts/realworld-fetch.sh} brings
 * them). Run from the project folder:
 *
 * <pre>
 * scripts/realworld-fetch.sh
 * mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.eval.RealWorldReport -Dexec.classpathScope=test
 * </pre>
 *
 * Arguments (in {@code -Dexec.args="..."}): the folder of the PDFs (default {@code $PDF_STYLES_REALWORLD}, else
 * {@code ~/.cache/pdf-styles/realworld}), {@code --set DIR} (default {@code test-documents/realworld}), {@code --out
 * FILE} ({@code -} for none), {@code --only ID} (one PDF, for checking a truth file while it is written),
 * {@code --all} (list every phrase, not only the wrong ones).
 */
public final class RealWorldReport {
    static final String COMMAND = "mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.eval.RealWorldReport"
            + " -Dexec.classpathScope=test";
    static final String FOLDER_VARIABLE = "PDF_STYLES_REALWORLD";
    private static final String DEFAULT_FOLDER = ".cache/pdf-styles/realworld";
    static final String DEFAULT_SET = "test-documents/realworld";
    private static final String DEFAULT_OUT = "docs/accuracy-realworld.md";
    private static final String NO_OUTPUT = "-";

    private RealWorldReport() {
    }

    public static void main(String[] args) throws Exception {
        CommandArguments arguments = CommandArguments.parse(args, Set.of("--set", "--out", "--only"),
                Set.of("--all"), true, "[DIR] --set DIR, --out FILE|-, --only ID, --all");
        if (arguments.words().size() > 1) {
            throw new IllegalArgumentException("One PDF folder at most, got " + arguments.words());
        }
        Path folder = arguments.words().isEmpty() ? defaultFolder() : Paths.get(arguments.words().get(0));
        Path set = Paths.get(arguments.value("--set", DEFAULT_SET));
        String out = arguments.value("--out", DEFAULT_OUT);
        String only = arguments.value("--only", null);
        boolean all = arguments.has("--all");
        RealWorldManifest manifest = RealWorldManifest.read(set.resolve("manifest.tsv"));
        Diagnoses diagnoses = Diagnoses.read(set.resolve("diagnoses.tsv"));
        RealWorldRun run = run(new TikaWordSource(), folder, set, manifest, only);
        String markdown = RealWorldMarkdown.render(run, manifest, diagnoses, header(folder, args), all);
        System.out.print(markdown);
        if (!NO_OUTPUT.equals(out) && only == null) {
            Path target = Paths.get(out);
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            Files.write(target, markdown.getBytes(StandardCharsets.UTF_8));
            System.err.println("Wrote " + target.toAbsolutePath());
        }
    }

    /** Where the set's PDFs are unless told: {@code $PDF_STYLES_REALWORLD}, else {@code ~/.cache/pdf-styles/realworld}. */
    public static Path defaultFolder() {
        String folderVariable = System.getenv(FOLDER_VARIABLE);
        return folderVariable != null && !folderVariable.isBlank() ? Paths.get(folderVariable)
                : Paths.get(System.getProperty("user.home"), DEFAULT_FOLDER);
    }

    /**
     * Reads every PDF of {@code manifest} present in {@code folder} with {@code source} (only the one named
     * {@code only}, unless it is null) and finds each phrase of its truth in {@code set} on its page.
     */
    static RealWorldRun run(WordSource source, Path folder, Path set, RealWorldManifest manifest, String only)
            throws IOException {
        RealWorldRun run = new RealWorldRun();
        for (RealWorldManifest.Entry entry : manifest.entries()) {
            if (only == null || only.equals(entry.id())) {
                score(source, folder, set, entry, run);
            }
        }
        return run;
    }

    private static void score(WordSource source, Path folder, Path set, RealWorldManifest.Entry entry,
            RealWorldRun run) throws IOException {
        Path pdf = folder.resolve(entry.id());
        if (!Files.isRegularFile(pdf)) {
            run.absent(entry.id());
            return;
        }
        if (!sha256(pdf).equals(entry.sha256())) {
            run.mismatched(entry.id());
            return;
        }
        PhraseTruth truth = PhraseTruth.read(set.resolve("truth").resolve(truthName(entry.id())));
        List<PageText> pages;
        try {
            WordSource.Pages extraction = source.extractPages(pdf);
            run.parsedBy(extraction.producer());
            pages = extraction.pages();
        } catch (Exception e) {
            run.failed(entry.id(), e.toString());
            pages = List.of();
        }
        for (PhraseTruth.Phrase phrase : truth.phrases()) {
            run.add(new PhraseOutcome(entry.id(), entry.family(), phrase, false, find(pages, phrase)));
        }
        for (PhraseTruth.Phrase negative : truth.negatives()) {
            run.add(new PhraseOutcome(entry.id(), entry.family(), negative, true, find(pages, negative)));
        }
        run.scored(entry.id());
    }

    /** {@code name.pdf} -> {@code name.json}. */
    static String truthName(String id) {
        return (id.endsWith(".pdf") ? id.substring(0, id.length() - ".pdf".length()) : id) + ".json";
    }

    private static PhraseMatcher.Match find(List<PageText> pages, PhraseTruth.Phrase phrase) {
        if (phrase.page() > pages.size()) {
            return null;
        }
        Optional<PhraseMatcher.Match> match = PhraseMatcher.find(pages.get(phrase.page() - 1), phrase.text(),
                phrase.occurrence());
        return match.orElse(null);
    }

    public static String sha256(Path file) throws IOException {
        return sha256(Files.readAllBytes(file));
    }

    /** The bytes' SHA-256 in lower-case hex, as the manifest writes it. */
    public static String sha256(byte[] bytes) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            StringBuilder hex = new StringBuilder();
            for (byte b : digest.digest(bytes)) {
                hex.append(String.format(java.util.Locale.ROOT, "%02x", b & 0xff));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("The JDK has no SHA-256", e);
        }
    }

    private static String header(Path folder, String[] args) {
        String command = args.length == 0 ? COMMAND : COMMAND + " -Dexec.args=\"" + String.join(" ", args) + "\"";
        return "Generated " + java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC)
                .format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"))
                + " UTC at commit " + AccuracyReport.gitCommit() + " by:\n\n    scripts/realworld-fetch.sh\n    "
                + command + "\n\n"
                + "PDF folder: `" + folder.toString().replace(System.getProperty("user.home"), "~") + "`.\n";
    }
}
