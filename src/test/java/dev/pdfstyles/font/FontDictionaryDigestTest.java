package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.function.BiConsumer;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.FontEvidenceSettings;

/**
 * The key of a shared verdict (issue #27) covers everything a verdict reads, and nothing a copy of the same font
 * in another file changes; its work stays within its bounds.
 */
class FontDictionaryDigestTest {
    private static final String FIXTURE = "type1c-urw.pdf";
    private static final String FONT = "NimbusSans-Bold";
    private static final FontEvidenceSettings DEFAULTS = FontEvidenceSettings.defaults();

    @Test
    void keyOf_sameFontLoadedTwice_sameKey() throws IOException {
        try (PDDocument first = FontFixtures.load(FIXTURE); PDDocument second = FontFixtures.load(FIXTURE)) {
            // act
            FontKey a = keyOf(first);
            FontKey b = keyOf(second);
            // assert
            assertNotNull(a);
            assertEquals(a, b);
            assertEquals(a.hashCode(), b.hashCode());
        }
    }

    @Test
    void keyOf_pageCopiedIntoAnotherFileUnderOtherObjectNumbers_sameKey() throws IOException {
        try (PDDocument original = FontFixtures.load(FIXTURE); PDDocument copy = new PDDocument()) {
            // arrange: blank pages first, so that the copied page's font is written under other numbers
            FontKey before = keyOf(original);
            long numberBefore = fontOf(original).getCOSObject().getKey().getNumber();
            for (int i = 0; i < 3; i++) {
                PDPage blank = new PDPage();
                blank.setResources(new PDResources());
                copy.addPage(blank);
            }
            copy.importPage(original.getPage(0));
            ByteArrayOutputStream saved = new ByteArrayOutputStream();
            copy.save(saved);
            try (PDDocument again = Loader.loadPDF(saved.toByteArray())) {
                long numberAfter = fontOf(again).getCOSObject().getKey().getNumber();
                // act
                FontKey after = keyOf(again);
                // assert
                assertNotEquals(numberBefore, numberAfter, "the copy was meant to renumber the font's object");
                assertEquals(before, after);
            }
        }
    }

