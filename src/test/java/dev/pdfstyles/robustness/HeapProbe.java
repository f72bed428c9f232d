package dev.pdfstyles.robustness;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Paths;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.testsupport.Parsers;

/**
 * Parses one PDF with the stock or the styled parser in a JVM of its own, so that {@link HeapBoundTest}
 * can find the smallest {@code -Xmx} each needs. The XHTML is written to nowhere: the parser's heap is
 * measured, not the output's.
 *
 * <pre>java -Xmx64m -cp ... dev.pdfstyles.robustness.HeapProbe stock|styled FILE.pdf</pre>
 * Exit status: 0 parsed (or failed as a bad PDF fails), {@link #OUT_OF_MEMORY} out of heap.
 */
public final class HeapProbe {

    /** Exit status of a parse that ran out of heap. */
    static final int OUT_OF_MEMORY = 3;
    /** Exit status of a wrong call. */
    static final int USAGE = 2;

    private HeapProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2 || !("stock".equals(args[0]) || "styled".equals(args[0]))) {
            System.err.println("usage: HeapProbe stock|styled FILE.pdf");
            System.exit(USAGE);
        }
        byte[] pdf = Files.readAllBytes(Paths.get(args[1]));
        Parser parser = "stock".equals(args[0]) ? Parsers.stock() : Parsers.styled();
        try (TikaInputStream stream = TikaInputStream.get(pdf)) {
            parser.parse(stream, new ToXMLContentHandler(OutputStream.nullOutputStream(), "UTF-8"), new Metadata(),
                    new ParseContext());
        } catch (OutOfMemoryError e) {
            System.exit(OUT_OF_MEMORY);
        } catch (Exception e) {
            // a hostile PDF may fail to parse; only memory is judged here (MalformedInputsTest judges the rest)
            System.err.println("parse failed: " + e);
        }
        System.exit(0);
    }
}
