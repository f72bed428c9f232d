package dev.pdfstyles.eval;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Aligns the parser's words with the truth words as sequences: a longest common subsequence over
 * {@link #matchKey match keys} (FORMAT.md, "Scoring").
 *
 * <p>Exact LCS by dynamic programming while the table is at most {@link #MAX_TABLE_CELLS}; common prefix and
 * suffix are matched first, so near-identical texts of any length stay cheap. A larger middle is split
 * patience-diff style at words that occur exactly once on each side (kept in order by a longest increasing
 * subsequence), and each gap is aligned the same way. A gap still over the limit that has no such anchor is left
 * unaligned and counted in {@link Alignment#truthWordsSkippedByLimit()}, so the report can say the figure is a
 * lower bound instead of silently being one.
 */
public final class WordAligner {
    /**
     * Largest DP table, in cells of 4 bytes: 16M cells = 64 MB, e.g. 4000 x 4000 words after trimming the common
     * prefix and suffix. Above it a default 256 MB heap starts to strain when two files are scored at once.
     */
    public static final long MAX_TABLE_CELLS = 16_000_000L;

    private final long maxTableCells;

    public WordAligner() {
        this(MAX_TABLE_CELLS);
    }

    /** For tests of the fallback path: a smaller table limit. */
    WordAligner(long maxTableCells) {
        if (maxTableCells < 1) {
            throw new IllegalArgumentException("maxTableCells must be >= 1, got " + maxTableCells);
        }
        this.maxTableCells = maxTableCells;
    }

    /**
     * The text a word is matched by: NFKC, case kept, punctuation removed ("lessee," matches "lessee"). A word
     * that is only punctuation keeps its NFKC text, so "—" still matches "—" and nothing else.
     */
    public static String matchKey(String word) {
        String normalised = Normalizer.normalize(word, Normalizer.Form.NFKC);
        StringBuilder key = new StringBuilder(normalised.length());
        normalised.codePoints().filter(codePoint -> !isPunctuation(codePoint)).forEach(key::appendCodePoint);
        return key.length() == 0 ? normalised : key.toString();
    }

    private static boolean isPunctuation(int codePoint) {
        switch (Character.getType(codePoint)) {
            case Character.CONNECTOR_PUNCTUATION:
            case Character.DASH_PUNCTUATION:
            case Character.START_PUNCTUATION:
            case Character.END_PUNCTUATION:
            case Character.INITIAL_QUOTE_PUNCTUATION:
            case Character.FINAL_QUOTE_PUNCTUATION:
            case Character.OTHER_PUNCTUATION:
                return true;
            default:
                return false;
        }
    }

    /** Aligns word lists by their {@link #matchKey match keys}. */
    public Alignment alignWords(List<StyledWord> truth, List<StyledWord> output) {
        Map<String, Integer> ids = new HashMap<>();
        return align(keyIds(truth, ids), keyIds(output, ids));
    }

    private static int[] keyIds(List<StyledWord> words, Map<String, Integer> ids) {
        int[] keys = new int[words.size()];
        for (int index = 0; index < keys.length; index++) {
            Integer id = ids.computeIfAbsent(matchKey(words.get(index).text()), key -> ids.size());
            keys[index] = id;
        }
        return keys;
    }

    /** Aligns two sequences of key ids; equal ids match. */
    public Alignment align(int[] truth, int[] output) {
        int[] truthToOutput = new int[truth.length];
        Arrays.fill(truthToOutput, Alignment.UNALIGNED);
        int skipped = alignRange(truth, 0, truth.length, output, 0, output.length, truthToOutput);
        return new Alignment(truthToOutput, skipped);
    }

    /** Aligns truth[tLo, tHi) with output[oLo, oHi); returns how many truth words the limit left unaligned. */
    private int alignRange(int[] truth, int tLo, int tHi, int[] output, int oLo, int oHi, int[] truthToOutput) {
        while (tLo < tHi && oLo < oHi && truth[tLo] == output[oLo]) {
            truthToOutput[tLo++] = oLo++;
        }
        while (tLo < tHi && oLo < oHi && truth[tHi - 1] == output[oHi - 1]) {
            truthToOutput[--tHi] = --oHi;
        }
        if (tLo == tHi || oLo == oHi) {
            return 0;
        }
        if ((long) (tHi - tLo + 1) * (oHi - oLo + 1) <= maxTableCells) {
            alignByTable(truth, tLo, tHi, output, oLo, oHi, truthToOutput);
            return 0;
        }
        List<int[]> anchors = uniqueAnchors(truth, tLo, tHi, output, oLo, oHi);
        if (anchors.isEmpty()) {
            return tHi - tLo;
        }
        int skipped = 0;
        int tFrom = tLo;
        int oFrom = oLo;
        for (int[] anchor : anchors) {
            skipped += alignRange(truth, tFrom, anchor[0], output, oFrom, anchor[1], truthToOutput);
            truthToOutput[anchor[0]] = anchor[1];
            tFrom = anchor[0] + 1;
            oFrom = anchor[1] + 1;
        }
        return skipped + alignRange(truth, tFrom, tHi, output, oFrom, oHi, truthToOutput);
    }

    /** Exact LCS: suffix table, then a forward walk that takes a match whenever the keys are equal. */
    private static void alignByTable(int[] truth, int tLo, int tHi, int[] output, int oLo, int oHi,
            int[] truthToOutput) {
        int rows = tHi - tLo;
        int cols = oHi - oLo;
        int width = cols + 1;
        int[] suffixLcs = new int[(rows + 1) * width];
        for (int i = rows - 1; i >= 0; i--) {
            int row = i * width;
            int next = row + width;
            for (int j = cols - 1; j >= 0; j--) {
                suffixLcs[row + j] = truth[tLo + i] == output[oLo + j]
                        ? suffixLcs[next + j + 1] + 1
                        : Math.max(suffixLcs[next + j], suffixLcs[row + j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        while (i < rows && j < cols) {
            if (truth[tLo + i] == output[oLo + j]) {
                truthToOutput[tLo + i] = oLo + j;
                i++;
                j++;
            } else if (suffixLcs[(i + 1) * width + j] >= suffixLcs[i * width + j + 1]) {
                i++;
            } else {
                j++;
            }
        }
    }

    /** Pairs (truth index, output index) of keys unique on both sides, longest run increasing on both. */
    private static List<int[]> uniqueAnchors(int[] truth, int tLo, int tHi, int[] output, int oLo, int oHi) {
        Map<Integer, int[]> seen = new HashMap<>();
        for (int i = tLo; i < tHi; i++) {
            int[] entry = seen.computeIfAbsent(truth[i], key -> new int[] {0, -1, 0, -1});
            entry[0]++;
            entry[1] = i;
        }
        for (int j = oLo; j < oHi; j++) {
            int[] entry = seen.get(output[j]);
            if (entry != null) {
                entry[2]++;
                entry[3] = j;
            }
        }
        List<int[]> pairs = new ArrayList<>();
        for (int i = tLo; i < tHi; i++) {
            int[] entry = seen.get(truth[i]);
            if (entry[0] == 1 && entry[2] == 1) {
                pairs.add(new int[] {i, entry[3]});
            }
        }
        return longestIncreasingByOutput(pairs);
    }

    /** Patience sorting: the longest subsequence of {@code pairs} (sorted by truth index) increasing in output. */
    private static List<int[]> longestIncreasingByOutput(List<int[]> pairs) {
        int[] tailIndex = new int[pairs.size()];
        int[] previous = new int[pairs.size()];
        int length = 0;
        for (int p = 0; p < pairs.size(); p++) {
            int value = pairs.get(p)[1];
            int lo = 0;
            int hi = length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (pairs.get(tailIndex[mid])[1] < value) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            previous[p] = lo > 0 ? tailIndex[lo - 1] : -1;
            tailIndex[lo] = p;
            length = Math.max(length, lo + 1);
        }
        int[][] chain = new int[length][];
        for (int p = length > 0 ? tailIndex[length - 1] : -1, k = length - 1; p >= 0; p = previous[p], k--) {
            chain[k] = pairs.get(p);
        }
        return Arrays.asList(chain);
    }

    /** Which output word each truth word was aligned with. */
    public static final class Alignment {
        public static final int UNALIGNED = -1;

        private final int[] truthToOutput;
        private final int truthWordsSkippedByLimit;
        private final int alignedCount;

        Alignment(int[] truthToOutput, int truthWordsSkippedByLimit) {
            this.truthToOutput = truthToOutput;
            this.truthWordsSkippedByLimit = truthWordsSkippedByLimit;
            this.alignedCount = (int) Arrays.stream(truthToOutput).filter(index -> index != UNALIGNED).count();
        }

        /** The output index aligned with truth word {@code truthIndex}, or {@link #UNALIGNED}. */
        public int outputIndexOf(int truthIndex) {
            return truthToOutput[truthIndex];
        }

        public int truthLength() {
            return truthToOutput.length;
        }

        public int alignedCount() {
            return alignedCount;
        }

        /** Truth words left unaligned only because a gap exceeded {@link #MAX_TABLE_CELLS} with no anchor. */
        public int truthWordsSkippedByLimit() {
            return truthWordsSkippedByLimit;
        }
    }
}
