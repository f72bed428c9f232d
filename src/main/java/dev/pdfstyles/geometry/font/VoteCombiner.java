package dev.pdfstyles.geometry.font;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Combines the votes of the evidence sources into one {@link FontVerdict} (issue #4). Every vote is written
 * into the evidence string.
 *
 * <p>Per property, the most trusted source with an opinion wins ({@link EvidenceSource} order), with three
 * refinements for the weight:
 * <ol>
 *   <li>A coarse program weight (head.macStyle's bold bit; a Type 1/CFF Weight of "Medium", the format's
 *       default) is refined by the first later precise weight inside its band; for "Medium" the name is asked
 *       first (see {@link ProgramEvidence#DEFAULT_WEIGHT_STRING}).</li>
 *   <li>A descriptor FontWeight that the measured stems contradict (one side of
 *       {@link #CONTRADICTION_SPLIT_WEIGHT}, the stems on the other) yields to the stems: descriptors are
 *       written by producers, often with a default 400 (Gotham-Black in Tika's testPDF_angles.pdf), while the
 *       stems are the glyphs the reader sees ("glyph outlines when metadata is contradictory", issue #4).</li>
 *   <li>The descriptor's ForceBold is a positive-only hint: it gives {@link #FORCE_BOLD_WEIGHT} only when no
 *       source has any weight opinion, so it can add bold but never overrule an explicit "Regular" (survey B1:
 *       "program &gt; descriptor &gt; name &gt; ForceBold").</li>
 * </ol>
 */
final class VoteCombiner
{
    /**
     * Weight given by a lone ForceBold flag: the OS/2 Bold class. PDF 32000-1 9.8.2 says ForceBold makes thin
     * stems bolder at small sizes, which producers set on bold faces; nothing there says how bold, so the
     * standard "Bold" class is used.
     */
    static final int FORCE_BOLD_WEIGHT = 700;

    /**
     * A descriptor weight and a stem weight contradict when one is below 600 and the other at or above it: the
     * default bold threshold (FontEvidenceSettings.DEFAULT_MIN_BOLD_WEIGHT), the only line a reader's "is this
     * bold?" depends on. Smaller disagreements (FontWeight 200 vs stems 400) keep the descriptor's finer number.
     */
    static final int CONTRADICTION_SPLIT_WEIGHT = FontEvidenceSettings.DEFAULT_MIN_BOLD_WEIGHT;

    private VoteCombiner()
    {
    }

    /** The verdict for these votes (any order; silent votes are kept for the evidence string). */
    static FontVerdict combine(List<StyleVote> votes)
    {
        List<StyleVote> ordered = new ArrayList<>(votes);
        ordered.sort(Comparator.comparing(StyleVote::source));
        StringBuilder evidence = new StringBuilder();
        int weight = chooseWeight(ordered, evidence);
        StyleVote italicVote = null;
        for (StyleVote vote : ordered)
        {
            if (italicVote == null && vote.italic().isKnown())
            {
                italicVote = vote;
            }
        }
        Tristate italic = Tristate.UNKNOWN;
        if (italicVote != null)
        {
            italic = italicVote.italic();
            evidence.append("; italic ").append(italic).append(" from ").append(italicVote.source().label())
                    .append(" (").append(italicVote.italicReason()).append(')');
        }
        else
        {
            evidence.append("; italic unknown");
        }
        if (!ordered.isEmpty())
        {
            evidence.append("; votes: ");
            for (int i = 0; i < ordered.size(); i++)
            {
                evidence.append(i == 0 ? "" : " | ").append(ordered.get(i).describe());
            }
        }
        return new FontVerdict(weight, italic, evidence.toString());
    }

    /** Picks the weight (see class comment), writes how into the evidence, returns it or UNKNOWN_WEIGHT. */
    private static int chooseWeight(List<StyleVote> ordered, StringBuilder evidence)
    {
        StyleVote first = null;
        StyleVote boldHint = null;
        StyleVote stems = null;
        for (StyleVote vote : ordered)
        {
            if (first == null && vote.hasWeight())
            {
                first = vote;
            }
            if (boldHint == null && vote.hasBoldHint())
            {
                boldHint = vote;
            }
            if (vote.source() == EvidenceSource.OUTLINES && vote.hasWeight())
            {
                stems = vote;
            }
        }
        if (first == null)
        {
            if (boldHint == null)
            {
                evidence.append("weight unknown");
                return FontVerdict.UNKNOWN_WEIGHT;
            }
            evidence.append("weight ").append(FORCE_BOLD_WEIGHT).append(" from ").append(boldHint.source().label())
                    .append(" (ForceBold, no other weight evidence)");
            return FORCE_BOLD_WEIGHT;
        }
        StyleVote chosen = first;
        String qualifier = "";
        StyleVote refinement = refinementOf(first, ordered);
        if (refinement != null)
        {
            chosen = refinement;
            qualifier = ", refining " + first.source().label() + " " + first.weightReason();
        }
        if (chosen.source() == EvidenceSource.DESCRIPTOR && stems != null
                && contradicts(chosen.weight(), stems.weight())
                && (!first.isCoarseWeight() || first.acceptsRefinement(stems.weight())))
        {
            qualifier = ", overruling descriptor " + chosen.weightReason()
                    + (first.isCoarseWeight() ? " and " + first.source().label() + " " + first.weightReason() : "");
            chosen = stems;
        }
        evidence.append("weight ").append(chosen.weight()).append(" from ").append(chosen.source().label())
                .append(" (").append(chosen.weightReason()).append(qualifier).append(')');
        return chosen.weight();
    }

    /**
     * For a coarse weight, the first later precise weight inside its band: a descriptor FontWeight 600 refines
     * "bold bit clear" of a Semibold face that PDFBox's subsetter left without OS/2, and FontWeight 200 refines
     * it for an ExtraLight. Null when none, or when the weight is not coarse.
     */
    private static StyleVote refinementOf(StyleVote coarse, List<StyleVote> ordered)
    {
        if (!coarse.isCoarseWeight())
        {
            return null;
        }
        if (coarse.isRefinedByNameFirst())
        {
            for (StyleVote vote : ordered)
            {
                if (vote.source() == EvidenceSource.NAME && vote.hasWeight() && coarse.acceptsRefinement(vote.weight()))
                {
                    return vote;
                }
            }
        }
        for (StyleVote vote : ordered)
        {
            if (vote.source().compareTo(coarse.source()) > 0 && vote.hasWeight() && !vote.isCoarseWeight()
                    && coarse.acceptsRefinement(vote.weight()))
            {
                return vote;
            }
        }
        return null;
    }

    private static boolean contradicts(int metadataWeight, int stemWeight)
    {
        return (metadataWeight >= CONTRADICTION_SPLIT_WEIGHT) != (stemWeight >= CONTRADICTION_SPLIT_WEIGHT);
    }
}
