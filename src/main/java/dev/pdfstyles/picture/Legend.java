package dev.pdfstyles.picture;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.pdfstyles.model.TextStyle;

/**
 * The key under the page: what each colour means with its count on the page, the reasons the rejected
 * rules are tagged with (each with its count), and the verdict of every font judged, with its evidence (the
 * lines of the {@code pdf-styles:fontVerdict} metadata). Text flows in words, wrapped to the picture's width.
 */
final class Legend {

    /** Text height (pixels at {@link DecisionOverlay#DESIGN_DPI}). */
    static final float FONT_PX = 12f;

    /** The font verdicts' text height: long lines, read after the rest. */
    static final float SMALL_FONT_PX = 10f;

    /** Margin around the legend and before a swatch's text (pixels at {@link DecisionOverlay#DESIGN_DPI}). */
    static final float MARGIN_PX = 8f;

    /** Side of a colour swatch (pixels at {@link DecisionOverlay#DESIGN_DPI}). */
    static final float SWATCH_PX = 12f;

    /** Indent of a list's lines (pixels at {@link DecisionOverlay#DESIGN_DPI}). */
    static final float INDENT_PX = 16f;

    /** One piece of the legend's flow: an optional swatch, then words. */
    private static final class Entry {
        final Color swatch;
        final boolean outlineSwatch;
        final String text;
        final Font font;
        final float indent;
        final boolean startsLine;

        Entry(Color swatch, boolean outlineSwatch, String text, Font font, float indent, boolean startsLine) {
            this.swatch = swatch;
            this.outlineSwatch = outlineSwatch;
            this.text = text;
            this.font = font;
            this.indent = indent;
            this.startsLine = startsLine;
        }
    }

    private final List<Entry> entries = new ArrayList<>();
    private final float unit;
    private final Font font;
    private final Font bold;
    private final Font small;

