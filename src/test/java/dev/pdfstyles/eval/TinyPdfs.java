package dev.pdfstyles.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * Writes one-line labelled PDFs with PDFBox for the end-to-end tests of the scorer: each word in Helvetica,
 * Helvetica-Bold or Helvetica-Oblique, plus its truth file. No underline or strike: those need rules the plugin's
 * own fixtures cover.
 */
final class TinyPdfs {
    private static final float FONT_SIZE_PT = 12;
    private static final float LEFT_MARGIN_PT = 72;
    private static final float BASELINE_PT = 700;

    private TinyPdfs() {
    }

    /** Writes {@code folder/name.pdf} and {@code folder/name.truth.json} for {@code words} (b and i only). */
    static Path write(Path folder, String name, String generator, List<StyledWord> words) throws IOException {
        Files.createDirectories(folder);
        Path pdf = folder.resolve(name + ".pdf");
        writePages(pdf, List.of(words));
        StringBuilder json = new StringBuilder("{\"generator\": \"" + generator + "\", \"variant\": \"plain\", "
                + "\"source\": \"TinyPdfs.java\", \"words\": [");
        for (int index = 0; index < words.size(); index++) {
            StyledWord word = words.get(index);
            json.append(index == 0 ? "" : ", ").append("{\"t\": \"").append(word.text()).append('"');
            for (Style style : Style.values()) {
                json.append(", \"").append(style.key()).append("\": ").append(word.hasStyle(style) ? 1 : 0);
            }
            json.append('}');
        }
        json.append("]}");
        Files.write(TruthFile.besidePdf(pdf), json.toString().getBytes(StandardCharsets.UTF_8));
        return pdf;
    }

    /** Writes {@code pdf} with one line per page, {@code pages.get(n - 1)} on page n (b and i only), no truth. */
    static void writePages(Path pdf, List<List<StyledWord>> pages) throws IOException {
        try (PDDocument document = new PDDocument()) {
            for (List<StyledWord> words : pages) {
                PDPage page = new PDPage();
                document.addPage(page);
                try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                    content.beginText();
                    content.newLineAtOffset(LEFT_MARGIN_PT, BASELINE_PT);
                    for (int index = 0; index < words.size(); index++) {
                        StyledWord word = words.get(index);
                        content.setFont(fontFor(word), FONT_SIZE_PT);
                        content.showText(index == 0 ? word.text() : " " + word.text());
                    }
                    content.endText();
                }
            }
            document.save(pdf.toFile());
        }
    }

    private static PDType1Font fontFor(StyledWord word) {
        if (word.hasStyle(Style.BOLD)) {
            return new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
        }
        if (word.hasStyle(Style.ITALIC)) {
            return new PDType1Font(Standard14Fonts.FontName.HELVETICA_OBLIQUE);
        }
        return new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    }
}
