package dev.pdfstyles.xhtml;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;

/**
 * SAX events held back, in order, to be sent to a handler later. Copies what it is given.
 *
 * <p>A styled page's text is held back event by event (a characters event per word or line, a start and an end
 * per paragraph), so the events are kept as columns: a kind per event, the characters of all events in one
 * array, and the names and attributes in one list. Nothing is allocated per event but the attribute copies,
 * and one recording serves every page of a parse: {@link #replayTo} empties it for the next.
 */
public final class SaxRecording {

    private static final byte START_ELEMENT = 0;
    private static final byte END_ELEMENT = 1;
    private static final byte CHARACTERS = 2;
    private static final byte IGNORABLE_WHITESPACE = 3;
    private static final byte PROCESSING_INSTRUCTION = 4;
    private static final byte START_PREFIX_MAPPING = 5;
    private static final byte END_PREFIX_MAPPING = 6;
    private static final byte SKIPPED_ENTITY = 7;

    private static final int FIRST_EVENTS = 64;
    private static final int FIRST_CHARACTERS = 1024;

    /** The kind of each event. */
    private byte[] kinds = new byte[FIRST_EVENTS];
    /**
     * For a characters or whitespace event, where its characters end in {@link #characters}; they start where
     * the characters of the one before it end.
     */
    private int[] characterEnds = new int[FIRST_EVENTS];
    private int eventCount;
    private char[] characters = new char[FIRST_CHARACTERS];
    private int characterCount;
    /** The events' names, strings and attribute copies, in the order the events take them. */
    private final List<Object> arguments = new ArrayList<>();
    /** Whether {@link #replayTo} is sending the events: none may be added meanwhile. */
    private boolean replaying;

    public void startElement(String uri, String localName, String qName, Attributes atts) {
        add(START_ELEMENT);
        arguments.add(uri);
        arguments.add(localName);
        arguments.add(qName);
        arguments.add(new AttributesImpl(atts));
    }

    public void endElement(String uri, String localName, String qName) {
        add(END_ELEMENT);
        arguments.add(uri);
        arguments.add(localName);
        arguments.add(qName);
    }

    public void characters(char[] ch, int start, int length) {
        addCharacters(CHARACTERS, ch, start, length);
    }

    public void ignorableWhitespace(char[] ch, int start, int length) {
        addCharacters(IGNORABLE_WHITESPACE, ch, start, length);
    }

    public void processingInstruction(String target, String data) {
        add(PROCESSING_INSTRUCTION);
        arguments.add(target);
        arguments.add(data);
    }

    public void startPrefixMapping(String prefix, String uri) {
        add(START_PREFIX_MAPPING);
        arguments.add(prefix);
        arguments.add(uri);
    }

    public void endPrefixMapping(String prefix) {
        add(END_PREFIX_MAPPING);
        arguments.add(prefix);
    }

    public void skippedEntity(String name) {
        add(SKIPPED_ENTITY);
        arguments.add(name);
    }

    /** Whether no event is held. */
    public boolean isEmpty() {
        return eventCount == 0;
    }

    /**
     * Sends the events in order and forgets them, so the recording is empty for the next page; a failure stops
     * the replay there, as it would have stopped the writer, and the rest is forgotten too.
     *
     * @throws IllegalStateException when the target records into this recording while it is being replayed
     */
    public void replayTo(ContentHandler target) throws SAXException {
        if (replaying) {
            throw new IllegalStateException("a recording cannot be replayed from its own replay");
        }
        replaying = true;
        try {
            int argument = 0;
            int characterStart = 0;
            for (int e = 0; e < eventCount; e++) {
                switch (kinds[e]) {
                    case START_ELEMENT:
                        target.startElement(string(argument), string(argument + 1), string(argument + 2),
                                (Attributes) arguments.get(argument + 3));
                        argument += 4;
                        break;
                    case END_ELEMENT:
                        target.endElement(string(argument), string(argument + 1), string(argument + 2));
                        argument += 3;
                        break;
                    case CHARACTERS:
                        target.characters(characters, characterStart, characterEnds[e] - characterStart);
                        characterStart = characterEnds[e];
                        break;
                    case IGNORABLE_WHITESPACE:
                        target.ignorableWhitespace(characters, characterStart, characterEnds[e] - characterStart);
                        characterStart = characterEnds[e];
                        break;
                    case PROCESSING_INSTRUCTION:
                        target.processingInstruction(string(argument), string(argument + 1));
                        argument += 2;
                        break;
                    case START_PREFIX_MAPPING:
                        target.startPrefixMapping(string(argument), string(argument + 1));
                        argument += 2;
                        break;
                    case END_PREFIX_MAPPING:
                        target.endPrefixMapping(string(argument));
                        argument += 1;
                        break;
                    default:
                        target.skippedEntity(string(argument));
                        argument += 1;
                        break;
                }
            }
        } finally {
            replaying = false;
            eventCount = 0;
            characterCount = 0;
            arguments.clear();
        }
    }

    private String string(int argument) {
        return (String) arguments.get(argument);
    }

    private void add(byte kind) {
        if (replaying) {
            throw new IllegalStateException("an event was recorded while the recording was being replayed");
        }
        if (eventCount == kinds.length) {
            kinds = Arrays.copyOf(kinds, eventCount * 2);
            characterEnds = Arrays.copyOf(characterEnds, eventCount * 2);
        }
        kinds[eventCount] = kind;
        characterEnds[eventCount] = characterCount;
        eventCount++;
    }

    private void addCharacters(byte kind, char[] ch, int start, int length) {
        Objects.checkFromIndexSize(start, length, ch.length);   // before the event is counted
        add(kind);
        if (characters.length - characterCount < length) {
            characters = Arrays.copyOf(characters, Math.max(characters.length * 2, characterCount + length));
        }
        System.arraycopy(ch, start, characters, characterCount, length);
        characterCount += length;
        characterEnds[eventCount - 1] = characterCount;
    }
}
