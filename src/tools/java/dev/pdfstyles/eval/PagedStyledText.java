package dev.pdfstyles.eval;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Tika XHTML to one {@link PageText} per page {@code <div class="page">}, by SAX, reading styles and word breaks
 * as {@link XhtmlStyledWords} does ({@link Markup#TIKA_XHTML}). Text outside the page divs (metadata, bookmarks,
 * embedded documents) belongs to no page and is left out, as are page divs nested in another page or in an
 * embedded document.
 */
public final class PagedStyledText extends DefaultHandler {
    private static final String PAGE_CLASS = "page";
    private static final String EMBEDDED_CLASS = "embedded";
    private static final String DIV = "div";

    private final OpenMarkup open = new OpenMarkup(Markup.TIKA_XHTML);
    private final List<PageText> pages = new ArrayList<>();
    /** Per open element: what it opened ("page", "embedded" or "" for anything else). */
    private final Deque<String> openElements = new ArrayDeque<>();
    private final Deque<String> openRoles = new ArrayDeque<>();
    private int embeddedDepth;
    private Builder page;

    /** The pages of a Tika XHTML document, first page first. */
    public static List<PageText> fromXhtml(String xhtml) {
        PagedStyledText handler = new PagedStyledText();
        XmlInput.parse(xhtml, handler);
        return handler.pages();
    }

    public List<PageText> pages() {
        return Collections.unmodifiableList(new ArrayList<>(pages));
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        String name = OpenMarkup.elementName(localName, qName);
        String role = "";
        if (DIV.equals(name)) {
            String cssClass = attributes.getValue("class");
            if (PAGE_CLASS.equals(cssClass) && page == null && embeddedDepth == 0) {
                page = new Builder();
                role = PAGE_CLASS;
            } else if (EMBEDDED_CLASS.equals(cssClass)) {
                embeddedDepth++;
                role = EMBEDDED_CLASS;
            }
        }
        openElements.push(name);
        openRoles.push(role);
        if (open.open(name)) {
            breakWord();
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        String name = openElements.isEmpty() ? OpenMarkup.elementName(localName, qName) : openElements.pop();
        String role = openRoles.isEmpty() ? "" : openRoles.pop();
        if (open.close(name)) {
            breakWord();
        }
        if (PAGE_CLASS.equals(role)) {
            pages.add(page.build());
            page = null;
        } else if (EMBEDDED_CLASS.equals(role)) {
            embeddedDepth--;
        }
    }

    private void breakWord() {
        if (page != null) {
            page.breakWord();
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (page == null || open.isHidden() || embeddedDepth > 0) {
            return;
        }
        page.append(new String(ch, start, length), open.activeStyles());
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        characters(ch, start, length);
    }

    /** Collects one page's key characters; whitespace and {@link #breakWord()} end words. */
    static final class Builder {
        private final StringBuilder keys = new StringBuilder();
        private final List<Integer> masks = new ArrayList<>();
        private final BitSet wordStarts = new BitSet();
        private final BitSet wordEnds = new BitSet();
        private boolean atWordStart = true;

        void append(CharSequence text, Set<Style> styles) {
            int mask = PageText.maskOf(styles);
            for (int index = 0; index < text.length(); ) {
                int codePoint = Character.codePointAt(text, index);
                index += Character.charCount(codePoint);
                if (StyledWordBuilder.isWordSeparator(codePoint)) {
                    breakWord();
                    continue;
                }
                String key = CharacterKeys.keyOf(codePoint);
                for (int k = 0; k < key.length(); k++) {
                    if (atWordStart) {
                        wordStarts.set(keys.length());
                        atWordStart = false;
                    }
                    keys.append(key.charAt(k));
                    masks.add(mask);
                }
            }
        }

        void breakWord() {
            if (!atWordStart && keys.length() > 0) {
                wordEnds.set(keys.length() - 1);
            }
            atWordStart = true;
        }

        PageText build() {
            breakWord();
            int[] styleMasks = masks.stream().mapToInt(Integer::intValue).toArray();
            return new PageText(keys.toString(), styleMasks, wordStarts, wordEnds);
        }
    }
}
