package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.ParseContext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dev.pdfstyles.eval.Corpus;
import dev.pdfstyles.eval.Style;
import dev.pdfstyles.eval.StyledWord;
import dev.pdfstyles.eval.TruthFile;
import dev.pdfstyles.eval.XhtmlStyledWords;
import dev.pdfstyles.model.TextStyle;
import dev.pdfstyles.testsupport.Parsers;

/**
 * The style fields on real plugin output: each corpus PDF parsed the way tika-server's {@code /rmeta/xml}
 * parses it (RecursiveParserWrapper, XML handler), its XHTML read by {@link StyledFields}.
 */
class StyledFieldsCorpusTest {

    /**
     * Documents with every style on every route (combos: all combinations; decorations: underline and
     * strike-through drawn every way a generator draws them).
     */
    private static final Set<String> EVERY_ROUTE_SOURCES = Set.of("combos", "decorations");

    /**
     * The documents {@code SolrStyledFieldsIT} indexes. LibreOffice writes their text in reading order, so
     * the truth file's words are Tika's words one for one.
     */
    private static final List<String> INDEXED_DOCUMENTS = List.of("libreoffice/contract.pdf",
            "libreoffice/combos.pdf", "libreoffice/decorations.pdf", "libreoffice/links.pdf", "libreoffice/forms.pdf");

    static Stream<Path> everyRouteDocuments() throws IOException {
        return Corpus.labelledPdfs(corpus()).stream()
                .filter(pdf -> EVERY_ROUTE_SOURCES.contains(stem(pdf)));
    }

    static Stream<Path> indexedDocuments() {
        return INDEXED_DOCUMENTS.stream().map(corpus()::resolve);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyRouteDocuments")
    void runs_everyRoute_holdTheWordsTheAccuracyScorerReads(Path pdf) throws IOException {
        // arrange: the scorer (docs/truth-format.md) reads words and styles on its own, with its own code
        String xhtml = pluginXhtml(pdf);
        List<StyledWord> scored = XhtmlStyledWords.fromXhtml(xhtml);

        // act
        StyledFields fields = StyledFields.ofXhtml(xhtml);

        // assert
        for (Style style : Style.values()) {
            assertEquals(wordsWith(scored, style), words(fields.runs(kindOf(style))), style + " in " + pdf);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("indexedDocuments")
    void runs_indexedDocuments_holdTheTruthFilesStyledWords(Path pdf) throws IOException {
        // arrange
        List<StyledWord> truth = TruthFile.read(TruthFile.besidePdf(pdf)).words();

        // act
        StyledFields fields = StyledFields.ofXhtml(pluginXhtml(pdf));

        // assert
        for (Style style : Style.values()) {
            assertEquals(wordsWith(truth, style), words(fields.runs(kindOf(style))), style + " in " + pdf);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("indexedDocuments")
    void text_indexedDocuments_holdsEveryTruthWordInOrder(Path pdf) throws IOException {
        // arrange
        List<String> truth = TruthFile.read(TruthFile.besidePdf(pdf)).words().stream().map(StyledWord::text)
                .collect(Collectors.toList());

        // act
        String text = StyledFields.ofXhtml(pluginXhtml(pdf)).text();

        // assert: the text is the page text (annotations and the outline may follow it)
        List<String> words = Arrays.asList(text.split("[\\s\u00a0]+"));
        assertEquals(truth, words.subList(0, truth.size()), pdf.toString());
        assertFalse(text.contains("<"), "no markup in the text");
    }

    private static String pluginXhtml(Path pdf) throws IOException {
        Parsers.RecursiveResult result = Parsers.parseRecursively(Parsers.styled(), Files.readAllBytes(pdf),
                new ParseContext());
        assertNull(result.thrown, pdf + " parses");
        String parsedBy = String.join(" ", result.items.get(0).getValues(TikaCoreProperties.TIKA_PARSED_BY));
        assertTrue(parsedBy.contains("dev.pdfstyles.StyledPdfParser"), parsedBy);
        return result.items.get(0).get(TikaCoreProperties.TIKA_CONTENT);
    }

    private static List<String> wordsWith(List<StyledWord> words, Style style) {
        return words.stream().filter(word -> word.hasStyle(style)).map(StyledWord::text).collect(Collectors.toList());
    }

    /** The words of the runs, in order: a run is words joined by one space. */
    private static List<String> words(List<String> runs) {
        List<String> words = new ArrayList<>();
        for (String run : runs) {
            words.addAll(Arrays.asList(run.split(" ")));
        }
        return words;
    }

    private static TextStyle.Kind kindOf(Style style) {
        switch (style) {
            case BOLD:
                return TextStyle.Kind.BOLD;
            case ITALIC:
                return TextStyle.Kind.ITALIC;
            case UNDERLINE:
                return TextStyle.Kind.UNDERLINE;
            default:
                return TextStyle.Kind.STRIKETHROUGH;
        }
    }

    private static Path corpus() {
        return Path.of(Corpus.DEFAULT_FOLDER);
    }

    private static String stem(Path pdf) {
        String name = pdf.getFileName().toString();
        return name.substring(0, name.indexOf('.'));
    }
}
