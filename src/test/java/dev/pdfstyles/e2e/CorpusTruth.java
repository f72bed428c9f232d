package dev.pdfstyles.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import dev.pdfstyles.eval.Style;
import dev.pdfstyles.eval.StyledWord;
import dev.pdfstyles.eval.TruthFile;
import dev.pdfstyles.eval.WordAligner;
import dev.pdfstyles.eval.XhtmlStyledWords;

/**
 * Compares XHTML that a real Tika program wrote for a labelled corpus PDF with the PDF's truth file
 * (docs/truth-format.md): word by word, the styles a reader sees must be the elements the output puts
 * around that word. The tests that use it pick PDFs the plugin reads without a mistake, so any difference
 * means the program did not run the plugin, or ran it differently.
 */
final class CorpusTruth {

    /** How many differing words an assertion message lists. */
    private static final int MAX_LISTED = 12;

    private CorpusTruth() {
    }

    /** A corpus PDF by its path under test-documents/, e.g. {@code libreoffice/decorations.pdf}. */
    static Path pdf(String corpusPath) {
        return E2eEnvironment.projectDir().resolve("test-documents").resolve(corpusPath);
    }

    /** Copies corpus PDFs into {@code dir}, each at its path under test-documents/. */
    static void copy(List<String> corpusPaths, Path dir) throws IOException {
        for (String corpusPath : corpusPaths) {
            Path target = dir.resolve(corpusPath);
            Files.createDirectories(target.getParent());
            Files.copy(pdf(corpusPath), target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** How many truth words of {@code corpusPath} carry {@code style}. */
    static long truthWordsWith(String corpusPath, Style style) throws IOException {
        return truth(corpusPath).stream().filter(word -> word.hasStyle(style)).count();
    }

    /**
     * Null when every truth word of {@code corpusPath} is in {@code xhtml} with exactly its styles; else the
     * differences: words missing from the output, and words whose elements differ from the truth.
     */
    static String differences(String corpusPath, String xhtml) throws IOException {
        List<StyledWord> truth = truth(corpusPath);
        List<StyledWord> output = XhtmlStyledWords.fromXhtml(xhtml);
        WordAligner.Alignment alignment = new WordAligner().alignWords(truth, output);
        List<String> differing = new ArrayList<>();
        int missing = 0;
        for (int index = 0; index < truth.size(); index++) {
            int outputIndex = alignment.outputIndexOf(index);
            if (outputIndex == WordAligner.Alignment.UNALIGNED) {
                missing++;
            } else if (!truth.get(index).styles().equals(output.get(outputIndex).styles())) {
                differing.add("'" + truth.get(index).text() + "' truth " + keys(truth.get(index))
                        + " output " + keys(output.get(outputIndex)));
            }
        }
        if (missing == 0 && differing.isEmpty()) {
            return null;
        }
        return corpusPath + ": " + missing + " of " + truth.size() + " truth words missing, " + differing.size()
                + " styled differently " + differing.subList(0, Math.min(MAX_LISTED, differing.size()));
    }

    private static List<StyledWord> truth(String corpusPath) throws IOException {
        return TruthFile.read(TruthFile.besidePdf(pdf(corpusPath))).words();
    }

    private static String keys(StyledWord word) {
        StringBuilder keys = new StringBuilder("[");
        for (Style style : Style.values()) {
            if (word.hasStyle(style)) {
                keys.append(style.key());
            }
        }
        return keys.append(']').toString();
    }
}
