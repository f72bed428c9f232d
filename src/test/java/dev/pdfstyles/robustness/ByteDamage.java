package dev.pdfstyles.robustness;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

/**
 * Byte-level damage to a PDF file: what a broken download, a bad disk or a careless tool does. Pure
 * functions of their inputs (randomness comes in as a seeded {@link Random}).
 */
final class ByteDamage {

    private ByteDamage() {
    }

    /** The first {@code length} bytes. */
    static byte[] truncate(byte[] pdf, int length) {
        if (length < 0 || length > pdf.length) {
            throw new IllegalArgumentException("length " + length + " outside 0.." + pdf.length);
        }
        return Arrays.copyOf(pdf, length);
    }

    /** {@code count} bytes, at random places, each XORed with a random non-zero value. */
    static byte[] flipBytes(byte[] pdf, Random random, int count) {
        byte[] damaged = pdf.clone();
        for (int i = 0; i < count && damaged.length > 0; i++) {
            int at = random.nextInt(damaged.length);
            damaged[at] ^= (byte) (1 + random.nextInt(255));
        }
        return damaged;
    }

    /** A run of {@code length} bytes removed at {@code offset} (objects after it shift: offsets lie). */
    static byte[] removeChunk(byte[] pdf, int offset, int length) {
        int end = Math.min(pdf.length, offset + length);
        byte[] out = new byte[pdf.length - (end - offset)];
        System.arraycopy(pdf, 0, out, 0, offset);
        System.arraycopy(pdf, end, out, offset, pdf.length - end);
        return out;
    }

    /** A run of {@code length} bytes at {@code offset} repeated once, right after itself. */
    static byte[] duplicateChunk(byte[] pdf, int offset, int length) {
        int end = Math.min(pdf.length, offset + length);
        byte[] out = new byte[pdf.length + (end - offset)];
        System.arraycopy(pdf, 0, out, 0, end);
        System.arraycopy(pdf, offset, out, end, pdf.length - offset);
        return out;
    }

    /** {@code insert} spliced in at {@code offset}. */
    static byte[] insert(byte[] pdf, int offset, byte[] insert) {
        byte[] out = new byte[pdf.length + insert.length];
        System.arraycopy(pdf, 0, out, 0, offset);
        System.arraycopy(insert, 0, out, offset, insert.length);
        System.arraycopy(pdf, offset, out, offset + insert.length, pdf.length - offset);
        return out;
    }

    /** Every occurrence of {@code from} replaced by {@code to} (ISO-8859-1, so bytes map one to one). */
    static byte[] replaceAll(byte[] pdf, String from, String to) {
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        return text.replace(from, to).getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The offset after the last {@code startxref} keyword replaced by {@code offset}. */
    static byte[] withStartXref(byte[] pdf, String offset) {
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        int at = text.lastIndexOf("startxref");
        if (at < 0) {
            throw new IllegalArgumentException("no startxref in the file");
        }
        int end = text.indexOf("%%EOF", at);
        String replaced = text.substring(0, at) + "startxref\n" + offset + "\n" + (end < 0 ? "" : text.substring(end));
        return replaced.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Every classic xref entry's 10-digit offset replaced by a random one: each object is looked up wrongly. */
    static byte[] scrambleXrefOffsets(byte[] pdf, Random random) {
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        StringBuilder out = new StringBuilder(text.length());
        java.util.regex.Matcher entry = java.util.regex.Pattern.compile("(?m)^\\d{10} (\\d{5} n)").matcher(text);
        int last = 0;
        while (entry.find()) {
            out.append(text, last, entry.start());
            out.append(String.format("%010d %s", random.nextInt(Math.max(1, pdf.length)), entry.group(1)));
            last = entry.end();
        }
        out.append(text.substring(last));
        return out.toString().getBytes(StandardCharsets.ISO_8859_1);
    }
}
