package dev.pdfstyles.picture;

import java.awt.Shape;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import dev.pdfstyles.model.TextStyle;

/**
 * Runs of glyphs that share one style, for drawing: a box per run, not per glyph, keeps a word's letters
 * readable under the outline. A run is consecutive visible glyphs (painting order) with the style, on one
 * baseline in one direction, each starting near where the run so far ends. The decisions stay per glyph
 * ({@link GlyphDecision}); only their drawing is merged.
 */
final class StyleRuns {

    /** A box reaches this far below the baseline (em): descenders go to about 0.2 em. */
    static final float BOX_BELOW_BASELINE_EM = 0.25f;

    /** ...and this far above it (em): capitals and ascenders reach 0.7 to 0.75 em. */
    static final float BOX_ABOVE_BASELINE_EM = 0.8f;

    /** A glyph starting within this (em) of the run's end joins it: letters, and words a space apart. */
    static final float MAX_JOIN_GAP_EM = 0.5f;

    /** Glyphs whose origins are this close (em) across the baseline are on one baseline. */
    static final float SAME_BASELINE_EM = 0.05f;

    /** A run: its first glyph's frame, and the stretch along the baseline its glyphs cover. */
    static final class Run {
        final GlyphDecision first;
        final List<GlyphDecision> glyphs = new ArrayList<>();
        /** From the first glyph's origin, along its direction, in page units. */
        float start;
        float end;

        Run(GlyphDecision first) {
            this.first = first;
            glyphs.add(first);
            end = first.advance();
        }

        /** Distance of a page point along the run's baseline from its first origin. */
        float along(float x, float y) {
            return (x - first.originX()) * first.dirX() + (y - first.originY()) * first.dirY();
        }

        /** Distance of a page point above the run's baseline. */
        float above(float x, float y) {
            return -(x - first.originX()) * first.dirY() + (y - first.originY()) * first.dirX();
        }

        boolean takes(GlyphDecision glyph) {
            if (glyph.dirX() != first.dirX() || glyph.dirY() != first.dirY()) {
                return false;
            }
            float em = first.em();
            float at = along(glyph.originX(), glyph.originY());
            return Math.abs(above(glyph.originX(), glyph.originY())) <= SAME_BASELINE_EM * em
                    && at >= start - MAX_JOIN_GAP_EM * em - glyph.advance() && at <= end + MAX_JOIN_GAP_EM * em;
        }

        void add(GlyphDecision glyph) {
            glyphs.add(glyph);
            float at = along(glyph.originX(), glyph.originY());
            start = Math.min(start, at);
            end = Math.max(end, at + glyph.advance());
        }

        /**
         * The run's box in page space, shrunk by {@code inset} page units on every side (down to nothing,
         * never inside out).
         */
        Shape box(float inset) {
            float em = first.em();
            float alongInset = Math.min(inset, (end - start) / 2);
            float acrossInset = Math.min(inset, (BOX_BELOW_BASELINE_EM + BOX_ABOVE_BASELINE_EM) * em / 2);
            float a0 = start + alongInset;
            float a1 = end - alongInset;
            float b0 = -BOX_BELOW_BASELINE_EM * em + acrossInset;
            float b1 = BOX_ABOVE_BASELINE_EM * em - acrossInset;
            Path2D.Float path = new Path2D.Float();
            moveOrLine(path, a0, b0, true);
            moveOrLine(path, a1, b0, false);
            moveOrLine(path, a1, b1, false);
            moveOrLine(path, a0, b1, false);
            path.closePath();
            return path;
        }

        private void moveOrLine(Path2D.Float path, float along, float above, boolean move) {
            float x = first.originX() + along * first.dirX() - above * first.dirY();
            float y = first.originY() + along * first.dirY() + above * first.dirX();
            if (move) {
                path.moveTo(x, y);
            } else {
                path.lineTo(x, y);
            }
        }
    }

    private StyleRuns() {
    }

    /** The runs of the glyphs that have {@code kind}, in painting order. */
    static List<Run> of(List<GlyphDecision> glyphs, TextStyle.Kind kind) {
        return of(glyphs, glyph -> glyph.has(kind));
    }

    /** The runs of all the glyphs, styled or not: where the page's text is. */
    static List<Run> ofText(List<GlyphDecision> glyphs) {
        return of(glyphs, glyph -> true);
    }

    private static List<Run> of(List<GlyphDecision> glyphs, Predicate<GlyphDecision> member) {
        List<Run> runs = new ArrayList<>();
        Run run = null;
        for (GlyphDecision glyph : glyphs) {
            if (!member.test(glyph)) {
                run = null;
                continue;
            }
            if (run != null && run.takes(glyph)) {
                run.add(glyph);
            } else {
                run = new Run(glyph);
                runs.add(run);
            }
        }
        return runs;
    }
}
