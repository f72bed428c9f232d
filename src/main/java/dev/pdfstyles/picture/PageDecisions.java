package dev.pdfstyles.picture;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import dev.pdfstyles.model.TextStyle;

/**
 * Everything the plugin decided on one page, as its decision code reported it: each visible glyph's style,
 * each rule's verdict, and the verdict of each font judged. Immutable.
 */
public final class PageDecisions {

    private final int pageIndex;
    private final int pageCount;
    private final float cropWidth;
    private final float cropHeight;
    private final int rotation;
    private final List<GlyphDecision> glyphs;
    private final List<RuleDecision> rules;
    private final List<String> fontVerdicts;

    /**
     * @param rotation     the page's /Rotate in degrees, clockwise: 0, 90, 180 or 270
     * @param fontVerdicts one line per font, as {@code FontVerdictCache.describeAll} writes it
     */
    public PageDecisions(int pageIndex, int pageCount, float cropWidth, float cropHeight, int rotation,
                         List<GlyphDecision> glyphs, List<RuleDecision> rules, List<String> fontVerdicts) {
        if (rotation % 90 != 0 || rotation < 0 || rotation >= 360) {
            throw new IllegalArgumentException("rotation must be 0, 90, 180 or 270: " + rotation);
        }
        if (!(cropWidth > 0) || !(cropHeight > 0) || Float.isInfinite(cropWidth) || Float.isInfinite(cropHeight)) {
            throw new IllegalArgumentException("crop box must have a positive finite size: " + cropWidth + " x "
                    + cropHeight);
        }
        this.pageIndex = pageIndex;
        this.pageCount = pageCount;
        this.cropWidth = cropWidth;
        this.cropHeight = cropHeight;
        this.rotation = rotation;
        this.glyphs = Collections.unmodifiableList(new ArrayList<>(glyphs));
        this.rules = Collections.unmodifiableList(new ArrayList<>(rules));
        this.fontVerdicts = Collections.unmodifiableList(new ArrayList<>(fontVerdicts));
    }

    /** Zero-based. */
    public int pageIndex() {
        return pageIndex;
    }

    public int pageCount() {
        return pageCount;
    }

    public float cropWidth() {
        return cropWidth;
    }

    public float cropHeight() {
        return cropHeight;
    }

    public int rotation() {
        return rotation;
    }

    /** The page's visible glyphs, in painting order. */
    public List<GlyphDecision> glyphs() {
        return glyphs;
    }

    /** The page's rules, in painting order. */
    public List<RuleDecision> rules() {
        return rules;
    }

    public List<String> fontVerdicts() {
        return fontVerdicts;
    }

    public List<GlyphDecision> glyphsWith(TextStyle.Kind kind) {
        List<GlyphDecision> with = new ArrayList<>();
        for (GlyphDecision glyph : glyphs) {
            if (glyph.has(kind)) {
                with.add(glyph);
            }
        }
        return with;
    }

    public List<RuleDecision> acceptedRules() {
        List<RuleDecision> accepted = new ArrayList<>();
        for (RuleDecision rule : rules) {
            if (rule.isAccepted()) {
                accepted.add(rule);
            }
        }
        return accepted;
    }

    public List<RuleDecision> rejectedRules() {
        List<RuleDecision> rejected = new ArrayList<>();
        for (RuleDecision rule : rules) {
            if (!rule.isAccepted()) {
                rejected.add(rule);
            }
        }
        return rejected;
    }
}