    /** Each row changes one thing a verdict can read; the key must change with it. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "BaseFont",
        "descriptor Flags",
        "descriptor ItalicAngle",
        "descriptor FontWeight",
        "descriptor FontName",
        "Encoding",
        "last program byte",
        "program stream Subtype",
        "ToUnicode byte",
        "minBoldWeight setting",
        "outlines source off",
    })
    void keyOf_oneThingAVerdictReadsChanged_otherKey(String change) throws IOException {
        try (PDDocument doc = FontFixtures.load(FIXTURE)) {
            // arrange
            PDFont font = fontOf(doc);
            if (toUnicodeOf(font) == null) {
                font.getCOSObject().setItem(COSName.TO_UNICODE, streamOf(64));
            }
            FontKey before = new FontDictionaryDigest().keyOf(font.getCOSObject(), DEFAULTS);
            COSDictionary descriptor = FontFixtures.descriptorOf(font);
            FontEvidenceSettings settings = DEFAULTS;
            switch (change) {
                case "BaseFont":
                    font.getCOSObject().setName(COSName.BASE_FONT, "F1");
                    break;
                case "descriptor Flags":
                    descriptor.setInt(COSName.FLAGS, descriptor.getInt(COSName.FLAGS) ^ (1 << 6));
                    break;
                case "descriptor ItalicAngle":
                    descriptor.setItem(COSName.ITALIC_ANGLE, new COSFloat(-12f));
                    break;
                case "descriptor FontWeight":
                    descriptor.setInt(COSName.FONT_WEIGHT, 700);
                    break;
                case "descriptor FontName":
                    descriptor.setName(COSName.FONT_NAME, "F1");
                    break;
                case "Encoding":
                    font.getCOSObject().setItem(COSName.ENCODING, COSName.MAC_ROMAN_ENCODING);
                    break;
                case "last program byte":
                    changeLastByte(descriptor.getCOSStream(COSName.FONT_FILE3));
                    break;
                case "program stream Subtype":
                    descriptor.getCOSStream(COSName.FONT_FILE3).setItem(COSName.SUBTYPE, COSName.OPEN_TYPE);
                    break;
                case "ToUnicode byte":
                    changeLastByte(toUnicodeOf(font));
                    break;
                case "minBoldWeight setting":
                    settings = DEFAULTS.withMinBoldWeight(700);
                    break;
                case "outlines source off":
                    settings = DEFAULTS.withSource(EvidenceSource.OUTLINES, false);
                    break;
                default:
                    throw new IllegalArgumentException(change);
            }
            // act
            FontKey after = new FontDictionaryDigest().keyOf(font.getCOSObject(), settings);
            // assert
            assertNotNull(before);
            assertNotNull(after);
            assertNotEquals(before, after, change);
        }
    }

    @Test
    void keyOf_settingsThatJudgeNothingDifferently_sameKey() throws IOException {
        try (PDDocument doc = FontFixtures.load(FIXTURE)) {
            // arrange: the cache size is no input of a verdict
            PDFont font = fontOf(doc);
            FontEvidenceSettings resized = DEFAULTS.withSharedVerdictCacheSize(7);
            // act + assert
            assertEquals(new FontDictionaryDigest().keyOf(font.getCOSObject(), DEFAULTS),
                    new FontDictionaryDigest().keyOf(font.getCOSObject(), resized));
        }
    }

    @Test
    void keyOf_descriptorPointingBackToItsFont_keyedAndStable() throws IOException {
        try (PDDocument doc = FontFixtures.load(FIXTURE)) {
            // arrange: a cycle, font -> descriptor -> font
            PDFont font = fontOf(doc);
            FontKey acyclic = keyOf(doc);
            FontFixtures.descriptorOf(font).setItem(COSName.getPDFName("Back"), font.getCOSObject());
            FontDictionaryDigest digest = new FontDictionaryDigest();
            // act
            FontKey first = digest.keyOf(font.getCOSObject(), DEFAULTS);
            FontKey second = digest.keyOf(font.getCOSObject(), DEFAULTS);
            // assert
            assertNotNull(first);
            assertEquals(first, second, "one digest object gives the same key twice");
            assertNotEquals(acyclic, first);
        }
    }

    @Test
    void keyOf_sharedObjectAndEqualCopy_differentKeys() {
        // arrange: the canonical form tells an object met twice from two equal objects; either way, stable
        COSArray widths = numbers(3);
        COSDictionary shared = new COSDictionary();
        shared.setItem(COSName.getPDFName("A"), widths);
        shared.setItem(COSName.getPDFName("B"), widths);
        COSDictionary copied = new COSDictionary();
        copied.setItem(COSName.getPDFName("A"), numbers(3));
        copied.setItem(COSName.getPDFName("B"), numbers(3));
        // act
        FontKey sharedKey = new FontDictionaryDigest().keyOf(shared, DEFAULTS);
        FontKey copiedKey = new FontDictionaryDigest().keyOf(copied, DEFAULTS);
        // assert
        assertNotNull(sharedKey);
        assertNotNull(copiedKey);
        assertNotEquals(sharedKey, copiedKey);
    }

    @ParameterizedTest(name = "{0} objects: keyed {1}")
    @CsvSource({
        // the dictionary and its array are two objects of the bound; the rest are the array's numbers
        "20000, true",
        "20001, false",
    })
    void keyOf_objectCountAtTheBound_keyedOnlyWithin(int objects, boolean keyed) {
        // arrange
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.WIDTHS, numbers(objects - 2));
        // act
        FontKey key = new FontDictionaryDigest().keyOf(font, DEFAULTS);
        // assert
        assertEquals(keyed, key != null);
        assertEquals(20_000, FontDictionaryDigest.MAX_OBJECTS);
    }

    @ParameterizedTest(name = "nesting {0}: keyed {1}")
    @CsvSource({
        // depth 0 is the font dictionary; each nested array is one level more
        "32, true",
        "33, false",
    })
    void keyOf_nestingAtTheBound_keyedOnlyWithin(int depth, boolean keyed) {
        // arrange
        COSArray innermost = new COSArray();
        COSBase nested = innermost;
        for (int level = depth; level > 1; level--) {
            COSArray outer = new COSArray();
            outer.add(nested);
            nested = outer;
        }
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.getPDFName("Deep"), nested);
        // act
        FontKey key = new FontDictionaryDigest().keyOf(font, DEFAULTS);
        // assert
        assertEquals(keyed, key != null);
        assertEquals(32, FontDictionaryDigest.MAX_DEPTH);
    }

    @ParameterizedTest(name = "{0} stream bytes: keyed {1}")
    @CsvSource({
        "262144, true",
        "262145, false",
    })
    void keyOf_streamBytesAtTheBound_keyedOnlyWithin(int bytes, boolean keyed) throws IOException {
        // arrange: the bound is on all streams together, here split over two
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.FONT_FILE, streamOf(bytes / 2));
        font.setItem(COSName.TO_UNICODE, streamOf(bytes - bytes / 2));
        // act
        FontKey key = new FontDictionaryDigest().keyOf(font, DEFAULTS);
        // assert
        assertEquals(keyed, key != null);
        assertEquals(262_144, FontDictionaryDigest.MAX_STREAM_BYTES);
    }

    @Test
    void keyOf_bytesMovedBetweenTwoStreams_otherKey() throws IOException {
        // arrange: the same bytes split otherwise between two streams; the lengths keep them apart
        BiConsumer<COSDictionary, int[]> fill = (font, split) -> {
            try {
                font.setItem(COSName.FONT_FILE, streamOf(split[0]));
                font.setItem(COSName.TO_UNICODE, streamOf(split[1]));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        };
        COSDictionary a = new COSDictionary();
        fill.accept(a, new int[] {3, 5});
        COSDictionary b = new COSDictionary();
        fill.accept(b, new int[] {4, 4});
        // act + assert
        assertNotEquals(new FontDictionaryDigest().keyOf(a, DEFAULTS), new FontDictionaryDigest().keyOf(b, DEFAULTS));
    }

    private static PDFont fontOf(PDDocument doc) {
        return FontFixtures.fontsByName(doc).get(FONT);
    }

    private static FontKey keyOf(PDDocument doc) {
        return new FontDictionaryDigest().keyOf(fontOf(doc).getCOSObject(), DEFAULTS);
    }

    private static COSStream toUnicodeOf(PDFont font) {
        return font.getCOSObject().getCOSStream(COSName.TO_UNICODE);
    }

    private static COSArray numbers(int count) {
        COSArray array = new COSArray();
        for (int i = 0; i < count; i++) {
            array.add(COSInteger.get(i % 1000));
        }
        return array;
    }

    /** A stream of {@code length} bytes 'a', written raw. */
    private static COSStream streamOf(int length) throws IOException {
        COSStream stream = new COSStream();
        try (OutputStream out = stream.createRawOutputStream()) {
            out.write(new byte[length]);
        }
        return stream;
    }

    private static void changeLastByte(COSStream stream) throws IOException {
        byte[] raw;
        try (InputStream in = stream.createRawInputStream()) {
            raw = in.readAllBytes();
        }
        raw[raw.length - 1] ^= 1;
        try (OutputStream out = stream.createRawOutputStream()) {
            out.write(raw);
        }
    }
}
