package dev.pdfstyles.picture;

import java.awt.Color;

import dev.pdfstyles.model.TextStyle;

/**
 * The picture's colours: Okabe and Ito's palette for colour-blind readers (Okabe and Ito, "Color Universal
 * Design", 2008), one colour per meaning, drawn opaque so each is found as it is in the picture's pixels.
 */
final class PictureColours {

    static final Color BOLD = new Color(0, 114, 178);
    static final Color ITALIC = new Color(230, 159, 0);
    static final Color UNDERLINE = new Color(204, 121, 167);
    static final Color STRIKETHROUGH = new Color(86, 180, 233);
    static final Color ACCEPTED_RULE = new Color(0, 158, 115);
    static final Color REJECTED_RULE = new Color(213, 94, 0);
    /** The rejected rules' tags: the rejected colour, darker, to read as text over white. */
    static final Color REJECTION_TEXT = new Color(150, 50, 0);
    /** Behind a tag, so the page under it does not blur its text. */
    static final Color TAG_BACKGROUND = new Color(255, 255, 255, 215);
    static final Color LEGEND_TEXT = Color.BLACK;
    static final Color LEGEND_BACKGROUND = Color.WHITE;
    static final Color LEGEND_RULE = new Color(160, 160, 160);

    private PictureColours() {
    }

    static Color of(TextStyle.Kind kind) {
        switch (kind) {
            case BOLD:
                return BOLD;
            case ITALIC:
                return ITALIC;
            case UNDERLINE:
                return UNDERLINE;
            case STRIKETHROUGH:
                return STRIKETHROUGH;
            default:
                throw new IllegalArgumentException("no colour for style " + kind);
        }
    }
}
