package dev.pdfstyles.font;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.IdentityHashMap;
import java.util.Map;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSBoolean;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNull;
import org.apache.pdfbox.cos.COSObject;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.cos.COSString;

import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.FontEvidenceSettings;

/**
 * The key under which a font's verdict is shared across documents ({@link SharedFontVerdicts}, issue #27): a
 * SHA-256 digest of everything in the PDF a verdict can read, and of the settings it is judged with.
 *
 * <p>A verdict reads the font dictionary and what it reaches: BaseFont, the descriptor (Flags, ItalicAngle,
 * FontWeight, FontName), the embedded program (with the stream entries PDFBox parses it by: Length1..3, the
 * FontFile3 Subtype), the Encoding and its Differences, the ToUnicode CMap, a Type 0 font's descendant,
 * CIDToGIDMap and CMap, a Type 3 font's glyph procedures, FontMatrix and Resources. Rather than list these
 * (and miss the next one a new evidence source reads), the digest covers the whole object graph reachable
 * from the font dictionary: every dictionary entry in order, every array item, every number, name and string,
 * and every stream's dictionary and encoded bytes (decoding is a function of those bytes and the Filter entry
 * beside them; an encrypted document's streams are held decrypted once PDFBox has parsed them). Object
 * numbers are not part of it: the same font written into another file under other numbers has the same key.
 * A reference back to an object already met is written as the index of that first meeting, so shared and
 * cyclic structures have one canonical form. Two fonts with the same key are the same font as far as any
 * evidence source can tell, short of a SHA-256 collision.
 *
 * <p>The work is bounded: a graph of more than {@link #MAX_OBJECTS} objects, deeper than {@link #MAX_DEPTH},
 * or with more than {@link #MAX_STREAM_BYTES} stream bytes gets no key, and its verdict is simply not shared
 * (hashing it would cost more than the verdict it could save). Not thread-safe: one per document.
 */
final class FontDictionaryDigest {
    /**
     * Objects (dictionaries, arrays, numbers, names, strings) visited at most: 20,000. A font of the corpus
     * reaches 50-600 (a simple font's Widths array is most of it); a Type 3 font with a few hundred glyph
     * procedures reaches a few thousand. About 10 ns each, so the bound keeps a key under a fifth of a
     * millisecond; a hostile descriptor that points into the page tree stops there.
     */
    static final int MAX_OBJECTS = 20_000;

    /**
     * Nesting depth at most: 32. A font's graph is 4-6 levels deep (Type 0 font, descendant, descriptor,
     * program stream, its dictionary); the bound keeps a hostile chain of nested arrays off the call stack.
     */
    static final int MAX_DEPTH = 32;

    /**
     * Stream bytes hashed at most: 256 KiB, about 160 us of SHA-256 on this project's benchmark machine
     * (0.6 ns a byte). The fonts whose verdicts are shared are the ones that measure glyph outlines, nearly all
     * subsets: the corpus's are 2-40 KiB. A whole 10 MB CJK program would cost 6 ms to hash against tens of
     * microseconds to judge, so its verdict is not shared.
     */
    static final int MAX_STREAM_BYTES = 256 * 1024;

    /** Read buffer for stream bytes, and the canonical form's write buffer. */
    private static final int BUFFER_BYTES = 8192;

    private static final byte DICTIONARY = 'D';
    private static final byte STREAM = 'S';
    private static final byte ARRAY = 'A';
    private static final byte NAME = 'N';
    private static final byte STRING = 'T';
    private static final byte INTEGER = 'I';
    private static final byte REAL = 'F';
    private static final byte BOOLEAN = 'B';
    private static final byte NULL = 'Z';
    private static final byte BACK_REFERENCE = 'R';
    private static final byte SETTINGS = 'P';

    private final MessageDigest sha256;
    private final byte[] buffer = new byte[BUFFER_BYTES];
    private int buffered;
    private final Map<COSBase, Integer> visited = new IdentityHashMap<>();
    private int objects;
    private long streamBytes;

    FontDictionaryDigest() {
        try {
            sha256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256 (java.security.MessageDigest)", e);
        }
    }

    /**
     * The key of this font dictionary judged with these settings, or null when the graph is over a bound or
     * cannot be read (a stream that fails to read): then the verdict is judged and kept for this document only.
     */
    FontKey keyOf(COSDictionary font, FontEvidenceSettings settings) {
        sha256.reset();
        buffered = 0;
        visited.clear();
        objects = 0;
        streamBytes = 0;
        try {
            writeSettings(settings);
            if (!write(font, 0)) {
                return null;
            }
            flush();
            return new FontKey(sha256.digest());
        } catch (IOException | RuntimeException e) {
            return null;   // an unreadable stream: the verdict is not shared, and its judge meets the same failure
        }
    }

