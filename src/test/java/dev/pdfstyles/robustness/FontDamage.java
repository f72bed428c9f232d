package dev.pdfstyles.robustness;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;

/**
 * Damages the embedded font programs (FontFile, FontFile2, FontFile3) of a real PDF, leaving the rest of
 * the file intact: the text stays extractable through the font dictionaries' encodings and ToUnicode
 * maps, while anything that reads the program (outlines, stems, tables) meets garbage.
 */
final class FontDamage {

    private static final COSName[] PROGRAM_KEYS = {COSName.FONT_FILE, COSName.FONT_FILE2, COSName.FONT_FILE3};

    private FontDamage() {
    }

    /** How many font programs the document embeds (so a test can check that damage had a target). */
    static int countPrograms(byte[] pdf) {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            return programs(document).size();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every embedded program replaced by {@code damage(original bytes, random)}. */
    static byte[] damagePrograms(byte[] pdf, long seed, BiFunction<byte[], Random, byte[]> damage) {
        Random random = new Random(seed);
        try (PDDocument document = Loader.loadPDF(pdf)) {
            for (COSStream program : programs(document)) {
                byte[] original;
                try (InputStream in = program.createInputStream()) {
                    original = in.readAllBytes();
                }
                byte[] damaged = damage.apply(original, random);
                try (OutputStream out = program.createOutputStream(COSName.FLATE_DECODE)) {
                    out.write(damaged);
                }
            }
            return HostilePdfs.save(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The font programs reachable from the pages' font resources (Type0 descendants included), each once, in
     * the order the pages name them: the seeded damage must fall on the same program in every run (an
     * identity map's order changed from run to run, and with it the damaged inputs, issue 24).
     */
    private static List<COSStream> programs(PDDocument document) throws IOException {
        List<COSStream> found = new ArrayList<>();
        for (PDPage page : document.getPages()) {
            PDResources resources = page.getResources();
            if (resources == null) {
                continue;
            }
            COSDictionary fonts = resources.getCOSObject().getCOSDictionary(COSName.FONT);
            if (fonts == null) {
                continue;
            }
            for (COSName name : fonts.keySet()) {
                COSBase font = fonts.getDictionaryObject(name);
                if (font instanceof COSDictionary) {
                    collect((COSDictionary) font, found);
                }
            }
        }
        return found;
    }

    private static void collect(COSDictionary font, List<COSStream> found) {
        COSDictionary descriptor = font.getCOSDictionary(COSName.FONT_DESC);
        if (descriptor != null) {
            for (COSName key : PROGRAM_KEYS) {
                COSBase program = descriptor.getDictionaryObject(key);
                if (program instanceof COSStream && found.stream().noneMatch(p -> p == program)) {
                    found.add((COSStream) program);
                }
            }
        }
        COSArray descendants = font.getCOSArray(COSName.DESCENDANT_FONTS);
        if (descendants != null && descendants.size() > 0 && descendants.getObject(0) instanceof COSDictionary) {
            collect((COSDictionary) descendants.getObject(0), found);
        }
    }

    /** Damage kinds, each a pure function of the program bytes and the random source. */
    static byte[] flipOnePercent(byte[] program, Random random) {
        return ByteDamage.flipBytes(program, random, Math.max(1, program.length / 100));
    }

    static byte[] keepFirstHalf(byte[] program, Random random) {
        return ByteDamage.truncate(program, program.length / 2);
    }

    /** sfnt header (12) plus the first four table records (16 each), or a Type 1 / CFF header. */
    private static final int HEADER_BYTES = 64;
    /** Bytes kept intact by {@link #scrambleBody}: the header and the table directory of a small font. */
    private static final int KEPT_DIRECTORY_BYTES = 256;
    /** One byte in this many of the body is replaced by {@link #scrambleBody}. */
    private static final int SCRAMBLE_ONE_IN = 8;

    /** The table directory / header zeroed. */
    static byte[] zeroHeader(byte[] program, Random random) {
        byte[] damaged = program.clone();
        java.util.Arrays.fill(damaged, 0, Math.min(HEADER_BYTES, damaged.length), (byte) 0);
        return damaged;
    }

    /** Random bytes of the same length: a program of the right size that is nothing at all. */
    static byte[] noise(byte[] program, Random random) {
        byte[] damaged = new byte[program.length];
        random.nextBytes(damaged);
        return damaged;
    }

    /** The header kept, table contents scrambled: offsets and lengths still point into the data. */
    static byte[] scrambleBody(byte[] program, Random random) {
        byte[] damaged = program.clone();
        for (int i = Math.min(KEPT_DIRECTORY_BYTES, damaged.length); i < damaged.length; i++) {
            if (random.nextInt(SCRAMBLE_ONE_IN) == 0) {
                damaged[i] = (byte) random.nextInt(256);
            }
        }
        return damaged;
    }
}
