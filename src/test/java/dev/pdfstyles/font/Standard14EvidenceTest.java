package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Standard14EvidenceTest {
    @ParameterizedTest(name = "{0} Weight {1} angle {2} -> {3} {4}")
    @CsvSource({
        "Helvetica,             Medium, 0,     500, NO",   // AFM says Medium: regular under 600
        "Helvetica-Bold,        Bold,   0,     700, NO",
        "Helvetica-Oblique,     Medium, -12,   500, YES",
        "Helvetica-BoldOblique, Bold,   -12,   700, YES",
        "Times-Roman,           Roman,  0,     400, NO",
        "Times-Italic,          Medium, -15.5, 500, YES",
        "Courier-Oblique,       Medium, -12,   500, YES",
        "Symbol,                Medium, 0,     400, NO",   // policy: never styled
        "ZapfDingbats,          Medium, -12,   400, NO",
    })
    void vote_afm_givesWeightAndItalic(String base, String weight, double angle, int expectedWeight,
            Tristate italic) {
        // act
        StyleVote vote = Standard14Evidence.vote(base, weight, angle);
        // assert
        assertEquals(expectedWeight, vote.weight(), vote::describe);
        assertEquals(italic, vote.italic(), vote::describe);
    }
}
