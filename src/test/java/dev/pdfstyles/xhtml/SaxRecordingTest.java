package dev.pdfstyles.xhtml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;
import org.xml.sax.helpers.DefaultHandler;

class SaxRecordingTest {

    private static final String NS = StyleElementStack.XHTML_NAMESPACE;

    /** Writes each event it receives as a line of text, characters copied out as they arrive. */
    private static class EventLog extends DefaultHandler {
        final List<String> events = new ArrayList<>();

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) {
            StringBuilder line = new StringBuilder("start " + uri + " " + localName + " " + qName);
            for (int i = 0; i < atts.getLength(); i++) {
                line.append(' ').append(atts.getQName(i)).append('=').append(atts.getValue(i));
            }
            events.add(line.toString());
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            events.add("end " + uri + " " + localName + " " + qName);
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            events.add("characters [" + new String(ch, start, length) + "]");
        }

        @Override
        public void ignorableWhitespace(char[] ch, int start, int length) {
            events.add("whitespace [" + new String(ch, start, length) + "]");
        }

        @Override
        public void processingInstruction(String target, String data) {
            events.add("pi " + target + " " + data);
        }

        @Override
        public void startPrefixMapping(String prefix, String uri) {
            events.add("prefix " + prefix + " " + uri);
        }

        @Override
        public void endPrefixMapping(String prefix) {
            events.add("end prefix " + prefix);
        }

        @Override
        public void skippedEntity(String name) {
            events.add("skipped " + name);
        }
    }

    private static AttributesImpl attributes(String name, String value) {
        AttributesImpl atts = new AttributesImpl();
        atts.addAttribute("", name, name, "CDATA", value);
        return atts;
    }

    /** Records a page's worth of events of every kind, from buffers the caller then overwrites. */
    private static void recordPage(SaxRecording recording, String word) {
        AttributesImpl atts = attributes("class", "x");
        recording.startPrefixMapping("p", "urn:x");
        recording.startElement(NS, "p", "p", atts);
        atts.setValue(0, "changed after the call");
        char[] buffer = ("..." + word + "...").toCharArray();
        recording.characters(buffer, 3, word.length());
        buffer[3] = '#';
        recording.ignorableWhitespace("\n".toCharArray(), 0, 1);
        recording.characters(new char[0], 0, 0);
        recording.characters("second line".toCharArray(), 0, 11);
        recording.processingInstruction("target", "data");
        recording.skippedEntity("amp");
        recording.endElement(NS, "p", "p");
        recording.endPrefixMapping("p");
    }

    private static List<String> expectedPage(String word) {
        return List.of("prefix p urn:x", "start " + NS + " p p class=x", "characters [" + word + "]",
                "whitespace [\n]", "characters []", "characters [second line]", "pi target data", "skipped amp",
                "end " + NS + " p p", "end prefix p");
    }

    @Test
    void replayTo_everyKindOfEvent_inOrderAsGiven() throws Exception {
        // arrange
        SaxRecording recording = new SaxRecording();
        recordPage(recording, "Heading");
        EventLog log = new EventLog();
        // act
        recording.replayTo(log);
        // assert
        assertEquals(expectedPage("Heading"), log.events);
        assertTrue(recording.isEmpty());
    }

    @Test
    void replayTo_secondPageAfterTheFirst_holdsOnlyItsOwnEvents() throws Exception {
        // arrange
        SaxRecording recording = new SaxRecording();
        recordPage(recording, "first");
        recording.replayTo(new EventLog());
        StringBuilder longWord = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            longWord.append((char) ('a' + i % 26));   // past the first capacity of the characters
        }
        for (int i = 0; i < 100; i++) {
            recordPage(recording, longWord.toString());   // past the first capacity of the events
        }
        EventLog log = new EventLog();
        // act
        recording.replayTo(log);
        // assert
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            expected.addAll(expectedPage(longWord.toString()));
        }
        assertEquals(expected, log.events);
    }

    @Test
    void replayTo_targetFails_stopsThereAndForgetsTheRest() throws Exception {
        // arrange
        SaxRecording recording = new SaxRecording();
        recordPage(recording, "kept");
        EventLog failing = new EventLog() {
            @Override
            public void ignorableWhitespace(char[] ch, int start, int length) {
                throw new IllegalStateException("write limit");
            }
        };
        // act
        assertThrows(IllegalStateException.class, () -> recording.replayTo(failing));
        // assert
        assertEquals(expectedPage("kept").subList(0, 3), failing.events);
        assertTrue(recording.isEmpty());
        recordPage(recording, "next");
        EventLog log = new EventLog();
        recording.replayTo(log);
        assertEquals(expectedPage("next"), log.events);
    }

    @Test
    void replayTo_targetRecordsIntoTheSameRecording_refused() {
        // arrange
        SaxRecording recording = new SaxRecording();
        recordPage(recording, "loop");
        DefaultHandler echo = new DefaultHandler() {
            @Override
            public void characters(char[] ch, int start, int length) throws SAXException {
                recording.characters(ch, start, length);
            }
        };
        // act, assert
        assertThrows(IllegalStateException.class, () -> recording.replayTo(echo));
        assertTrue(recording.isEmpty());
    }

    @Test
    void characters_rangeOutsideTheArray_refusedAsTheCopyWould() {
        SaxRecording recording = new SaxRecording();
        assertThrows(IndexOutOfBoundsException.class, () -> recording.characters(new char[4], 2, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> recording.characters(new char[4], -1, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> recording.characters(new char[4], 0, -1));
        assertTrue(recording.isEmpty());
    }
}
