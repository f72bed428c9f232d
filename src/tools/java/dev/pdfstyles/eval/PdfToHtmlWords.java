package dev.pdfstyles.eval;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Words with styles from poppler's {@code pdftohtml -xml} output. Each {@code <text>} element is a run of one font
 * at a position ({@code top}, {@code left}, {@code width}, {@code height} in output pixels), with {@code <b>} and
 * {@code <i>} inside; runs of one line abut without spaces when a word changes font mid-way, so a run starts a new
 * word only when it is on another line or separated by a visible gap.
 */
final class PdfToHtmlWords extends DefaultHandler {
    /**
     * A gap between runs on one line wider than this share of the run height separates words even without a space
     * character (table cells). A space is about 0.25 em and the height about 1.2 em; pdftohtml rounds positions
     * to whole pixels (about 1/20 of a 12 pt line at its default zoom), so abutting runs show gaps of 0-1 px.
     */
    static final double MAX_JOIN_GAP_HEIGHTS = 0.15;
    /** Runs whose tops differ by more than this share of the height are on different lines. */
    static final double MAX_SAME_LINE_TOP_DIFF_HEIGHTS = 0.25;

    private final StyledWordBuilder builder = new StyledWordBuilder();
    private final Map<Style, Integer> openStyleDepth = new EnumMap<>(Style.class);
    private final Map<String, Style> styleByElement = Markup.contractStyles();
    private boolean inText;
    private boolean hasPrevious;
    private double previousTop;
    private double previousRight;

    static List<StyledWord> fromXml(String xml) {
        PdfToHtmlWords handler = new PdfToHtmlWords();
        XmlInput.parse(xml, handler);
        return handler.builder.finish();
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        String name = localName.isEmpty() ? qName : localName;
        if ("page".equals(name)) {
            builder.breakWord();
            hasPrevious = false;
        } else if ("text".equals(name)) {
            startRun(attributes);
        } else if (styleByElement.containsKey(name)) {
            openStyleDepth.merge(styleByElement.get(name), 1, Integer::sum);
        }
    }

    private void startRun(Attributes attributes) {
        double top = number(attributes, "top");
        double left = number(attributes, "left");
        double height = Math.max(1, number(attributes, "height"));
        boolean sameLine = hasPrevious && Math.abs(top - previousTop) <= MAX_SAME_LINE_TOP_DIFF_HEIGHTS * height;
        boolean abutting = sameLine && left - previousRight <= MAX_JOIN_GAP_HEIGHTS * height;
        if (!abutting) {
            builder.breakWord();
        }
        inText = true;
        hasPrevious = true;
        previousTop = top;
        previousRight = left + number(attributes, "width");
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        String name = localName.isEmpty() ? qName : localName;
        if ("text".equals(name)) {
            inText = false;
        } else if (styleByElement.containsKey(name)) {
            openStyleDepth.merge(styleByElement.get(name), -1, Integer::sum);
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (!inText) {
            return;
        }
        EnumSet<Style> active = EnumSet.noneOf(Style.class);
        openStyleDepth.forEach((style, depth) -> {
            if (depth > 0) {
                active.add(style);
            }
        });
        builder.append(new String(ch, start, length), active);
    }

    private static double number(Attributes attributes, String name) {
        String value = attributes.getValue(name);
        if (value == null) {
            throw new IllegalArgumentException("pdftohtml <text> without '" + name + "'");
        }
        return Double.parseDouble(value);
    }
}
