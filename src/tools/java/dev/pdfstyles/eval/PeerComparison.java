package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Scores the plugin ({@code tika}) and every installed peer over the corpus and prints one comparison table, then
 * each source's full report to {@code target/accuracy-NAME.md}. Started by {@code scripts/compare-peers.sh};
 * not run by CI. Arguments: {@code [--corpus DIR] [SOURCE...]} (default: tika and every installed peer).
 */
public final class PeerComparison {
    private static final String TIKA = "tika";

    private PeerComparison() {
    }

    public static void main(String[] args) throws IOException {
        Path corpus = Paths.get(Corpus.DEFAULT_FOLDER);
        List<String> sources = new ArrayList<>();
        for (int index = 0; index < args.length; index++) {
            if ("--corpus".equals(args[index]) && index + 1 < args.length) {
                corpus = Paths.get(args[++index]);
            } else {
                sources.add(args[index]);
            }
        }
        if (sources.isEmpty()) {
            sources.add(TIKA);
            for (String peer : PeerSources.NAMES) {
                if (PeerSources.isInstalled(peer)) {
                    sources.add(peer);
                } else {
                    System.err.println("Skipping " + peer + ": not installed");
                }
            }
        }
        List<AccuracyEvaluation> evaluations = new ArrayList<>();
        for (String source : sources) {
            AccuracyEvaluation evaluation = AccuracyEvaluation.run(corpus,
                    TIKA.equals(source) ? new TikaWordSource() : PeerSources.named(source));
            evaluations.add(evaluation);
            Path report = Paths.get("target", "accuracy-" + source + ".md");
            Files.createDirectories(report.getParent());
            Files.write(report, AccuracyReport.document(evaluation, corpus,
                    "scripts/compare-peers.sh " + String.join(" ", args), true).getBytes(StandardCharsets.UTF_8));
            System.err.println("Wrote " + report);
        }
        System.out.print(render(evaluations));
    }

    static String render(List<AccuracyEvaluation> evaluations) {
        StringBuilder out = new StringBuilder("## Plugin and peers, all files\n\n");
        out.append("| source | word recall | P b | R b | F1 b | P i | R i | F1 i | P u | R u | F1 u | P s | R s | F1 s |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (AccuracyEvaluation evaluation : evaluations) {
            StyleScores scores = evaluation.overall();
            out.append("| ").append(evaluation.sourceName()).append(" | ")
                    .append(MarkdownReport.ratio(scores.wordRecall()));
            for (Style style : Style.values()) {
                out.append(" | ").append(MarkdownReport.ratio(scores.precision(style)))
                        .append(" | ").append(MarkdownReport.ratio(scores.recall(style)))
                        .append(" | ").append(MarkdownReport.ratio(scores.f1(style)));
            }
            out.append(" |\n");
        }
        out.append("\n## F1 per generator (b / i / u / s)\n\n| generator");
        TreeSet<String> generators = new TreeSet<>();
        for (AccuracyEvaluation evaluation : evaluations) {
            out.append(" | ").append(evaluation.sourceName());
            generators.addAll(evaluation.byGenerator().keySet());
        }
        out.append(" |\n|---").append("|---".repeat(evaluations.size())).append("|\n");
        for (String generator : generators) {
            out.append("| ").append(generator);
            for (AccuracyEvaluation evaluation : evaluations) {
                Map<String, StyleScores> byGenerator = evaluation.byGenerator();
                StyleScores scores = byGenerator.get(generator);
                out.append(" | ");
                for (Style style : Style.values()) {
                    out.append(style.ordinal() == 0 ? "" : " / ")
                            .append(scores == null || scores.hasNoEvidence(style) ? MarkdownReport.NO_EVIDENCE
                                    : MarkdownReport.ratio(scores.f1(style)));
                }
            }
            out.append(" |\n");
        }
        return out.append('\n').toString();
    }
}
