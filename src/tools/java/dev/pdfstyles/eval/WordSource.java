package dev.pdfstyles.eval;

import java.nio.file.Path;
import java.util.List;

/** Something that reads a PDF's words with styles: the plugin through Tika, or a peer tool for comparison. */
public interface WordSource {
    /** Short name for tables and file names: {@code tika}, {@code pdftohtml}... */
    String name();

    /** The words of {@code pdf} in reading order; any failure is reported by exception and scored as no output. */
    Extraction extract(Path pdf) throws Exception;

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
}
