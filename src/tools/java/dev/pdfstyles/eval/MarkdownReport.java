package dev.pdfstyles.eval;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders an {@link AccuracyEvaluation} as Markdown tables: overall, per generator, per variant, per file. */
public final class MarkdownReport {
    /** Shown for a ratio with a zero denominator (no truth positives and no predictions, or no words). */
    static final String NO_EVIDENCE = "-";

    private MarkdownReport() {
    }

    public static String render(AccuracyEvaluation evaluation) {
        return render(evaluation, false);
    }

    /** With {@code details}, a last section lists per file the first words whose styles differ from the truth. */
    public static String render(AccuracyEvaluation evaluation, boolean details) {
        StringBuilder out = new StringBuilder();
        List<AccuracyEvaluation.FileResult> files = evaluation.files();
        out.append("Source: `").append(evaluation.sourceName()).append("`; ").append(files.size())
                .append(" labelled PDF(s)");
        if (!evaluation.producers().isEmpty()) {
            out.append("; parsed by: ");
            boolean first = true;
            for (String producer : evaluation.producers()) {
                out.append(first ? "" : ", ").append('`').append(producer).append('`');
                first = false;
            }
        }
        out.append(".\n\n");
        if (files.isEmpty()) {
            out.append("No labelled PDFs (`NAME.pdf` with `NAME.truth.json` beside it) were found.\n");
            return out.toString();
        }
        appendOverall(out, evaluation.overall());
        appendGroups(out, "Per generator", "generator", evaluation.byGenerator());
        appendGroups(out, "Per variant", "variant", evaluation.byVariant());
        appendFiles(out, files);
        if (details) {
            appendDisagreements(out, files);
        }
        return out.toString();
    }

    private static void appendOverall(StringBuilder out, StyleScores scores) {
        out.append("## Per style, all files\n\n");
        out.append("| style | precision | recall | F1 | TP | FP | FN |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|\n");
        for (Style style : Style.values()) {
            out.append("| ").append(style.key())
                    .append(" | ").append(ratio(scores.precision(style)))
                    .append(" | ").append(ratio(scores.recall(style)))
                    .append(" | ").append(ratio(scores.f1(style)))
                    .append(" | ").append(scores.truePositives(style))
                    .append(" | ").append(scores.falsePositives(style))
                    .append(" | ").append(scores.falseNegatives(style)).append(" |\n");
        }
        out.append("\nWord recall: ").append(ratio(scores.wordRecall())).append(" (")
                .append(scores.alignedWords()).append(" of ").append(scores.truthWords())
                .append(" truth words aligned; ").append(scores.outputWords()).append(" output words");
        if (scores.truthWordsSkippedByLimit() > 0) {
            out.append("; ").append(scores.truthWordsSkippedByLimit())
                    .append(" left unaligned by the alignment size limit, so this is a lower bound");
        }
        out.append(").\n\n");
    }

    private static void appendGroups(StringBuilder out, String title, String column, Map<String, StyleScores> groups) {
        out.append("## ").append(title).append("\n\n");
        out.append("| ").append(column).append(" | words | word recall | F1 b | F1 i | F1 u | F1 s |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|\n");
        for (Map.Entry<String, StyleScores> group : groups.entrySet()) {
            out.append("| ").append(cell(group.getKey()));
            appendWordsAndF1(out, group.getValue());
        }
        out.append('\n');
    }

    private static void appendFiles(StringBuilder out, List<AccuracyEvaluation.FileResult> files) {
        out.append("## Per file\n\n");
        out.append("| file | generator | variant | words | word recall | F1 b | F1 i | F1 u | F1 s |\n");
        out.append("|---|---|---|---:|---:|---:|---:|---:|---:|\n");
        StringBuilder errors = new StringBuilder();
        for (AccuracyEvaluation.FileResult file : files) {
            out.append("| ").append(cell(file.name())).append(" | ").append(cell(file.generator()))
                    .append(" | ").append(cell(file.variant()));
            appendWordsAndF1(out, file.scores());
            if (file.error() != null) {
                errors.append("- `").append(file.name()).append("`: ").append(cell(file.error())).append('\n');
            }
        }
        if (errors.length() > 0) {
            out.append("\nFiles that failed (scored as no output):\n\n").append(errors);
        }
        out.append('\n');
    }

    private static void appendDisagreements(StringBuilder out, List<AccuracyEvaluation.FileResult> files) {
        out.append("## Style disagreements (first ").append(AccuracyEvaluation.MAX_DISAGREEMENTS_LISTED)
                .append(" per file)\n\n");
        for (AccuracyEvaluation.FileResult file : files) {
            if (!file.disagreements().isEmpty()) {
                out.append("- `").append(file.name()).append("`: ")
                        .append(cell(String.join("; ", file.disagreements()))).append('\n');
            }
        }
        out.append('\n');
    }

    private static void appendWordsAndF1(StringBuilder out, StyleScores scores) {
        out.append(" | ").append(scores.truthWords()).append(" | ").append(ratio(scores.wordRecall()));
        for (Style style : Style.values()) {
            out.append(" | ").append(scores.hasNoEvidence(style) ? NO_EVIDENCE : ratio(scores.f1(style)));
        }
        out.append(" |\n");
    }

    static String ratio(double value) {
        return Double.isNaN(value) ? NO_EVIDENCE : String.format(Locale.ROOT, "%.3f", value);
    }

    private static String cell(String text) {
        return text == null ? "" : text.replace("|", "\\|").replace('\n', ' ');
    }
}
