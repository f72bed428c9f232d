package dev.pdfstyles.eval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;

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
    private static final String DEFAULT_SET = "test-documents/realworld";
    private static final String DEFAULT_OUT = "docs/accuracy-realworld.md";
    private static final String NO_OUTPUT = "-";
    /** git answers in milliseconds; a hung git must not hang the report. */
    private static final long GIT_TIMEOUT_SECONDS = 10;

    private RealWorldReport() {
    }

    public static void main(String[] args) throws Exception {
        String folderVariable = System.getenv(FOLDER_VARIABLE);
        Path folder = folderVariable != null && !folderVariable.isBlank() ? Paths.get(folderVariable)
                : Paths.get(System.getProperty("user.home"), DEFAULT_FOLDER);
        Path set = Paths.get(DEFAULT_SET);
        String out = DEFAULT_OUT;
        String only = null;
        boolean all = false;
        for (int index = 0; index < args.length; index++) {
            String value = index + 1 < args.length ? args[index + 1] : null;
            switch (args[index]) {
                case "--set":
                    set = Paths.get(required(args[index], value));
                    index++;
                    break;
                case "--out":
                    out = required(args[index], value);
                    index++;
                    break;
                case "--only":
                    only = required(args[index], value);
                    index++;
                    break;
                case "--all":
                    all = true;
                    break;
                default:
                    if (args[index].startsWith("--")) {
                        throw new IllegalArgumentException("Unknown argument '" + args[index]
                                + "'; accepted: [DIR] --set DIR, --out FILE|-, --only ID, --all");
                    }
                    folder = Paths.get(args[index]);
            }
        }
        RealWorldManifest manifest = RealWorldManifest.read(set.resolve("manifest.tsv"));
        Diagnoses diagnoses = Diagnoses.read(set.resolve("diagnoses.tsv"));
        RealWorldRun run = new RealWorldRun();
        AutoDetectParser parser = new AutoDetectParser();
        for (RealWorldManifest.Entry entry : manifest.entries()) {
            if (only != null && !only.equals(entry.id())) {
                continue;
            }
            score(parser, folder, set, entry, run);
        }
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

    private static void score(AutoDetectParser parser, Path folder, Path set, RealWorldManifest.Entry entry,
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
            pages = parse(parser, pdf, run);
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

    private static List<PageText> parse(AutoDetectParser parser, Path pdf, RealWorldRun run) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        Metadata metadata = new Metadata();
        metadata.set(TikaCoreProperties.RESOURCE_NAME_KEY, pdf.getFileName().toString());
        try (InputStream stream = TikaInputStream.get(pdf)) {
            parser.parse(stream, handler, metadata, new ParseContext());
        }
        run.parsedBy(String.join(" > ", metadata.getValues(TikaCoreProperties.TIKA_PARSED_BY)));
        return PagedStyledText.fromXhtml(handler.toString());
    }

    static String sha256(Path file) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            StringBuilder hex = new StringBuilder();
            for (byte b : digest.digest(Files.readAllBytes(file))) {
                hex.append(String.format(java.util.Locale.ROOT, "%02x", b & 0xff));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("The JDK has no SHA-256", e);
        }
    }

    private static String required(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }

    private static String header(Path folder, String[] args) {
        String command = args.length == 0 ? COMMAND : COMMAND + " -Dexec.args=\"" + String.join(" ", args) + "\"";
        return "Generated " + java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC)
                .format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"))
                + " UTC at commit " + gitCommit() + " by:\n\n    scripts/realworld-fetch.sh\n    " + command + "\n\n"
                + "PDF folder: `" + folder.toString().replace(System.getProperty("user.home"), "~") + "`.\n";
    }

    private static String gitCommit() {
        String commit = git("rev-parse", "--short=12", "HEAD");
        if (commit.isEmpty()) {
            return "unknown";
        }
        String status = git("status", "--porcelain", "--untracked-files=no");
        return "`" + commit + "`" + (status.isEmpty() ? "" : " + uncommitted changes");
    }

    private static String git(String... arguments) {
        try {
            List<String> command = new ArrayList<>(List.of("git"));
            command.addAll(List.of(arguments));
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            process.getOutputStream().close();
            String output;
            try (InputStream stdout = process.getInputStream()) {
                output = new String(stdout.readAllBytes(), StandardCharsets.UTF_8).trim();
            }
            if (!process.waitFor(GIT_TIMEOUT_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroy();
                return "";
            }
            return output;
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
