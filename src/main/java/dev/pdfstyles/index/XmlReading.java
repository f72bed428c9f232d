package dev.pdfstyles.index;

import java.io.IOException;
import java.io.StringReader;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/** SAX parsing of XHTML text taken from a JSON string, with the JDK's parser locked down. */
final class XmlReading {

    /** U+FFFD, what Tika's own XHTML writer puts in place of characters XML cannot carry. */
    private static final int REPLACEMENT_CHARACTER = 0xFFFD;
    /** Tika's XHTML never has a DOCTYPE; refusing one rules out entity tricks of every kind (OWASP's advice). */
    private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";
    private static final String LOAD_EXTERNAL_DTD = "http://apache.org/xml/features/nonvalidating/load-external-dtd";
    private static final String EXTERNAL_GENERAL_ENTITIES = "http://xml.org/sax/features/external-general-entities";
    private static final String EXTERNAL_PARAMETER_ENTITIES = "http://xml.org/sax/features/external-parameter-entities";

    private XmlReading() {
    }

    /**
     * Parses {@code xml} into {@code handler}, repeated attributes dropped first ({@link RepeatedAttributes}).
     * A document with a DOCTYPE is refused.
     *
     * @throws IllegalArgumentException if it is not well-formed, with the parser's message
     */
    static void parse(String xml, DefaultHandler handler) {
        SAXParser parser;
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setValidating(false);
            // Secure processing caps entity expansion; the content of a JSON string is untrusted input.
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature(DISALLOW_DOCTYPE, true);
            factory.setFeature(LOAD_EXTERNAL_DTD, false);
            factory.setFeature(EXTERNAL_GENERAL_ENTITIES, false);
            factory.setFeature(EXTERNAL_PARAMETER_ENTITIES, false);
            parser = factory.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("The JDK's SAX parser cannot be configured", e);
        }
        try {
            parser.parse(new InputSource(new StringReader(replaceInvalid(RepeatedAttributes.dropRepeats(xml)))), handler);
        } catch (SAXException e) {
            throw new IllegalArgumentException("Not well-formed XHTML: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new IllegalStateException("Reading from a string failed", e);
        }
    }

    /** {@code text} with every code point outside XML 1.0's {@code Char} production replaced by U+FFFD. */
    static String replaceInvalid(String text) {
        StringBuilder out = null;
        for (int index = 0; index < text.length(); ) {
            int codePoint = text.codePointAt(index);
            int width = Character.charCount(codePoint);
            boolean valid = isXmlChar(codePoint);
            if (!valid && out == null) {
                out = new StringBuilder(text.length()).append(text, 0, index);
            }
            if (out != null) {
                out.appendCodePoint(valid ? codePoint : REPLACEMENT_CHARACTER);
            }
            index += width;
        }
        return out == null ? text : out.toString();
    }

    /** XML 1.0, production [2] Char; a lone surrogate (a code point in D800-DFFF) is not one. */
    private static boolean isXmlChar(int codePoint) {
        return codePoint == 0x9 || codePoint == 0xA || codePoint == 0xD
                || (codePoint >= 0x20 && codePoint <= 0xD7FF)
                || (codePoint >= 0xE000 && codePoint <= 0xFFFD)
                || (codePoint >= 0x10000 && codePoint <= 0x10FFFF);
    }
}
