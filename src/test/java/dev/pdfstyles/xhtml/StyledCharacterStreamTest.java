package dev.pdfstyles.xhtml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xml.sax.helpers.AttributesImpl;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;

class StyledCharacterStreamTest {

    private static final TextStyle PLAIN = TextStyle.PLAIN;
    private static final TextStyle B = TextStyle.of(true, false, false, false);
    private static final TextStyle I = TextStyle.of(false, true, false, false);
    private static final TextStyle BI = TextStyle.of(true, true, false, false);
    private static final TextStyle U = TextStyle.of(false, false, true, false);
    private static final TextStyle UB = TextStyle.of(true, false, true, false);
    private static final TextStyle USIB = TextStyle.of(true, true, true, true);

    /** One paragraph with the given character chunks ("\n" is a line break), each character with its style. */
    private static String write(String[] chunks, TextStyle[] styles) throws Exception {
        StyledText.Builder styled = new StyledText.Builder();
        int k = 0;
        for (String chunk : chunks) {
            if (!chunk.equals("\n")) {
                for (char c : chunk.toCharArray()) {
                    styled.append(c, styles[k++]);
                }
            }
        }
        return stream(chunks, styled.build());
    }

    private static String stream(String[] chunks, StyledText styled) throws Exception {
        ToXMLContentHandler out = new ToXMLContentHandler();
        out.startPrefixMapping("", StyleElementStack.XHTML_NAMESPACE);
        StyledCharacterStream stream = new StyledCharacterStream(styled, out);
        out.startElement(StyleElementStack.XHTML_NAMESPACE, "p", "p", new AttributesImpl());
        for (String chunk : chunks) {
            if (chunk.equals("\n")) {
                stream.ignorableWhitespace(chunk.toCharArray(), 0, 1);
            } else {
                stream.characters(chunk.toCharArray(), 0, chunk.length());
            }
        }
        stream.closeElements();
        out.endElement(StyleElementStack.XHTML_NAMESPACE, "p", "p");
        return out.toString().replace(" xmlns=\"" + StyleElementStack.XHTML_NAMESPACE + "\"", "");
    }

    private static TextStyle[] repeat(TextStyle style, int n) {
        TextStyle[] styles = new TextStyle[n];
        java.util.Arrays.fill(styles, style);
        return styles;
    }

    @Test
    void write_boldWordThenPlain_closesAtStyleChange() throws Exception {
        TextStyle[] styles = {B, B, B, B, PLAIN, PLAIN, PLAIN, PLAIN};
        assertEquals("<p><b>Bold</b> end</p>", write(new String[] {"Bold end"}, styles));
    }

    @Test
    void write_spaceBetweenTwoBoldWords_staysInsideOneElement() throws Exception {
        TextStyle[] styles = {B, B, PLAIN, B, B};
        assertEquals("<p><b>ab cd</b></p>", write(new String[] {"ab cd"}, styles));
    }

    @Test
    void write_lineBreakInsideBoldRun_staysInsideOneElement() throws Exception {
        TextStyle[] styles = {B, B, B, B};
        assertEquals("<p><b>ab\ncd</b></p>", write(new String[] {"ab", "\n", "cd"}, styles));
    }

    @Test
    void write_italicStartsInsideBold_keepsBoldInnermost() throws Exception {
        // b then b+i: u > s > i > b order means b must be reopened inside i
        TextStyle[] styles = {B, BI};
        assertEquals("<p><b>a</b><i><b>b</b></i></p>", write(new String[] {"ab"}, styles));
    }

    @Test
    void write_boldEndsInsideUnderline_keepsUnderlineOpen() throws Exception {
        TextStyle[] styles = {UB, U};
        assertEquals("<p><u><b>a</b>b</u></p>", write(new String[] {"ab"}, styles));
    }

    @Test
    void write_allFourStyles_nestUnderlineOutermost() throws Exception {
        assertEquals("<p><u><s><i><b>x</b></i></s></u></p>", write(new String[] {"x"}, new TextStyle[] {USIB}));
    }

    @Test
    void write_leadingAndTrailingSpaces_stayOutside() throws Exception {
        TextStyle[] styles = {PLAIN, B, PLAIN};
        assertEquals("<p> <b>a</b> </p>", write(new String[] {" a "}, styles));
    }

