package dev.pdfstyles.geometry.font;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OutlineEvidenceTest
{
    /** stems and slants as ';'-separated lists; NaN marks an unmeasured value. */
    @ParameterizedTest(name = "stems {0} slants {1} -> {2} {3}")
    @CsvSource({
        "0.084;0.084;0.102;0.102, 0;0;0;0,           400, NO",    // Times: cap stems heavier, median regular
        "0.139;0.139;0.162,       0;0;-0.03,          700, NO",
        "0.084;0.084,             0.274;0.261,       400, YES",
        "0.084;0.084;0.084,       0.213;0.213;-0.300, 400, YES",  // one odd 'i' serif does not decide
        "0.100;0.100,             0;0,                0,   NO",    // dead zone: italic still known
        "0.140,                   0,                  0,   UNKNOWN", // one glyph is not enough
        "NaN;NaN,                 NaN;NaN,            0,   UNKNOWN",
    })
    void vote_measurements_giveWeightAndItalic(String stems, String slants, int weight, Tristate italic)
    {
        // arrange
        String[] s = stems.split(";");
        String[] t = slants.split(";");
        List<StemMeasurement> list = new ArrayList<>();
        for (int i = 0; i < s.length; i++)
        {
            list.add(new StemMeasurement(Double.parseDouble(s[i]), Double.parseDouble(t[i])));
        }
        // act
        StyleVote vote = OutlineEvidence.vote(list, "");
        // assert
        assertEquals(weight, vote.weight(), vote::describe);
        assertEquals(italic, vote.italic(), vote::describe);
    }
}
