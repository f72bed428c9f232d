package dev.pdfstyles.font;

import java.nio.ByteBuffer;

/**
 * A font's key in {@link SharedFontVerdicts}: the SHA-256 digest {@link FontDictionaryDigest} gives for its
 * dictionary graph and settings, as four longs. Immutable; holds nothing of the document.
 */
final class FontKey {
    /** Bytes of a SHA-256 digest. */
    static final int DIGEST_BYTES = 32;

    private final long a;
    private final long b;
    private final long c;
    private final long d;

    FontKey(byte[] digest) {
        if (digest == null || digest.length != DIGEST_BYTES) {
            throw new IllegalArgumentException("a font key is a " + DIGEST_BYTES + "-byte SHA-256 digest, got "
                    + (digest == null ? "null" : digest.length + " bytes"));
        }
        ByteBuffer bytes = ByteBuffer.wrap(digest);
        a = bytes.getLong();
        b = bytes.getLong();
        c = bytes.getLong();
        d = bytes.getLong();
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof FontKey)) {
            return false;
        }
        FontKey key = (FontKey) other;
        return a == key.a && b == key.b && c == key.c && d == key.d;
    }

    @Override
    public int hashCode() {
        // the digest's bits are uniform already: its first long is as good a hash as any mix of the four
        return Long.hashCode(a);
    }

    @Override
    public String toString() {
        return String.format("%016x%016x%016x%016x", a, b, c, d);
    }
}
