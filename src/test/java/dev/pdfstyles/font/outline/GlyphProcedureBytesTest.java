package dev.pdfstyles.font.outline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType3CharProc;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.pdfstyles.testsupport.DocumentFonts;
import dev.pdfstyles.testsupport.TestDocuments;

/**
 * {@link GlyphProcedureBytes} against PDFBox's own decoding ({@link PDType3CharProc#getContents()}): the same bytes
 * for every glyph procedure of the corpus's and Tika's Type 3 fonts, and for streams PDFBox decodes in its own
 * tolerant way (cut short, corrupt, with trailing bytes, with a predictor, with two filters).
 */
class GlyphProcedureBytesTest {
    /** Larger than any real glyph procedure: the whole stream is compared. */
    private static final int NO_LIMIT = 1 << 24;

    @Test
    void read_everyType3GlyphOfRealDocuments_pdfboxBytes() throws IOException {
        // arrange
        int procedures = 0;
        int inflatedHere = 0;
        List<String> different = new ArrayList<>();
        for (byte[] pdf : TestDocuments.corpusAndTikaPdfBytes()) {
            try (PDDocument document = Loader.loadPDF(pdf)) {
                for (PDFont font : DocumentFonts.of(document)) {
                    if (!(font instanceof PDType3Font)) {
                        continue;
                    }
                    PDType3Font type3 = (PDType3Font) font;
                    COSDictionary charProcs = type3.getCharProcs();
                    for (COSName glyph : charProcs.keySet()) {
                        COSBase proc = charProcs.getDictionaryObject(glyph);
                        if (proc instanceof COSStream) {
                            PDType3CharProc charProc = new PDType3CharProc(type3, (COSStream) proc);
                            procedures++;
                            COSStream stream = (COSStream) proc;
                            inflatedHere += stream.getItem(COSName.FILTER) == COSName.FLATE_DECODE
                                    && !stream.containsKey(COSName.DECODE_PARMS) ? 1 : 0;
                            // act
                            byte[] ours = GlyphProcedureBytes.read(charProc, NO_LIMIT);
                            // assert (below)
                            if (!Arrays.equals(pdfboxBytes(charProc), ours)) {
                                different.add(font.getName() + " " + glyph.getName());
                            }
                        }
                    }
                }
            } catch (IOException e) {
                // encrypted or broken test PDFs: no glyphs to compare
            }
        }
        assertEquals(List.of(), different);
        // on the day it was written: 196 procedures, 193 of them inflated here
        assertTrue(procedures > 150, "glyph procedures compared: " + procedures);
        assertTrue(inflatedHere > 150, "glyph procedures inflated here: " + inflatedHere);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"whole", "cut short", "corrupt in the middle", "trailing bytes", "header only",
        "empty", "not compressed at all"})
    void read_flateStreamsWholeAndDamaged_pdfboxBytes(String damage) throws IOException {
        // arrange
        byte[] procedure = procedureText();
        byte[] compressed = deflated(procedure);
        byte[] stored;
        switch (damage) {
            case "cut short":
                stored = Arrays.copyOf(compressed, compressed.length / 2);
                break;
            case "corrupt in the middle":
                stored = compressed.clone();
                for (int i = stored.length / 3; i < stored.length / 3 + 8; i++) {
                    stored[i] = (byte) 0xff;
                }
                break;
            case "trailing bytes":
                stored = Arrays.copyOf(compressed, compressed.length + 5);
                break;
            case "header only":
                stored = Arrays.copyOf(compressed, 2);
                break;
            case "empty":
                stored = new byte[0];
                break;
            case "not compressed at all":
                stored = procedure;
                break;
            default:
                stored = compressed;
        }
        PDType3CharProc charProc = charProc(stored, COSName.FLATE_DECODE, null);
        // act
        byte[] ours = readOrFailure(charProc);
        // assert
        assertArrayEquals(pdfboxBytesOrFailure(charProc), ours);
        if ("whole".equals(damage)) {
            assertArrayEquals(procedure, ours);
        }
    }

    @Test
    void read_flateWithPredictorOrTwoFilters_pdfboxBytes() throws IOException {
        // arrange: a PNG predictor parameter, and FlateDecode twice over
        byte[] procedure = procedureText();
        COSDictionary predictor = new COSDictionary();
        predictor.setInt(COSName.PREDICTOR, 1);
        COSArray twice = new COSArray();
        twice.add(COSName.FLATE_DECODE);
        twice.add(COSName.FLATE_DECODE);
        PDType3CharProc withParameters = charProc(deflated(procedure), COSName.FLATE_DECODE, predictor);
        PDType3CharProc twoFilters = charProc(deflated(deflated(procedure)), twice, null);
        // act / assert
        assertArrayEquals(procedure, GlyphProcedureBytes.read(withParameters, NO_LIMIT));
        assertArrayEquals(pdfboxBytes(twoFilters), GlyphProcedureBytes.read(twoFilters, NO_LIMIT));
    }

    @ParameterizedTest(name = "limit {0}")
    @ValueSource(ints = {10, 8191, 8192, 20_000})
    void read_longerThanTheLimit_moreThanTheLimitReturned(int limit) throws IOException {
        // arrange: a procedure of about 30 KB
        byte[] procedure = procedureText();
        ByteArrayOutputStream longer = new ByteArrayOutputStream();
        while (longer.size() < 30_000) {
            longer.write(procedure);
        }
        PDType3CharProc charProc = charProc(deflated(longer.toByteArray()), COSName.FLATE_DECODE, null);
        // act
        byte[] ours = GlyphProcedureBytes.read(charProc, limit);
        // assert: more than the limit, and what there is of it is the start of the procedure
        assertTrue(ours.length > limit, "bytes returned: " + ours.length);
        assertArrayEquals(Arrays.copyOf(longer.toByteArray(), ours.length), ours);
    }

    /** A glyph procedure of the kind Chromium writes: a few hundred path operators with decimal operands. */
    private static byte[] procedureText() {
        StringBuilder text = new StringBuilder("1025 0 29 -974 1019 476 d1\n1019 -835 m\n");
        for (int i = 0; i < 300; i++) {
            text.append(1019 - i * 0.731).append(' ').append(-830.09485 + i * 1.17).append(" l\n");
        }
        text.append("h f\n");
        return text.toString().getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] deflated(byte[] data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream deflating = new DeflaterOutputStream(out, new Deflater(Deflater.BEST_COMPRESSION))) {
            deflating.write(data);
        }
        return out.toByteArray();
    }

    /** A char proc whose stream holds {@code stored} as its raw (encoded) bytes. */
    private static PDType3CharProc charProc(byte[] stored, COSBase filter, COSDictionary parameters)
            throws IOException {
        COSStream stream = new COSStream();
        try (OutputStream out = stream.createRawOutputStream()) {
            out.write(stored);
        }
        stream.setItem(COSName.FILTER, filter);
        stream.setItem(COSName.LENGTH, COSInteger.get(stored.length));
        if (parameters != null) {
            stream.setItem(COSName.DECODE_PARMS, parameters);
        }
        return new PDType3CharProc(null, stream);
    }

    private static byte[] pdfboxBytes(PDType3CharProc charProc) throws IOException {
        try (InputStream in = charProc.getContents()) {
            return in.readAllBytes();
        }
    }

    /** The bytes, or the exception's class name as bytes: both sides must fail alike. */
    private static byte[] pdfboxBytesOrFailure(PDType3CharProc charProc) {
        try {
            return pdfboxBytes(charProc);
        } catch (IOException | RuntimeException e) {
            return e.getClass().getName().getBytes(StandardCharsets.US_ASCII);
        }
    }

    private static byte[] readOrFailure(PDType3CharProc charProc) {
        try {
            return GlyphProcedureBytes.read(charProc, NO_LIMIT);
        } catch (IOException | RuntimeException e) {
            return e.getClass().getName().getBytes(StandardCharsets.US_ASCII);
        }
    }
}