    Legend(PageDecisions decisions, String documentName, float dpi) {
        unit = dpi / DecisionOverlay.DESIGN_DPI;
        font = new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(FONT_PX * unit));
        bold = font.deriveFont(Font.BOLD);
        small = new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(SMALL_FONT_PX * unit));
        line(bold, 0, "pdf-styles decisions: " + documentName + ", page " + (decisions.pageIndex() + 1) + " of "
                + decisions.pageCount() + String.format(Locale.ROOT, " (%.0f dpi)", dpi));
        addStyles(decisions);
        addRules(decisions);
        addFonts(decisions);
    }

    private void addStyles(PageDecisions decisions) {
        boolean first = true;
        for (TextStyle.Kind kind : DecisionOverlay.NESTING) {
            int count = decisions.glyphsWith(kind).size();
            entries.add(new Entry(PictureColours.of(kind), true, name(kind) + ": " + count + " glyphs;", font, 0,
                    first));
            first = false;
        }
        entries.add(new Entry(null, false, "a glyph with several styles has one outline per style, nested"
                + " inward in this order.", font, 0, false));
    }

    private void addRules(PageDecisions decisions) {
        int underlines = 0;
        int strikes = 0;
        Map<RejectionReason, Integer> reasons = new EnumMap<>(RejectionReason.class);
        for (RuleDecision rule : decisions.rules()) {
            if (rule.verdict() == RuleDecision.Verdict.UNDERLINE) {
                underlines++;
            } else if (rule.verdict() == RuleDecision.Verdict.STRIKETHROUGH) {
                strikes++;
            } else {
                reasons.merge(rule.reason(), 1, Integer::sum);
            }
        }
        int rejected = decisions.rules().size() - underlines - strikes;
        entries.add(new Entry(PictureColours.ACCEPTED_RULE, false, "accepted rule: " + (underlines + strikes) + " ("
                + underlines + " underline, " + strikes + " strike-through);", font, 0, true));
        entries.add(new Entry(PictureColours.REJECTED_RULE, false, "rejected rule: " + rejected
                + (rejected == 0 ? "." : ", tagged with the reason:"), font, 0, false));
        for (Map.Entry<RejectionReason, Integer> reason : reasons.entrySet()) {
            line(font, INDENT_PX, "\"" + reason.getKey().tag() + "\" (" + reason.getValue() + "): "
                    + reason.getKey().description());
        }
    }

    private void addFonts(PageDecisions decisions) {
        line(bold, 0, "Fonts: the verdict of each, and its evidence (what listFontVerdicts adds to the metadata):");
        if (decisions.fontVerdicts().isEmpty()) {
            line(small, INDENT_PX, "(no font on this page)");
        }
        for (String verdict : decisions.fontVerdicts()) {
            line(small, INDENT_PX, verdict);
        }
    }

    private void line(Font lineFont, float indent, String text) {
        entries.add(new Entry(null, false, text, lineFont, indent, true));
    }

    private static String name(TextStyle.Kind kind) {
        return kind == TextStyle.Kind.STRIKETHROUGH ? "strike-through" : kind.name().toLowerCase(Locale.ROOT);
    }

    /** Height the legend takes at this width. */
    int height(int width) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            return Math.round(flow(g, 0, width, false));
        } finally {
            g.dispose();
        }
    }

    /** Draws the legend from {@code top}, {@code width} wide, over a white ground. */
    void draw(Graphics2D g, int top, int width) {
        g.setColor(PictureColours.LEGEND_BACKGROUND);
        g.fillRect(0, top, width, height(width));
        g.setColor(PictureColours.LEGEND_RULE);
        g.fillRect(0, top, width, Math.max(1, Math.round(unit)));
        flow(g, top, width, true);
    }

    /** Lays the entries out (and draws them when {@code paint}); returns the height used. */
    private float flow(Graphics2D g, float top, int width, boolean paint) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        float margin = MARGIN_PX * unit;
        float right = width - margin;
        float x = margin;
        float y = top + margin;
        float lineHeight = 0;
        boolean empty = true;
        for (Entry entry : entries) {
            g.setFont(entry.font);
            FontMetrics metrics = g.getFontMetrics();
            float height = metrics.getHeight();
            float left = margin + entry.indent * unit;
            if (entry.startsLine && !empty) {
                y += lineHeight;
                x = left;
                lineHeight = 0;
            } else if (empty) {
                x = left;
            }
            lineHeight = Math.max(lineHeight, height);
            if (entry.swatch != null) {
                float side = SWATCH_PX * unit;
                if (x + side + margin > right && x > left) {
                    y += lineHeight;
                    x = left;
                }
                if (paint) {
                    drawSwatch(g, entry, x, y + (height - side) / 2, side);
                }
                x += side + margin / 2;
            }
            String space = " ";
            for (String word : entry.text.split(" ")) {
                float wordWidth = metrics.stringWidth(word);
                if (x + wordWidth > right && x > left) {
                    y += lineHeight;
                    x = left + (entry.swatch == null ? INDENT_PX * unit : 0);
                }
                if (paint) {
                    g.setColor(PictureColours.LEGEND_TEXT);
                    g.drawString(word, x, y + metrics.getAscent());
                }
                x += wordWidth + metrics.stringWidth(space);
            }
            x += margin;
            empty = false;
        }
        return y + lineHeight + margin - top;
    }

    private void drawSwatch(Graphics2D g, Entry entry, float x, float y, float side) {
        g.setColor(entry.swatch);
        if (entry.outlineSwatch) {
            g.setStroke(new BasicStroke(DecisionOverlay.OUTLINE_PX * unit));
            g.drawRect(Math.round(x), Math.round(y), Math.round(side), Math.round(side));
        } else {
            float thickness = Math.max(2, side / 4);
            g.fillRect(Math.round(x), Math.round(y + (side - thickness) / 2), Math.round(side), Math.round(thickness));
        }
    }
}
