package dev.pdfstyles.eval;

import java.io.IOException;
import java.io.StringReader;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/** SAX parsing of XML text from Tika or a peer tool, tolerant of what PDF text can put in it. */
final class XmlInput {
    /** U+FFFD, what Tika's XHTMLContentHandler writes for characters XML cannot carry. */
    private static final int REPLACEMENT = 0xFFFD;
    private static final String LOAD_EXTERNAL_DTD = "http://apache.org/xml/features/nonvalidating/load-external-dtd";

    private XmlInput() {
    }

    /** Parses {@code xml} into {@code handler}; an {@link IllegalArgumentException} if it is not well-formed. */
    static void parse(String xml, DefaultHandler handler) {
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setValidating(false);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            // pdftohtml names a DTD it does not ship; never fetch or read it.
            factory.setFeature(LOAD_EXTERNAL_DTD, false);
            factory.newSAXParser().parse(new InputSource(new StringReader(replaceInvalid(xml))), handler);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("The JDK's SAX parser is not usable", e);
        } catch (SAXException | IOException e) {
            throw new IllegalArgumentException("Not well-formed XML: " + e.getMessage(), e);
        }
    }

    /** {@code text} with every code point outside the XML 1.0 {@code Char} production replaced by U+FFFD. */
    static String replaceInvalid(String text) {
        StringBuilder out = null;
        for (int index = 0; index < text.length(); ) {
            int codePoint = text.codePointAt(index);
            int width = Character.charCount(codePoint);
            boolean valid = isXmlChar(codePoint) && !(width == 1 && Character.isSurrogate(text.charAt(index)));
            if (!valid && out == null) {
                out = new StringBuilder(text.length()).append(text, 0, index);
            }
            if (out != null) {
                out.appendCodePoint(valid ? codePoint : REPLACEMENT);
            }
            index += width;
        }
        return out == null ? text : out.toString();
    }

    /** XML 1.0, production [2] Char. */
    private static boolean isXmlChar(int codePoint) {
        return codePoint == 0x9 || codePoint == 0xA || codePoint == 0xD
                || (codePoint >= 0x20 && codePoint <= 0xD7FF)
                || (codePoint >= 0xE000 && codePoint <= 0xFFFD)
                || (codePoint >= 0x10000 && codePoint <= 0x10FFFF);
    }
}
