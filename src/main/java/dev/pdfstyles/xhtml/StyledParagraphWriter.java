package dev.pdfstyles.xhtml;

import java.util.List;

import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;

/**
 * Replays a page's stock paragraph events with style elements inserted around the characters.
 *
 * <p>The characters written are always the stock parser's own: the styled text of our pass only lends
 * its styles, and only when its characters are the same as the stock ones (so text parity holds by
 * construction). Whitespace, including the line-break whitespace between lines of a paragraph, takes
 * the styles its two neighbouring non-whitespace characters share, so a styled phrase stays in one
 * element ({@code <b>two words</b>}, not {@code <b>two</b> <b>words</b>}). No element crosses a
 * paragraph boundary.
 */
public final class StyledParagraphWriter {

    /** Tika's SafeContentHandler writes this in place of characters XML cannot carry. */
    private static final char XML_REPLACEMENT_CHARACTER = '\ufffd';

    private StyledParagraphWriter() {
    }

    /**
     * Whether the stock characters and ours agree, character for character (a stock U+FFFD may stand
     * for any character of ours: Tika's SafeContentHandler replaced one that XML cannot carry).
     */
    public static boolean isSameText(String stockText, String ourText) {
        if (stockText.length() != ourText.length()) {
            return false;
        }
        for (int i = 0; i < stockText.length(); i++) {
            char stock = stockText.charAt(i);
            if (stock != ourText.charAt(i) && stock != XML_REPLACEMENT_CHARACTER) {
                return false;
            }
        }
        return true;
    }

    /**
     * Writes {@code buffer} to {@code target} with the styles of {@code styled}. Returns false, and
     * writes nothing, when the texts differ; the caller then replays the buffer unchanged.
     */
    public static boolean write(SaxEventBuffer buffer, StyledText styled, ContentHandler target)
            throws SAXException {
        if (!isSameText(buffer.characterText(), styled.text())) {
            return false;
        }
        List<SaxEventBuffer.Event> events = buffer.events();
        TextStyle[] effective = effectiveStyles(events, styled);
        StyleElementStack stack = new StyleElementStack(target);
        int charIndex = 0;
        int whitespaceSlot = 0;
        for (int e = 0; e < events.size(); e++) {
            SaxEventBuffer.Event event = events.get(e);
            switch (event.type) {
                case START:
                case END:
                    stack.closeAll();
                    event.replay(target);
                    break;
                case IGNORABLE_WHITESPACE:
                    stack.moveTo(whitespaceStyle(events, e, charIndex, effective));
                    event.replay(target);
                    whitespaceSlot++;
                    break;
                default:
                    charIndex = writeCharacters(event.text, charIndex, effective, stack, target);
            }
        }
        stack.closeAll();
        return true;
    }

    private static int writeCharacters(String text, int firstIndex, TextStyle[] effective,
                                       StyleElementStack stack, ContentHandler target) throws SAXException {
        char[] chars = text.toCharArray();
        int runStart = 0;
        while (runStart < chars.length) {
            TextStyle style = effective[firstIndex + runStart];
            int runEnd = runStart + 1;
            while (runEnd < chars.length && effective[firstIndex + runEnd].equals(style)) {
                runEnd++;
            }
            stack.moveTo(style);
            target.characters(chars, runStart, runEnd - runStart);
            runStart = runEnd;
        }
        return firstIndex + chars.length;
    }

    /**
     * The style of each character as written: its own for non-whitespace; for whitespace, what the
     * nearest non-whitespace characters before and after it in the same paragraph share.
     */
    static TextStyle[] effectiveStyles(List<SaxEventBuffer.Event> events, StyledText styled) {
        int length = styled.length();
        TextStyle[] effective = new TextStyle[length];
        int[] paragraphOf = paragraphNumbers(events, length);
        String text = styled.text();
        TextStyle before = null;
        int beforeParagraph = -1;
        for (int i = 0; i < length; i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                effective[i] = before != null && beforeParagraph == paragraphOf[i] ? before : TextStyle.PLAIN;
            } else {
                effective[i] = styled.styleAt(i);
                before = effective[i];
                beforeParagraph = paragraphOf[i];
            }
        }
        TextStyle after = null;
        int afterParagraph = -1;
        for (int i = length - 1; i >= 0; i--) {
            if (Character.isWhitespace(text.charAt(i))) {
                TextStyle next = after != null && afterParagraph == paragraphOf[i] ? after : TextStyle.PLAIN;
                effective[i] = effective[i].intersect(next);
            } else {
                after = effective[i];
                afterParagraph = paragraphOf[i];
            }
        }
        return effective;
    }

    /** For each character, the number of element boundaries seen before it (a paragraph id). */
    private static int[] paragraphNumbers(List<SaxEventBuffer.Event> events, int length) {
        int[] paragraphOf = new int[length];
        int paragraph = 0;
        int index = 0;
        for (SaxEventBuffer.Event event : events) {
            if (event.type == SaxEventBuffer.Type.CHARACTERS) {
                for (int k = 0; k < event.text.length() && index < length; k++) {
                    paragraphOf[index++] = paragraph;
                }
            } else if (event.type != SaxEventBuffer.Type.IGNORABLE_WHITESPACE) {
                paragraph++;
            }
        }
        return paragraphOf;
    }

    /** Ignorable whitespace inside a paragraph is styled like a whitespace character at that place. */
    private static TextStyle whitespaceStyle(List<SaxEventBuffer.Event> events, int eventIndex, int charIndex,
                                             TextStyle[] effective) {
        if (charIndex == 0 || charIndex >= effective.length) {
            return TextStyle.PLAIN;
        }
        if (!isBetweenCharactersOfOneParagraph(events, eventIndex)) {
            return TextStyle.PLAIN;
        }
        return effective[charIndex - 1].intersect(effective[charIndex]);
    }

    private static boolean isBetweenCharactersOfOneParagraph(List<SaxEventBuffer.Event> events, int eventIndex) {
        boolean charactersBefore = false;
        for (int e = eventIndex - 1; e >= 0; e--) {
            SaxEventBuffer.Type type = events.get(e).type;
            if (type == SaxEventBuffer.Type.CHARACTERS) {
                charactersBefore = true;
                break;
            }
            if (type != SaxEventBuffer.Type.IGNORABLE_WHITESPACE) {
                return false;
            }
        }
        if (!charactersBefore) {
            return false;
        }
        for (int e = eventIndex + 1; e < events.size(); e++) {
            SaxEventBuffer.Type type = events.get(e).type;
            if (type == SaxEventBuffer.Type.CHARACTERS) {
                return true;
            }
            if (type != SaxEventBuffer.Type.IGNORABLE_WHITESPACE) {
                return false;
            }
        }
        return false;
    }
}
