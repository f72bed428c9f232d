package dev.pdfstyles.geometry.font;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Combines the votes of the evidence sources into one {@link FontVerdict} (issue #4). Per property, the most
 * trusted source with an opinion wins ({@link EvidenceSource} order). The descriptor's ForceBold is a
 * positive-only hint: it gives {@link #FORCE_BOLD_WEIGHT} only when no source has any weight opinion, so it can
 * add bold but never overrule an explicit "Regular" (survey B1: "program &gt; descriptor &gt; name &gt; ForceBold").
 * Every vote is written into the evidence string.
 */
final class VoteCombiner
{
    /**
     * Weight given by a lone ForceBold flag: the OS/2 Bold class. PDF 32000-1 9.8.2 says ForceBold makes thin
     * stems bolder at small sizes, which producers set on bold faces; nothing there says how bold, so the
     * standard "Bold" class is used.
     */
    static final int FORCE_BOLD_WEIGHT = 700;

    private VoteCombiner()
    {
    }

    /** The verdict for these votes (any order; silent votes are kept for the evidence string). */
    static FontVerdict combine(List<StyleVote> votes)
    {
        List<StyleVote> ordered = new ArrayList<>(votes);
        ordered.sort(Comparator.comparing(StyleVote::source));
        StyleVote weightVote = null;
        StyleVote italicVote = null;
        StyleVote boldHint = null;
        for (StyleVote vote : ordered)
        {
            if (weightVote == null && vote.hasWeight())
            {
                weightVote = vote;
            }
            if (italicVote == null && vote.italic().isKnown())
            {
                italicVote = vote;
            }
            if (boldHint == null && vote.hasBoldHint())
            {
                boldHint = vote;
            }
        }
        int weight = FontVerdict.UNKNOWN_WEIGHT;
        StringBuilder evidence = new StringBuilder();
        if (weightVote != null)
        {
            weight = weightVote.weight();
            evidence.append("weight ").append(weight).append(" from ").append(weightVote.source().label())
                    .append(" (").append(weightVote.weightReason()).append(')');
        }
        else if (boldHint != null)
        {
            weight = FORCE_BOLD_WEIGHT;
            evidence.append("weight ").append(weight).append(" from ").append(boldHint.source().label())
                    .append(" (ForceBold, no other weight evidence)");
        }
        else
        {
            evidence.append("weight unknown");
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
}
