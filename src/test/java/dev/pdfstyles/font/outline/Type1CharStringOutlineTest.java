package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Type 1 charstrings built by hand (Adobe Type 1 Font Format, chapters 6 and 8). PDFBox's paths for real fonts
 * are compared in {@code CharStringReadersTest}; these pin the format's rules one at a time, with the standard
 * flex and hint-replacement subroutines of section 8.
 */
class Type1CharStringOutlineTest {
    private static final Map<String, int[]> OPERATORS = Map.ofEntries(
            Map.entry("hstem", new int[] {1}), Map.entry("vstem", new int[] {3}), Map.entry("vmoveto", new int[] {4}),
            Map.entry("rlineto", new int[] {5}), Map.entry("hlineto", new int[] {6}),
            Map.entry("vlineto", new int[] {7}), Map.entry("rrcurveto", new int[] {8}),
            Map.entry("closepath", new int[] {9}), Map.entry("callsubr", new int[] {10}),
            Map.entry("return", new int[] {11}), Map.entry("hsbw", new int[] {13}),
            Map.entry("endchar", new int[] {14}), Map.entry("rmoveto", new int[] {21}),
            Map.entry("hmoveto", new int[] {22}), Map.entry("vhcurveto", new int[] {30}),
            Map.entry("hvcurveto", new int[] {31}), Map.entry("reserved2", new int[] {2}),
            Map.entry("dotsection", new int[] {12, 0}), Map.entry("seac", new int[] {12, 6}),
            Map.entry("sbw", new int[] {12, 7}), Map.entry("div", new int[] {12, 12}),
            Map.entry("callothersubr", new int[] {12, 16}), Map.entry("pop", new int[] {12, 17}),
            Map.entry("setcurrentpoint", new int[] {12, 33}));

    /** Subrs 0-3 as the format defines them for flex and hint replacement (Type 1 Font Format, 8.3 and 8.1). */
    private static final List<byte[]> STANDARD_SUBRS = Arrays.asList(
            charString("3 0 callothersubr pop pop setcurrentpoint return"),
            charString("0 1 callothersubr return"),
            charString("0 2 callothersubr return"),
            charString("return"),
            charString("10 20 hstem 30 40 vstem return"));

    @Test
    void outline_hsbw_startsThePenAtTheSideBearing() throws IOException {
        // arrange
        byte[] glyph = charString("40 500 hsbw 0 10 rmoveto 100 hlineto closepath endchar");
        // act
        GeneralPath path = Type1CharStringOutline.outline(glyph, null);
        // assert
        assertEquals("M 40 10 L 140 10 Z M 140 10", segments(path));
    }

    @Test
    void outline_sbw_startsThePenAtBothBearings() throws IOException {
        // arrange
        byte[] glyph = charString("40 30 500 0 sbw 10 vlineto endchar");
        // act
        GeneralPath path = Type1CharStringOutline.outline(glyph, null);
        // assert
        assertEquals("M 40 40", segments(path));
    }

