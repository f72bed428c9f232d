package dev.pdfstyles.xhtml;

import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;

/**
 * Writes the stock parser's characters for one page as they arrive, with style elements around them,
 * taking the styles from our own pass over the same page (known before the stock text arrives).
 *
 * <p>The characters written are always the stock parser's: ours only lend their styles, and only while
 * they are the same characters, so text parity holds by construction. On the first difference the rest
 * of the page is written as it comes, unstyled. Characters of over-printed copies are left out.
 * Whitespace, including the line breaks between lines of a paragraph, takes the styles its two
 * neighbouring non-whitespace characters share, so a styled phrase stays in one element ({@code <b>two
 * words</b>}, not {@code <b>two</b> <b>words</b>}). The caller closes the elements at every other element
 * boundary ({@link #closeElements()}), so none crosses a paragraph.
 */
public final class StyledCharacterStream {

    /** Tika's SafeContentHandler writes this in place of characters XML cannot carry. */
    private static final char XML_REPLACEMENT_CHARACTER = '\ufffd';

    private final StyledText styled;
    private final ContentHandler target;
    private final StyleElementStack stack;
    /** Per character, the {@link TextStyle#mask() mask} of the style it is written with. */
    private final byte[] effective;
    private int offset;
    private boolean diverged;

    /** @param styled our pass's text for the page, or null to write everything unstyled */
    public StyledCharacterStream(StyledText styled, ContentHandler target) {
        this(styled, new StyleElementStack(target), target);
    }

    /**
     * A stream that writes its style elements through {@code stack}, shared with the streams of the pieces
     * written before and after it in the same element, so a style that goes on from one piece to the next
     * stays one element.
     */
    StyledCharacterStream(StyledText styled, StyleElementStack stack, ContentHandler target) {
        this.styled = styled;
        this.target = target;
        this.stack = stack;
        this.effective = styled == null ? new byte[0] : effectiveStyleMasks(styled);
        this.diverged = styled == null || !styled.hasAnyStyle();
    }

    /** Stock character data. */
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (diverged || !matches(ch, start, length)) {
            diverge();
            target.characters(ch, start, length);
            return;
        }
        int runStart = start;
        int end = start + length;
        while (runStart < end) {
            int index = offset + runStart - start;
            if (styled.isDropped(index)) {
                runStart++;
                continue;
            }
            byte style = effective[index];
            int runEnd = runStart + 1;
            while (runEnd < end && effective[offset + runEnd - start] == style
                    && !styled.isDropped(offset + runEnd - start)) {
                runEnd++;
            }
            stack.moveTo(TextStyle.fromMask(style));
            target.characters(ch, runStart, runEnd - runStart);
            runStart = runEnd;
        }
        offset += length;
    }

    /** Stock line-break whitespace between two lines of a paragraph: styled like a space there. */
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        if (!diverged) {
            stack.moveTo(styleBetween(offset - 1, offset));
        }
        target.ignorableWhitespace(ch, start, length);
    }

    /** Closes the open style elements: before any other element starts or ends. */
    public void closeElements() throws SAXException {
        stack.closeAll();
    }

    /** Whether the stock characters so far were ours (false after a difference). */
    public boolean isStyling() {
        return !diverged;
    }

    private void diverge() throws SAXException {
        diverged = true;
        stack.closeAll();   // (a shared stack may hold a style of the piece before)
    }

    /** A stock U+FFFD may stand for any character of ours: Tika replaced one that XML cannot carry. */
    private boolean matches(char[] ch, int start, int length) {
        if (offset + length > styled.length()) {
            return false;
        }
        String ours = styled.text();
        for (int i = 0; i < length; i++) {
            char stock = ch[start + i];
            if (stock != ours.charAt(offset + i) && stock != XML_REPLACEMENT_CHARACTER) {
                return false;
            }
        }
        return true;
    }

    private TextStyle styleBetween(int before, int after) {
        if (before < 0 || after >= effective.length || styled.paragraphAt(before) != styled.paragraphAt(after)) {
            return TextStyle.PLAIN;
        }
        return TextStyle.fromMask(effective[before] & effective[after]);
    }

    /**
     * The {@link TextStyle#mask() mask} of the style each character is written with: its own for
     * non-whitespace; for whitespace, what the nearest non-whitespace characters before and after it in the
     * same paragraph share. Masks, not TextStyle objects: the writer compares them for every character of
     * every page (as objects they cost 3% of the stock parse's samples on long styled text).
     */
    static byte[] effectiveStyleMasks(StyledText styled) {
        int length = styled.length();
        String text = styled.text();
        byte[] effective = new byte[length];   // dropped characters and whitespace start at 0
        int before = 0;   // mask of the last non-whitespace character (0 before the first)
        int beforeParagraph = -1;
        int lastWord = -1;   // index of that character
        // one pass: the whitespace since the last non-whitespace character waits for the next one
        for (int i = 0; i < length; i++) {
            if (styled.isDropped(i) || Character.isWhitespace(text.charAt(i))) {
                continue;
            }
            int mask = styled.styleMaskAt(i);
            int paragraph = styled.paragraphAt(i);
            int shared = before & mask;
            if (shared != 0 && paragraph == beforeParagraph) {
                for (int w = lastWord + 1; w < i; w++) {
                    // (whitespace in another paragraph than its neighbours keeps 0)
                    if (!styled.isDropped(w) && styled.paragraphAt(w) == paragraph) {
                        effective[w] = (byte) shared;
                    }
                }
            }
            effective[i] = (byte) mask;
            before = mask;
            beforeParagraph = paragraph;
            lastWord = i;
        }
        return effective;
    }
}
