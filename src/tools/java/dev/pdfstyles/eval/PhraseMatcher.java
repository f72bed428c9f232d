package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Finds a labelled phrase on a page of the parser's output and reads the styles of its words (real-world set,
 * issue 23).
 *
 * <p>The phrase and the page are compared as {@link CharacterKeys key characters}, whitespace dropped, so the
 * output's word splitting does not matter. An occurrence that starts at the start of an output word and ends at
 * the end of one is preferred ("in" is not found inside "within"); only when the page has fewer such occurrences
 * than asked for are occurrences inside words counted. A phrase word gets a style when at least half of its key
 * characters carry it (FORMAT.md, "Scoring"). Words that are only punctuation are not scored.
 */
public final class PhraseMatcher {
    /** FORMAT.md: "a word gets a style when at least half of its characters are inside that element". */
    private static final int STYLED_SHARE_DENOMINATOR = 2;
    /**
     * Key characters shown on each side of a match in {@link Match#context()}: enough to tell two occurrences of a
     * short phrase apart when a truth file is checked, short enough for a table cell.
     */
    private static final int CONTEXT_KEY_CHARACTERS = 16;

    private PhraseMatcher() {
    }

    /**
     * The {@code occurrence}-th (from 1) occurrence of {@code phrase} on {@code page}, or empty when the page has
     * fewer; an {@link IllegalArgumentException} when the phrase has no scorable word or occurrence is below 1.
     */
    public static Optional<Match> find(PageText page, String phrase, int occurrence) {
        if (occurrence < 1) {
            throw new IllegalArgumentException("occurrence must be >= 1, got " + occurrence);
        }
        List<String> words = new ArrayList<>();
        List<String> wordKeys = new ArrayList<>();
        for (String word : phrase.trim().split("\\s+")) {
            String key = CharacterKeys.keyOf(word);
            if (!key.isEmpty()) {
                words.add(word);
                wordKeys.add(key);
            }
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("phrase '" + phrase + "' has no word that is not only punctuation");
        }
        String key = String.join("", wordKeys);
        List<Integer> aligned = new ArrayList<>();
        List<Integer> anywhere = new ArrayList<>();
        for (int at = page.keys().indexOf(key); at >= 0; at = page.keys().indexOf(key, at + 1)) {
            anywhere.add(at);
            if (page.isWordStart(at) && page.isWordEnd(at + key.length() - 1)) {
                aligned.add(at);
            }
        }
        boolean wordAligned = aligned.size() >= occurrence;
        List<Integer> chosen = wordAligned ? aligned : anywhere;
        if (chosen.size() < occurrence) {
            return Optional.empty();
        }
        int start = chosen.get(occurrence - 1);
        List<Set<Style>> styles = new ArrayList<>();
        int from = start;
        for (String wordKey : wordKeys) {
            styles.add(stylesOf(page, from, from + wordKey.length()));
            from += wordKey.length();
        }
        String context = page.keys().substring(Math.max(0, start - CONTEXT_KEY_CHARACTERS), start) + "[" + key + "]"
                + page.keys().substring(from, Math.min(page.length(), from + CONTEXT_KEY_CHARACTERS));
        return Optional.of(new Match(words, styles, wordAligned, chosen.size(), context));
    }

    private static Set<Style> stylesOf(PageText page, int from, int to) {
        EnumSet<Style> styles = EnumSet.noneOf(Style.class);
        for (Style style : Style.values()) {
            int styled = 0;
            for (int index = from; index < to; index++) {
                if (page.hasStyle(index, style)) {
                    styled++;
                }
            }
            if (styled * STYLED_SHARE_DENOMINATOR >= to - from) {
                styles.add(style);
            }
        }
        return styles;
    }

    /** Where a phrase was found: its scorable words and the styles the output gives each. Immutable. */
    public static final class Match {
        private final List<String> words;
        private final List<Set<Style>> styles;
        private final boolean wordAligned;
        private final int occurrences;
        private final String context;

        Match(List<String> words, List<Set<Style>> styles, boolean wordAligned, int occurrences, String context) {
            this.words = Collections.unmodifiableList(new ArrayList<>(words));
            List<Set<Style>> copies = new ArrayList<>();
            for (Set<Style> set : styles) {
                copies.add(Collections.unmodifiableSet(set.isEmpty() ? EnumSet.noneOf(Style.class) : EnumSet.copyOf(set)));
            }
            this.styles = Collections.unmodifiableList(copies);
            this.wordAligned = wordAligned;
            this.occurrences = occurrences;
            this.context = context;
        }

        /** The phrase's words that have a key (punctuation-only words left out). */
        public List<String> words() {
            return words;
        }

        /** The styles the output gives word {@code index} of {@link #words()}. */
        public Set<Style> stylesOf(int index) {
            return styles.get(index);
        }

        /** Whether the occurrence starts and ends at output word boundaries. */
        public boolean isWordAligned() {
            return wordAligned;
        }

        /** How many occurrences of the same kind (word-aligned or not) the page has: above 1, the truth file's
         * {@code occurrence} picks one, and {@link #context()} shows which. */
        public int occurrences() {
            return occurrences;
        }

        /** The match in its page's key characters, in brackets, with a few key characters either side. */
        public String context() {
            return context;
        }
    }
}
