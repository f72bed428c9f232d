package dev.pdfstyles.xhtml;

import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;

import dev.pdfstyles.model.TextStyle;

/**
 * The style elements currently open, always in the fixed nesting order (u, s, i, b). A change of style
 * keeps the longest common prefix open and closes and reopens only the rest.
 *
 * <p>The open elements are always those of the current style, in nesting order, so the current style is
 * all the state there is; each style's elements come from a table (a change of style happens every few
 * words on styled pages: no array is made per change).
 */
final class StyleElementStack {

    static final String XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
    private static final AttributesImpl NO_ATTRIBUTES = new AttributesImpl();
    /** Each style's kinds outermost first, by mask. */
    private static final TextStyle.Kind[][] KINDS_BY_MASK = new TextStyle.Kind[1 << TextStyle.Kind.values().length][];

    static {
        for (int mask = 0; mask < KINDS_BY_MASK.length; mask++) {
            KINDS_BY_MASK[mask] = TextStyle.fromMask(mask).kindsOutermostFirst();
        }
    }

    private final ContentHandler target;
    private TextStyle current = TextStyle.PLAIN;

    StyleElementStack(ContentHandler target) {
        this.target = target;
    }

    TextStyle current() {
        return current;
    }

    void moveTo(TextStyle wanted) throws SAXException {
        if (wanted.mask() == current.mask()) {
            return;
        }
        TextStyle.Kind[] open = KINDS_BY_MASK[current.mask()];
        TextStyle.Kind[] wantedKinds = KINDS_BY_MASK[wanted.mask()];
        int keep = 0;
        while (keep < open.length && keep < wantedKinds.length && open[keep] == wantedKinds[keep]) {
            keep++;
        }
        for (int i = open.length - 1; i >= keep; i--) {
            target.endElement(XHTML_NAMESPACE, open[i].elementName(), open[i].elementName());
        }
        for (int i = keep; i < wantedKinds.length; i++) {
            TextStyle.Kind kind = wantedKinds[i];
            target.startElement(XHTML_NAMESPACE, kind.elementName(), kind.elementName(), NO_ATTRIBUTES);
        }
        current = wanted;
    }

    void closeAll() throws SAXException {
        moveTo(TextStyle.PLAIN);
    }
}
