package dev.pdfstyles.geometry.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class VoteCombinerTest
{
    @Test
    void combine_programAndName_programWinsBothWays()
    {
        // arrange: the name says Bold Italic, the program says regular upright
        StyleVote program = StyleVote.silent(EvidenceSource.PROGRAM, "").withWeight(400, "OS/2 400")
                .withItalic(Tristate.NO, "fsSelection");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "").withWeight(700, "Bold")
                .withItalic(Tristate.YES, "Italic");
        // act
        FontVerdict nameFirst = VoteCombiner.combine(List.of(name, program));
        FontVerdict programFirst = VoteCombiner.combine(List.of(program, name));
        // assert
        assertEquals(400, nameFirst.weight());
        assertEquals(Tristate.NO, nameFirst.italic());
        assertEquals(400, programFirst.weight());
        assertEquals(Tristate.NO, programFirst.italic());
        assertTrue(nameFirst.evidence().contains("name: weight 700"), nameFirst::evidence);
    }

    @Test
    void combine_propertiesFromDifferentSources_eachFirstOpinionWins()
    {
        // arrange
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withItalic(Tristate.YES, "flag");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "").withWeight(700, "Bold")
                .withItalic(Tristate.NO, "Bold");
        // act
        FontVerdict v = VoteCombiner.combine(List.of(descriptor, name));
        // assert
        assertEquals(700, v.weight());
        assertEquals(Tristate.YES, v.italic());
        assertTrue(v.evidence().startsWith("weight 700 from name (Bold); italic YES from descriptor (flag)"),
                v::evidence);
    }

    @Test
    void combine_forceBoldAlone_addsBold()
    {
        // arrange
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withBoldHint("ForceBold");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "no style words");
        // act
        FontVerdict v = VoteCombiner.combine(List.of(descriptor, name));
        // assert
        assertEquals(VoteCombiner.FORCE_BOLD_WEIGHT, v.weight());
        assertEquals(Tristate.UNKNOWN, v.italic());
    }

    @Test
    void combine_forceBoldAgainstExplicitRegular_neverRemovesTheRegular()
    {
        // arrange
        StyleVote descriptor = StyleVote.silent(EvidenceSource.DESCRIPTOR, "").withBoldHint("ForceBold");
        StyleVote name = StyleVote.silent(EvidenceSource.NAME, "").withWeight(400, "Regular");
        // act
        FontVerdict v = VoteCombiner.combine(List.of(descriptor, name));
        // assert
        assertEquals(400, v.weight());
        assertTrue(v.evidence().contains("ForceBold"), v::evidence);
    }

    @Test
    void combine_noVotes_unknown()
    {
        // act
        FontVerdict v = VoteCombiner.combine(List.of());
        // assert
        assertEquals(FontVerdict.UNKNOWN_WEIGHT, v.weight());
        assertEquals(Tristate.UNKNOWN, v.italic());
        assertEquals(false, v.isBold(100));
    }
}
