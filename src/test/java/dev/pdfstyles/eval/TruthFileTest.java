package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TruthFileTest {
    private static final String WORD = "{\"t\": \"a\", \"b\": 0, \"i\": 0, \"u\": 0, \"s\": 0}";

    private static Path fixture(String name) throws URISyntaxException {
        return Paths.get(TruthFileTest.class.getResource("/eval-fixtures/" + name).toURI());
    }

    @Test
    void read_fixture_allFieldsAndExtras() throws Exception {
        // act
        TruthFile truth = TruthFile.read(fixture("lease.truth.json"));

        // assert
        assertEquals("pdfbox-3.0.8", truth.generator());
        assertEquals("plain", truth.variant());
        assertEquals(List.of("font", "notes"), List.copyOf(truth.extras().keySet()));
        assertEquals(WordLists.parse("The lessee|b shall not|i|u assign this|b|i|u|s lease|b|i|u|s without consent."),
                truth.words());
    }

    @Test
    void fixture_scoredAgainstContractXhtml_perfect() throws Exception {
        // arrange: DESIGN.md's example sentence, as the plugin is meant to write it
        TruthFile truth = TruthFile.read(fixture("lease.truth.json"));
        String xhtml = "<html><body><div class=\"page\"><p>The <b>lessee</b> shall <u><i>not</i></u> assign "
                + "<u><s><i><b>this lease</b></i></s></u> without consent.</p></div></body></html>";

        // act
        StyleScores scores = StyleScores.score(truth.words(), XhtmlStyledWords.fromXhtml(xhtml), new WordAligner());

        // assert
        assertEquals(1.0, scores.wordRecall());
        for (Style style : Style.values()) {
            assertEquals(1.0, scores.f1(style), style.key());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "missing words;    {\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\"}",
        "empty generator;  {\"generator\": \"\", \"variant\": \"plain\", \"source\": \"s\", \"words\": []}",
        "style 2;          {\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\", \"words\": [{\"t\": \"a\", \"b\": 2, \"i\": 0, \"u\": 0, \"s\": 0}]}",
        "style missing;    {\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\", \"words\": [{\"t\": \"a\", \"b\": 0, \"i\": 0, \"u\": 0}]}",
        "style as bool;    {\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\", \"words\": [{\"t\": \"a\", \"b\": true, \"i\": 0, \"u\": 0, \"s\": 0}]}",
        "space in word;    {\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\", \"words\": [{\"t\": \"a b\", \"b\": 0, \"i\": 0, \"u\": 0, \"s\": 0}]}",
        "words not array;  {\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\", \"words\": {}}",
        "top not object;   []",
    })
    void parse_invalid_throwsIllegalArgument(String name, String json) {
        assertThrows(IllegalArgumentException.class, () -> TruthFile.parse(json));
    }

    @Test
    void parse_duplicateKey_rejected() {
        String json = "{\"generator\": \"g\", \"generator\": \"h\", \"variant\": \"plain\", \"source\": \"s\", \"words\": ["
                + WORD + "]}";
        assertThrows(Exception.class, () -> TruthFile.parse(json));
    }

    @Test
    void parse_trailingTokens_rejected() {
        String json = "{\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\", \"words\": []} {}";
        assertThrows(Exception.class, () -> TruthFile.parse(json));
    }

    @Test
    void parse_wordIndexInMessage() {
        String json = "{\"generator\": \"g\", \"variant\": \"plain\", \"source\": \"s\", \"words\": [" + WORD
                + ", {\"t\": \"b\"}]}";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TruthFile.parse(json));
        assertTrue(e.getMessage().contains("words[1]"), e.getMessage());
    }

    @Test
    void besidePdf_pdfPath_truthPathInSameFolder() {
        assertEquals(Paths.get("dir", "x.truth.json"), TruthFile.besidePdf(Paths.get("dir", "x.pdf")));
    }
}
