package dev.pdfstyles.picture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.DecorationClassifier.Role;
import dev.pdfstyles.decoration.Rule;
import dev.pdfstyles.decoration.RuleRejection;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.model.TextStyle;
import dev.pdfstyles.page.PageDecisionTrace;

/**
 * Keeps what the recorder and the decoration stage report while they decide one page, and turns it into
 * {@link PageDecisions}. One per page read; not thread-safe (the pass that calls it is not either).
 */
final class DecisionRecorder implements PageDecisionTrace {

    private static final BandFit[] FITS = BandFit.values();

    private List<Rule> rules = List.of();
    /** Per rule: bit {@code fit.ordinal()} for each band fit reported. */
    private int[] fitBits = new int[0];
    /** Per rule: the first glyph that found it too thick, or -1. */
    private int[] thickGlyph = new int[0];
    private RuleDecision.Verdict[] verdicts = new RuleDecision.Verdict[0];
    private Role[] roles = new Role[0];
    private RuleRejection[] rejections = new RuleRejection[0];
    private float[] measures = new float[0];
    private final List<GlyphDecision> glyphs = new ArrayList<>();
    /** Em of each visible glyph by its index on the page, NaN for the others. */
    private float[] glyphEms = new float[0];

    @Override
    public void pageRules(List<Rule> pageRules) {
        rules = new ArrayList<>(pageRules);   // the collector's list is cleared at page end
        int n = rules.size();
        fitBits = new int[n];
        thickGlyph = new int[n];
        Arrays.fill(thickGlyph, -1);
        verdicts = new RuleDecision.Verdict[n];
        Arrays.fill(verdicts, RuleDecision.Verdict.REJECTED);
        roles = new Role[n];
        Arrays.fill(roles, Role.NONE);
        rejections = new RuleRejection[n];
        measures = new float[n];
        Arrays.fill(measures, Float.NaN);
    }

    @Override
    public void bandFitted(int rule, int glyph, BandFit fit) {
        fitBits[rule] |= 1 << fit.ordinal();
        if (fit == BandFit.TOO_THICK && thickGlyph[rule] < 0) {
            thickGlyph[rule] = glyph;
        }
    }

    @Override
    public void ruleAccepted(int rule, Role role) {
        verdicts[rule] = role == Role.STRIKETHROUGH ? RuleDecision.Verdict.STRIKETHROUGH : RuleDecision.Verdict.UNDERLINE;
        roles[rule] = role;
    }

    @Override
    public void ruleRejected(int rule, Role role, RuleRejection rejection, float measure) {
        verdicts[rule] = RuleDecision.Verdict.REJECTED;
        roles[rule] = role;
        rejections[rule] = rejection;
        measures[rule] = measure;
    }

    @Override
    public void glyphDecided(int glyph, TextPosition position, PageGlyphs facts, TextStyle style) {
        if (!facts.isVisible(glyph)) {
            return;   // no frame: nothing to draw, and the recorder styles no invisible glyph
        }
        if (glyph >= glyphEms.length) {
            int old = glyphEms.length;
            glyphEms = Arrays.copyOf(glyphEms, Math.max(glyph + 1, old * 2));
            Arrays.fill(glyphEms, old, glyphEms.length, Float.NaN);
        }
        glyphEms[glyph] = facts.em(glyph);
        String text = position.getUnicode();
        glyphs.add(new GlyphDecision(glyph, text == null ? "" : text, facts.originX(glyph), facts.originY(glyph),
                facts.dirX(glyph), facts.dirY(glyph), facts.em(glyph), facts.advance(glyph), style));
    }

    PageDecisions build(int pageIndex, int pageCount, float cropWidth, float cropHeight, int rotation,
                        List<String> fontVerdicts) {
        List<RuleDecision> decided = new ArrayList<>(rules.size());
        for (int r = 0; r < rules.size(); r++) {
            Set<BandFit> fits = EnumSet.noneOf(BandFit.class);
            for (BandFit fit : FITS) {
                if ((fitBits[r] & (1 << fit.ordinal())) != 0) {
                    fits.add(fit);
                }
            }
            int thick = thickGlyph[r];
            float thicknessEm = thick >= 0 && thick < glyphEms.length
                    ? rules.get(r).thickness() / glyphEms[thick] : Float.NaN;
            decided.add(new RuleDecision(r, rules.get(r), verdicts[r], roles[r], rejections[r], measures[r], fits,
                    thicknessEm));
        }
        return new PageDecisions(pageIndex, pageCount, cropWidth, cropHeight, rotation, glyphs, decided,
                fontVerdicts);
    }
}
