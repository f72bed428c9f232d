package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.GeneralPath;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Type 2 charstrings built by hand, one operator family at a time (Adobe TN 5177). PDFBox's paths for real fonts
 * are compared in {@code CharStringReadersTest}; these pin what the format says where the corpus has no example.
 */
class Type2CharStringOutlineTest {
    private static final double TEST_EPS = 1e-4;

    private static final Map<String, int[]> OPERATORS = Map.ofEntries(
            Map.entry("hstem", new int[] {1}), Map.entry("vstem", new int[] {3}), Map.entry("vmoveto", new int[] {4}),
            Map.entry("rlineto", new int[] {5}), Map.entry("hlineto", new int[] {6}),
            Map.entry("vlineto", new int[] {7}), Map.entry("rrcurveto", new int[] {8}),
            Map.entry("callsubr", new int[] {10}), Map.entry("return", new int[] {11}),
            Map.entry("endchar", new int[] {14}), Map.entry("hstemhm", new int[] {18}),
            Map.entry("hintmask", new int[] {19}), Map.entry("rmoveto", new int[] {21}),
            Map.entry("hmoveto", new int[] {22}), Map.entry("rcurveline", new int[] {24}),
            Map.entry("rlinecurve", new int[] {25}), Map.entry("vvcurveto", new int[] {26}),
            Map.entry("hhcurveto", new int[] {27}), Map.entry("callgsubr", new int[] {29}),
            Map.entry("vhcurveto", new int[] {30}), Map.entry("hvcurveto", new int[] {31}),
            Map.entry("reserved2", new int[] {2}), Map.entry("div", new int[] {12, 12}),
            Map.entry("hflex", new int[] {12, 34}), Map.entry("flex", new int[] {12, 35}),
            Map.entry("hflex1", new int[] {12, 36}), Map.entry("flex1", new int[] {12, 37}));

    @Test
    void outline_widthBeforeFirstMoveto_isDropped() throws IOException {
        // arrange
        byte[] glyph = charString("500 10 20 rmoveto 100 0 rlineto 0 100 rlineto endchar");
        // act
        GeneralPath path = Type2CharStringOutline.outline(glyph, null, null);
        // assert
        assertEquals("M 10 20 L 110 20 L 110 120 Z M 110 120", segments(path));
    }

