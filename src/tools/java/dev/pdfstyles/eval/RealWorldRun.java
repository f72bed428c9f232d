package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** What one run of {@link RealWorldReport} saw: outcomes, and which PDFs were absent, altered or failed. */
final class RealWorldRun {
    private final List<PhraseOutcome> outcomes = new ArrayList<>();
    private final List<String> scored = new ArrayList<>();
    private final List<String> absent = new ArrayList<>();
    private final List<String> mismatched = new ArrayList<>();
    private final Map<String, String> failed = new LinkedHashMap<>();
    private final Set<String> parsedBy = new TreeSet<>();

    void add(PhraseOutcome outcome) {
        outcomes.add(outcome);
    }

    void scored(String id) {
        scored.add(id);
    }

    void absent(String id) {
        absent.add(id);
    }

    void mismatched(String id) {
        mismatched.add(id);
    }

    void failed(String id, String error) {
        failed.put(id, error);
    }

    void parsedBy(String chain) {
        parsedBy.add(chain);
    }

    List<PhraseOutcome> outcomes() {
        return Collections.unmodifiableList(outcomes);
    }

    List<String> scoredFiles() {
        return Collections.unmodifiableList(scored);
    }

    List<String> absentFiles() {
        return Collections.unmodifiableList(absent);
    }

    /** Present, but not the bytes the manifest names: left out of the scores. */
    List<String> mismatchedFiles() {
        return Collections.unmodifiableList(mismatched);
    }

    /** Files whose parse threw: their phrases count as not found. */
    Map<String, String> failedFiles() {
        return Collections.unmodifiableMap(failed);
    }

    Set<String> parsedByChains() {
        return Collections.unmodifiableSet(parsedBy);
    }
}
