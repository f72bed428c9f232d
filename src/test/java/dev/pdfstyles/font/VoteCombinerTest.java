package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.EvidenceSource;

class VoteCombinerTest {
    @Test
    void combine_programAndName_programWinsBothWays() {
        // arrange: the name says Bold Italic, the program says regular upright
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "").withWeight(400, "OS/2 400")
                .withItalic(Tristate.NO, "fsSelection");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "").withWeight(700, "Bold")
                .withItalic(Tristate.YES, "Italic");
        // act
        FontVerdict nameFirst = combine(List.of(name, program));
        FontVerdict programFirst = combine(List.of(program, name));
        // assert
        assertEquals(400, nameFirst.weight());
        assertEquals(Tristate.NO, nameFirst.italic());
        assertEquals(400, programFirst.weight());
        assertEquals(Tristate.NO, programFirst.italic());
        assertTrue(nameFirst.evidence().contains("name: weight 700"), nameFirst::evidence);
    }

    /** A parse reads only weight and italic: the reasons' text is written when the evidence is asked for. */
    @Test
    void combine_reasonsAndNotes_writtenOnlyWhenEvidenceIsAsked() {
        // arrange
        AtomicInteger written = new AtomicInteger();
        Supplier<String> weightReason = () -> "OS/2 usWeightClass " + written.incrementAndGet();
        Supplier<String> italicReason = () -> "post.italicAngle " + written.incrementAndGet();
        Supplier<String> note = () -> "note " + written.incrementAndGet();
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, note).withWeight(700, weightReason)
                .withItalic(Tristate.YES, italicReason).withNote(note);
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, note);
        // act
        FontVerdict verdict = combine(List.of(program, name));
        int writtenBeforeEvidence = written.get();
        String evidence = verdict.evidence();
        // assert
        assertEquals(700, verdict.weight());
        assertEquals(Tristate.YES, verdict.italic());
        assertEquals(0, writtenBeforeEvidence);
        assertTrue(evidence.contains("weight 700 from program (OS/2 usWeightClass")
                && evidence.contains("[note ") && evidence.contains(", note "), evidence);
    }

    @Test
    void combine_propertiesFromDifferentSources_eachFirstOpinionWins() {
        // arrange
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withItalic(Tristate.YES, "flag");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "").withWeight(700, "Bold")
                .withItalic(Tristate.NO, "Bold");
        // act
        FontVerdict v = combine(List.of(descriptor, name));
        // assert
        assertEquals(700, v.weight());
        assertEquals(Tristate.YES, v.italic());
        assertTrue(v.evidence().startsWith("weight 700 from name (Bold); italic YES from descriptor (flag)"),
                v::evidence);
    }

    @Test
    void combine_forceBoldAlone_addsBold() {
        // arrange
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withBoldHint("ForceBold");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "no style words");
        // act
        FontVerdict v = combine(List.of(descriptor, name));
        // assert
        assertEquals(VoteCombiner.FORCE_BOLD_WEIGHT, v.weight());
        assertEquals(Tristate.UNKNOWN, v.italic());
    }

    @Test
    void combine_forceBoldAgainstExplicitRegular_neverRemovesTheRegular() {
        // arrange
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withBoldHint("ForceBold");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "").withWeight(400, "Regular");
        // act
        FontVerdict v = combine(List.of(descriptor, name));
        // assert
        assertEquals(400, v.weight());
        assertTrue(v.evidence().contains("ForceBold"), v::evidence);
    }

    @Test
    void combine_noVotes_unknown() {
        // act
        FontVerdict v = combine(List.of());
        // assert
        assertEquals(FontVerdict.UNKNOWN_WEIGHT, v.weight());
        assertEquals(Tristate.UNKNOWN, v.italic());
        assertEquals(false, v.isBold(100));
    }

    @ParameterizedTest(name = "macStyle bold={0}, later weight {1} from {2} -> {3}")
    @CsvSource({
        "false, 600, DESCRIPTOR, 600",   // Semibold face: its own family, bold bit clear
        "false, 200, DESCRIPTOR, 200",   // ExtraLight
        "false, 699, NAME,       699",
        "false, 700, DESCRIPTOR, 400",   // contradicts the program: not taken
        "true,  900, NAME,       900",   // Black refines the bold member
        "true,  600, OUTLINES,   600",
        "true,  500, DESCRIPTOR, 700",   // Medium contradicts the bold bit: not taken
    })
    void combine_coarseMacStyleWeight_refinedOnlyInsideItsBand(boolean bold, int later, EvidenceSource source,
            int expected) {
        // arrange
        ProgramFacts facts = ProgramFacts.of(ProgramFacts.Kind.SFNT, "T").withMacStyle(bold ? 1 : 0);
        StyleVote program = ProgramEvidence.vote(facts);
        StyleVote other = StyleVote.silent(source, "").withWeight(later, "precise");
        // act
        FontVerdict v = combine(List.of(program, other));
        // assert
        assertEquals(expected, v.weight(), v::evidence);
        assertEquals(expected != (bold ? 700 : 400), v.evidence().contains("refining program"), v::evidence);
    }

    /**
     * head.macStyle alone is one bit, and some subsetters copy the bold one onto every face of a family: stems
     * on the other side of the bold line overrule it; stems inside its band refine it.
     */
    @ParameterizedTest(name = "macStyle bold={0}, stems {1} -> {2}")
    @CsvSource({
        "true,  400, 400",   // wkhtmltopdf's regular face after Ghostscript dropped its OS/2
        "true,  599, 599",
        "true,  600, 600",   // inside the band: a refinement
        "false, 800, 800",   // a Heavy face whose subset lost its OS/2
        "false, 600, 600",
        "false, 599, 599",   // inside the band
    })
    void combine_macStyleAloneAgainstStems_stemsAcrossTheBoldLineWin(boolean bold, int stems, int expected) {
        // arrange
        StyleVote program = ProgramEvidence.vote(ProgramFacts.of(ProgramFacts.Kind.SFNT, "T").withMacStyle(bold ? 1 : 0));
        StyleVote outlines = StyleVote.silent(EvidenceSource.OUTLINES, "").withWeight(stems, "stems");
        // act
        FontVerdict v = combine(List.of(outlines, program));
        // assert
        assertEquals(expected, v.weight(), v::evidence);
    }

    @Test
    void combine_preciseProgramWeightAgainstStems_programWins() {
        // arrange
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "").withWeight(700, "OS/2 700");
        StyleVote outlines = StyleVote.silent(EvidenceSource.OUTLINES, "").withWeight(400, "stems");
        // act
        FontVerdict v = combine(List.of(program, outlines));
        // assert
        assertEquals(700, v.weight(), v::evidence);
    }

    /**
     * An "upright" read from a field at its default value (macStyle italic bit clear, ItalicAngle 0) is weak:
     * where a later source says italic, the glyphs decide, and the later source where they cannot.
     */
    @ParameterizedTest(name = "default upright, {0} says italic, glyphs {1} -> {2}")
    @CsvSource({
        "NAME,       YES,     YES",
        "NAME,       NO,      NO",
        "NAME,       UNKNOWN, YES",
        "DESCRIPTOR, NO,      NO",
        "DESCRIPTOR, UNKNOWN, YES",
    })
    void combine_defaultUprightAgainstLaterItalic_glyphsDecide(EvidenceSource later, Tristate glyphs,
            Tristate expected) {
        // arrange
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "").withDefaultUpright(() -> "ItalicAngle 0");
        StyleVote italic = StyleVote.silent(later, "").withItalic(Tristate.YES, "Italic");
        StyleVote outlines = StyleVote.silent(EvidenceSource.OUTLINES, "").withItalic(glyphs, "slant");
        // act
        FontVerdict v = combine(List.of(italic, outlines, program));
        // assert
        assertEquals(expected, v.italic(), v::evidence);
    }

    @Test
    void isItalicDecidedWithoutGlyphs_defaultUprightContradicted_asksTheGlyphs() {
        // arrange
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "").withDefaultUpright(() -> "macStyle");
        StyleVote italicName = StyleVote.silent(EvidenceSource.NAME, "").withItalic(Tristate.YES, "Italic");
        StyleVote uprightName = StyleVote.silent(EvidenceSource.NAME, "").withItalic(Tristate.NO, "Regular");
        // act + assert
        assertTrue(VoteCombiner.isItalicDecidedWithoutGlyphs(List.of(program)));
        assertTrue(VoteCombiner.isItalicDecidedWithoutGlyphs(List.of(program, uprightName)));
        assertFalse(VoteCombiner.isItalicDecidedWithoutGlyphs(List.of(program, italicName)));
        assertFalse(VoteCombiner.isItalicDecidedWithoutGlyphs(List.of()));
    }

    /**
     * An italic the program or the descriptor states and the name does not is checked against the glyphs:
     * upright glyphs overrule it (a producer's one Helvetica program for upright and oblique text, with the
     * oblique's CFF ItalicAngle -12; iText's Flags 68 on upright fonts), italic or unmeasured ones leave it.
     * An italic the name confirms is decided without them.
     */
    @ParameterizedTest(name = "{0} says italic, name italic {1}, glyphs {2} -> {3}")
    @CsvSource({
        "PROGRAM,    NO,      NO,      NO",
        "PROGRAM,    NO,      YES,     YES",
        "PROGRAM,    NO,      UNKNOWN, YES",
        "DESCRIPTOR, UNKNOWN, NO,      NO",
        "PROGRAM,    YES,     NO,      YES",
        "DESCRIPTOR, YES,     NO,      YES",
    })
    void combine_italicClaimTheNameDoesNotMake_uprightGlyphsOverrule(EvidenceSource source, Tristate nameItalic,
            Tristate glyphs, Tristate expected) {
        // arrange
        StyleVote claim = StyleVote.silent(source, "").withItalic(Tristate.YES, "ItalicAngle -12");
        StyleVote name = nameItalic.isKnown() ? StyleVote.silent(EvidenceSource.NAME, "").withItalic(nameItalic, "words")
                : StyleVote.silent(EvidenceSource.NAME, "no style words");
        StyleVote outlines = StyleVote.silent(EvidenceSource.OUTLINES, "").withItalic(glyphs, "slant");
        // act
        FontVerdict v = combine(List.of(name, outlines, claim));
        // assert
        assertEquals(expected, v.italic(), v::evidence);
        assertEquals(nameItalic == Tristate.YES, VoteCombiner.isItalicDecidedWithoutGlyphs(List.of(claim, name)));
    }

    /**
     * A program's set style-link bit (fsSelection ITALIC, head.macStyle italic) is the font maker's own per-face
     * statement, not a carried-over angle or a producer's flag: it stands under a name with no style word, the
     * glyphs are not asked, and upright glyphs measured anyway do not overrule it.
     */
    @Test
    void combine_styleLinkItalicBitUnderSilentName_standsWithoutTheGlyphs() {
        // arrange
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "").withStyleLinkItalic("OS/2 fsSelection ITALIC");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "no style words");
        StyleVote outlines = StyleVote.silent(EvidenceSource.OUTLINES, "").withItalic(Tristate.NO, "slant");
        // act
        FontVerdict v = combine(List.of(name, outlines, program));
        // assert
        assertEquals(Tristate.YES, v.italic(), v::evidence);
        assertTrue(VoteCombiner.isItalicDecidedWithoutGlyphs(List.of(program, name)));
        assertFalse(VoteCombiner.isUnconfirmedItalicClaim(List.of(program, name)));
    }

    @Test
    void combine_explicitUprightAgainstItalicName_programWins() {
        // arrange: OS/2 fsSelection REGULAR is a statement, not a default
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "").withItalic(Tristate.NO, "fsSelection");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "").withItalic(Tristate.YES, "Italic");
        StyleVote outlines = StyleVote.silent(EvidenceSource.OUTLINES, "").withItalic(Tristate.YES, "slant");
        // act
        FontVerdict v = combine(List.of(program, name, outlines));
        // assert
        assertEquals(Tristate.NO, v.italic(), v::evidence);
        assertTrue(VoteCombiner.isItalicDecidedWithoutGlyphs(List.of(program, name)));
    }

    @ParameterizedTest(name = "program {0}, descriptor {1}, stems {2} -> {3}")
    @CsvSource({
        // no program weight: the descriptor decides unless the stems say the other side of 600
        "-,      400, 700, 700",
        "-,      700, 400, 400",
        "-,      400, 400, 400",
        "-,      200, 400, 200",     // same side: the finer descriptor number stays
        "-,      600, 700, 600",
        // a coarse "Medium" from the program: refined by the descriptor, unless the stems contradict it
        "Medium, 400, 700, 700",     // Gotham-Black in Tika's testPDF_angles.pdf
        "Medium, 400, 400, 400",
        // a precise program weight is never overruled
        "Bold,   400, 400, 700",
        "Regular, 700, 700, 400",
    })
    void combine_descriptorAgainstStems_stemsWinOnlyAcrossTheBoldLine(String programWeight, int descriptor,
            int stems, int expected) {
        // arrange
        List<StyleVote> votes = new java.util.ArrayList<>();
        if (!"-".equals(programWeight)) {
            votes.add(ProgramEvidence.vote(ProgramFacts.of(ProgramFacts.Kind.CFF, "F")
                    .withFontInfo(programWeight, 0, 0)));
        }
        votes.add(StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withWeight(descriptor, "FontWeight " + descriptor));
        votes.add(StyleVote.silent(EvidenceSource.OUTLINES, "").withWeight(stems, "stems"));
        // act
        FontVerdict v = combine(votes);
        // assert
        assertEquals(expected, v.weight(), v::evidence);
    }

    @Test
    void combine_forceBoldAlone_evidenceWordForWord() {
        // arrange
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withBoldHint("ForceBold");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "no style words");
        // act
        FontVerdict v = combine(List.of(name, descriptor));
        // assert: the text the listFontVerdicts listing shows, written when first read
        assertEquals("weight 700 from descriptor (ForceBold, no other weight evidence); italic unknown; votes: "
                + "descriptor: [ForceBold] | name: [no style words]", v.evidence());
    }

    @Test
    void combine_stemsOverruleDescriptorAndDefaultWeight_evidenceWordForWord() {
        // arrange: a Type 1 "Medium" default refined by a descriptor 400 that the stems contradict
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "")
                .withNameRefinedWeight(500, () -> "Weight 'Medium'");
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withWeight(400, "FontWeight 400");
        StyleVote stems = StyleVote.silent(EvidenceSource.OUTLINES, "").withWeight(700, "median stem 0.1300 em")
                .withItalic(Tristate.NO, "median stem slant 0.000");
        // act
        FontVerdict v = combine(List.of(stems, descriptor, program));
        // assert
        assertEquals(700, v.weight());
        assertEquals("weight 700 from outlines (median stem 0.1300 em, overruling descriptor FontWeight 400 and "
                + "program Weight 'Medium'); italic NO from outlines (median stem slant 0.000); votes: program: "
                + "weight 500 (Weight 'Medium') | descriptor: weight 400 (FontWeight 400) | outlines: weight 700 "
                + "(median stem 0.1300 em) italic NO (median stem slant 0.000)", v.evidence());
    }

    /** The verdict for a font whose letters are drawn to its FontMatrix's em, as most fonts' are. */
    private static FontVerdict combine(List<StyleVote> votes) {
        return VoteCombiner.combine(votes, 1.0);
    }
}
