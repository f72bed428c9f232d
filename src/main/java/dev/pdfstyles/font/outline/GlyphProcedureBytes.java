package dev.pdfstyles.font.outline;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.font.PDType3CharProc;

/**
 * The decoded bytes of a Type 3 glyph procedure, up to a limit. A procedure compressed with FlateDecode alone (what
 * every producer writes) is inflated here straight from its raw bytes into one array; anything else, and any
 * stream that does not inflate cleanly to its end, is decoded by PDFBox ({@link PDType3CharProc#getContents()}),
 * whose output for a damaged stream (what it keeps of it) stays the reference.
 *
 * <p>Why: Chromium's Type 3 glyphs are 3-12 KB of decimals each, and PDFBox decodes a stream through a chain of
 * buffers (a read-write buffer sized from the stream's length, a 4 KB window it zero-fills before every inflate
 * call, stream copies): on a glyph of 2.9 KB decoded, 49 us against 35 us for reading the raw bytes and inflating
 * them here, about a tenth of reading and scanning one such glyph. The bytes are the
 * same: PDFBox's FlateDecode skips the two-byte zlib header and inflates the rest without checking the
 * trailer, as here ({@code GlyphProcedureBytesTest} compares both on every glyph procedure of the corpus and of
 * Tika's test PDFs, and on damaged streams).
 */
final class GlyphProcedureBytes {
    /** Inflated at a time: most glyph procedures fit at once. */
    private static final int FIRST_CAPACITY = 8 * 1024;

    /** The two bytes of a zlib header, which PDFBox's FlateDecode skips unread. */
    private static final int ZLIB_HEADER_BYTES = 2;

    private GlyphProcedureBytes() {
    }

    /**
     * The procedure's decoded bytes; when there are more than {@code limit}, an array of more than {@code limit}
     * bytes (not all of them), so that the caller can tell the procedure is too long without its whole length
     * being inflated.
     */
    static byte[] read(PDType3CharProc charProc, int limit) throws IOException {
        COSStream stream = charProc.getCOSObject();
        if (isFlateAlone(stream)) {
            byte[] inflated = inflate(stream, limit);
            if (inflated != null) {
                return inflated;
            }
        }
        try (InputStream in = charProc.getContents()) {
            return in.readNBytes(limit + 1);
        }
    }

    /** FlateDecode as the only filter, with no parameters (no predictor) and no external file. */
    private static boolean isFlateAlone(COSDictionary stream) {
        return stream.getItem(COSName.FILTER) == COSName.FLATE_DECODE
                && !stream.containsKey(COSName.DECODE_PARMS) && !stream.containsKey(COSName.DP)
                && !stream.containsKey(COSName.F);
    }

    /** The inflated bytes (more than {@code limit} of them at most), or null when the data does not inflate cleanly. */
    private static byte[] inflate(COSStream stream, int limit) throws IOException {
        byte[] raw;
        try (InputStream in = stream.createRawInputStream()) {
            raw = in.readAllBytes();
        }
        if (raw.length <= ZLIB_HEADER_BYTES) {
            return null;
        }
        Inflater inflater = new Inflater(true);
        try {
            inflater.setInput(raw, ZLIB_HEADER_BYTES, raw.length - ZLIB_HEADER_BYTES);
            byte[] out = new byte[Math.min(FIRST_CAPACITY, limit + 1)];
            int length = 0;
            while (!inflater.finished()) {
                if (length == out.length) {
                    if (length > limit) {
                        return out;   // too long: the caller only needs to know that
                    }
                    out = Arrays.copyOf(out, (int) Math.min((long) limit + 1, 2L * length));
                }
                int inflated = inflater.inflate(out, length, out.length - length);
                if (inflated == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    return null;   // ends early: PDFBox decides what is kept
                }
                length += inflated;
            }
            return length == out.length ? out : Arrays.copyOf(out, length);
        } catch (DataFormatException e) {
            return null;
        } finally {
            inflater.end();
        }
    }
}
