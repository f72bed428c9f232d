package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;

import dev.pdfstyles.model.StyledSegments;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;

/** Where the marked-content splice styles Tika's marked-content writer's text, and where it leaves it alone. */
class MarkedContentSplicingHandlerTest {

    private static final String XHTML = "http://www.w3.org/1999/xhtml";
    private static final TextStyle BOLD = TextStyle.of(true, false, false, false);

    /** Three pieces with one text: bold, plain, bold. */
    private static StyledSegments boldPlainBold(String text) {
        StyledText bold = new StyledText.Builder().append(text, BOLD).build();
        StyledText plain = new StyledText.Builder().append(text, TextStyle.PLAIN).build();
        return new StyledSegments.Builder().add(bold).add(plain).add(bold).build();
    }

    @Test
    void body_textInTextElementsStyled_titleListAndPageDivsNot() throws SAXException {
        // arrange: the title repeats the heading; a list element holds text directly; a page div follows
        ToXMLContentHandler out = new ToXMLContentHandler();
        MarkedContentSplicingHandler handler = new MarkedContentSplicingHandler(out, boldPlainBold("Terms"));
        // act
        handler.startDocument();
        handler.startPrefixMapping("", XHTML);
        start(handler, "html", null);
        start(handler, "head", null);
        element(handler, "title", null, "Terms");
        end(handler, "head");
        start(handler, "body", null);
        element(handler, "h1", null, "Terms");
        element(handler, "ul", null, "Terms");
        start(handler, "div", "page");
        element(handler, "p", null, "Terms");
        end(handler, "div");
        end(handler, "body");
        end(handler, "html");
        handler.endDocument();
        // assert: the title takes no piece, the heading the first, the list text the second (unstyled there
        // anyway), the page div none
        String xhtml = out.toString().replace(" xmlns=\"" + XHTML + "\"", "");
        assertEquals("<html><head><title>Terms</title></head><body><h1><b>Terms</b></h1><ul>Terms</ul>"
                + "<div class=\"page\"><p>Terms</p></div></body></html>", xhtml);
    }

    private static void element(MarkedContentSplicingHandler handler, String name, String type, String text)
            throws SAXException {
        start(handler, name, type);
        handler.characters(text.toCharArray(), 0, text.length());
        end(handler, name);
    }

    private static void start(MarkedContentSplicingHandler handler, String name, String type) throws SAXException {
        AttributesImpl attributes = new AttributesImpl();
        if (type != null) {
            attributes.addAttribute("", "class", "class", "CDATA", type);
        }
        handler.startElement(XHTML, name, name, attributes);
    }

    private static void end(MarkedContentSplicingHandler handler, String name) throws SAXException {
        handler.endElement(XHTML, name, name);
    }
}