    @Test
    void outline_closepath_leavesThePenWhereTheSubpathEnded() throws IOException {
        // arrange: the second contour starts from the first one's last point, not its first
        byte[] glyph = charString("0 500 hsbw 0 0 rmoveto 100 hlineto 100 vlineto closepath 10 hmoveto 5 vlineto "
                + "closepath endchar");
        // act
        GeneralPath path = Type1CharStringOutline.outline(glyph, null);
        // assert
        assertEquals("M 0 0 L 100 0 L 100 100 Z M 110 100 L 110 105 Z M 110 105", segments(path));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "vhcurveto;0 500 hsbw 0 0 rmoveto 10 20 30 40 vhcurveto endchar;M 0 0 C 0 10 20 40 60 40",
        "hvcurveto;0 500 hsbw 0 0 rmoveto 10 20 30 40 hvcurveto endchar;M 0 0 C 10 0 30 30 30 70",
        "rrcurveto;0 500 hsbw 0 0 rmoveto 1 2 3 4 5 6 rrcurveto endchar;M 0 0 C 1 2 4 6 9 12",
        "div;0 500 hsbw 0 0 rmoveto 300 4 div 0 rlineto endchar;M 0 0 L 75 0",
        "setcurrentpoint;0 500 hsbw 0 0 rmoveto 7 8 setcurrentpoint 1 1 rlineto endchar;M 0 0 L 8 9",
        "hints and dotsection;0 500 hsbw 1 2 hstem dotsection 3 4 vstem 5 5 rmoveto endchar;M 5 5",
        "long integer;0 500 hsbw 70000 0 rmoveto endchar;M 70000 0",
        "drawing before moveto;0 500 hsbw 10 10 rlineto endchar;M 10 10",
    })
    void outline_operator_drawsWhatTheFormatSays(String operator, String program, String expected) throws IOException {
        // act
        GeneralPath path = Type1CharStringOutline.outline(charString(program), STANDARD_SUBRS);
        // assert
        assertEquals(expected, segments(path), operator);
    }

    @Test
    void outline_flex_drawsTwoCurvesFromTheSevenPointsAndEndsAtTheirEnd() throws IOException {
        // arrange: reference point (50, 0) relative to the pen at (0, 0); the curve points follow it
        byte[] glyph = charString("0 500 hsbw 0 0 rmoveto 1 callsubr "
                + "50 0 rmoveto 2 callsubr -40 5 rmoveto 2 callsubr 20 5 rmoveto 2 callsubr 20 0 rmoveto 2 callsubr "
                + "20 0 rmoveto 2 callsubr 20 -5 rmoveto 2 callsubr 20 -5 rmoveto 2 callsubr "
                + "50 100 0 0 callsubr 0 10 rlineto endchar");
        // act
        GeneralPath path = Type1CharStringOutline.outline(glyph, STANDARD_SUBRS);
        // assert
        assertEquals("M 0 0 C 10 5 30 10 50 10 C 70 10 90 5 110 0 L 100 10", segments(path));
    }

    @Test
    void outline_hintReplacement_callsTheSubroutineOtherSubr3HandsBack() throws IOException {
        // arrange: subr 4 holds only hints, so the path goes on as if it were not called
        byte[] glyph = charString("0 500 hsbw 0 0 rmoveto 4 1 3 callothersubr pop callsubr 10 hlineto endchar");
        // act
        GeneralPath path = Type1CharStringOutline.outline(glyph, STANDARD_SUBRS);
        // assert
        assertEquals("M 0 0 L 10 0", segments(path));
    }

    @Test
    void outline_otherOtherSubr_handsItsOperandsBackInTheirOrder() throws IOException {
        // arrange: OtherSubr 12 (counter control) with two operands, both popped back for rmoveto
        byte[] glyph = charString("0 500 hsbw 30 40 2 12 callothersubr pop pop rmoveto endchar");
        // act
        GeneralPath path = Type1CharStringOutline.outline(glyph, STANDARD_SUBRS);
        // assert
        assertEquals("M 30 40", segments(path));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "seac;0 500 0 0 97 65 seac endchar",
        "pop away from callothersubr;0 500 hsbw 1 pop rmoveto endchar",
        "more pops than handed back;0 500 hsbw 0 5 callothersubr pop endchar",
        "flex of six points;0 500 hsbw 0 0 rmoveto 1 callsubr 1 1 rmoveto 2 callsubr 1 1 rmoveto 2 callsubr "
            + "1 1 rmoveto 2 callsubr 1 1 rmoveto 2 callsubr 1 1 rmoveto 2 callsubr 1 1 rmoveto 2 callsubr "
            + "50 6 6 0 callsubr endchar",
        "subroutine out of the list;0 500 hsbw 0 0 rmoveto 9 callsubr endchar",
        "return outside a subroutine;0 500 hsbw return",
        "reserved operator;0 500 hsbw reserved2 endchar",
    })
    void outline_whatIsLeftToPdfbox_isNull(String what, String program) throws IOException {
        // act + assert
        assertNull(Type1CharStringOutline.outline(charString(program), STANDARD_SUBRS), what);
    }

    @Test
    void outline_subroutineCallingItself_stopsAtTheFormatsNestingLimit() throws IOException {
        // arrange
        List<byte[]> subrs = List.of(charString("0 callsubr return"));
        // act + assert
        assertNull(Type1CharStringOutline.outline(charString("0 500 hsbw 0 callsubr endchar"), subrs));
    }

    @Test
    void outline_subroutinesCallingEachOtherManyTimes_stopAtTheOperatorLimit() {
        // arrange: each of nine subroutines calls the next four times, 4^8 calls of the last one
        List<byte[]> subrs = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            int next = k + 1;
            subrs.add(charString(next + " callsubr " + next + " callsubr " + next + " callsubr " + next
                    + " callsubr return"));
        }
        subrs.add(charString("1 0 rlineto return"));
        byte[] glyph = charString("0 500 hsbw 0 0 rmoveto 0 callsubr endchar");
        // act + assert
        IOException thrown = assertThrows(IOException.class, () -> Type1CharStringOutline.outline(glyph, subrs));
        assertTrue(thrown.getMessage().contains(String.valueOf(Type1CharStringOutline.MAX_OPERATORS)));
    }

    @Test
    void outline_truncatedOperand_isNull() throws IOException {
        // arrange: a five-byte integer with two bytes
        byte[] glyph = {(byte) 139, (byte) 139, 13, (byte) 255, 1};
        // act + assert
        assertNull(Type1CharStringOutline.outline(glyph, null));
    }

    private static byte[] charString(String program) {
        return CharStringPrograms.encode(program, OPERATORS, CharStringPrograms.Format.TYPE1);
    }

    private static String segments(GeneralPath path) {
        return CharStringPrograms.segments(path);
    }
}
