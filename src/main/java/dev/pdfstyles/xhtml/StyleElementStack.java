package dev.pdfstyles.xhtml;

import java.util.ArrayDeque;
import java.util.Deque;

import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;

import dev.pdfstyles.model.TextStyle;

/**
 * The style elements currently open, always in the fixed nesting order (u, s, i, b). A change of style
 * keeps the longest common prefix open and closes and reopens only the rest.
 */
final class StyleElementStack {

    static final String XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
    private static final AttributesImpl NO_ATTRIBUTES = new AttributesImpl();

    private final ContentHandler target;
    private final Deque<TextStyle.Kind> open = new ArrayDeque<>();
    private TextStyle current = TextStyle.PLAIN;

    StyleElementStack(ContentHandler target) {
        this.target = target;
    }

    TextStyle current() {
        return current;
    }

    void moveTo(TextStyle wanted) throws SAXException {
        if (wanted.equals(current)) {
            return;
        }
        TextStyle.Kind[] wantedKinds = wanted.kindsOutermostFirst();
        int keep = 0;
        for (TextStyle.Kind openKind : openOutermostFirst()) {
            if (keep < wantedKinds.length && wantedKinds[keep] == openKind) {
                keep++;
            } else {
                break;
            }
        }
        while (open.size() > keep) {
            TextStyle.Kind kind = open.pop();
            target.endElement(XHTML_NAMESPACE, kind.elementName(), kind.elementName());
        }
        for (int i = keep; i < wantedKinds.length; i++) {
            TextStyle.Kind kind = wantedKinds[i];
            target.startElement(XHTML_NAMESPACE, kind.elementName(), kind.elementName(), NO_ATTRIBUTES);
            open.push(kind);
        }
        current = wanted;
    }

    void closeAll() throws SAXException {
        moveTo(TextStyle.PLAIN);
    }

    private TextStyle.Kind[] openOutermostFirst() {
        TextStyle.Kind[] kinds = new TextStyle.Kind[open.size()];
        int i = kinds.length;
        for (TextStyle.Kind kind : open) {   // deque iterates innermost first
            kinds[--i] = kind;
        }
        return kinds;
    }
}
