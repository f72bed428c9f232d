package dev.pdfstyles.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Page space lands where PDFBox's renderer paints it, for each /Rotate and a crop box away from the media
 * box's origin: the one place the picture depends on how {@code PDFRenderer} lays out its image.
 */
class PagePixelsTest {

    private static final int BLACK = 0x000000;
    private static final int WHITE = 0xFFFFFF;

    /** Crop box 200 x 300 at (50, 60) of a 300 x 400 media box, a black square over (20..40, 30..50) of it. */
    private static BufferedImage render(int rotation, float dpi) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage(new PDRectangle(300, 400));
            page.setCropBox(new PDRectangle(50, 60, 200, 300));
            page.setRotation(rotation);
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.addRect(50 + 20, 60 + 30, 20, 20);
                content.fill();
            }
            return new PDFRenderer(document).renderImageWithDPI(0, dpi, ImageType.RGB);
        }
    }

    private static int colourAt(BufferedImage image, Point2D point) {
        return image.getRGB((int) Math.floor(point.getX()), (int) Math.floor(point.getY())) & 0xFFFFFF;
    }

    @ParameterizedTest(name = "/Rotate {0} at {1} dpi")
    @CsvSource({"0, 72", "90, 72", "180, 72", "270, 72", "0, 150", "90, 150", "270, 100"})
    void point_squareCentreAndCorners_whereTheRendererPaintsThem(int rotation, float dpi) throws IOException {
        // arrange
        BufferedImage image = render(rotation, dpi);
        PagePixels pixels = new PagePixels(200, 300, rotation, dpi);
        // act, assert: inside the square, just inside its corners, and outside it
        assertEquals(BLACK, colourAt(image, pixels.point(30, 40)));
        assertEquals(BLACK, colourAt(image, pixels.point(21, 31)));
        assertEquals(BLACK, colourAt(image, pixels.point(39, 49)));
        assertEquals(WHITE, colourAt(image, pixels.point(45, 40)));
        assertEquals(WHITE, colourAt(image, pixels.point(30, 55)));
        assertEquals(WHITE, colourAt(image, pixels.point(150, 250)));
    }

    @ParameterizedTest
    @ValueSource(ints = {-90, 45, 360})
    void new_rotationNotAQuarterTurn_fails(int rotation) {
        assertThrows(IllegalArgumentException.class, () -> new PagePixels(200, 300, rotation, 72));
    }

    @ParameterizedTest
    @ValueSource(floats = {0f, -72f, Float.NaN, Float.POSITIVE_INFINITY})
    void new_dpiNotPositive_fails(float dpi) {
        assertThrows(IllegalArgumentException.class, () -> new PagePixels(200, 300, 0, dpi));
    }
}
