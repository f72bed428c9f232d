package dev.pdfstyles.eval;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

import dev.pdfstyles.testsupport.TextMode;

/**
 * The accuracy ratchet (STYLE.md rule 14): minimum figures per style and word recall, overall and per generator,
 * read from {@code test-documents/accuracy-floors.properties}.
 *
 * <pre>
 * f1.b = 0.85                                 # overall bold F1
 * f1.i@pdflatex-1.40.24-texlive-2022 = 0.90   # italic F1 on one generator (escape spaces in keys: "\ ")
 * wordRecall = 0.95
 * f1.u = not-yet-measured #7                  # allowed only with the issue that will measure it
 * angles/f1.b = 0.99                          # in another text mode of the stock parser (TextMode key)
 * </pre>
 *
 * A floor of 0 is rejected: it would pass with detection switched off. The four overall style floors and the
 * overall word recall floor are required; a key without a mode is a floor of the default mode.
 */
public final class AccuracyFloors {
    /** File name of the floors, inside the corpus folder. */
    public static final String FILE_NAME = "accuracy-floors.properties";
    /** Marker for a figure that has no floor yet; must be followed by " #" and the issue number. */
    public static final String NOT_YET_MEASURED = "not-yet-measured";
    /**
     * A measured figure this far above its floor asks for the floor to be raised: 0.02 F1 is about one word in
     * fifty on a style, more than run-to-run noise (there is none: parsing is deterministic) and small enough that
     * an improvement does not go unrecorded for long.
     */
    public static final double RAISE_HINT_MARGIN = 0.02;

    static final String WORD_RECALL = "wordRecall";
    private static final String F1_PREFIX = "f1.";
    private static final char GENERATOR_SEPARATOR = '@';
    private static final char MODE_SEPARATOR = '/';

    private final Map<String, Floor> floors;

    private AccuracyFloors(Map<String, Floor> floors) {
        this.floors = Collections.unmodifiableMap(new TreeMap<>(floors));
    }

