package dev.pdfstyles.xhtml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.xml.sax.helpers.AttributesImpl;

import dev.pdfstyles.model.StyledSegments;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;

class SegmentedCharacterStreamTest {

    private static final TextStyle B = TextStyle.of(true, false, false, false);
    private static final TextStyle UB = TextStyle.of(true, false, true, false);

    private static StyledText text(String chars, TextStyle style) {
        return new StyledText.Builder().append(chars, style).build();
    }

    /** The events written in one p, each styled when {@code styling}. */
    private static String write(StyledSegments segments, boolean styling, String... events) throws Exception {
        ToXMLContentHandler out = new ToXMLContentHandler();
        out.startPrefixMapping("", StyleElementStack.XHTML_NAMESPACE);
        SegmentedCharacterStream stream = new SegmentedCharacterStream(segments, out);
        out.startElement(StyleElementStack.XHTML_NAMESPACE, "p", "p", new AttributesImpl());
        for (String event : events) {
            stream.characters(event.toCharArray(), 0, event.length(), styling);
        }
        stream.closeElements();
        out.endElement(StyleElementStack.XHTML_NAMESPACE, "p", "p");
        return out.toString().replace(" xmlns=\"" + StyleElementStack.XHTML_NAMESPACE + "\"", "");
    }

    @Test
    void characters_eventsOfSegments_eachStyledAsItsSegment() throws Exception {
        // arrange
        StyledSegments segments = new StyledSegments.Builder().add(text("Storage room", UB))
                .add(text(" holds boxes, ", TextStyle.PLAIN)).add(text("tools", B)).build();
        // act
        String xhtml = write(segments, true, "Storage room", " holds boxes, ", "tools");
        // assert
        assertEquals("<p><u><b>Storage room</b></u> holds boxes, <b>tools</b></p>", xhtml);
    }

    @Test
    void characters_consecutiveSegmentsOfOneStyle_shareTheirElement() throws Exception {
        // arrange
        StyledSegments segments = new StyledSegments.Builder().add(text("Bold", B)).add(text("face", B)).build();
        // act
        String xhtml = write(segments, true, "Bold", "face");
        // assert
        assertEquals("<p><b>Boldface</b></p>", xhtml);
    }

    /** Each event is written as it arrives: its trailing whitespace cannot know the next event's style. */
    @Test
    void characters_whitespaceAtTheEndOfAnEvent_outsideTheElement() throws Exception {
        // arrange
        StyledSegments segments = new StyledSegments.Builder().add(text("pay ", B)).add(text("the rent", B)).build();
        // act
        String xhtml = write(segments, true, "pay ", "the rent");
        // assert
        assertEquals("<p><b>pay</b> <b>the rent</b></p>", xhtml);
    }

    @Test
    void characters_eventNoSegmentFits_writtenUnstyled() throws Exception {
        // arrange
        StyledSegments segments = new StyledSegments.Builder().add(text("bold", B)).build();
        // act
        String xhtml = write(segments, true, "bold", "bolder");
        // assert
        assertEquals("<p><b>bold</b>bolder</p>", xhtml);
    }

    @Test
    void characters_notStyling_unstyledButTheSegmentIsTaken() throws Exception {
        // arrange: the first "Note" stands where no style element may; the second finds the next segment
        StyledSegments segments = new StyledSegments.Builder().add(text("Note", B)).add(text("Note", UB)).build();
        // act
        String unstyled = write(segments, false, "Note");
        String styled = write(segments, true, "Note");
        // assert
        assertEquals("<p>Note</p>", unstyled);
        assertEquals("<p><u><b>Note</b></u></p>", styled);
    }

    @Test
    void characters_linkOfTwoSegments_eachPartStyled() throws Exception {
        // arrange
        StyledSegments segments = new StyledSegments.Builder().add(text("help", UB)).add(text("pages", B)).build();
        // act
        String xhtml = write(segments, true, "helppages");
        // assert
        assertEquals("<p><u><b>help</b></u><b>pages</b></p>", xhtml);
    }
}
