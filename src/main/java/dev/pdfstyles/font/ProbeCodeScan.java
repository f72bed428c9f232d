package dev.pdfstyles.font;

import java.util.Arrays;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Finds the character code of each probe character: the lowest code below a limit whose Unicode text is that
 * one character. Codes are scanned in ascending order only as far as a question needs: the glyph
 * loop asks for 'l', 'n', 'm', 'h', 'u'... in turn and stops after five outlines, so a Latin font is scanned up
 * to its 'u', not through all 256 codes because it lacks an 'E'. Every character met on the way is recorded, so
 * the answer for each character is the one a full scan gives.
 *
 * <p>A {@link RuntimeException} from the lookup stops the scan for good, as it stopped the full scan; its
 * message is {@link #failure()}. (The full scan met such a failure even when no probe character past it was
 * needed; PDFBox's simple-font and Type 0 lookups have no code-dependent failure we know of.) Not thread-safe.
 */
final class ProbeCodeScan {
    private static final int NOT_FOUND = -1;

    private final String probeChars;
    private final IntFunction<String> toUnicode;
    private final int limit;
    private final int[] codes;
    private int nextCode;
    private int found;
    private String failure;

    /**
     * @param probeChars the characters asked about
     * @param toUnicode the Unicode text of a code, or null (PDFont.toUnicode)
     * @param limit first code not scanned
     */
    ProbeCodeScan(String probeChars, IntFunction<String> toUnicode, int limit) {
        this.probeChars = probeChars;
        this.toUnicode = toUnicode;
        this.limit = limit;
        this.codes = new int[probeChars.length()];
        Arrays.fill(codes, NOT_FOUND);
    }

    /** Codes known beforehand (read from a ToUnicode CMap): nothing is scanned, nothing fails. */
    static ProbeCodeScan known(String probeChars, Map<Character, Integer> codes) {
        ProbeCodeScan scan = new ProbeCodeScan(probeChars, code -> null, 0);
        for (int i = 0; i < probeChars.length(); i++) {
            Integer code = codes.get(probeChars.charAt(i));
            if (code != null && scan.codes[i] == NOT_FOUND) {
                scan.codes[i] = code;
            }
        }
        return scan;
    }

    /**
     * The lowest code whose text is {@code ch}, or null when no code below the limit (or below a failed
     * lookup) has it.
     *
     * @throws IllegalArgumentException if ch is not a probe character
     */
    Integer codeOf(char ch) {
        int index = probeChars.indexOf(ch);
        if (index < 0) {
            throw new IllegalArgumentException("'" + ch + "' is not one of the probe characters " + probeChars);
        }
        while (codes[index] == NOT_FOUND && canScan()) {
            scanNext();
        }
        return codes[index] == NOT_FOUND ? null : codes[index];
    }

    /** "ToUnicode unreadable: " and the exception that stopped the scan, or null. */
    String failure() {
        return failure;
    }

    private boolean canScan() {
        return failure == null && nextCode < limit && found < probeChars.length();
    }

    private void scanNext() {
        int code = nextCode++;
        String unicode;
        try {
            unicode = toUnicode.apply(code);
        } catch (RuntimeException e) {
            failure = "ToUnicode unreadable: " + e;
            return;
        }
        if (unicode == null || unicode.length() != 1) {
            return;
        }
        int index = probeChars.indexOf(unicode.charAt(0));
        if (index >= 0 && codes[index] == NOT_FOUND) {
            codes[index] = code;
            found++;
        }
    }
}
