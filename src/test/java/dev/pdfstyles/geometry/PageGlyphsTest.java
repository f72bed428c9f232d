package dev.pdfstyles.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

class PageGlyphsTest {

    /** The columns must give the finders exactly the numbers a GlyphFrame gives (OutputDigest relies on it). */
    @Test
    void columns_giveTheSameNumbersAsFrames() {
        Random random = new Random(7);
        GlyphFrame[] frames = new GlyphFrame[500];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = new GlyphFrame(random.nextFloat() * 600, random.nextFloat() * 800,
                    random.nextFloat() * 2 - 1, random.nextFloat() * 2 - 1, 1 + random.nextFloat() * 30,
                    random.nextFloat() * 20);
        }
        PageGlyphs glyphs = PageGlyphs.of(frames);
        assertEquals(frames.length, glyphs.size());
        float[] expected = new float[4];
        float[] actual = new float[8];
        for (int i = 0; i < frames.length; i++) {
            GlyphFrame frame = frames[i];
            assertTrue(glyphs.isVisible(i));
            assertEquals(frame.originX(), glyphs.originX(i));
            assertEquals(frame.dirY(), glyphs.dirY(i));
            assertEquals(frame.em(), glyphs.em(i));
            assertEquals(frame.advance(), glyphs.advance(i));
            assertEquals(frame.along(300, 400), glyphs.along(i, 300, 400));
            assertEquals(frame.above(300, 400), glyphs.above(i, 300, 400));
            frame.decorationZone(0.6f, expected);
            glyphs.decorationZone(i, 0.6f, actual, 4);
            assertArrayEquals(expected, java.util.Arrays.copyOfRange(actual, 4, 8));
            GlyphFrame back = glyphs.frame(i);
            assertEquals(frame.dirX(), back.dirX());
            assertEquals(frame.originY(), back.originY());
        }
    }

    @Test
    void of_nullFrame_isAnInvisibleGlyph() {
        PageGlyphs glyphs = PageGlyphs.of(new GlyphFrame(0, 0, 1, 0, 10, 5), null);
        assertTrue(glyphs.isVisible(0));
        assertFalse(glyphs.isVisible(1));
        assertEquals(PageGlyphs.NO_KEY, glyphs.keyKind(1));
        assertTrue(Float.isNaN(glyphs.slant(1)));
    }

    @Test
    void clear_afterAFloodPage_startsEmptyAndKeepsWorking() {
        PageGlyphs glyphs = new PageGlyphs();
        for (int i = 0; i < 100_000; i++) {
            int g = glyphs.add(GlyphStyleDecision.VISIBLE);
            glyphs.place(g, i, 0, 1, 0, 10, 5);
            glyphs.setOverprintKey(g, 1, i, 0, i, false);
        }
        glyphs.clear();
        assertEquals(0, glyphs.size());
        int g = glyphs.add((byte) 0);
        assertEquals(0, g);
        assertEquals(PageGlyphs.NO_KEY, glyphs.keyKind(g));
    }
}
