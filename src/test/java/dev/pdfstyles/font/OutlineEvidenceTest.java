package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.font.outline.StemMeasurement;

class OutlineEvidenceTest {
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
    void vote_measurements_giveWeightAndItalic(String stems, String slants, int weight, Tristate italic) {
        // arrange
        String[] s = stems.split(";");
        String[] t = slants.split(";");
        List<StemMeasurement> list = new ArrayList<>();
        for (int i = 0; i < s.length; i++) {
            list.add(new StemMeasurement(Double.parseDouble(s[i]), Double.parseDouble(t[i])));
        }
        // act
        StyleVote vote = OutlineEvidence.vote(list, "");
        // assert
        assertEquals(weight, vote.weight(), vote::describe);
        assertEquals(italic, vote.italic(), vote::describe);
    }

    @ParameterizedTest(name = "stems {0} slants {1} -> settled {2}")
    @CsvSource({
        "0.084;0.090;0.088,       0;0.01;-0.02,       true",   // all regular and upright
        "0.139;0.150;0.142,       0.21;0.25;0.23,     true",   // all bold and italic
        "0.090;0.101;0.090,       0;0;0,              false",  // one stem in the dead zone
        "0.084;0.090,             0;0,                false",  // three more could outvote two
        "0.084;NaN;0.088,         0;0;0,              false",  // two stems, and two glyphs still to come
        "0.084;0.090;0.088,       0;NaN;0,            false",  // two slants only ('i' has none)
        "0.084;0.090;0.088;0.086, 0;NaN;0;0,          true",
        "0.084;0.090;0.088,       0.05;0.08;0.05,     false",  // slants on both sides of tan(4 degrees)
        "0.090;0.350;0.090,       0;0;0,              false",  // dead zone and implausible share UNKNOWN
    })
    void isSettled_measurements_settledWhenMoreCannotChangeTheVote(String stems, String slants, boolean settled) {
        // act + assert
        assertEquals(settled, OutlineEvidence.isSettled(measurements(stems, slants), 5));
    }

    /**
     * The promise {@link FontEvidenceCollector} relies on to stop measuring early: on random glyph sequences
     * around every threshold, each settled prefix votes as the whole sequence does.
     */
    @Test
    void isSettled_randomSequences_prefixVotesAsTheWholeSequence() {
        // arrange
        double[] stems = {Double.NaN, -0.01, 0.05, 0.096, 0.097, 0.0971, 0.101, 0.1049, 0.105, 0.2, 0.3, 0.31};
        double s = ItalicAngleRule.MIN_ITALIC_SLANT;
        double[] slants = {Double.NaN, -1.2, -1.0, -0.3, -s, -s + 1e-6, 0, 0.03, s - 1e-6, s, 0.3, 1.0, 1.01};
        Random random = new Random(7);
        int settledPrefixes = 0;
        int unsettledPrefixes = 0;
        for (int trial = 0; trial < 20_000; trial++) {
            List<StemMeasurement> all = new ArrayList<>();
            int count = 1 + random.nextInt(5);
            // most sequences stay near one value, as a real font's glyphs do; some wander
            int stemBase = random.nextInt(stems.length);
            int slantBase = random.nextInt(slants.length);
            for (int i = 0; i < count; i++) {
                all.add(new StemMeasurement(stems[near(random, stemBase, stems.length)],
                        slants[near(random, slantBase, slants.length)]));
            }
            StyleVote whole = OutlineEvidence.vote(all, "");
            for (int n = 0; n <= count; n++) {
                List<StemMeasurement> prefix = all.subList(0, n);
                if (!OutlineEvidence.isSettled(prefix, 5)) {
                    unsettledPrefixes++;
                    continue;
                }
                settledPrefixes++;
                StyleVote early = OutlineEvidence.vote(prefix, "");
                // act + assert
                assertEquals(whole.weight(), early.weight(), () -> all + " settled after " + prefix.size());
                assertEquals(whole.italic(), early.italic(), () -> all + " settled after " + prefix.size());
            }
        }
        assertTrue(settledPrefixes > 1000, "settled prefixes: " + settledPrefixes);
        assertTrue(unsettledPrefixes > 1000, "unsettled prefixes: " + unsettledPrefixes);
    }

    @Test
    void isSettled_noGlyphsYet_isFalse() {
        assertFalse(OutlineEvidence.isSettled(List.of(), 5));
    }

    /** The base index three times in four, else a neighbour or any index. */
    private static int near(Random random, int base, int length) {
        int pick = random.nextInt(8);
        if (pick < 6) {
            return base;
        }
        return pick == 6 ? Math.max(0, Math.min(length - 1, base + (random.nextBoolean() ? 1 : -1)))
                : random.nextInt(length);
    }

    private static List<StemMeasurement> measurements(String stems, String slants) {
        String[] s = stems.split(";");
        String[] t = slants.split(";");
        List<StemMeasurement> list = new ArrayList<>();
        for (int i = 0; i < s.length; i++) {
            list.add(new StemMeasurement(Double.parseDouble(s[i]), Double.parseDouble(t[i])));
        }
        return list;
    }
}