    private void writeSettings(FontEvidenceSettings settings) {
        writeTagged(SETTINGS, settings.minBoldWeight());
        long sources = 0;
        for (EvidenceSource source : settings.enabledSources()) {
            sources |= 1L << source.ordinal();
        }
        writeLong(sources);
    }

    /** Writes the canonical form of one object; false when a bound is exceeded. */
    private boolean write(COSBase object, int depth) throws IOException {
        if (++objects > MAX_OBJECTS || depth > MAX_DEPTH) {
            return false;
        }
        COSBase value = object instanceof COSObject ? ((COSObject) object).getObject() : object;
        if (value == null || value instanceof COSNull) {
            writeTagged(NULL, 0);
            return true;
        }
        if (value instanceof COSDictionary || value instanceof COSArray) {
            Integer first = visited.get(value);
            if (first != null) {
                writeTagged(BACK_REFERENCE, first);
                return true;
            }
            visited.put(value, visited.size());
        }
        if (value instanceof COSStream) {
            return writeDictionary((COSDictionary) value, STREAM, depth) && writeStreamBytes((COSStream) value);
        }
        if (value instanceof COSDictionary) {
            return writeDictionary((COSDictionary) value, DICTIONARY, depth);
        }
        if (value instanceof COSArray) {
            COSArray array = (COSArray) value;
            writeTagged(ARRAY, array.size());
            for (int i = 0; i < array.size(); i++) {
                if (!write(array.get(i), depth + 1)) {
                    return false;
                }
            }
            return true;
        }
        writeScalar(value);
        return true;
    }

    private boolean writeDictionary(COSDictionary dictionary, byte tag, int depth) throws IOException {
        writeTagged(tag, dictionary.size());
        for (Map.Entry<COSName, COSBase> entry : dictionary.entrySet()) {
            writeChars(NAME, entry.getKey().getName());
            if (!write(entry.getValue(), depth + 1)) {
                return false;
            }
        }
        return true;
    }

    private void writeScalar(COSBase value) {
        if (value instanceof COSInteger) {
            writeTagged(INTEGER, ((COSInteger) value).longValue());
        } else if (value instanceof COSName) {
            writeChars(NAME, ((COSName) value).getName());
        } else if (value instanceof COSFloat) {
            writeTagged(REAL, Float.floatToIntBits(((COSFloat) value).floatValue()));
        } else if (value instanceof COSString) {
            byte[] bytes = ((COSString) value).getBytes();
            writeTagged(STRING, bytes.length);
            flush();
            sha256.update(bytes);
        } else if (value instanceof COSBoolean) {
            writeTagged(BOOLEAN, ((COSBoolean) value).getValue() ? 1 : 0);
        } else {
            // no other COS type holds a value: write its class so that it still differs from the known ones
            writeChars(NULL, value.getClass().getName());
        }
    }

    /**
     * The stream's encoded bytes, with their count after them so that the next item cannot shift into them. The
     * stream's stated length is checked against the bound first, so that an oversized program is not hashed in
     * vain; the bytes read are counted as well, in case the length lies.
     */
    private boolean writeStreamBytes(COSStream stream) throws IOException {
        if (streamBytes + stream.getLength() > MAX_STREAM_BYTES) {
            return false;
        }
        flush();
        long length = 0;
        try (InputStream in = stream.createRawInputStream()) {
            int read;
            while ((read = in.read(buffer, 0, buffer.length)) > 0) {
                length += read;
                streamBytes += read;
                if (streamBytes > MAX_STREAM_BYTES) {
                    return false;
                }
                sha256.update(buffer, 0, read);
            }
        }
        writeLong(length);
        return true;
    }

    /** A tag and a number: the count of entries or items that follow, or a scalar's value. */
    private void writeTagged(byte tag, long value) {
        ensure(1 + Long.BYTES);
        buffer[buffered++] = tag;
        putLong(value);
    }

    /** A tag, the text's length and its UTF-16 units: names are short, and no byte array is made for them. */
    private void writeChars(byte tag, String text) {
        int length = text.length();
        writeTagged(tag, length);
        for (int i = 0; i < length; i++) {
            ensure(Character.BYTES);
            char c = text.charAt(i);
            buffer[buffered++] = (byte) (c >>> Byte.SIZE);
            buffer[buffered++] = (byte) c;
        }
    }

    private void writeLong(long value) {
        ensure(Long.BYTES);
        putLong(value);
    }

    /** Eight bytes, big-endian, into room already ensured. */
    private void putLong(long value) {
        for (int shift = Long.SIZE - Byte.SIZE; shift >= 0; shift -= Byte.SIZE) {
            buffer[buffered++] = (byte) (value >>> shift);
        }
    }

    /** Room for {@code bytes} more in the write buffer, flushing it into the digest when full. */
    private void ensure(int bytes) {
        if (buffered + bytes > buffer.length) {
            flush();
        }
    }

    private void flush() {
        sha256.update(buffer, 0, buffered);
        buffered = 0;
    }
}
