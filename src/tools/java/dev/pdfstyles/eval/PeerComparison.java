package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Scores the plugin ({@code tika}) and every installed peer over the corpus and over the real-world set, and writes
 * both comparisons to {@code docs/accuracy-peers.md}; each source's full reports go to {@code
 * target/accuracy-NAME.md} and {@code target/accuracy-realworld-NAME.md}. Started by {@code
 * scripts/compare-peers.sh}; not run by CI (the real-world PDFs are not in this repository).
 *
 * <p>Arguments: {@code [--corpus DIR] [--set DIR] [--pdfs DIR] [--no-realworld] [--out FILE|-] [SOURCE...]}:
 * the corpus (default {@code test-documents}), the real-world set's truth (default {@code test-documents/realworld})
 * and its PDFs (default as {@link RealWorldReport}), the file to write ({@code -} for none), and the sources
 * (default: tika and every installed peer).
 */
public final class PeerComparison {
    static final String TIKA = "tika";
    private static final String DEFAULT_OUT = "docs/accuracy-peers.md";
    private static final String NO_OUTPUT = "-";
    private static final String COMMAND = "scripts/compare-peers.sh";

    private PeerComparison() {
    }

    public static void main(String[] args) throws IOException {
        CommandArguments arguments = CommandArguments.parse(args, Set.of("--corpus", "--set", "--pdfs", "--out"),
                Set.of("--no-realworld"), true, "[--corpus DIR] [--set DIR] [--pdfs DIR] [--no-realworld]"
                        + " [--out FILE|-] [SOURCE...], SOURCE one of " + TIKA + ", " + String.join(", ",
                        PeerSources.NAMES));
        Path corpus = Paths.get(arguments.value("--corpus", Corpus.DEFAULT_FOLDER));
        Path set = Paths.get(arguments.value("--set", RealWorldReport.DEFAULT_SET));
        String pdfsOption = arguments.value("--pdfs", null);
        Path pdfs = pdfsOption == null ? RealWorldReport.defaultFolder() : Paths.get(pdfsOption);
        boolean realWorld = !arguments.has("--no-realworld");
        String out = arguments.value("--out", DEFAULT_OUT);
        List<String> names = arguments.words();
        List<PeerSources.Peer> peers = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        findPeers(names, peers, missing);
        List<WordSource> sources = new ArrayList<>();
        if (names.isEmpty() || names.contains(TIKA)) {
            sources.add(new TikaWordSource());
        }
        for (PeerSources.Peer peer : peers) {
            sources.add(PeerSources.named(peer.name()));
        }
        String command = args.length == 0 ? COMMAND : COMMAND + " " + String.join(" ", args);
        StringBuilder markdown = new StringBuilder(header(command, peers, missing));
        markdown.append(PeerMarkdown.corpus(scoreCorpus(corpus, sources, command)));
        if (realWorld) {
            markdown.append(scoreRealWorld(set, pdfs, sources, command));
        } else {
            markdown.append("## Real-world set\n\nNot run (`--no-realworld`).\n\n");
        }
        markdown.append("The corpus is the one this project's thresholds were developed on, and the real-world set's"
                + " failures are diagnosed to mend the rules: figures on documents neither has seen will be lower.\n");
        System.out.print(markdown);
        if (!NO_OUTPUT.equals(out)) {
            write(Paths.get(out), markdown.toString());
        }
    }

    /**
     * The installed peers among {@code names} (every peer when it is empty) into {@code found}; when {@code names}
     * is empty, the others into {@code missing}, else an {@link IllegalStateException} for a peer asked for and
     * not installed.
     */
    private static void findPeers(List<String> names, List<PeerSources.Peer> found, List<String> missing) {
        for (String name : names.isEmpty() ? PeerSources.NAMES : names) {
            if (TIKA.equals(name)) {
                continue;
            }
            Optional<PeerSources.Peer> peer = PeerSources.find(name);
            if (peer.isPresent()) {
                found.add(peer.get());
                System.err.println("Peer found: " + name + " (" + peer.get().tool().replace("`", "") + ")");
            } else if (names.isEmpty()) {
                missing.add(name);
                System.err.println("Peer NOT found, left out: " + name + " (" + PeerSources.INSTALL_HINT + ")");
            } else {
                throw new IllegalStateException(name + " is not installed here (" + PeerSources.INSTALL_HINT + ")");
            }
        }
    }

