package dev.pdfstyles.e2e;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;

/**
 * Inputs a server must survive (#8), written by the test into its work folder (never committed):
 * truncated copies of real PDFs, garbage bytes with and without a PDF header, and one small PDF
 * that takes hours to parse.
 */
final class HostileDocuments {

    /** Fixed seed: the same garbage on every run, so a failure can be reproduced. */
    private static final long GARBAGE_SEED = 8;
    /** Large enough to cross the server's read buffers, small enough to keep the run quick. */
    private static final int GARBAGE_BYTES = 64 * 1024;
    /**
     * Where a truncated copy is cut: mid-content (objects and catalog lost: an error) and inside
     * the trailing xref table (PDFBox rebuilds the xref from the objects when they are all there).
     */
    private static final double[] TRUNCATION_FRACTIONS = {0.4, 0.97};

    /**
     * The long-running file is a tree of form XObjects: the page draws form level 1 FAN_OUT times,
     * each level draws the next FAN_OUT times, and the leaf builds (and discards) LEAF_PATHS paths.
     * PDFBox re-runs a form's content stream at every {@code Do}, so the page costs FAN_OUT^DEPTH
     * leaf runs (64^4 = 16.7 million, about FAN_OUT^DEPTH * LEAF_PATHS = 1.3e9 path operators)
     * from a file of a few kilobytes: hours of work, far past any task timeout. The paths end
     * with {@code n} (no paint), so neither the stock stripper nor the plugin's rule collector keeps
     * anything per operator and the parse runs long without filling the heap.
     */
    private static final int FORM_FAN_OUT = 64;
    private static final int FORM_DEPTH = 4;
    private static final int LEAF_PATHS = 80;
    private static final COSName CHILD_FORM = COSName.getPDFName("F");

    private HostileDocuments() {
    }

    /** Truncated copies of {@code sources}, garbage, and a PDF header followed by garbage. */
    static List<Path> malformed(List<Path> sources, Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path source : sources) {
            byte[] whole = Files.readAllBytes(source);
            for (double fraction : TRUNCATION_FRACTIONS) {
                int length = (int) (whole.length * fraction);
                out.add(write(dir, "truncated-" + Math.round(fraction * 100) + "-" + source.getFileName(),
                        Arrays.copyOf(whole, length)));
            }
        }
        byte[] garbage = new byte[GARBAGE_BYTES];
        new Random(GARBAGE_SEED).nextBytes(garbage);
        out.add(write(dir, "garbage.pdf", garbage));
        byte[] header = "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] headed = Arrays.copyOf(header, header.length + garbage.length);
        System.arraycopy(garbage, 0, headed, header.length, garbage.length);
        out.add(write(dir, "garbage-with-pdf-header.pdf", headed));
        return out;
    }

    /** Whether {@code file} is pure garbage (no readable PDF inside), as written by {@link #malformed}. */
    static boolean isGarbage(Path file) {
        return file.getFileName().toString().startsWith("garbage");
    }

    /** The form-tree PDF described at {@link #FORM_FAN_OUT}. */
    static Path longRunning(Path dir) throws IOException {
        Path target = dir.resolve("long-running-form-tree.pdf");
        try (PDDocument document = new PDDocument()) {
            PDFormXObject level = form(document, leafContent(), null);
            for (int depth = 1; depth < FORM_DEPTH; depth++) {
                level = form(document, drawChildTimes(), level);
            }
            PDPage page = new PDPage(PDRectangle.LETTER);
            PDResources resources = new PDResources();
            resources.put(CHILD_FORM, level);
            page.setResources(resources);
            page.setContents(new PDStream(document, new java.io.ByteArrayInputStream(drawChildTimes()),
                    COSName.FLATE_DECODE));
            document.addPage(page);
            document.save(target.toFile());
        }
        return target;
    }

    private static PDFormXObject form(PDDocument document, byte[] content, PDFormXObject child) throws IOException {
        PDFormXObject form = new PDFormXObject(document);
        form.setBBox(PDRectangle.LETTER);
        if (child != null) {
            PDResources resources = new PDResources();
            resources.put(CHILD_FORM, child);
            form.setResources(resources);
        }
        try (OutputStream out = form.getContentStream().createOutputStream(COSName.FLATE_DECODE)) {
            out.write(content);
        }
        return form;
    }

    private static byte[] drawChildTimes() {
        return ("/" + CHILD_FORM.getName() + " Do\n").repeat(FORM_FAN_OUT).getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] leafContent() {
        StringBuilder content = new StringBuilder();
        for (int index = 0; index < LEAF_PATHS; index++) {
            content.append(index).append(" 10 m ").append(index).append(" 20 l n\n");
        }
        return content.toString().getBytes(StandardCharsets.US_ASCII);
    }

    private static Path write(Path dir, String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }
}