    public static AccuracyFloors load(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        try {
            return parse(properties);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    public static AccuracyFloors parse(Properties properties) {
        Map<String, Floor> floors = new TreeMap<>();
        for (String key : properties.stringPropertyNames()) {
            floors.put(key, Floor.parse(key, properties.getProperty(key).trim()));
        }
        for (String metric : overallMetrics()) {
            if (!floors.containsKey(metric)) {
                throw new IllegalArgumentException("missing the overall floor '" + metric + "' (a number in (0, 1] or '"
                        + NOT_YET_MEASURED + " #ISSUE')");
            }
        }
        return new AccuracyFloors(floors);
    }

    /** {@code f1.b}, {@code f1.i}, {@code f1.u}, {@code f1.s}, {@code wordRecall}. */
    static List<String> overallMetrics() {
        List<String> metrics = new ArrayList<>();
        for (Style style : Style.values()) {
            metrics.add(F1_PREFIX + style.key());
        }
        metrics.add(WORD_RECALL);
        return metrics;
    }

    public Map<String, Floor> floors() {
        return floors;
    }

    /** The text modes that have at least one floor. */
    public Set<TextMode> modes() {
        Set<TextMode> modes = EnumSet.noneOf(TextMode.class);
        for (Floor floor : floors.values()) {
            modes.add(floor.mode);
        }
        return modes;
    }

    /** {@link #check(AccuracyEvaluation, TextMode)} in the default mode. */
    public Verdict check(AccuracyEvaluation evaluation) {
        return check(evaluation, TextMode.DEFAULT);
    }

    /**
     * Compares an evaluation made in {@code mode} with that mode's floors: a figure below its floor fails; one
     * well above it gives a hint.
     */
    public Verdict check(AccuracyEvaluation evaluation, TextMode mode) {
        List<String> failures = new ArrayList<>();
        List<String> hints = new ArrayList<>();
        Map<String, StyleScores> byGenerator = evaluation.byGenerator();
        for (Floor floor : floors.values()) {
            if (floor.mode != mode) {
                continue;
            }
            StyleScores scores = floor.generator == null ? evaluation.overall() : byGenerator.get(floor.generator);
            if (scores == null) {
                failures.add(floor.key + ": no labelled PDF from generator '" + floor.generator + "' any more");
                continue;
            }
            double measured = floor.measure(scores);
            if (floor.minimum == null) {
                if (measured > 0) {
                    hints.add(String.format(Locale.ROOT, "%s = %.3f now: replace '%s #%d' with a floor", floor.key,
                            measured, NOT_YET_MEASURED, floor.issue));
                }
            } else if (Double.isNaN(measured)) {
                failures.add(floor.key + ": no evidence (no truth positives and no predictions) but a floor of "
                        + floor.minimum);
            } else if (measured < floor.minimum) {
                failures.add(String.format(Locale.ROOT, "%s fell to %.3f, below its floor %.3f", floor.key, measured,
                        floor.minimum));
            } else if (measured > floor.minimum + RAISE_HINT_MARGIN) {
                hints.add(String.format(Locale.ROOT, "%s = %.3f now, floor %.3f: raise the floor", floor.key,
                        measured, floor.minimum));
            }
        }
        return new Verdict(failures, hints);
    }

    /** One line of the floors file. {@link #minimum} is null when not yet measured, then {@link #issue} is set. */
    public static final class Floor {
        final String key;
        final TextMode mode;
        final String metric;
        final String generator;
        final Double minimum;
        final int issue;

        private Floor(String key, TextMode mode, String metric, String generator, Double minimum, int issue) {
            this.key = key;
            this.mode = mode;
            this.metric = metric;
            this.generator = generator;
            this.minimum = minimum;
            this.issue = issue;
        }

        static Floor parse(String key, String value) {
            int slash = key.indexOf(MODE_SEPARATOR);
            int at = key.indexOf(GENERATOR_SEPARATOR);
            if (at >= 0 && slash > at) {
                slash = -1;   // a slash in a generator's name
            }
            TextMode mode = slash < 0 ? TextMode.DEFAULT : TextMode.ofKey(key.substring(0, slash));
            String metric = at < 0 ? key.substring(slash + 1) : key.substring(slash + 1, at);
            String generator = at < 0 ? null : key.substring(at + 1);
            if (!overallMetrics().contains(metric) || (generator != null && generator.isEmpty())) {
                throw new IllegalArgumentException("unknown key '" + key + "'; accepted: " + overallMetrics()
                        + ", each optionally preceded by MODE/ and followed by @GENERATOR");
            }
            if (value.startsWith(NOT_YET_MEASURED)) {
                return new Floor(key, mode, metric, generator, null, issueNumber(key, value));
            }
            double minimum;
            try {
                minimum = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " = '" + value + "': expected a number in (0, 1] or '"
                        + NOT_YET_MEASURED + " #ISSUE'", e);
            }
            if (!(minimum > 0 && minimum <= 1)) {
                throw new IllegalArgumentException(key + " = " + value + ": a floor must be in (0, 1]; 0 would pass"
                        + " with detection switched off");
            }
            return new Floor(key, mode, metric, generator, minimum, 0);
        }

        private static int issueNumber(String key, String value) {
            String rest = value.substring(NOT_YET_MEASURED.length()).trim();
            if (rest.length() < 2 || rest.charAt(0) != '#' || !rest.substring(1).chars().allMatch(Character::isDigit)) {
                throw new IllegalArgumentException(key + " = '" + value + "': '" + NOT_YET_MEASURED
                        + "' must name its issue, e.g. '" + NOT_YET_MEASURED + " #3'");
            }
            return Integer.parseInt(rest.substring(1));
        }

        double measure(StyleScores scores) {
            return WORD_RECALL.equals(metric) ? scores.wordRecall()
                    : scores.f1(Style.ofKey(metric.substring(F1_PREFIX.length())));
        }

        public boolean isMeasured() {
            return minimum != null;
        }

        public double minimum() {
            if (minimum == null) {
                throw new IllegalStateException(key + " is not yet measured (issue #" + issue + ")");
            }
            return minimum;
        }

        public int issue() {
            return issue;
        }
    }

    /** What {@link #check} found. */
    public static final class Verdict {
        private final List<String> failures;
        private final List<String> hints;

        Verdict(List<String> failures, List<String> hints) {
            this.failures = List.copyOf(failures);
            this.hints = List.copyOf(hints);
        }

        public List<String> failures() {
            return failures;
        }

        public List<String> hints() {
            return hints;
        }
    }
}
