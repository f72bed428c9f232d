package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

import dev.pdfstyles.testsupport.TextMode;

/**
 * The stock parser's text modes compared on the documents they change (issue 26): each mode's figures on the
 * tagged PDFs and on the PDFs with turned text, beside the default mode's on the same files. The section the
 * accuracy report ends with.
 *
 * <p>F1 compares the styles of the words a mode writes. Where a mode writes almost none of a document's text
 * (Tika's marked-content writer writes the text of top-level marked-content sequences only, and WeasyPrint's
 * PDF/UA files nest every sequence in an outer one: only their bookmarks are written), there is nothing to compare: such a file is left out of every mode's row of
 * its group, and listed.
 */
final class TextModeComparison {

    /** The largest F1 drop from the default mode that issue 26 accepts, per style, on the same documents. */
    static final double MAX_F1_DROP = 0.01;

    /**
     * Below this word recall in some mode, a file is not compared: the words aligned there are a few stray ones
     * (bookmark entries aligned with headings), not the document's text. The corpus' turned documents read
     * 0.50-0.68 in the default mode (their text at 30 degrees comes out in pieces); the files a mode does not
     * write read under 0.05 (measured 2026-12-01 with the report below).
     */
    static final double MIN_WORD_RECALL_COMPARED = 0.25;

    /** Per group: the scores per mode over the files compared, and the files left out with their word recalls. */
    private final Map<String, Group> groups;

    private static final class Group {
        final Map<TextMode, StyleScores> scores = new EnumMap<>(TextMode.class);
        final Map<String, Map<TextMode, Double>> leftOut = new LinkedHashMap<>();
        int files;
    }

    private TextModeComparison(Map<String, Group> groups) {
        this.groups = groups;
    }

    static TextModeComparison run(Path corpus) throws IOException {
        List<Path> tagged = new ArrayList<>();
        List<Path> turned = new ArrayList<>();
        for (Path pdf : Corpus.labelledPdfs(corpus)) {
            if (TextModeDocuments.isTagged(pdf)) {
                tagged.add(pdf);
            }
            if (TextModeDocuments.hasTurnedText(pdf)) {
                turned.add(pdf);
            }
        }
        Map<String, Group> groups = new LinkedHashMap<>();
        groups.put("tagged PDFs", compare(corpus, tagged));
        groups.put("PDFs with turned text", compare(corpus, turned));
        return new TextModeComparison(groups);
    }

    private static Group compare(Path corpus, List<Path> pdfs) throws IOException {
        Map<TextMode, AccuracyEvaluation> byMode = new EnumMap<>(TextMode.class);
        for (TextMode mode : TextMode.values()) {
            byMode.put(mode, AccuracyEvaluation.run(corpus, new TikaWordSource(mode), pdfs));
        }
        Group group = new Group();
        for (int i = 0; i < pdfs.size(); i++) {
            Map<TextMode, Double> recalls = new EnumMap<>(TextMode.class);
            boolean written = true;
            for (Map.Entry<TextMode, AccuracyEvaluation> mode : byMode.entrySet()) {
                double recall = mode.getValue().files().get(i).scores().wordRecall();
                recalls.put(mode.getKey(), recall);
                written &= recall >= MIN_WORD_RECALL_COMPARED;
            }
            if (!written) {
                group.leftOut.put(byMode.get(TextMode.DEFAULT).files().get(i).name(), recalls);
                continue;
            }
            group.files++;
            for (Map.Entry<TextMode, AccuracyEvaluation> mode : byMode.entrySet()) {
                group.scores.merge(mode.getKey(), mode.getValue().files().get(i).scores(), StyleScores::plus);
            }
        }
        return group;
    }

    /** The largest drop of a style's F1 from the default mode in {@code mode}, over both groups (0 if none). */
    double largestF1Drop(TextMode mode) {
        double largest = 0;
        for (Group group : groups.values()) {
            StyleScores reference = group.scores.getOrDefault(TextMode.DEFAULT, StyleScores.empty());
            StyleScores scores = group.scores.getOrDefault(mode, StyleScores.empty());
            for (Style style : Style.values()) {
                if (!reference.hasNoEvidence(style)) {
                    double drop = reference.f1(style) - (scores.hasNoEvidence(style) ? 0 : scores.f1(style));
                    largest = Math.max(largest, Double.isNaN(drop) ? 1 : drop);
                }
            }
        }
        return largest;
    }

    String render() {
        StringBuilder out = new StringBuilder();
        out.append("## Text modes: tagged and turned documents (issue 26)\n\n");
        out.append("The same labelled PDFs read in each of the stock parser's text modes: `default`,"
                + " `marked-content` (`extractMarkedContent=true`: Tika writes a tagged PDF's text in the order and"
                + " elements of its structure tree) and `angles` (`detectAngles=true`: Tika reads a page once per"
                + " angle of its text). Tagged: the structure tree has kids; turned: a rotated page or a glyph not"
                + " upright. Word recall differs by mode because the text and its order do; F1 is over the words"
                + " aligned in each mode. A file of which some mode writes almost no text (word recall under "
                + MIN_WORD_RECALL_COMPARED + ") is left out of every row of its group and listed below it.\n\n");
        for (Map.Entry<String, Group> entry : groups.entrySet()) {
            Group group = entry.getValue();
            out.append("### ").append(entry.getKey()).append(" (").append(group.files).append(" files)\n\n");
            out.append("| mode | words | word recall | F1 b | F1 i | F1 u | F1 s |\n");
            out.append("|---|---:|---:|---:|---:|---:|---:|\n");
            for (TextMode mode : TextMode.values()) {
                StyleScores scores = group.scores.getOrDefault(mode, StyleScores.empty());
                out.append("| ").append(mode.key()).append(" | ").append(scores.truthWords()).append(" | ")
                        .append(MarkdownReport.ratio(scores.wordRecall()));
                for (Style style : Style.values()) {
                    out.append(" | ").append(scores.hasNoEvidence(style) ? MarkdownReport.NO_EVIDENCE
                            : MarkdownReport.ratio(scores.f1(style)));
                }
                out.append(" |\n");
            }
            out.append('\n');
            if (!group.leftOut.isEmpty()) {
                out.append("Left out (word recall per mode):");
                for (String name : new TreeSet<>(group.leftOut.keySet())) {
                    out.append(" `").append(name).append("`");
                    for (Map.Entry<TextMode, Double> recall : group.leftOut.get(name).entrySet()) {
                        out.append(String.format(Locale.ROOT, " %s %.2f", recall.getKey().key(), recall.getValue()));
                    }
                    out.append(';');
                }
                out.setLength(out.length() - 1);
                out.append(".\n\n");
            }
        }
        for (TextMode mode : TextMode.values()) {
            if (mode != TextMode.DEFAULT) {
                out.append(String.format(Locale.ROOT, "Largest drop of a style's F1 from the default mode in `%s`:"
                        + " %.3f (accepted: %.2f).%n", mode.key(), largestF1Drop(mode), MAX_F1_DROP));
            }
        }
        return out.append('\n').toString();
    }
}
