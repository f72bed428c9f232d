package dev.pdfstyles.page;

import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.decoration.DecorationTrace;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.model.TextStyle;

/**
 * Watches {@link PageStyleRecorder} decide a page: the decoration tests as {@link DecorationTrace} reports
 * them, then each glyph's style as the page's text gets it. {@link #NONE} watches nothing and costs nothing:
 * the recorder makes no call to it. An implementation serves one page at a time, on the recorder's thread.
 */
public interface PageDecisionTrace extends DecorationTrace {

    /** Watches nothing; the recorder checks for it by identity and skips every call. */
    PageDecisionTrace NONE = new PageDecisionTrace() {
    };

    /**
     * Glyph {@code glyph} of the page (painting order) gets {@code style}.
     *
     * @param facts the page's glyph columns: the glyph's frame, when {@link PageGlyphs#isVisible visible}, and
     *              its flags; valid during the call only
     */
    default void glyphDecided(int glyph, TextPosition position, PageGlyphs facts, TextStyle style) {
    }
}
