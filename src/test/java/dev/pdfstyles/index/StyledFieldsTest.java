package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.model.TextStyle;

class StyledFieldsTest {

    private static String document(String body) {
        return "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>Head title</title>"
                + "<meta name=\"dc:title\" content=\"meta words\"/></head><body>" + body + "</body></html>";
    }

    /** The runs of every style as {@code kind=run|run} in style order, styles without runs left out. */
    private static String runsOf(StyledFields fields) {
        List<String> parts = new ArrayList<>();
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            if (!fields.runs(kind).isEmpty()) {
                parts.add(kind.elementName() + "=" + String.join("|", fields.runs(kind)));
            }
        }
        return String.join(" ", parts);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '@', value = {
        "<p>The <b>lessee</b> shall</p>@                              b=lessee",
        "<p><b>Rental agreement</b> This</p>@                          b=Rental agreement",
        "<p><b>Owner</b> and the <b>Tenant</b>.</p>@                  b=Owner|Tenant.",
        "<p><b>bo</b>ld</p>@                                           b=bold",
        "<p><b>b</b>old</p>@                                           ''",
        "<p><u><s><i><b>this lease</b></i></s></u></p>@                 u=this lease s=this lease i=this lease b=this lease",
        "<p><b><u>both</u></b></p>@                                    u=both b=both",
        "<p><u>our&#10;website</u> for</p>@                            u=our website",
        "<p><b>x</b> <b>y</b></p>@                                      b=x y",
        "<p><b>end</b></p><p><b>start</b></p>@                          b=end|start",
        "<div class=\"page\"><p><b>a</b></p></div><div class=\"page\"><p><b>b</b></p></div>@ b=a|b",
        "<table><tr><td><b>cell</b></td><td><b>next</b></td></tr></table>@ b=cell|next",
        "<p><b>a<br/>b</b></p>@                                         b=a|b",
        "<p><b>no\u00A0break</b> <i>thin\u202Fspace</i></p>@            i=thin space b=no break",
        "<p><strong>x</strong> <em>y</em> <del>z</del></p>@            ''",
        "<p><b><b>x</b>yz</b></p>@                                      b=xyz",
        "<p><B>upper</B></p>@                                           b=upper",
        "<p><i>lean</i> <b>heavy</b> <i>lean</i></p>@                  i=lean|lean b=heavy",
        "<p></p>@                                                       ''",
    })
    void ofXhtml_table_runsPerStyle(String body, String expected) {
        // act
        StyledFields fields = StyledFields.ofXhtml(document(body));

        // assert
        assertEquals(expected, runsOf(fields));
    }

    @Test
    void ofXhtml_headAndMeta_notInText() {
        // act
        StyledFields fields = StyledFields.ofXhtml(document("<p>Body <b>text</b></p>"));

        // assert
        assertEquals("Body text", fields.text());
    }

    @Test
    void ofXhtml_blocksWithoutWhitespace_textKeepsWordsApart() {
        // act
        StyledFields fields = StyledFields.ofXhtml(document("<p>one</p><p>two</p><ul><li>three</li></ul>"));

        // assert
        assertEquals("one\ntwo\nthree", fields.text());
    }

    @Test
    void ofXhtml_withoutNamespace_readAlike() {
        // act
        StyledFields fields = StyledFields.ofXhtml("<html><body><p>a <b>b</b></p></body></html>");

        // assert
        assertEquals(List.of("b"), fields.runs(TextStyle.Kind.BOLD));
    }

    @Test
    void ofXhtml_characterXmlCannotCarry_readAsReplacement() {
        // act: U+0001 is outside XML 1.0's Char production
        StyledFields fields = StyledFields.ofXhtml(document("<p><b>a\u0001b</b></p>"));

        // assert
        assertEquals(List.of("a\uFFFDb"), fields.runs(TextStyle.Kind.BOLD));
    }

    @Test
    void ofXhtml_notWellFormed_illegalArgument() {
        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StyledFields.ofXhtml("<html><body><p><b>open</p></body></html>"));

        // assert
        assertTrue(e.getMessage().startsWith("Not well-formed XHTML"), e.getMessage());
    }

    @Test
    void ofXhtml_plainText_illegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> StyledFields.ofXhtml("Rental agreement\nThis agreement"));
    }

    @Test
    void ofXhtml_doctypeWithExternalEntity_refused() {
        // arrange: a document that would pull a local file into the text if external entities were resolved
        String xhtml = "<?xml version=\"1.0\"?><!DOCTYPE html [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>"
                + "<html><body><p>&x;</p></body></html>";

        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StyledFields.ofXhtml(xhtml));

        // assert
        assertTrue(e.getMessage().startsWith("Not well-formed XHTML"), e.getMessage());
    }

    @Test
    void runs_returned_cannotBeChanged() {
        // arrange
        List<String> bold = StyledFields.ofXhtml(document("<p><b>x</b></p>")).runs(TextStyle.Kind.BOLD);

        // act + assert
        assertThrows(UnsupportedOperationException.class, () -> bold.add("y"));
    }
}
