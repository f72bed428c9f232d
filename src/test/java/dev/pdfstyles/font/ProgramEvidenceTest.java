package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProgramEvidenceTest {
    /** -1 = absent for the ints; NaN = absent for the post angle. */
    @ParameterizedTest(name = "OS/2 wc={0} fs={1} mac={2} post={3} -> {4} {5}")
    @CsvSource({
        // OS/2 present: usWeightClass decides, BOLD bit raises to 700
        "400, 64,  0, 0,     400, NO",
        "700, 32,  1, 0,     700, NO",
        "600,  0,  0, 0,     600, NO",
        "599,  0,  0, 0,     599, NO",
        "500,  0,  0, 0,     500, NO",
        "400, 32,  0, 0,     700, NO",    // bold bit on a 400 class: the family's bold
        "800, 32,  0, 0,     800, NO",    // bold bit never lowers
        "400,  1,  0, 0,     400, YES",   // fsSelection ITALIC
        "400, 512, 0, 0,     400, YES",   // fsSelection OBLIQUE
        "700, 33,  3, -12,   700, YES",
        "400,  0,  0, -11,   400, YES",   // bits clear but post.italicAngle says oblique
        "400,  0,  0, -3.9,  400, NO",    // small optical angle: upright
        "400, 64,  2, 0,     400, NO",    // OS/2 states the face (REGULAR): macStyle italic is ignored
        "400,  0,  1, 0,     700, NO",    // OS/2 of defaults only (Ghostscript's): head.macStyle decides
        "400,  0,  2, 0,     400, YES",   // ... the italic too
        "400,  0,  3, -16,   700, YES",
        "7,    0,  0, 0,     700, NO",    // old 1..9 scale
        "1000, 0,  0, 0,     900, NO",    // clamped to the verdict scale
        // OS/2 absent: head.macStyle decides
        "-1,  -1,  1, 0,     700, NO",
        "-1,  -1,  0, 0,     400, NO",
        "-1,  -1,  2, 0,     400, YES",
        "-1,  -1,  0, -12,   400, YES",
    })
    void vote_sfnt_givesWeightAndItalic(int weightClass, int fsSelection, int macStyle, double post,
            int weight, Tristate italic) {
        // arrange
        ProgramFacts facts = ProgramFacts.of(ProgramFacts.Kind.SFNT, "T").withPostItalicAngle(post)
                .withMacStyle(macStyle);
        if (weightClass >= 0 || fsSelection >= 0) {
            facts = facts.withOs2(weightClass, fsSelection);
        }
        // act
        StyleVote vote = ProgramEvidence.vote(facts);
        // assert
        assertEquals(weight, vote.weight(), vote::describe);
        assertEquals(italic, vote.italic(), vote::describe);
    }

    @ParameterizedTest(name = "usWeightClass {0} -> {1}")
    @CsvSource({"0, 0", "1, 100", "9, 900", "10, 0", "99, 0", "100, 100", "950, 900", "1000, 900", "1001, 0",
        "-5, 0"})
    void normalizeWeightClass_value_givesScaleOrUnknown(int weightClass, int expected) {
        assertEquals(expected, ProgramEvidence.normalizeWeightClass(weightClass));
    }

    /** Weight string "-" means absent (null); NaN means absent angle or matrix. */
    @ParameterizedTest(name = "{0} Weight={1} angle={2} skew={3} -> {4} {5}")
    @CsvSource({
        "CFF,   Bold,     0,      NaN,    700, NO",
        "CFF,   Normal,   0,      0,      400, NO",
        "CFF,   Normal,  -14.04,  0,      400, YES",
        "CFF,   Regular,  0,      0.2126, 400, YES",   // oblique made by a skewed FontMatrix
        "CFF,   Regular,  0,      0.069,  400, NO",
        "CFF,   -,        0,      0,      0,   UNKNOWN", // stripped FontInfo: default angle 0 is no opinion
        "CFF,   -,       -12,     0,      0,   YES",
        "TYPE1, Medium,   0,      0,      500, UNKNOWN", // FontInfo at its defaults: angle 0 is no opinion
        "TYPE1, Medium,  -14.04,  0,      500, YES",   // cmti10
        "TYPE1, Demi,     0,      0,      600, NO",
        "TYPE1, Book,    -12,     0,      400, YES",
        "TYPE1, Fancy,    0,      0,      0,   NO",    // FontInfo present, weight word unknown
    })
    void vote_fontInfo_givesWeightAndItalic(ProgramFacts.Kind kind, String weightString, double angle,
            double skew, int weight, Tristate italic) {
        // arrange
        ProgramFacts facts = ProgramFacts.of(kind, "F")
                .withFontInfo("-".equals(weightString) ? null : weightString, angle, skew);
        // act
        StyleVote vote = ProgramEvidence.vote(facts);
        // assert
        assertEquals(weight, vote.weight(), vote::describe);
        assertEquals(italic, vote.italic(), vote::describe);
    }

    @Test
    void vote_unreadableProgram_isSilentWithReason() {
        // act
        StyleVote vote = ProgramEvidence.vote(ProgramFacts.unreadable("broken OS/2 table: EOF"));
        // assert
        assertTrue(vote.isSilent());
        assertTrue(vote.describe().contains("broken OS/2 table"), vote::describe);
    }

    @ParameterizedTest
    @CsvSource({"0.001, 0, 0.0002126, 0.001, 0.2126", "0.001, 0, 0, 0.001, 0", "0.001, 0, 0.5, 0, NaN"})
    void matrixSlant_matrix_givesCOverD(double a, double b, double c, double d, double expected) {
        // act
        double slant = FontProgramAdapter.matrixSlant(java.util.List.of(a, b, c, d, 0.0, 0.0));
        // assert
        assertEquals(expected, slant, 1e-9);
    }
}
