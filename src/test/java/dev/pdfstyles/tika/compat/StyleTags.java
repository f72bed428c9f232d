package dev.pdfstyles.tika.compat;

import java.util.regex.Pattern;

/**
 * Removes the plugin's style elements from serialized XHTML, so stock-parser assertions about
 * text can be checked against styled output. Only the four elements the plugin adds
 * ({@code u}, {@code s}, {@code i}, {@code b}, all attribute-free) are removed; every other
 * element, and all whitespace, is left as it is.
 */
public final class StyleTags {

    /** Start or end tag of one of the plugin's style elements, exactly as ToXMLContentHandler writes it. */
    private static final Pattern STYLE_TAG = Pattern.compile("</?[bisu]>");

    private StyleTags() {
    }

    public static String strip(String xhtml) {
        return STYLE_TAG.matcher(xhtml).replaceAll("");
    }
}
