package dev.pdfstyles.decoration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationClassifier.Role;

class DecorationClassifierTest {

    @ParameterizedTest(name = "centre {0} em, thickness {1} em -> {2}")
    @CsvSource({
            // Word: 0.72 pt rule 1.54 pt below a 12 pt baseline
            "-0.128, 0.06, UNDERLINE",
            // stroked .7 w line 1.1 pt below at 12 pt
            "-0.092, 0.058, UNDERLINE",
            // band edges, just inside and just outside
            "0.049, 0.05, UNDERLINE",
            "0.051, 0.05, NONE",
            "-0.449, 0.05, UNDERLINE",
            "-0.451, 0.05, NONE",
            // strike-through through the x-height
            "0.30, 0.05, STRIKETHROUGH",
            "0.121, 0.05, STRIKETHROUGH",
            "0.119, 0.05, NONE",
            // ulem's strike-out nested in an underline, through the bottom of the lowercase letters
            "0.146, 0.033, STRIKETHROUGH",
            "0.499, 0.05, STRIKETHROUGH",
            "0.501, 0.05, NONE",
            // thickness: a highlight box is not a line
            "-0.10, 0.199, UNDERLINE",
            "-0.10, 0.201, NONE",
            "0.30, 1.2, NONE",
            // the top border of a cell over the text
            "0.85, 0.03, NONE",
            // nonsense
            "NaN, 0.05, NONE",
            "-0.1, -0.01, NONE"
    })
    void classify_bandsAndThickness(float centreEm, float thicknessEm, Role expected) {
        assertEquals(expected, DecorationClassifier.classify(centreEm, thicknessEm));
    }

    /** Which test a rule fails names the band it missed; the role is classify's, row for row. */
    @ParameterizedTest(name = "centre {0} em, thickness {1} em -> {2}")
    @CsvSource({
            "-0.128, 0.06, UNDERLINE",
            "0.30, 0.05, STRIKETHROUGH",
            // thickness before height: a highlight over the underline band is too thick, not an underline
            "-0.10, 0.199, UNDERLINE",
            "-0.10, 0.201, TOO_THICK",
            "0.85, 0.21, TOO_THICK",
            // under the underline band: a border under the line, or the next line's rule
            "-0.449, 0.05, UNDERLINE",
            "-0.451, 0.05, BELOW_UNDERLINE_BAND",
            // between the bands, just outside each
            "0.051, 0.05, BETWEEN_BANDS",
            "0.119, 0.05, BETWEEN_BANDS",
            "0.121, 0.05, STRIKETHROUGH",
            // over the strike band: a cell's top border
            "0.499, 0.05, STRIKETHROUGH",
            "0.501, 0.05, ABOVE_STRIKE_BAND",
            "0.85, 0.03, ABOVE_STRIKE_BAND",
            "NaN, 0.05, UNMEASURABLE",
            "-0.1, Infinity, UNMEASURABLE",
            "-0.1, -0.01, UNMEASURABLE"
    })
    void fit_eachBandEdge_namesTheTestFailed(float centreEm, float thicknessEm, BandFit expected) {
        // act
        BandFit fit = DecorationClassifier.fit(centreEm, thicknessEm);
        // assert
        assertEquals(expected, fit);
        assertEquals(DecorationClassifier.classify(centreEm, thicknessEm), fit.role());
    }
}