    @Test
    void write_spaceBetweenDifferentStyles_keepsOnlySharedStyle() throws Exception {
        TextStyle[] styles = {UB, PLAIN, U};
        assertEquals("<p><u><b>a</b> b</u></p>", write(new String[] {"a b"}, styles));
    }

    @Test
    void write_styleSpansChunkBoundary_oneElement() throws Exception {
        TextStyle[] styles = repeat(I, 4);
        assertEquals("<p><i>abcd</i></p>", write(new String[] {"ab", "cd"}, styles));
    }

    @Test
    void write_textDiffersMidway_restWrittenUnstyled() throws Exception {
        StyledText ours = new StyledText.Builder().append("ab", B).append("cd", B).build();
        assertEquals("<p><b>ab</b>xd</p>", stream(new String[] {"ab", "xd"}, ours));
    }

    @Test
    void write_droppedCopy_leftOutAndStyleKept() throws Exception {
        StyledText styled = new StyledText.Builder().append('a', PLAIN).append(' ', PLAIN).append('b', B)
                .append('b', B, true).append(' ', PLAIN).append('c', PLAIN).build();
        assertEquals("<p>a <b>b</b> c</p>", stream(new String[] {"a bb c"}, styled));
    }

    @Test
    void write_spaceAtParagraphBreak_keepsNoStyle() throws Exception {
        StyledText styled = new StyledText.Builder().append("ab ", B).paragraphBreak().append("cd", B).build();
        byte[] effective = StyledCharacterStream.effectiveStyleMasks(styled);
        assertEquals(PLAIN.mask(), effective[2]);
    }

    @ParameterizedTest
    @CsvSource({
            "abc, abc, true",
            "abc, abd, false",
            "ab, abc, true",
            "a\ufffdc, a\u0001c, true",
            "a\ufffdc, abc, true",
            "abc, a\ufffdc, false"
    })
    void characters_replacementCharacterStandsForAny(String stock, String ours, boolean same) throws Exception {
        StyledText styled = new StyledText.Builder().append(ours, B).build();
        String xhtml = stream(new String[] {stock}, styled);
        assertEquals(same, xhtml.startsWith("<p><b>"), xhtml);
    }

    /**
     * The one-pass computation equals the rule written plainly: whitespace takes what the nearest
     * non-whitespace, non-dropped characters on either side share, when all three are in one paragraph.
     */
    @Test
    void effectiveStyleMasks_equalTheRuleOnRandomText() {
        java.util.Random random = new java.util.Random(7);
        char[] alphabet = {'a', 'b', ' ', '\n', '\u00a0', '\t'};
        for (int round = 0; round < 2000; round++) {
            StyledText.Builder builder = new StyledText.Builder();
            int length = random.nextInt(24);
            for (int i = 0; i < length; i++) {
                if (random.nextInt(8) == 0) {
                    builder.paragraphBreak();
                }
                builder.append(alphabet[random.nextInt(alphabet.length)], random.nextInt(16), random.nextInt(6) == 0);
            }
            StyledText styled = builder.build();
            byte[] effective = StyledCharacterStream.effectiveStyleMasks(styled);
            for (int i = 0; i < styled.length(); i++) {
                assertEquals(plainRule(styled, i), effective[i], "round " + round + ", character " + i);
            }
        }
    }

    private static int plainRule(StyledText styled, int i) {
        if (styled.isDropped(i)) {
            return 0;
        }
        if (!Character.isWhitespace(styled.text().charAt(i))) {
            return styled.styleMaskAt(i);
        }
        int before = nearestWord(styled, i, -1);
        int after = nearestWord(styled, i, 1);
        if (before < 0 || after < 0 || styled.paragraphAt(before) != styled.paragraphAt(i)
                || styled.paragraphAt(after) != styled.paragraphAt(i)) {
            return 0;
        }
        return styled.styleMaskAt(before) & styled.styleMaskAt(after);
    }

    private static int nearestWord(StyledText styled, int from, int step) {
        for (int j = from + step; j >= 0 && j < styled.length(); j += step) {
            if (!styled.isDropped(j) && !Character.isWhitespace(styled.text().charAt(j))) {
                return j;
            }
        }
        return -1;
    }
}