    private static List<AccuracyEvaluation> scoreCorpus(Path corpus, List<WordSource> sources, String command)
            throws IOException {
        List<AccuracyEvaluation> evaluations = new ArrayList<>();
        for (WordSource source : sources) {
            System.err.println("Corpus: " + source.name() + "...");
            AccuracyEvaluation evaluation = AccuracyEvaluation.run(corpus, source);
            evaluations.add(evaluation);
            write(Paths.get("target", "accuracy-" + source.name() + ".md"),
                    AccuracyReport.document(evaluation, corpus, command, true));
        }
        return evaluations;
    }

    private static String scoreRealWorld(Path set, Path pdfs, List<WordSource> sources, String command)
            throws IOException {
        RealWorldManifest manifest = RealWorldManifest.read(set.resolve("manifest.tsv"));
        Diagnoses noDiagnoses = Diagnoses.parse(List.of(), "(none)");
        List<String> names = new ArrayList<>();
        List<RealWorldRun> runs = new ArrayList<>();
        for (WordSource source : sources) {
            System.err.println("Real-world set: " + source.name() + "...");
            RealWorldRun run = RealWorldReport.run(source, pdfs, set, manifest, null);
            if (run.scoredFiles().isEmpty()) {
                throw new IllegalStateException("No PDF of " + set + "/manifest.tsv is in " + pdfs
                        + ": run scripts/realworld-fetch.sh, or pass --no-realworld");
            }
            names.add(source.name());
            runs.add(run);
            write(Paths.get("target", "accuracy-realworld-" + source.name() + ".md"), RealWorldMarkdown.render(run,
                    manifest, noDiagnoses, "Source `" + source.name() + "`, by `" + command + "`.\n", false));
        }
        return PeerMarkdown.realWorld(names, runs, manifest);
    }

    /** What was run, by what, and which styles each peer cannot write at all. */
    static String header(String command, List<PeerSources.Peer> peers, List<String> missing) {
        StringBuilder out = new StringBuilder("# Accuracy: the plugin and its peers side by side\n\n");
        out.append("Generated ").append(ZonedDateTime.now(ZoneOffset.UTC)
                .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"))).append(" UTC at commit ")
                .append(AccuracyReport.gitCommit()).append(" by (optional, not run by CI):\n\n    ").append(command)
                .append("\n\n`tika` is this plugin. Peers as installed here:");
        List<String> silent = new ArrayList<>();
        for (PeerSources.Peer peer : peers) {
            out.append(peers.indexOf(peer) == 0 ? " " : ", ").append('`').append(peer.name()).append("` = ")
                    .append(peer.tool());
            StringBuilder cannot = new StringBuilder();
            for (Style style : Style.values()) {
                if (!peer.styles().contains(style)) {
                    cannot.append(cannot.length() == 0 ? "" : ", ").append(style.key());
                }
            }
            if (cannot.length() > 0) {
                silent.add("`" + peer.name() + "` (" + cannot + ")");
            }
        }
        out.append(peers.isEmpty() ? " none.\n" : ".\n");
        if (!missing.isEmpty()) {
            out.append("Not installed, left out: ").append(String.join(", ", missing)).append(" (")
                    .append(PeerSources.INSTALL_HINT).append(").\n");
        }
        if (!silent.isEmpty()) {
            out.append("\nStyles a peer's output cannot carry at all: ").append(String.join("; ", silent))
                    .append(". There the peer predicts nothing, so its precision is `-` and its recall and F1 are 0:"
                            + " the tool has no way to say the style, whatever the page shows. Its hard negatives for"
                            + " those styles are right by the same token.\n");
        }
        return out.append('\n').toString();
    }

    private static void write(Path target, String text) throws IOException {
        if (target.getParent() != null) {
            Files.createDirectories(target.getParent());
        }
        Files.write(target, text.getBytes(StandardCharsets.UTF_8));
        System.err.println("Wrote " + target);
    }
}
