package dev.pdfstyles.xhtml;

import java.util.ArrayList;
import java.util.List;

import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;

/**
 * Holds a page's stock paragraph events until the styled text of that page is known, so they can be
 * replayed unchanged or with style elements inserted.
 */
public final class SaxEventBuffer {

    enum Type { START, END, CHARACTERS, IGNORABLE_WHITESPACE }

    static final class Event {
        final Type type;
        final String uri;
        final String localName;
        final String qName;
        final Attributes attributes;
        final String text;

        private Event(Type type, String uri, String localName, String qName, Attributes attributes, String text) {
            this.type = type;
            this.uri = uri;
            this.localName = localName;
            this.qName = qName;
            this.attributes = attributes;
            this.text = text;
        }

        void replay(ContentHandler target) throws SAXException {
            switch (type) {
                case START:
                    target.startElement(uri, localName, qName, attributes);
                    break;
                case END:
                    target.endElement(uri, localName, qName);
                    break;
                case CHARACTERS:
                    target.characters(text.toCharArray(), 0, text.length());
                    break;
                default:
                    target.ignorableWhitespace(text.toCharArray(), 0, text.length());
            }
        }
    }

    private final List<Event> events = new ArrayList<>();

    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        events.add(new Event(Type.START, uri, localName, qName, new AttributesImpl(attributes), null));
    }

    public void endElement(String uri, String localName, String qName) {
        events.add(new Event(Type.END, uri, localName, qName, null, null));
    }

    public void characters(char[] ch, int start, int length) {
        events.add(new Event(Type.CHARACTERS, null, null, null, null, new String(ch, start, length)));
    }

    public void ignorableWhitespace(char[] ch, int start, int length) {
        events.add(new Event(Type.IGNORABLE_WHITESPACE, null, null, null, null, new String(ch, start, length)));
    }

    public boolean isEmpty() {
        return events.isEmpty();
    }

    public void clear() {
        events.clear();
    }

    List<Event> events() {
        return events;
    }

    /** All character data (not ignorable whitespace), concatenated in order. */
    public String characterText() {
        StringBuilder sb = new StringBuilder();
        for (Event event : events) {
            if (event.type == Type.CHARACTERS) {
                sb.append(event.text);
            }
        }
        return sb.toString();
    }

    /** Sends the events on exactly as they were received. */
    public void replay(ContentHandler target) throws SAXException {
        for (Event event : events) {
            event.replay(target);
        }
    }
}
