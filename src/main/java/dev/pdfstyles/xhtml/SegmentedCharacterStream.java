package dev.pdfstyles.xhtml;

import java.util.List;

import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledSegments;
import dev.pdfstyles.model.StyledText;

/**
 * Writes the stock characters of a writer that writes a document's text in pieces gathered beforehand
 * (Tika's marked-content writer: one characters event per marked-content sequence, in structure order),
 * each piece styled by the segment of {@link StyledSegments} whose text it is.
 *
 * <p>As with {@link StyledCharacterStream}, the characters written are always the stock writer's: a piece
 * that no segment fits is written unstyled, and a segment only lends its styles to the very characters it
 * has. Each event is written when it arrives (a write limit stops the writer where it stops the stock
 * one), so whitespace at the edge of a piece cannot know the style of the next piece and is written
 * outside the style elements; consecutive pieces of one style in one element share their element.
 * The caller closes the elements at every other event ({@link #closeElements()}).
 */
public final class SegmentedCharacterStream {

    private final StyledSegments segments;
    private final ContentHandler target;
    private final StyleElementStack stack;

    public SegmentedCharacterStream(StyledSegments segments, ContentHandler target) {
        this.segments = segments;
        this.target = target;
        this.stack = new StyleElementStack(target);
    }

    /**
     * One stock characters event.
     *
     * @param styling false where style elements may not stand (the event's segments are still taken, so
     *                that a later piece with the same text finds its own)
     */
    public void characters(char[] ch, int start, int length, boolean styling) throws SAXException {
        if (segments.isEmpty()) {
            target.characters(ch, start, length);   // a document with nothing styled: no lookups
            return;
        }
        List<StyledText> pieces = segments.take(new String(ch, start, length));
        if (pieces.isEmpty() || !styling) {
            stack.closeAll();
            target.characters(ch, start, length);
            return;
        }
        int offset = start;
        for (StyledText piece : pieces) {
            new StyledCharacterStream(piece, stack, target).characters(ch, offset, piece.length());
            offset += piece.length();
        }
    }

    /** Closes the open style elements: before any other event. */
    public void closeElements() throws SAXException {
        stack.closeAll();
    }
}
