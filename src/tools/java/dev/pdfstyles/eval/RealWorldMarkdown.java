package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** Renders a {@link RealWorldRun} as Markdown: the set, per style, hard negatives, per producer, per file, failures. */
final class RealWorldMarkdown {
    private static final String NO_EVIDENCE = MarkdownReport.NO_EVIDENCE;

    private RealWorldMarkdown() {
    }

    static String render(RealWorldRun run, RealWorldManifest manifest, Diagnoses diagnoses, String header,
            boolean all) {
        StringBuilder out = new StringBuilder("# Accuracy on real-world PDFs\n\n").append(header).append('\n');
        out.append("Truth, manifest and scoring: [test-documents/realworld/README.md]"
                + "(../test-documents/realworld/README.md) (issue #23). Phrase words are scored per style; a hard "
                + "negative is right when none of its words gets the style it must not get.\n\n");
        Map<String, RealWorldManifest.Entry> byId = new LinkedHashMap<>();
        manifest.entries().forEach(entry -> byId.put(entry.id(), entry));
        appendSet(out, run, byId);
        PhraseScores overall = PhraseScores.of(run.outcomes());
        appendStyles(out, overall);
        appendNegatives(out, overall);
        appendGroups(out, "Per producer", "producer", group(run.outcomes(), true), byId, true);
        appendGroups(out, "Per file", "file", group(run.outcomes(), false), byId, false);
        appendWrong(out, run.outcomes(), diagnoses, all);
        return out.toString();
    }

    private static void appendSet(StringBuilder out, RealWorldRun run, Map<String, RealWorldManifest.Entry> byId) {
        Set<String> families = new TreeSet<>();
        Set<String> producers = new TreeSet<>();
        for (String id : run.scoredFiles()) {
            families.add(byId.get(id).family());
            producers.add(byId.get(id).producerOrCreator());
        }
        PhraseScores overall = PhraseScores.of(run.outcomes());
        out.append("## The set\n\n");
        out.append("- PDFs in the manifest: ").append(byId.size()).append("; scored: ").append(run.scoredFiles().size())
                .append(" (").append(families.size()).append(" producing programs, ").append(producers.size())
                .append(" distinct /Producer strings)\n");
        out.append("- labelled phrases: ").append(overall.phrases()).append(" (found: ").append(overall.phrasesFound())
                .append("; scored words: ").append(overall.phraseWords()).append(")\n");
        out.append("- hard negatives: ").append(overall.negatives()).append(" (found: ")
                .append(overall.negativesFound()).append(")\n");
        if (!run.parsedByChains().isEmpty()) {
            out.append("- parsed by: `").append(String.join("`, `", run.parsedByChains())).append("`\n");
        }
        if (!run.absentFiles().isEmpty()) {
            out.append("- absent (run `scripts/realworld-fetch.sh`): ").append(String.join(", ", run.absentFiles()))
                    .append('\n');
        }
        if (!run.mismatchedFiles().isEmpty()) {
            out.append("- present but with another SHA-256 (not scored): ")
                    .append(String.join(", ", run.mismatchedFiles())).append('\n');
        }
        run.failedFiles().forEach((id, error) -> out.append("- parse failed: ").append(id).append(": ")
                .append(cell(error)).append('\n'));
        out.append('\n');
    }

    private static void appendStyles(StringBuilder out, PhraseScores scores) {
        out.append("## Per style, phrase words\n\n");
        out.append("| style | precision | recall | F1 | TP | FP | FN |\n|---|---:|---:|---:|---:|---:|---:|\n");
        for (Style style : Style.values()) {
            out.append("| ").append(style.key()).append(" | ").append(ratio(scores.precision(style)))
                    .append(" | ").append(ratio(scores.recall(style))).append(" | ").append(ratio(scores.f1(style)))
                    .append(" | ").append(scores.truePositives(style)).append(" | ").append(scores.falsePositives(style))
                    .append(" | ").append(scores.falseNegatives(style)).append(" |\n");
        }
        out.append('\n');
    }

    private static void appendNegatives(StringBuilder out, PhraseScores scores) {
        out.append("## Hard negatives\n\n");
        out.append("Accuracy: ").append(ratio(scores.negativeAccuracy())).append(" (").append(scores.negativesRight())
                .append(" of ").append(scores.negativesFound()).append(" found).\n\n");
        out.append("| beside | found | right | accuracy |\n|---|---:|---:|---:|\n");
        for (Map.Entry<String, int[]> kind : scores.negativesByKind().entrySet()) {
            int[] c = kind.getValue();
            out.append("| ").append(kind.getKey()).append(" | ").append(c[0]).append(" | ").append(c[1])
                    .append(" | ").append(ratio(PhraseScores.ratio(c[1], c[0]))).append(" |\n");
        }
        out.append("\n| must not get | found | right | accuracy |\n|---|---:|---:|---:|\n");
        for (Style style : Style.values()) {
            int[] c = scores.negativesForbidding(style);
            if (c[0] > 0) {
                out.append("| ").append(style.key()).append(" | ").append(c[0]).append(" | ").append(c[1])
                        .append(" | ").append(ratio(PhraseScores.ratio(c[1], c[0]))).append(" |\n");
            }
        }
        out.append('\n');
    }

    private static Map<String, List<PhraseOutcome>> group(List<PhraseOutcome> outcomes, boolean byFamily) {
        Map<String, List<PhraseOutcome>> groups = byFamily ? new TreeMap<>(String.CASE_INSENSITIVE_ORDER)
                : new LinkedHashMap<>();
        for (PhraseOutcome outcome : outcomes) {
            groups.computeIfAbsent(byFamily ? outcome.family() : outcome.file(), key -> new ArrayList<>()).add(outcome);
        }
        return groups;
    }

