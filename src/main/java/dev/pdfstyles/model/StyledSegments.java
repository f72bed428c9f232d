package dev.pdfstyles.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A document's text as a writer writes it in pieces it has gathered beforehand, each piece with its styles:
 * Tika's marked-content writer writes the text of each marked-content sequence whole, in the order of the
 * structure tree, which is not the order of the pages' content streams. Each piece the writer writes is
 * found here by its text, and taken once.
 *
 * <p>Where several unused segments have the text asked for, the one after the segment taken last is
 * preferred (structure order follows content order in most tagged files), else the first in content order.
 * A piece that no segment's text equals may be several segments written as one (the text of a link whose
 * structure element holds several sequences): those are looked for from the segment after the one taken
 * last, in content order. Not thread-safe; one instance serves one document.
 */
public final class StyledSegments {

    /** A document with no styled character: every answer is "none", and nothing was kept. */
    public static final StyledSegments NONE = new StyledSegments(List.of());

    /**
     * How far after the segment taken last an equal text is looked for before the first unused one is
     * taken: enough for the few whitespace-only or repeated pieces between two sequences of one line, and a
     * constant bound on the work per piece.
     */
    private static final int MAX_LOOKAHEAD_SEGMENTS = 16;

    private final List<StyledText> segments;
    private final Map<String, Candidates> byText = new HashMap<>();
    private final boolean[] taken;
    /** The index after the segment taken last. */
    private int cursor;

    private StyledSegments(List<StyledText> segments) {
        this.segments = segments;
        this.taken = new boolean[segments.size()];
        Map<String, List<Integer>> indexes = new HashMap<>();
        for (int i = 0; i < segments.size(); i++) {
            indexes.computeIfAbsent(segments.get(i).text(), k -> new ArrayList<>()).add(i);
        }
        for (Map.Entry<String, List<Integer>> entry : indexes.entrySet()) {
            byText.put(entry.getKey(), new Candidates(entry.getValue()));
        }
    }

    /** Whether no segment is kept (then nothing is ever found). */
    public boolean isEmpty() {
        return segments.isEmpty();
    }

    public int size() {
        return segments.size();
    }

    /**
     * Takes the segments whose texts, one after the other, are {@code text}: the one whose text it is, else
     * unused segments in content order from the one after the segment taken last.
     *
     * @return the segments taken, in writing order; empty when none fits (then nothing is taken)
     */
    public List<StyledText> take(String text) {
        if (text.isEmpty() || segments.isEmpty()) {
            return List.of();
        }
        Candidates equal = byText.get(text);
        int index = equal == null ? -1 : equal.choose();
        if (index >= 0) {
            return List.of(takeAt(index));
        }
        return takeConsecutive(text);
    }

    private List<StyledText> takeConsecutive(String text) {
        int offset = 0;
        int next = cursor;
        List<Integer> chosen = new ArrayList<>();
        while (offset < text.length() && next < segments.size()) {
            String piece = segments.get(next).text();
            if (taken[next] || !text.startsWith(piece, offset)) {
                return List.of();
            }
            chosen.add(next);
            offset += piece.length();
            next++;
        }
        if (offset != text.length() || chosen.size() < 2) {
            return List.of();   // one segment would have been found by its text
        }
        List<StyledText> result = new ArrayList<>(chosen.size());
        for (int index : chosen) {
            result.add(takeAt(index));
        }
        return Collections.unmodifiableList(result);
    }

    private StyledText takeAt(int index) {
        taken[index] = true;
        cursor = index + 1;
        return segments.get(index);
    }

    /** The indexes of the segments with one text, ascending, and the first of them not yet taken. */
    private final class Candidates {
        private final int[] indexes;
        private int firstUntaken;

        Candidates(List<Integer> indexes) {
            this.indexes = indexes.stream().mapToInt(Integer::intValue).toArray();
        }

        /** The untaken index nearest after the cursor, else the first untaken one; -1 when all are taken. */
        int choose() {
            while (firstUntaken < indexes.length && taken[indexes[firstUntaken]]) {
                firstUntaken++;
            }
            if (firstUntaken == indexes.length) {
                return -1;
            }
            int from = Arrays.binarySearch(indexes, firstUntaken, indexes.length, cursor);
            from = from >= 0 ? from : -from - 1;
            for (int k = from; k < indexes.length && indexes[k] - cursor <= MAX_LOOKAHEAD_SEGMENTS; k++) {
                if (!taken[indexes[k]]) {
                    return indexes[k];
                }
            }
            return indexes[firstUntaken];
        }
    }

    /** Collects a document's segments in content order. Empty texts are not kept: a writer writes nothing for them. */
    public static final class Builder {
        private final List<StyledText> segments = new ArrayList<>();

        public Builder add(StyledText segment) {
            if (segment.length() > 0) {
                segments.add(segment);
            }
            return this;
        }

        public Builder addAll(List<StyledText> more) {
            for (StyledText segment : more) {
                add(segment);
            }
            return this;
        }

        public StyledSegments build() {
            return new StyledSegments(List.copyOf(segments));
        }
    }
}
