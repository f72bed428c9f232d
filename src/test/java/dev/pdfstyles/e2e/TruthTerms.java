package dev.pdfstyles.e2e;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

import dev.pdfstyles.eval.Style;
import dev.pdfstyles.eval.StyledWord;
import dev.pdfstyles.eval.TruthFile;
import dev.pdfstyles.index.RmetaDocuments;

/**
 * What the truth files of {@code test-documents/} say a search index's style fields must answer: per
 * style field, each term and the documents where a word of that term has the style. Terms are the truth
 * words as Solr's standard tokenizer and lower-case filter see them, for the words they keep whole.
 */
final class TruthTerms {

    /** A word the standard tokenizer keeps whole: letters and digits only, once edge punctuation is gone. */
    private static final Pattern SINGLE_TOKEN = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Pattern EDGE_PUNCTUATION = Pattern.compile("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$");
    private static final Pattern INNER_PUNCTUATION = Pattern.compile("[^\\p{L}\\p{N}]+");

    private TruthTerms() {
    }

    /** Per style field ({@code bold}...), each single-token term and the file names of the documents. */
    static Map<String, Map<String, Set<String>>> styledTerms(Path corpus, List<String> documents) throws IOException {
        Map<String, Map<String, Set<String>>> terms = new LinkedHashMap<>();
        for (Style style : Style.values()) {
            terms.put(fieldOf(style), new TreeMap<>());
        }
        for (String document : documents) {
            Path pdf = corpus.resolve(document);
            for (StyledWord word : TruthFile.read(TruthFile.besidePdf(pdf)).words()) {
                String term = term(word.text());
                if (!SINGLE_TOKEN.matcher(term).matches()) {
                    continue;
                }
                for (Style style : word.styles()) {
                    terms.get(fieldOf(style)).computeIfAbsent(term, t -> new TreeSet<>()).add(pdf.getFileName().toString());
                }
            }
        }
        return terms;
    }

    /**
     * Pieces of truth words that the tokenizer may or may not split off ("e-mail", "9:00"): a query for such
     * a piece can also match the longer word, so exact document sets leave them out.
     */
    static Set<String> piecesOfLongerWords(Path corpus, List<String> documents) throws IOException {
        Set<String> pieces = new HashSet<>();
        for (String document : documents) {
            for (StyledWord word : TruthFile.read(TruthFile.besidePdf(corpus.resolve(document))).words()) {
                String term = term(word.text());
                if (!SINGLE_TOKEN.matcher(term).matches()) {
                    pieces.addAll(List.of(INNER_PUNCTUATION.split(term)));
                }
            }
        }
        return pieces;
    }

    private static String term(String word) {
        return EDGE_PUNCTUATION.matcher(word.toLowerCase(Locale.ROOT)).replaceAll("");
    }

    private static String fieldOf(Style style) {
        switch (style) {
            case BOLD:
                return RmetaDocuments.BOLD;
            case ITALIC:
                return RmetaDocuments.ITALIC;
            case UNDERLINE:
                return RmetaDocuments.UNDERLINE;
            default:
                return RmetaDocuments.STRIKE;
        }
    }
}