    private static void appendGroups(StringBuilder out, String title, String column,
            Map<String, List<PhraseOutcome>> groups, Map<String, RealWorldManifest.Entry> byId, boolean byFamily) {
        out.append("## ").append(title).append("\n\n| ").append(column).append(byFamily ? " | PDFs" : " | producer")
                .append(" | phrases found | words | F1 b | F1 i | F1 u | F1 s | hard negatives right |\n");
        out.append(byFamily ? "|---|---:|" : "|---|---|").append("---:|---:|---:|---:|---:|---:|---:|\n");
        for (Map.Entry<String, List<PhraseOutcome>> group : groups.entrySet()) {
            PhraseScores scores = PhraseScores.of(group.getValue());
            out.append("| ").append(cell(group.getKey())).append(" | ");
            if (byFamily) {
                out.append(group.getValue().stream().map(PhraseOutcome::file).distinct().count());
            } else {
                out.append(cell(byId.get(group.getKey()).producerOrCreator()));
            }
            out.append(" | ").append(scores.phrasesFound()).append('/').append(scores.phrases())
                    .append(" | ").append(scores.phraseWords());
            for (Style style : Style.values()) {
                out.append(" | ").append(scores.hasNoEvidence(style) ? NO_EVIDENCE : ratio(scores.f1(style)));
            }
            out.append(" | ").append(scores.negativesRight()).append('/').append(scores.negativesFound()).append(" |\n");
        }
        out.append('\n');
    }

    private static void appendWrong(StringBuilder out, List<PhraseOutcome> outcomes, Diagnoses diagnoses,
            boolean all) {
        out.append(all ? "## Every phrase\n\n" : "## Wrong phrases\n\n");
        out.append("Truth and output as `word/style` tokens; for a hard negative, truth lists the styles it must "
                + "not get. The last column says what the page shows there.\n\n");
        out.append("| file | page | phrase | truth | output | what the page shows |\n|---|---:|---|---|---|---|\n");
        int wrong = 0;
        List<PhraseOutcome> missing = new ArrayList<>();
        for (PhraseOutcome outcome : outcomes) {
            if (!outcome.isFound()) {
                missing.add(outcome);
                continue;
            }
            if (!all && !outcome.isWrong()) {
                continue;
            }
            wrong += outcome.isWrong() ? 1 : 0;
            PhraseTruth.Phrase phrase = outcome.phrase();
            String note = diagnoses.noteFor(outcome.file(), phrase.page(), phrase.text());
            out.append("| ").append(cell(outcome.file())).append(" | ").append(phrase.page()).append(" | ")
                    .append(cell(phrase.text())).append(" | ").append(truthLabel(outcome)).append(" | ")
                    .append(cell(outcome.describeOutput())).append(outcome.isWrong() ? " **wrong**" : "")
                    .append(all ? " (" + phrase.occurrence() + " of " + outcome.match().occurrences() + ": `"
                            + cell(outcome.match().context()) + "`)" : "")
                    .append(" | ").append(cell(note == null ? "" : note)).append(" |\n");
        }
        out.append("\n").append(wrong).append(" wrong.\n\n");
        appendFailureKinds(out, outcomes, diagnoses);
        if (!missing.isEmpty()) {
            out.append("## Phrases not found on their page\n\n");
            for (PhraseOutcome outcome : missing) {
                out.append("- `").append(outcome.file()).append("` p.").append(outcome.phrase().page()).append(": ")
                        .append(cell(outcome.phrase().text())).append('\n');
            }
            out.append('\n');
        }
    }

    private static void appendFailureKinds(StringBuilder out, List<PhraseOutcome> outcomes, Diagnoses diagnoses) {
        Map<String, int[]> kinds = new TreeMap<>();
        for (PhraseOutcome outcome : outcomes) {
            if (!outcome.isWrong()) {
                continue;
            }
            PhraseTruth.Phrase phrase = outcome.phrase();
            String kind = diagnoses.kindFor(outcome.file(), phrase.page(), phrase.text());
            int[] counts = kinds.computeIfAbsent(kind == null ? "(not diagnosed yet)" : kind, key -> new int[3]);
            counts[0]++;
            counts[outcome.isNegative() ? 2 : 1]++;
        }
        if (kinds.isEmpty()) {
            return;
        }
        out.append("## Failure kinds\n\n| kind | wrong | phrases | hard negatives |\n|---|---:|---:|---:|\n");
        kinds.entrySet().stream().sorted((a, b) -> Integer.compare(b.getValue()[0], a.getValue()[0]))
                .forEach(kind -> out.append("| ").append(cell(kind.getKey())).append(" | ").append(kind.getValue()[0])
                        .append(" | ").append(kind.getValue()[1]).append(" | ").append(kind.getValue()[2]).append(" |\n"));
        out.append('\n');
    }

    private static String truthLabel(PhraseOutcome outcome) {
        StringBuilder label = new StringBuilder();
        if (outcome.isNegative()) {
            label.append("not ");
        }
        for (Style style : outcome.phrase().styles()) {
            label.append(style.key());
        }
        if (!outcome.isNegative() && outcome.phrase().styles().isEmpty()) {
            label.append("plain");
        }
        if (outcome.isNegative()) {
            label.append(" (").append(outcome.phrase().kind()).append(')');
        }
        return label.toString();
    }

    private static String ratio(double value) {
        return MarkdownReport.ratio(value);
    }

    private static String cell(String text) {
        return text == null ? "" : text.replace("|", "\\|").replace('\n', ' ');
    }
}
