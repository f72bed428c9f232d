package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProbeCodeScanTest {
    private static final String PROBE = FontEvidenceCollector.PROBE_CHARS;
    private static final int SIMPLE_LIMIT = ProbeGlyphReader.SIMPLE_FONT_CODES;
    /** Random code tables compared with the full scan. */
    private static final int RANDOM_TABLES = 5_000;

    @ParameterizedTest(name = "{0} asked for {1} -> code {2}, {3} lookups")
    @CsvSource(delimiter = '|', value = {
        // WinAnsi-like: the letters at their ASCII codes; 'l' needs the scan up to 108 only
        "ascii      | l | 108 | 109",
        "ascii      | u | 117 | 118",
        "ascii      | I | 73  | 74",
        // a subset numbered from 1 in order of use, without 'E': only asking for 'E' scans every code
        "sequential | n | 2   | 3",
        "sequential | E | -1  | 256",
        // the lowest code wins when two codes give one letter
        "twice      | l | 5   | 6"})
    void codeOf_table_lowestCodeWithFewLookups(String table, char asked, int expectedCode, int expectedLookups) {
        // arrange
        int[] lookups = {0};
        IntFunction<String> toUnicode = counted(table(table), lookups);
        ProbeCodeScan scan = new ProbeCodeScan(PROBE, toUnicode, SIMPLE_LIMIT);
        // act
        Integer code = scan.codeOf(asked);
        // assert
        assertEquals(expectedCode, code == null ? -1 : code);
        assertEquals(expectedLookups, lookups[0]);
        assertNull(scan.failure());
    }

    @Test
    void codeOf_failingLookup_stopsScanAndKeepsCodesBelow() {
        // arrange: 'n' at 10, a broken entry at 20, 'l' at 30
        IntFunction<String> toUnicode = code -> {
            if (code == 20) {
                throw new IllegalStateException("broken CMap");
            }
            return code == 10 ? "n" : code == 30 ? "l" : null;
        };
        ProbeCodeScan scan = new ProbeCodeScan(PROBE, toUnicode, SIMPLE_LIMIT);
        // act
        Integer l = scan.codeOf('l');
        Integer n = scan.codeOf('n');
        // assert
        assertNull(l);
        assertEquals(10, n);
        assertEquals("ToUnicode unreadable: java.lang.IllegalStateException: broken CMap", scan.failure());
    }

    @Test
    void codeOf_randomTablesAnyOrder_sameAsFullScan() {
        Random random = new Random(5);
        String alphabet = PROBE + "abcxyz";
        for (int t = 0; t < RANDOM_TABLES; t++) {
            // arrange: a code table with a few probe letters, maybe a failing code
            Map<Integer, String> table = new HashMap<>();
            for (int i = random.nextInt(40); i > 0; i--) {
                int index = random.nextInt(alphabet.length());
                table.put(random.nextInt(SIMPLE_LIMIT), alphabet.substring(index, index + 1));
            }
            int failingCode = random.nextBoolean() ? random.nextInt(SIMPLE_LIMIT) : -1;
            IntFunction<String> toUnicode = code -> {
                if (code == failingCode) {
                    throw new IllegalArgumentException("code " + code);
                }
                return table.get(code);
            };
            Map<Character, Integer> full = fullScan(toUnicode);
            ProbeCodeScan scan = new ProbeCodeScan(PROBE, toUnicode, SIMPLE_LIMIT);
            // act + assert: every probe letter, asked in a random order
            for (int i = 0; i < PROBE.length(); i++) {
                char ch = PROBE.charAt(random.nextInt(PROBE.length()));
                assertEquals(full.get(ch), scan.codeOf(ch), "table " + table + " failing at " + failingCode);
            }
        }
    }

    @Test
    void known_codesGiven_answersWithoutScanning() {
        // arrange
        ProbeCodeScan scan = ProbeCodeScan.known(PROBE, Map.of('l', 7, 'H', 300));
        // act + assert
        assertEquals(7, scan.codeOf('l'));
        assertEquals(300, scan.codeOf('H'));
        assertNull(scan.codeOf('n'));
        assertNull(scan.failure());
    }

    @Test
    void codeOf_notAProbeCharacter_throws() {
        ProbeCodeScan scan = new ProbeCodeScan(PROBE, code -> null, SIMPLE_LIMIT);
        assertThrows(IllegalArgumentException.class, () -> scan.codeOf('q'));
    }

    /** The scan this class replaced: every code until all probe letters are found or a lookup fails. */
    private static Map<Character, Integer> fullScan(IntFunction<String> toUnicode) {
        Map<Character, Integer> codes = new HashMap<>();
        for (int code = 0; code < SIMPLE_LIMIT && codes.size() < PROBE.length(); code++) {
            String unicode;
            try {
                unicode = toUnicode.apply(code);
            } catch (RuntimeException e) {
                break;
            }
            if (unicode != null && unicode.length() == 1 && PROBE.indexOf(unicode.charAt(0)) >= 0) {
                codes.putIfAbsent(unicode.charAt(0), code);
            }
        }
        return codes;
    }

    private static IntFunction<String> table(String name) {
        switch (name) {
            case "ascii":
                return code -> code >= ' ' && code < 127 ? String.valueOf((char) code) : null;
            case "sequential":
                // codes 1.. give "l", "n", "m", "h", "u", "r", "I", "H", "i" (no 'E'), then other letters
                return code -> code >= 1 && code <= 9 ? String.valueOf("lnmhurIHi".charAt(code - 1))
                        : code < 40 ? "x" : null;
            case "twice":
                return code -> code == 5 || code == 50 ? "l" : null;
            default:
                throw new IllegalArgumentException(name);
        }
    }

    private static IntFunction<String> counted(IntFunction<String> toUnicode, int[] lookups) {
        return code -> {
            lookups[0]++;
            return toUnicode.apply(code);
        };
    }
}
