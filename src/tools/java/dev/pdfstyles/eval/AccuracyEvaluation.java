package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/** Scores one {@link WordSource} over a corpus; the figures behind both the report and the floors test. */
public final class AccuracyEvaluation {
    /** Per file, for {@code --details}: enough to see a pattern, few enough to keep the report readable. */
    static final int MAX_DISAGREEMENTS_LISTED = 12;

    private final String sourceName;
    private final List<FileResult> files;

    private AccuracyEvaluation(String sourceName, List<FileResult> files) {
        this.sourceName = sourceName;
        this.files = Collections.unmodifiableList(new ArrayList<>(files));
    }

    /** Reads every labelled PDF under {@code corpusRoot} with {@code source} and scores it. */
    public static AccuracyEvaluation run(Path corpusRoot, WordSource source) throws IOException {
        return run(corpusRoot, source, Corpus.labelledPdfs(corpusRoot));
    }

    /** Reads the labelled PDFs {@code pdfs} (under {@code corpusRoot}) with {@code source} and scores them. */
    public static AccuracyEvaluation run(Path corpusRoot, WordSource source, List<Path> pdfs) throws IOException {
        WordAligner aligner = new WordAligner();
        List<FileResult> results = new ArrayList<>();
        for (Path pdf : pdfs) {
            TruthFile truth = TruthFile.read(TruthFile.besidePdf(pdf));
            String name = corpusRoot.relativize(pdf).toString().replace('\\', '/');
            results.add(scoreOne(name, truth, pdf, source, aligner));
        }
        return new AccuracyEvaluation(source.name(), results);
    }

    /** For tests: an evaluation of already scored files. */
    static AccuracyEvaluation of(String sourceName, List<FileResult> files) {
        return new AccuracyEvaluation(sourceName, files);
    }

    private static FileResult scoreOne(String name, TruthFile truth, Path pdf, WordSource source,
            WordAligner aligner) {
        WordSource.Extraction extraction;
        try {
            extraction = source.extract(pdf);
        } catch (Exception e) {
            // A failing file scores as "nothing found" and is listed, so one bad PDF cannot hide the others.
            return new FileResult(name, truth.generator(), truth.variant(), StyleScores.nothingFound(truth.words()),
                    "", e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        WordAligner.Alignment alignment = aligner.alignWords(truth.words(), extraction.words());
        return new FileResult(name, truth.generator(), truth.variant(),
                StyleScores.score(truth.words(), extraction.words(), alignment), extraction.producer(), null,
                disagreements(truth.words(), extraction.words(), alignment));
    }

    /**
     * The first {@link #MAX_DISAGREEMENTS_LISTED} aligned words whose styles differ, as
     * {@code word (truth b i, output b)}, in reading order: what to look at when a figure moves.
     */
    static List<String> disagreements(List<StyledWord> truth, List<StyledWord> output,
            WordAligner.Alignment alignment) {
        List<String> found = new ArrayList<>();
        for (int t = 0; t < truth.size() && found.size() < MAX_DISAGREEMENTS_LISTED; t++) {
            int o = alignment.outputIndexOf(t);
            if (o != WordAligner.Alignment.UNALIGNED && !truth.get(t).styles().equals(output.get(o).styles())) {
                found.add(truth.get(t).text() + " (truth " + keys(truth.get(t)) + ", output " + keys(output.get(o))
                        + ")");
            }
        }
        return found;
    }

    private static String keys(StyledWord word) {
        StringBuilder keys = new StringBuilder();
        for (Style style : word.styles()) {
            keys.append(keys.length() == 0 ? "" : " ").append(style.key());
        }
        return keys.length() == 0 ? "-" : keys.toString();
    }

    public String sourceName() {
        return sourceName;
    }

    public List<FileResult> files() {
        return files;
    }

    public StyleScores overall() {
        StyleScores sum = StyleScores.empty();
        for (FileResult file : files) {
            sum = sum.plus(file.scores());
        }
        return sum;
    }

    public Map<String, StyleScores> byGenerator() {
        return groupBy(FileResult::generator);
    }

    public Map<String, StyleScores> byVariant() {
        return groupBy(FileResult::variant);
    }

    /** Distinct producers seen (which parser actually answered), in first-seen order. */
    public Set<String> producers() {
        Set<String> producers = new LinkedHashSet<>();
        for (FileResult file : files) {
            if (!file.producer().isEmpty()) {
                producers.add(file.producer());
            }
        }
        return producers;
    }

    private Map<String, StyleScores> groupBy(Function<FileResult, String> key) {
        Map<String, StyleScores> groups = new TreeMap<>();
        for (FileResult file : files) {
            groups.merge(key.apply(file), file.scores(), StyleScores::plus);
        }
        return groups;
    }

    /** One labelled PDF's scores. {@link #error()} is null unless reading it failed. */
    public static final class FileResult {
        private final String name;
        private final String generator;
        private final String variant;
        private final StyleScores scores;
        private final String producer;
        private final String error;
        private final List<String> disagreements;

        FileResult(String name, String generator, String variant, StyleScores scores, String producer, String error) {
            this(name, generator, variant, scores, producer, error, List.of());
        }

        FileResult(String name, String generator, String variant, StyleScores scores, String producer, String error,
                List<String> disagreements) {
            this.disagreements = List.copyOf(disagreements);
            this.name = name;
            this.generator = generator;
            this.variant = variant;
            this.scores = scores;
            this.producer = producer;
            this.error = error;
        }

        public String name() {
            return name;
        }

        public String generator() {
            return generator;
        }

        public String variant() {
            return variant;
        }

        public StyleScores scores() {
            return scores;
        }

        public String producer() {
            return producer;
        }

        public String error() {
            return error;
        }

        /** The first aligned words whose styles differ from the truth (see {@link #disagreements}). */
        public List<String> disagreements() {
            return disagreements;
        }
    }
}
