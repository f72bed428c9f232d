package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DescriptorEvidenceTest {
    @ParameterizedTest(name = "FontWeight={0} Italic={1} angle={2} ForceBold={3} -> {4} {5} hint={6}")
    @CsvSource({
        "NaN, false,  0,    false, 0,   UNKNOWN, false",  // defaults: no opinion
        "NaN, true,   0,    false, 0,   YES,     false",  // Italic flag
        "NaN, false, -12,   false, 0,   YES,     false",  // Helvetica-Oblique: angle, no flag
        "NaN, false,  12,   false, 0,   YES,     false",  // wrong sign from a buggy producer
        "NaN, false, -4,    false, 0,   YES,     false",
        "NaN, false, -3.99, false, 0,   UNKNOWN, false",  // optical angle on an upright face
        "NaN, false, -60,   false, 0,   UNKNOWN, false",  // garbage angle
        "700, false,  0,    false, 700, UNKNOWN, false",
        "600, false,  0,    false, 600, UNKNOWN, false",
        "400, false,  0,    false, 400, UNKNOWN, false",
        "99,  false,  0,    false, 0,   UNKNOWN, false",  // out of range
        "901, false,  0,    false, 0,   UNKNOWN, false",
        "NaN, false,  0,    true,  0,   UNKNOWN, true",   // ForceBold: positive-only hint, not a weight
    })
    void vote_descriptorFields_giveVote(double fontWeight, boolean italicFlag, double angle, boolean forceBold,
            int weight, Tristate italic, boolean hint) {
        // act
        StyleVote vote = DescriptorEvidence.vote(fontWeight, italicFlag, angle, forceBold);
        // assert
        assertEquals(weight, vote.weight(), vote::describe);
        assertEquals(italic, vote.italic(), vote::describe);
        assertEquals(hint, vote.hasBoldHint(), vote::describe);
    }
}
