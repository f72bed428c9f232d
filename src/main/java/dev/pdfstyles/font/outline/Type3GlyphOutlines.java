package dev.pdfstyles.font.outline;

import java.awt.geom.GeneralPath;
import java.awt.geom.Point2D;
import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDType3CharProc;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;

/**
 * Collects the filled outline of one Type 3 glyph: runs the glyph's char proc (a content stream, PDF 32000-1
 * 9.6.5) and keeps every filled path, in em units (the char proc's FontMatrix is applied as the stream
 * matrix, so 1 unit = 1 em). Stroked paths, images (bitmap Type 3 fonts) and shadings are ignored: they have
 * no stems to measure. Only {@code dev.pdfstyles.font.ProbeGlyphReader} uses it; a separate class because it is a
 * content-stream engine, the second PDFBox API it touches.
 */
public final class Type3GlyphOutlines extends PDFGraphicsStreamEngine {
    /**
     * Operators run per glyph at most: a real glyph procedure has tens to a few hundred; a hostile one
     * (millions of operators, or a form drawing itself through every nesting level PDFBox allows) must
     * not cost more than a small multiple of what the stock parser spends on the glyph, which is nothing.
     */
    static final int MAX_OPERATORS = 10_000;

    private final GeneralPath current = new GeneralPath();
    private int operators;
    private final GeneralPath filled = new GeneralPath();

    private Type3GlyphOutlines() {
        super(new PDPage());
    }

    /**
     * The filled outline of the char proc in em units (possibly empty). Plain path procedures are read by
     * {@link Type3PathScanner}, which gives the same path faster; the engine reads the others.
     */
    public static GeneralPath outline(PDType3CharProc charProc) throws IOException {
        GeneralPath scanned = Type3PathScanner.filledOutline(charProc);
        return scanned != null ? scanned : outlineByEngine(charProc);
    }

    /** The filled outline as PDFBox's content-stream engine reads the char proc: the reference for the scanner. */
    static GeneralPath outlineByEngine(PDType3CharProc charProc) throws IOException {
        Type3GlyphOutlines engine = new Type3GlyphOutlines();
        engine.processChildStream(charProc, engine.getPage());
        return engine.filled;
    }

    @Override
    public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
        current.moveTo(p0.getX(), p0.getY());
        current.lineTo(p1.getX(), p1.getY());
        current.lineTo(p2.getX(), p2.getY());
        current.lineTo(p3.getX(), p3.getY());
        current.closePath();
    }

    @Override
    public void drawImage(PDImage pdImage) {
        // bitmap glyphs have no outline
    }

    @Override
    public void clip(int windingRule) {
        // the clip does not change the drawn outline's stems
    }

    @Override
    public void moveTo(float x, float y) {
        current.moveTo(x, y);
    }

    @Override
    public void lineTo(float x, float y) {
        if (current.getCurrentPoint() == null) {
            current.moveTo(x, y);
        } else {
            current.lineTo(x, y);
        }
    }

    @Override
    public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
        if (current.getCurrentPoint() == null) {
            current.moveTo(x3, y3);
        } else {
            current.curveTo(x1, y1, x2, y2, x3, y3);
        }
    }

    @Override
    public Point2D getCurrentPoint() {
        return current.getCurrentPoint();
    }

    @Override
    public void closePath() {
        if (current.getCurrentPoint() != null) {
            current.closePath();
        }
    }

    @Override
    public void endPath() {
        current.reset();
    }

    @Override
    public void strokePath() {
        current.reset();
    }

    @Override
    public void fillPath(int windingRule) {
        filled.append(current, false);
        current.reset();
    }

    @Override
    public void fillAndStrokePath(int windingRule) {
        fillPath(windingRule);
    }

    @Override
    protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
        if (++operators > MAX_OPERATORS) {
            throw new IOException("glyph procedure longer than " + MAX_OPERATORS + " operators");
        }
        super.processOperator(operator, operands);
    }

    /** A glyph drawn through a form is rare, and a form may draw itself: only the char proc's own paths count. */
    @Override
    public void showForm(PDFormXObject form) {
        // ignored
    }

    /** Text inside a glyph procedure is not a stem, and a Type 3 glyph that shows itself would recurse. */
    @Override
    protected void showText(byte[] string) {
        // ignored
    }

    @Override
    public void shadingFill(COSName shadingName) {
        // a shading is not a glyph outline
    }
}
