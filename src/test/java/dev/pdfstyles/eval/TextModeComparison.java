package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.pdfstyles.testsupport.TextMode;

/**
 * The stock parser's text modes compared on the documents they change (issue 26): each mode's figures on the
 * tagged PDFs and on the PDFs with turned text, beside the default mode's on the same files. The section the
 * accuracy report ends with.
 */
final class TextModeComparison {

    /** The largest F1 gap to the default mode that issue 26 accepts, per style, on the same documents. */
    static final double MAX_F1_GAP = 0.01;

    private final Map<String, Map<TextMode, AccuracyEvaluation>> groups;

    private TextModeComparison(Map<String, Map<TextMode, AccuracyEvaluation>> groups) {
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
        Map<String, Map<TextMode, AccuracyEvaluation>> groups = new LinkedHashMap<>();
        groups.put("tagged PDFs", evaluate(corpus, tagged));
        groups.put("PDFs with turned text", evaluate(corpus, turned));
        return new TextModeComparison(groups);
    }

    private static Map<TextMode, AccuracyEvaluation> evaluate(Path corpus, List<Path> pdfs) throws IOException {
        Map<TextMode, AccuracyEvaluation> byMode = new EnumMap<>(TextMode.class);
        for (TextMode mode : TextMode.values()) {
            byMode.put(mode, AccuracyEvaluation.run(corpus, new TikaWordSource(mode), pdfs));
        }
        return byMode;
    }

    /** The largest drop of a style's F1 from the default mode in {@code mode}, over both groups (0 if none). */
    double largestF1Drop(TextMode mode) {
        double largest = 0;
        for (Map<TextMode, AccuracyEvaluation> byMode : groups.values()) {
            StyleScores reference = byMode.get(TextMode.DEFAULT).overall();
            StyleScores scores = byMode.get(mode).overall();
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
                + " aligned in each mode.\n\n");
        for (Map.Entry<String, Map<TextMode, AccuracyEvaluation>> group : groups.entrySet()) {
            Map<TextMode, AccuracyEvaluation> byMode = group.getValue();
            out.append("### ").append(group.getKey()).append(" (")
                    .append(byMode.get(TextMode.DEFAULT).files().size()).append(" files)\n\n");
            out.append("| mode | words | word recall | F1 b | F1 i | F1 u | F1 s |\n");
            out.append("|---|---:|---:|---:|---:|---:|---:|\n");
            for (Map.Entry<TextMode, AccuracyEvaluation> mode : byMode.entrySet()) {
                StyleScores scores = mode.getValue().overall();
                out.append("| ").append(mode.getKey().key()).append(" | ").append(scores.truthWords()).append(" | ")
                        .append(MarkdownReport.ratio(scores.wordRecall()));
                for (Style style : Style.values()) {
                    out.append(" | ").append(scores.hasNoEvidence(style) ? MarkdownReport.NO_EVIDENCE
                            : MarkdownReport.ratio(scores.f1(style)));
                }
                out.append(" |\n");
            }
            out.append('\n');
        }
        for (TextMode mode : TextMode.values()) {
            if (mode != TextMode.DEFAULT) {
                out.append(String.format(Locale.ROOT, "Largest drop of a style's F1 from the default mode in `%s`:"
                        + " %.3f (accepted: %.2f).%n", mode.key(), largestF1Drop(mode), MAX_F1_GAP));
            }
        }
        return out.append('\n').toString();
    }
}
