package dev.pdfstyles.eval;

/** Keeps text parseable as XML 1.0 (PDF text can carry control characters a converter did not filter). */
final class XmlChars {
    /** U+FFFD, what Tika's XHTMLContentHandler writes for characters XML cannot carry. */
    private static final int REPLACEMENT = 0xFFFD;

    private XmlChars() {
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
