package dev.pdfstyles.xhtml;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;

/** SAX events held back, in order, to be sent to a handler later. Copies what it is given. */
public final class SaxRecording {

    private interface Event {
        void replay(ContentHandler target) throws SAXException;
    }

    private final List<Event> events = new ArrayList<>();

    public void startElement(String uri, String localName, String qName, Attributes atts) {
        AttributesImpl copy = new AttributesImpl(atts);
        events.add(target -> target.startElement(uri, localName, qName, copy));
    }

    public void endElement(String uri, String localName, String qName) {
        events.add(target -> target.endElement(uri, localName, qName));
    }

    public void characters(char[] ch, int start, int length) {
        char[] copy = Arrays.copyOfRange(ch, start, start + length);
        events.add(target -> target.characters(copy, 0, copy.length));
    }

    public void ignorableWhitespace(char[] ch, int start, int length) {
        char[] copy = Arrays.copyOfRange(ch, start, start + length);
        events.add(target -> target.ignorableWhitespace(copy, 0, copy.length));
    }

    public void processingInstruction(String target, String data) {
        events.add(handler -> handler.processingInstruction(target, data));
    }

    public void startPrefixMapping(String prefix, String uri) {
        events.add(target -> target.startPrefixMapping(prefix, uri));
    }

    public void endPrefixMapping(String prefix) {
        events.add(target -> target.endPrefixMapping(prefix));
    }

    public void skippedEntity(String name) {
        events.add(target -> target.skippedEntity(name));
    }

    /** Sends the events in order; a failure stops the replay there, as it would have stopped the writer. */
    public void replayTo(ContentHandler target) throws SAXException {
        for (Event event : events) {
            event.replay(target);
        }
        events.clear();
    }
}
