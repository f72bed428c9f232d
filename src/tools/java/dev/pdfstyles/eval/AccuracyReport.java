package dev.pdfstyles.eval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import dev.pdfstyles.testsupport.TextMode;

/**
 * The accuracy command (issue 3): scores a word source over every labelled PDF under {@code test-documents/},
 * prints Markdown tables and writes them to {@code docs/accuracy.md}. Run from the project folder:
 *
 * <pre>
 * mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.eval.AccuracyReport -Dexec.classpathScope=test
 * </pre>
 *
 * Options (in {@code -Dexec.args="..."}): {@code --corpus DIR} (default {@code test-documents}), {@code --source
 * NAME} (default {@code tika}; peers: see {@link PeerSources}), {@code --mode MODE} (the stock parser's text mode
 * for {@code tika}: {@code default}, {@code marked-content}, {@code angles}; see {@link TextMode}), {@code --out
 * FILE} (default {@code docs/accuracy.md} for {@code tika} in the default mode, {@code target/accuracy-NAME.md}
 * otherwise; {@code -} for none), {@code --details} (list the first words per file whose styles differ from the
 * truth). The report of {@code tika} in the default mode ends with the text modes compared on the tagged and
 * rotated documents ({@link TextModeComparison}).
 */
public final class AccuracyReport {
    static final String COMMAND = "mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.eval.AccuracyReport"
            + " -Dexec.classpathScope=test";
    private static final String TIKA = "tika";
    private static final String NO_OUTPUT = "-";
    /** git answers in milliseconds; a hung git (locked index on a network disk) must not hang the report. */
    private static final long GIT_TIMEOUT_SECONDS = 10;

    private AccuracyReport() {
    }

    public static void main(String[] args) throws IOException {
        CommandArguments arguments = CommandArguments.parse(args, Set.of("--corpus", "--source", "--mode", "--out"),
                Set.of("--details"), false, "--corpus DIR, --source NAME, --mode MODE, --out FILE|-, --details");
        Path corpus = Paths.get(arguments.value("--corpus", Corpus.DEFAULT_FOLDER));
        String sourceName = arguments.value("--source", TIKA);
        TextMode mode = TextMode.ofKey(arguments.value("--mode", TextMode.DEFAULT.key()));
        String out = arguments.value("--out", null);
        boolean details = arguments.has("--details");
        boolean tika = TIKA.equals(sourceName);
        if (!tika && mode != TextMode.DEFAULT) {
            throw new IllegalArgumentException("--mode applies to --source tika only");
        }
        WordSource source = tika ? new TikaWordSource(mode) : PeerSources.named(sourceName);
        if (out == null) {
            out = tika && mode == TextMode.DEFAULT ? "docs/accuracy.md"
                    : "target/accuracy-" + source.name().replace('/', '-') + ".md";
        }
        AccuracyEvaluation evaluation = AccuracyEvaluation.run(corpus, source);
        String commandLine = args.length == 0 ? COMMAND
                : COMMAND + " -Dexec.args=\"" + String.join(" ", args) + "\"";
        String markdown = document(evaluation, corpus, commandLine, details);
        if (tika && mode == TextMode.DEFAULT) {
            markdown += TextModeComparison.run(corpus).render();
        }
        System.out.print(markdown);
        if (!NO_OUTPUT.equals(out)) {
            Path target = Paths.get(out);
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            Files.write(target, markdown.getBytes(StandardCharsets.UTF_8));
            System.err.println("Wrote " + target.toAbsolutePath());
        }
    }

    static String document(AccuracyEvaluation evaluation, Path corpus, String command, boolean details) {
        return "# Accuracy: bold, italic, underline, strike-through\n\n"
                + "Generated " + ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"))
                + " UTC at commit " + gitCommit() + " over `" + corpus.toString().replace('\\', '/') + "/` by:\n\n"
                + "    " + command + "\n\n"
                + "Scoring: [truth-format.md](truth-format.md). F1 is over the words aligned with the truth; "
                + "`-` means the style has no truth positives and no predictions there.\n\n"
                + MarkdownReport.render(evaluation, details);
    }

    /** The short commit id, with "+ uncommitted changes" when the work tree differs, or "unknown" without git. */
    static String gitCommit() {
        String commit = git("rev-parse", "--short=12", "HEAD");
        if (commit.isEmpty()) {
            return "unknown";
        }
        String status = git("status", "--porcelain", "--untracked-files=no");
        return "`" + commit + "`" + (status.isEmpty() ? "" : " + uncommitted changes");
    }

    private static String git(String... arguments) {
        try {
            List<String> command = new java.util.ArrayList<>(List.of("git"));
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
