package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Renders the plugin and its peers side by side ({@code docs/accuracy-peers.md}): on the corpus, per style and per
 * generator with the corpus's word scorer ({@link StyleScores}); on the real-world set, per style and per producer
 * with its phrase scorer ({@link PhraseScores}). Both scorers count per style the same way ({@link PerStyleCounts}),
 * so one table layout serves both.
 */
final class PeerMarkdown {
    private static final String NO_EVIDENCE = MarkdownReport.NO_EVIDENCE;

    private PeerMarkdown() {
    }

    /** The corpus section: every source's overall scores, then F1 per generator. */
    static String corpus(List<AccuracyEvaluation> evaluations) {
        StringBuilder out = new StringBuilder("## Plugin and peers, all files\n\n");
        if (!evaluations.isEmpty()) {
            StyleScores any = evaluations.get(0).overall();
            out.append(String.format(Locale.ROOT, "Over `test-documents/`: %d labelled PDFs, %,d truth words; scorer "
                    + "of [accuracy.md](accuracy.md).%n%n", evaluations.get(0).files().size(), any.truthWords()));
        }
        out.append("| source | word recall").append(styleColumns()).append(" |\n|---|---:")
                .append("|---:".repeat(3 * Style.values().length)).append("|\n");
        List<String> names = new ArrayList<>();
        List<Map<String, ? extends PerStyleCounts>> groups = new ArrayList<>();
        for (AccuracyEvaluation evaluation : evaluations) {
            StyleScores scores = evaluation.overall();
            out.append("| ").append(evaluation.sourceName()).append(" | ").append(ratio(scores.wordRecall()));
            appendPrecisionRecallF1(out, scores);
            out.append(" |\n");
            names.add(evaluation.sourceName());
            groups.add(evaluation.byGenerator());
        }
        out.append("\n## F1 per generator (b / i / u / s)\n\n");
        appendF1Grid(out, "generator", names, groups);
        return out.toString();
    }

    /** The real-world section: every source's phrase scores and hard negatives, then F1 per producer. */
    static String realWorld(List<String> names, List<RealWorldRun> runs, RealWorldManifest manifest) {
        StringBuilder out = new StringBuilder("## Real-world set: plugin and peers, phrase words\n\n");
        if (!runs.isEmpty()) {
            appendSet(out, runs.get(0), manifest);
        }
        out.append("| source | phrases found").append(styleColumns())
                .append(" | hard negatives right | accuracy |\n|---|---:")
                .append("|---:".repeat(3 * Style.values().length)).append("|---:|---:|\n");
        List<Map<String, ? extends PerStyleCounts>> groups = new ArrayList<>();
        for (int index = 0; index < runs.size(); index++) {
            PhraseScores scores = PhraseScores.of(runs.get(index).outcomes());
            out.append("| ").append(names.get(index)).append(" | ").append(scores.phrasesFound()).append('/')
                    .append(scores.phrases());
            appendPrecisionRecallF1(out, scores);
            out.append(" | ").append(scores.negativesRight()).append('/').append(scores.negativesFound()).append(" | ")
                    .append(ratio(scores.negativeAccuracy())).append(" |\n");
            Map<String, PhraseScores> byProducer = new LinkedHashMap<>();
            RealWorldMarkdown.group(runs.get(index).outcomes(), true)
                    .forEach((family, outcomes) -> byProducer.put(family, PhraseScores.of(outcomes)));
            groups.add(byProducer);
        }
        out.append("\n## Real-world set: F1 per producer (b / i / u / s)\n\n");
        appendF1Grid(out, "producer", names, groups);
        return out.toString();
    }

    private static void appendSet(StringBuilder out, RealWorldRun run, RealWorldManifest manifest) {
        PhraseScores scores = PhraseScores.of(run.outcomes());
        Set<String> families = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        run.outcomes().forEach(outcome -> families.add(outcome.family()));
        out.append("Over `test-documents/realworld/`: ").append(run.scoredFiles().size()).append(" of ")
                .append(manifest.entries().size()).append(" PDFs scored (").append(families.size())
                .append(" producing programs), ").append(scores.phrases()).append(" labelled phrases, ")
                .append(scores.negatives()).append(" hard negatives; scorer of [accuracy-realworld.md]"
                        + "(accuracy-realworld.md): per style over the words of the phrases found on their page, and a"
                        + " hard negative is right when none of its words gets a style it must not get.");
        if (!run.absentFiles().isEmpty() || !run.mismatchedFiles().isEmpty()) {
            List<String> missing = new ArrayList<>(run.absentFiles());
            missing.addAll(run.mismatchedFiles());
            out.append(" Absent or altered, not scored (`scripts/realworld-fetch.sh`): ")
                    .append(String.join(", ", missing)).append('.');
        }
        out.append("\n\n");
    }

    /** Per source, one cell per group with the four F1 as {@code b / i / u / s}; {@code -} where there is no evidence. */
    private static void appendF1Grid(StringBuilder out, String column, List<String> names,
            List<Map<String, ? extends PerStyleCounts>> groups) {
        out.append("| ").append(column);
        Set<String> keys = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (int index = 0; index < names.size(); index++) {
            out.append(" | ").append(names.get(index));
            keys.addAll(groups.get(index).keySet());
        }
        out.append(" |\n|---").append("|---".repeat(names.size())).append("|\n");
        for (String key : keys) {
            out.append("| ").append(MarkdownReport.cell(key));
            for (Map<String, ? extends PerStyleCounts> group : groups) {
                PerStyleCounts scores = group.get(key);
                out.append(" | ");
                for (Style style : Style.values()) {
                    out.append(style.ordinal() == 0 ? "" : " / ").append(scores == null || scores.hasNoEvidence(style)
                            ? NO_EVIDENCE : ratio(scores.f1(style)));
                }
            }
            out.append(" |\n");
        }
        out.append('\n');
    }

    private static String styleColumns() {
        StringBuilder columns = new StringBuilder();
        for (Style style : Style.values()) {
            columns.append(" | P ").append(style.key()).append(" | R ").append(style.key()).append(" | F1 ")
                    .append(style.key());
        }
        return columns.toString();
    }

    private static void appendPrecisionRecallF1(StringBuilder out, PerStyleCounts scores) {
        for (Style style : Style.values()) {
            out.append(" | ").append(ratio(scores.precision(style))).append(" | ").append(ratio(scores.recall(style)))
                    .append(" | ").append(ratio(scores.f1(style)));
        }
    }

    private static String ratio(double value) {
        return MarkdownReport.ratio(value);
    }
}
