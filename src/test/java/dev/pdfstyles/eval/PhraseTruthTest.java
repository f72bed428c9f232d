package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PhraseTruthTest {
    private static final String PHRASE = "{\"page\": 2, \"text\": \"not\", \"b\": 0, \"i\": 1, \"u\": 1, \"s\": 0}";
    private static final String NEGATIVE = "{\"page\": 1, \"text\": \"Row 1\", \"kind\": \"border\", \"not\": \"us\","
            + " \"occurrence\": 2, \"note\": \"cell border\"}";

    @Test
    void parse_phraseAndNegative_allFields() throws Exception {
        // act
        PhraseTruth truth = PhraseTruth.parse("{\"file\": \"x.pdf\", \"phrases\": [" + PHRASE + "], \"negatives\": ["
                + NEGATIVE + "]}");

        // assert
        assertEquals("x.pdf", truth.file());
        PhraseTruth.Phrase phrase = truth.phrases().get(0);
        assertEquals(2, phrase.page());
        assertEquals(1, phrase.occurrence());
        assertEquals(EnumSet.of(Style.ITALIC, Style.UNDERLINE), phrase.styles());
        assertNull(phrase.kind());
        PhraseTruth.Phrase negative = truth.negatives().get(0);
        assertEquals(EnumSet.of(Style.UNDERLINE, Style.STRIKE), negative.styles());
        assertEquals("border", negative.kind());
        assertEquals(2, negative.occurrence());
        assertEquals("cell border", negative.note());
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = ';', value = {
        "{\"phrases\": []};                                                                  'file'",
        "{\"file\": \"x.pdf\", \"extra\": 1};                                                  unknown key 'extra'",
        "{\"file\": \"x.pdf\", \"phrases\": [{\"page\": 0, \"text\": \"a\", \"b\": 0, \"i\": 0, \"u\": 0, \"s\": 0}]}; 'page'",
        "{\"file\": \"x.pdf\", \"phrases\": [{\"page\": 1, \"text\": \"a\", \"b\": 2, \"i\": 0, \"u\": 0, \"s\": 0}]}; 'b' must be 0 or 1",
        "{\"file\": \"x.pdf\", \"phrases\": [{\"page\": 1, \"text\": \"a\", \"b\": 0, \"i\": 0, \"u\": 0}]};          's' must be 0 or 1",
        "{\"file\": \"x.pdf\", \"negatives\": [{\"page\": 1, \"text\": \"a\", \"kind\": \"wall\", \"not\": \"u\"}]};  kind 'wall'",
        "{\"file\": \"x.pdf\", \"negatives\": [{\"page\": 1, \"text\": \"a\", \"kind\": \"rule\", \"not\": \"x\"}]};  'x'",
        "{\"file\": \"x.pdf\", \"negatives\": [{\"page\": 1, \"text\": \"a\", \"kind\": \"rule\", \"not\": \"u\", \"occurrence\": 0}]}; 'occurrence'",
    })
    void parse_invalid_throwsNamingTheProblem(String json, String expectedInMessage) {
        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PhraseTruth.parse(json));

        // assert
        assertTrue(e.getMessage().contains(expectedInMessage), e.getMessage());
    }
}
