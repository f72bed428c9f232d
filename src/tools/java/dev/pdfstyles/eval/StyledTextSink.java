package dev.pdfstyles.eval;

import java.util.Set;

/**
 * Where a converter writes the styled characters it reads, in reading order: a word list for the corpus
 * ({@link StyledWordBuilder}) or one text per page for the real-world set ({@link StyledPages}). Each peer's
 * converter is written once against this, so both scorers read a peer the same way.
 */
interface StyledTextSink {
    /** Appends characters that all carry {@code styles}; whitespace in them separates words. */
    void append(CharSequence text, Set<Style> styles);

    /** Ends the current word, if any, as whitespace would. */
    void breakWord();

    /**
     * The output's page {@code number} (from 1) starts here: a word never runs across it. A word list only breaks
     * the word; a paged sink starts that page.
     */
    default void startPage(int number) {
        breakWord();
    }
}
