package dev.pdfstyles.xhtml;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

import dev.pdfstyles.model.TextStyle;

class StyleElementStackTest {

    /** Keeps the elements open as a stack and counts the elements started, failing on a badly nested end. */
    private static final class OpenElements extends DefaultHandler {
        final List<String> open = new ArrayList<>();
        int started;

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) {
            open.add(localName);
            started++;
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            assertEquals(open.remove(open.size() - 1), localName, "ends the innermost open element");
        }
    }

    private static List<String> namesOf(TextStyle style) {
        List<String> names = new ArrayList<>();
        for (TextStyle.Kind kind : style.kindsOutermostFirst()) {
            names.add(kind.elementName());
        }
        return names;
    }

    @Test
    void moveTo_everyPairOfStyles_opensWantedInNestingOrderAndReopensOnlyBeyondCommonPrefix() throws Exception {
        int styles = 1 << TextStyle.Kind.values().length;
        for (int from = 0; from < styles; from++) {
            for (int to = 0; to < styles; to++) {
                OpenElements handler = new OpenElements();
                StyleElementStack stack = new StyleElementStack(handler);
                stack.moveTo(TextStyle.fromMask(from));
                handler.started = 0;
                stack.moveTo(TextStyle.fromMask(to));
                List<String> before = namesOf(TextStyle.fromMask(from));
                List<String> wanted = namesOf(TextStyle.fromMask(to));
                int common = 0;
                while (common < before.size() && common < wanted.size()
                        && before.get(common).equals(wanted.get(common))) {
                    common++;
                }
                String pair = TextStyle.fromMask(from) + " -> " + TextStyle.fromMask(to);
                assertEquals(wanted, handler.open, pair);
                assertEquals(wanted.size() - common, handler.started, pair);
                assertEquals(TextStyle.fromMask(to), stack.current(), pair);
                stack.closeAll();
                assertEquals(List.of(), handler.open, pair);
            }
        }
    }
}
