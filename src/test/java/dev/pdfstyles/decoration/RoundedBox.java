package dev.pdfstyles.decoration;

/** Test fixture: a closed box with rounded corners, as a chip or a callout is drawn, for the decoration tests. */
final class RoundedBox {

    private RoundedBox() {
    }

    /**
     * Appends the box's outline to the collector's current path, unpainted: from the top side's left end,
     * clockwise, each corner one curve of the given radius, closed by {@code h}; the top side is the first
     * straight run, the bottom side the third.
     */
    static void append(PathRuleCollector path, float minX, float minY, float maxX, float maxY, float radius) {
        path.moveTo(minX + radius, maxY);
        path.lineTo(maxX - radius, maxY);
        path.curveTo(maxX, maxY - radius);
        path.lineTo(maxX, minY + radius);
        path.curveTo(maxX - radius, minY);
        path.lineTo(minX + radius, minY);
        path.curveTo(minX, minY + radius);
        path.lineTo(minX, maxY - radius);
        path.curveTo(minX + radius, maxY);
        path.closePath();
    }
}
