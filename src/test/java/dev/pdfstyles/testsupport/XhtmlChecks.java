package dev.pdfstyles.testsupport;

import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;

import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Checks the output contract: well-formed, fixed nesting u > s > i > b, style elements only inside p; with
 * Tika's marked-content writer, only directly inside the elements it writes text into.
 */
public final class XhtmlChecks {

    private static final String NESTING_ORDER = "usib";
    /** What Tika's marked-content writer writes text into (a link's text goes into an a inside them). */
    private static final Set<String> MARKED_CONTENT_TEXT_ELEMENTS = Set.of("p", "h1", "h2", "h3", "h4", "h5", "h6",
            "li", "td", "th", "div", "a");

    /** How a page div (the one attribute kept) is named on the stack of open elements. */
    private static final String PAGE_DIV = "pagediv";

    /** Where a style element may stand, given the elements open around it (innermost first). */
    private interface Placement {
        /** Null when a style element may stand there, else why not. */
        String violation(String element, Deque<String> open);
    }

    private XhtmlChecks() {
    }

    /** Null when the XHTML keeps the contract, else what is wrong. */
    public static String contractViolation(String xhtml) {
        return violation(xhtml, (element, open) -> open.contains("p") ? null : "<" + element + "> outside a <p>");
    }

    /**
     * As {@link #contractViolation}, for the marked-content mode: a style element's nearest element other
     * than a style element is one that mode writes text into; in a page div (an untagged document, or what
     * follows the text) it is inside a {@code p}, as in the default mode.
     */
    public static String markedContentContractViolation(String xhtml) {
        return violation(xhtml, (element, open) -> {
            String container = null;
            for (String outer : open) {
                if (!(outer.length() == 1 && NESTING_ORDER.contains(outer))) {
                    container = outer;
                    break;
                }
            }
            if (open.contains(PAGE_DIV)) {
                return open.contains("p") ? null : "<" + element + "> in a page div outside a <p>";
            }
            return MARKED_CONTENT_TEXT_ELEMENTS.contains(container) ? null
                    : "<" + element + "> in <" + container + ">";
        });
    }

    private static String violation(String xhtml, Placement placement) {
        Deque<String> open = new ArrayDeque<>();
        String[] violation = new String[1];
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            // Attributes do not bear on the contract, and Tika itself sometimes writes one twice
            // (testPDF_multiFormatEmbFiles.pdf): check the element structure only, page divs known as such.
            String elementsOnly = xhtml.replaceAll(
                    "<(?!div class=\"page\">)([A-Za-z][\\w:.-]*)(?:\\s[^>]*?)?(/?)>", "<$1$2>");
            factory.newSAXParser().parse(new InputSource(new StringReader(elementsOnly)), new DefaultHandler() {
                @Override
                public void startElement(String uri, String localName, String qName, Attributes attributes) {
                    int rank = NESTING_ORDER.indexOf(localName);
                    if (localName.length() == 1 && rank >= 0 && violation[0] == null) {
                        violation[0] = placement.violation(localName, open);
                        for (String outer : open) {
                            if (outer.length() == 1 && NESTING_ORDER.indexOf(outer) >= rank) {
                                violation[0] = "<" + localName + "> inside <" + outer + ">";
                            }
                        }
                    }
                    boolean pageDiv = "div".equals(localName) && "page".equals(attributes.getValue("class"));
                    open.push(pageDiv ? PAGE_DIV : localName);
                }

                @Override
                public void endElement(String uri, String localName, String qName) {
                    open.pop();
                }
            });
        } catch (Exception e) {
            return "not well-formed: " + e.getMessage();
        }
        return violation[0];
    }
}
