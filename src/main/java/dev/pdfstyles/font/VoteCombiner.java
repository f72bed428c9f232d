package dev.pdfstyles.font;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.FontEvidenceSettings;

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
 *   <li>A coarse program weight (head.macStyle alone) that the stems contradict, outside its band and across
 *       the bold line, yields to them too: the stems are measured only where the name does not confirm it
 *       ({@link FontEvidenceCollector}), and some subsetters write one bold bit on every face of a family
 *       (wkhtmltopdf's, left alone when Ghostscript drops the OS/2 table beside it; #23).</li>
 *   <li>The descriptor's ForceBold is a positive-only hint: it gives {@link #FORCE_BOLD_WEIGHT} only when no
 *       source has any weight opinion, so it can add bold but never overrule an explicit "Regular" (survey B1:
 *       "program &gt; descriptor &gt; name &gt; ForceBold").</li>
 * </ol>
 */
final class VoteCombiner {
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

    /** Room for a typical evidence string (300 to 600 characters in the corpus listing), so it rarely grows. */
    private static final int EVIDENCE_CAPACITY = 512;

    private VoteCombiner() {
    }

    /**
     * The verdict for these votes (any order; silent votes are kept for the evidence string), for a font whose
     * letters are drawn to an em {@code letterEmScale} times its FontMatrix's ({@link FontVerdict#letterEmScale}).
     * The evidence string is written when first read: only the {@code listFontVerdicts} listing and tests read it,
     * and writing it for every font of every document would be a twentieth of the time spent judging fonts.
     */
    static FontVerdict combine(List<StyleVote> votes, double letterEmScale) {
        List<StyleVote> ordered = new ArrayList<>(votes);
        ordered.sort(Comparator.comparing(StyleVote::source));
        WeightChoice weight = chooseWeight(ordered);
        StyleVote italicVote = chooseItalic(ordered);
        Tristate italic = italicVote == null ? Tristate.UNKNOWN : italicVote.italic();
        StyleVote italicSource = italicVote;
        boolean weightFromGlyphs = weight.chosen != null && weight.chosen.source() == EvidenceSource.OUTLINES;
        return new FontVerdict(weight.weight, italic, weightFromGlyphs, letterEmScale,
                () -> evidence(ordered, weight, italicSource));
    }

    /**
     * The most trusted vote with an italic answer; but where that answer is an "upright" resting on a default
     * value and a later source says italic, the glyphs' answer, or that source's where the glyphs have none; and
     * where it is an italic the name does not confirm, the glyphs' "upright" ({@link #isUnconfirmedItalicClaim}).
     */
    private static StyleVote chooseItalic(List<StyleVote> ordered) {
        StyleVote first = null;
        StyleVote laterItalic = null;
        StyleVote glyphs = null;
        for (StyleVote vote : ordered) {
            if (!vote.italic().isKnown()) {
                continue;
            }
            if (first == null) {
                first = vote;
            } else if (laterItalic == null && vote.italic() == Tristate.YES
                    && vote.source() != EvidenceSource.OUTLINES) {
                laterItalic = vote;
            }
            if (vote.source() == EvidenceSource.OUTLINES) {
                glyphs = vote;
            }
        }
        if (glyphs != null && glyphs != first && glyphs.italic() == Tristate.NO && isUnconfirmedItalicClaim(ordered)) {
            return glyphs;
        }
        if (first == null || !first.isItalicFromDefault() || laterItalic == null) {
            return first;
        }
        return glyphs != null && glyphs != first ? glyphs : laterItalic;
    }

    /**
     * Whether the most trusted italic answer is an italic that the program or the descriptor states and the name
     * does not: a claim the glyphs check, and upright glyphs overrule ({@link #chooseItalic}). Italic faces are
     * named so; a producer that writes one program for a family's upright and oblique text can leave the
     * oblique's ItalicAngle in it (eDocument Library's Helvetica: CFF ItalicAngle -12 on upright text), and
     * iText writes descriptor Flags 68 (Italic) on upright Type 1 fonts named TT3Do00. A program's set
     * style-link bit is no such claim: the font maker sets it on the italic face alone, and a subset or a rename
     * keeps it, so it stands without the glyphs (and spares measuring them where a name was stripped).
     */
    static boolean isUnconfirmedItalicClaim(List<StyleVote> votes) {
        StyleVote first = null;
        boolean nameSaysItalic = false;
        for (StyleVote vote : votes) {
            if (!vote.italic().isKnown()) {
                continue;
            }
            if (first == null) {
                first = vote;
            }
            nameSaysItalic |= vote.source() == EvidenceSource.NAME && vote.italic() == Tristate.YES;
        }
        return first != null && first.italic() == Tristate.YES && !nameSaysItalic && !first.isItalicFromStyleLinkBit()
                && (first.source() == EvidenceSource.PROGRAM || first.source() == EvidenceSource.DESCRIPTOR);
    }

    /** Whether the italic answer of these votes is decided without the glyphs (see {@link #chooseItalic}). */
    static boolean isItalicDecidedWithoutGlyphs(List<StyleVote> votes) {
        if (isUnconfirmedItalicClaim(votes)) {
            return false;
        }
        StyleVote first = null;
        for (StyleVote vote : votes) {
            if (!vote.italic().isKnown()) {
                continue;
            }
            if (first == null) {
                first = vote;
            } else if (first.isItalicFromDefault() && vote.italic() == Tristate.YES) {
                return false;
            }
        }
        return first != null;
    }

    /** "weight ... from ...; italic ... from ...; votes: ..." for the verdict of these votes. */
    private static String evidence(List<StyleVote> ordered, WeightChoice weight, StyleVote italicVote) {
        StringBuilder evidence = new StringBuilder(EVIDENCE_CAPACITY);
        weight.describe(evidence);
        if (italicVote != null) {
            evidence.append("; italic ").append(italicVote.italic()).append(" from ")
                    .append(italicVote.source().label()).append(" (").append(italicVote.italicReason()).append(')');
        } else {
            evidence.append("; italic unknown");
        }
        if (!ordered.isEmpty()) {
            evidence.append("; votes: ");
            for (int i = 0; i < ordered.size(); i++) {
                evidence.append(i == 0 ? "" : " | ").append(ordered.get(i).describe());
            }
        }
        return evidence.toString();
    }

    /** Picks the weight (see class comment); the choice says how, for the evidence. */
    private static WeightChoice chooseWeight(List<StyleVote> ordered) {
        StyleVote first = null;
        StyleVote boldHint = null;
        StyleVote stems = null;
        for (StyleVote vote : ordered) {
            if (first == null && vote.hasWeight()) {
                first = vote;
            }
            if (boldHint == null && vote.hasBoldHint()) {
                boldHint = vote;
            }
            if (vote.source() == EvidenceSource.OUTLINES && vote.hasWeight()) {
                stems = vote;
            }
        }
        if (first == null) {
            return boldHint == null ? new WeightChoice(FontVerdict.UNKNOWN_WEIGHT, null, null, false, null, null)
                    : new WeightChoice(FORCE_BOLD_WEIGHT, null, null, false, null, boldHint);
        }
        StyleVote chosen = first;
        StyleVote refinement = refinementOf(first, ordered);
        if (refinement != null) {
            chosen = refinement;
        }
        if (chosen.source() == EvidenceSource.DESCRIPTOR && stems != null
                && contradicts(chosen.weight(), stems.weight())
                && (!first.isCoarseWeight() || first.acceptsRefinement(stems.weight()))) {
            return new WeightChoice(stems.weight(), stems, first, refinement != null, chosen, null);
        }
        if (chosen == first && first.source() == EvidenceSource.PROGRAM && first.isCoarseWeight() && stems != null
                && !first.acceptsRefinement(stems.weight()) && contradicts(first.weight(), stems.weight())) {
            // head.macStyle alone: some subsetters copy one bold bit onto every face of a family
            return new WeightChoice(stems.weight(), stems, first, false, first, null);
        }
        return new WeightChoice(chosen.weight(), chosen, first, refinement != null, null, null);
    }

    /**
     * For a coarse weight, the first later precise weight inside its band: a descriptor FontWeight 600 refines
     * "bold bit clear" of a Semibold face that PDFBox's subsetter left without OS/2, and FontWeight 200 refines
     * it for an ExtraLight. Null when none, or when the weight is not coarse.
     */
    private static StyleVote refinementOf(StyleVote coarse, List<StyleVote> ordered) {
        if (!coarse.isCoarseWeight()) {
            return null;
        }
        if (coarse.isRefinedByNameFirst()) {
            for (StyleVote vote : ordered) {
                if (vote.source() == EvidenceSource.NAME && vote.hasWeight() && coarse.acceptsRefinement(vote.weight())) {
                    return vote;
                }
            }
        }
        for (StyleVote vote : ordered) {
            if (vote.source().compareTo(coarse.source()) > 0 && vote.hasWeight() && !vote.isCoarseWeight()
                    && coarse.acceptsRefinement(vote.weight())) {
                return vote;
            }
        }
        return null;
    }

    private static boolean contradicts(int metadataWeight, int stemWeight) {
        return (metadataWeight >= CONTRADICTION_SPLIT_WEIGHT) != (stemWeight >= CONTRADICTION_SPLIT_WEIGHT);
    }

    /**
     * The chosen weight and the votes that explain it: the vote it came from (null for none or ForceBold), the
     * first vote with a weight, whether a later vote refined that one, the descriptor vote the stems overruled.
     */
    private static final class WeightChoice {
        final int weight;
        private final StyleVote chosen;
        private final StyleVote first;
        private final boolean refined;
        private final StyleVote overruledDescriptor;
        private final StyleVote boldHint;

        WeightChoice(int weight, StyleVote chosen, StyleVote first, boolean refined, StyleVote overruledDescriptor,
                StyleVote boldHint) {
            this.weight = weight;
            this.chosen = chosen;
            this.first = first;
            this.refined = refined;
            this.overruledDescriptor = overruledDescriptor;
            this.boldHint = boldHint;
        }

        void describe(StringBuilder evidence) {
            if (chosen == null) {
                if (boldHint == null) {
                    evidence.append("weight unknown");
                } else {
                    evidence.append("weight ").append(FORCE_BOLD_WEIGHT).append(" from ")
                            .append(boldHint.source().label()).append(" (ForceBold, no other weight evidence)");
                }
                return;
            }
            evidence.append("weight ").append(chosen.weight()).append(" from ").append(chosen.source().label())
                    .append(" (").append(chosen.weightReason());
            if (overruledDescriptor != null) {
                evidence.append(", overruling ").append(overruledDescriptor.source().label()).append(' ')
                        .append(overruledDescriptor.weightReason());
                if (first.isCoarseWeight() && first != overruledDescriptor) {
                    evidence.append(" and ").append(first.source().label()).append(' ').append(first.weightReason());
                }
            } else if (refined) {
                evidence.append(", refining ").append(first.source().label()).append(' ').append(first.weightReason());
            }
            evidence.append(')');
        }
    }
}
