package dev.pdfstyles.eval;

import java.nio.file.Path;
import java.util.List;

/**
 * Something that reads a PDF's words with styles: the plugin through Tika, or a peer tool for comparison. It reads
 * them either as one word list (the corpus's word truth) or page by page (the real-world set's phrase truth).
 */
public interface WordSource {
    /** Short name for tables and file names: {@code tika}, {@code pdftohtml}... */
    String name();

    /** The words of {@code pdf} in reading order; any failure is reported by exception and scored as no output. */
    Extraction extract(Path pdf) throws Exception;

    /** The same reading cut into the PDF's pages, first page first; failures as for {@link #extract}. */
    Pages extractPages(Path pdf) throws Exception;

    /** Words plus a note on what produced them (for Tika: the {@code X-TIKA:Parsed-By} chain). */
    final class Extraction {
        private final List<StyledWord> words;
        private final String producer;

        public Extraction(List<StyledWord> words, String producer) {
            this.words = List.copyOf(words);
            this.producer = producer;
        }

        public List<StyledWord> words() {
            return words;
        }

        public String producer() {
            return producer;
        }
    }

    /** Per-page text plus a note on what produced it, as for {@link Extraction}. */
    final class Pages {
        private final List<PageText> pages;
        private final String producer;

        public Pages(List<PageText> pages, String producer) {
            this.pages = List.copyOf(pages);
            this.producer = producer;
        }

        /** Page {@code n} (from 1) is at index {@code n - 1}. */
        public List<PageText> pages() {
            return pages;
        }

        public String producer() {
            return producer;
        }
    }
}