    @Test
    void outline_secondMoveto_closesTheFirstSubpath() throws IOException {
        // arrange
        byte[] glyph = charString("10 hmoveto 20 vlineto 30 vmoveto 5 5 rlineto endchar");
        // act
        GeneralPath path = Type2CharStringOutline.outline(glyph, null, null);
        // assert
        assertEquals("M 10 0 L 10 20 Z M 10 50 L 15 55 Z M 15 55", segments(path));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "alternating lines;0 0 rmoveto 10 20 30 hlineto endchar;M 0 0 L 10 0 L 10 20 L 40 20 Z M 40 20",
        "hvcurveto, fifth operand;0 0 rmoveto 10 20 30 40 5 hvcurveto endchar;M 0 0 C 10 0 30 30 35 70 Z M 35 70",
        "vhcurveto, two curves;0 0 rmoveto 10 20 30 40 1 2 3 4 vhcurveto endchar;"
            + "M 0 0 C 0 10 20 40 60 40 C 61 40 63 43 63 47 Z M 63 47",
        "hhcurveto, odd first;0 0 rmoveto 7 10 20 30 40 hhcurveto endchar;M 0 0 C 10 7 30 37 70 37 Z M 70 37",
        "vvcurveto, odd first;0 0 rmoveto 7 10 20 30 40 vvcurveto endchar;M 0 0 C 7 10 27 40 27 80 Z M 27 80",
        "rcurveline;0 0 rmoveto 1 2 3 4 5 6 7 8 rcurveline endchar;M 0 0 C 1 2 4 6 9 12 L 16 20 Z M 16 20",
        "rlinecurve;0 0 rmoveto 7 8 1 2 3 4 5 6 rlinecurve endchar;M 0 0 L 7 8 C 8 10 11 14 16 20 Z M 16 20",
        "hflex;0 0 rmoveto 10 20 5 30 40 50 60 hflex endchar;M 0 0 C 10 0 30 5 60 5 C 100 5 150 0 210 0 Z M 210 0",
        "hflex1 ends level;0 0 rmoveto 10 1 20 2 30 40 50 3 60 hflex1 endchar;"
            + "M 0 0 C 10 1 30 3 60 3 C 100 3 150 6 210 0 Z M 210 0",
        "flex1 horizontal;0 0 rmoveto 10 1 10 1 10 1 10 1 10 1 7 flex1 endchar;"
            + "M 0 0 C 10 1 20 2 30 3 C 40 4 50 5 57 0 Z M 57 0",
        "flex1 vertical;0 0 rmoveto 1 10 1 10 1 10 1 10 1 10 7 flex1 endchar;"
            + "M 0 0 C 1 10 2 20 3 30 C 4 40 5 50 0 57 Z M 0 57",
        "drawing before moveto;10 10 rlineto 0 0 rmoveto endchar;M 10 10 Z M 10 10",
        "lines before any moveto;10 0 rlineto 0 10 rlineto endchar;M 10 0 L 10 10",
    })
    void outline_pathOperator_drawsWhatTheFormatSays(String operator, String program, String expected) throws IOException {
        // act
        GeneralPath path = Type2CharStringOutline.outline(charString(program), null, null);
        // assert
        assertEquals(expected, segments(path), operator);
    }

    @Test
    void outline_hintmask_skipsOneMaskBytePerEightStems() throws IOException {
        // arrange: three hstems and one implied vstem need one mask byte; 21 read as an operator would move the pen
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(charString("1 2 3 4 5 6 hstemhm 7 8 hintmask"));
        out.write(21);
        out.writeBytes(charString("10 20 rmoveto endchar"));
        // act
        GeneralPath path = Type2CharStringOutline.outline(out.toByteArray(), null, null);
        // assert
        assertEquals("M 10 20 Z M 10 20", segments(path));
    }

    @Test
    void outline_subroutines_areBiasedAndReturn() throws IOException {
        // arrange: an index of fewer than 1240 subroutines is biased by 107
        List<byte[]> local = List.of(charString("10 0 rlineto return"), charString("0 10 rlineto return"));
        List<byte[]> global = List.of(charString("-10 0 rlineto return"));
        byte[] glyph = charString("0 0 rmoveto -107 callsubr -106 callsubr -107 callgsubr endchar");
        // act
        GeneralPath path = Type2CharStringOutline.outline(glyph, global, local);
        // assert
        assertEquals("M 0 0 L 10 0 L 10 10 L 0 10 Z M 0 10", segments(path));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "seac;0 0 10 97 65 endchar",
        "arithmetic;0 0 rmoveto 10 2 div 0 rlineto endchar",
        "reserved operator;0 0 rmoveto reserved2 endchar",
        "return outside a subroutine;0 0 rmoveto return",
        "subroutine out of the index;0 0 rmoveto 5 callsubr endchar",
        "global subroutine without an index;0 0 rmoveto -107 callgsubr endchar",
        "flex with too few operands;0 0 rmoveto 1 2 3 4 5 6 7 8 9 10 11 flex endchar",
        "moveto without operands;rmoveto endchar",
    })
    void outline_whatIsLeftToPdfbox_isNull(String what, String program) throws IOException {
        // arrange
        List<byte[]> local = List.of(charString("10 0 rlineto return"));
        // act + assert
        assertNull(Type2CharStringOutline.outline(charString(program), null, local), what);
    }

    @Test
    void outline_subroutineCallingItself_stopsAtTheFormatsNestingLimit() throws IOException {
        // arrange
        List<byte[]> local = List.of(charString("-107 callsubr return"));
        // act + assert
        assertNull(Type2CharStringOutline.outline(charString("0 0 rmoveto -107 callsubr endchar"), null, local));
    }

    @Test
    void outline_subroutinesCallingEachOtherManyTimes_stopAtTheOperatorLimit() {
        // arrange: each of nine subroutines calls the next four times, 4^8 calls of the last one
        List<byte[]> local = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            int next = k + 1 - 107;
            local.add(charString(next + " callsubr " + next + " callsubr " + next + " callsubr " + next
                    + " callsubr return"));
        }
        local.add(charString("1 0 rlineto return"));
        byte[] glyph = charString("0 0 rmoveto -107 callsubr endchar");
        // act + assert
        IOException thrown = assertThrows(IOException.class, () -> Type2CharStringOutline.outline(glyph, null, local));
        assertTrue(thrown.getMessage().contains(String.valueOf(Type2CharStringOutline.MAX_OPERATORS)));
    }

    @Test
    void outline_truncatedOperand_isNull() throws IOException {
        // arrange: a two-byte integer with one byte
        byte[] glyph = {(byte) 139, (byte) 139, 21, 28, 1};
        // act + assert
        assertNull(Type2CharStringOutline.outline(glyph, null, null));
    }

    @ParameterizedTest
    @CsvSource({"0", "107", "-107", "108", "1131", "-108", "-1131", "1132", "-1132", "32767", "-32768"})
    void outline_integerOperand_readsEveryEncodedForm(int value) throws IOException {
        // act
        GeneralPath path = Type2CharStringOutline.outline(charString(value + " 0 rmoveto endchar"), null, null);
        // assert
        assertEquals(String.format(Locale.ROOT, "M %d 0 Z M %d 0", value, value), segments(path));
    }

    @Test
    void outline_fixedOperand_isSixteenDotSixteen() throws IOException {
        // arrange: 1.5 as 0x00018000
        byte[] glyph = {(byte) 255, 0, 1, (byte) 0x80, 0, (byte) 139, 21, 14};
        // act
        GeneralPath path = Type2CharStringOutline.outline(glyph, null, null);
        // assert
        double[] coords = new double[6];
        path.getPathIterator(null).currentSegment(coords);
        assertEquals(1.5, coords[0], TEST_EPS);
    }

    private static byte[] charString(String program) {
        return CharStringPrograms.encode(program, OPERATORS, CharStringPrograms.Format.TYPE2);
    }

    private static String segments(GeneralPath path) {
        return CharStringPrograms.segments(path);
    }
}
