package dev.pdfstyles.testsupport;

import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Deque;

import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

/** Checks the output contract: well-formed, fixed nesting u > s > i > b, style elements only inside p. */
public final class XhtmlChecks {

    private static final String NESTING_ORDER = "usib";

    private XhtmlChecks() {
    }

    /** Null when the XHTML keeps the contract, else what is wrong. */
    public static String contractViolation(String xhtml) {
        Deque<String> open = new ArrayDeque<>();
        String[] violation = new String[1];
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            // Attributes do not bear on the contract, and Tika itself sometimes writes one twice
            // (testPDF_multiFormatEmbFiles.pdf): check the element structure only.
            String elementsOnly = xhtml.replaceAll("<([A-Za-z][\\w:.-]*)(?:\\s[^>]*?)?(/?)>", "<$1$2>");
            factory.newSAXParser().parse(new InputSource(new StringReader(elementsOnly)), new DefaultHandler() {
                @Override
                public void startElement(String uri, String localName, String qName, Attributes attributes) {
                    int rank = NESTING_ORDER.indexOf(localName);
                    if (localName.length() == 1 && rank >= 0 && violation[0] == null) {
                        if (!open.contains("p")) {
                            violation[0] = "<" + localName + "> outside a <p>";
                        }
                        for (String outer : open) {
                            if (outer.length() == 1 && NESTING_ORDER.indexOf(outer) >= rank) {
                                violation[0] = "<" + localName + "> inside <" + outer + ">";
                            }
                        }
                    }
                    open.push(localName);
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
