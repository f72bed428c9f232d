package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.pdfstyles.testsupport.ParityComparison;
import dev.pdfstyles.testsupport.TestDocuments;
import dev.pdfstyles.testsupport.TextMode;

class ParitySweepTest {

    @Test
    void sweep_styledPdfEmptyFileAndNoise_keepThePromiseInEveryMode(@TempDir Path folder, @TempDir Path out)
            throws Exception {
        // arrange: a styled PDF in a sub-folder (as the fetch script lays out other projects' PDFs), an empty file
        // and noise, which both parsers refuse alike
        Files.createDirectories(folder.resolve("libreoffice"));
        Files.copy(TestDocuments.corpusRoot().resolve("libreoffice/contract.pdf"),
                folder.resolve("libreoffice/contract.pdf"));
        Files.write(folder.resolve("empty.pdf"), new byte[0]);
        Files.write(folder.resolve("noise.pdf"), "%PDF-1.7\nnot a PDF after all".getBytes(StandardCharsets.US_ASCII));
        List<TextMode> modes = Arrays.asList(TextMode.values());

        // act
        boolean kept = ParitySweep.sweep(folder, modes, out, 120);

        // assert
        assertTrue(kept);
        for (TextMode mode : modes) {
            List<String> lines = Files.readAllLines(out.resolve(mode.key() + ".tsv"), StandardCharsets.UTF_8);
            assertEquals(4, lines.size(), mode.key() + ": a header and a line per file");
            String contract = lines.stream().filter(line -> line.startsWith("libreoffice/contract.pdf\t"))
                    .findFirst().orElseThrow();
            String[] columns = contract.split("\t", -1);
            assertEquals("SAME", columns[2], contract);
            assertTrue(Integer.parseInt(columns[3]) > 0, mode.key() + ": the contract's styles are written: " + contract);
        }
    }

    @Test
    void compare_unstyledTikaPdf_isSameWithoutStyleElements() {
        // arrange
        byte[] pdf = TestDocuments.tikaTestPdf("testPDF.pdf");

        // act
        ParitySweep.Finding finding = ParitySweep.compare(pdf, TextMode.DEFAULT);

        // assert
        assertEquals(ParitySweep.Verdict.SAME, finding.verdict, finding.detail);
    }

    @Test
    void withoutParserNamesOrTraceFrames_dropsFramesAndParserNames_keepsTheRest() {
        // arrange: a warning in the XHTML head, whose frames differ between the two parsers
        String xhtml = "<meta name=\"X-TIKA:Parsed-By\" content=\"dev.pdfstyles.StyledPdfParser\" />\n"
                + "<meta name=\"X-TIKA:EXCEPTION:warn\" content=\"java.io.IOException: bad\n"
                + "\tat dev.pdfstyles.StyledPdfParser.parse(StyledPdfParser.java:1)\n"
                + "\t... 12 more\n"
                + "\" />\n<body><p>\tat the text</p></body>";

        // act
        String comparable = ParityComparison.withoutParserNamesOrTraceFrames(xhtml);

        // assert: a tab-indented line of text that is no frame stays
        assertEquals("<meta name=\"X-TIKA:EXCEPTION:warn\" content=\"java.io.IOException: bad\n"
                + "\" />\n<body><p>\tat the text</p></body>", comparable);
    }

    @Test
    void countStyleElements_countsStartTagsOnly() {
        assertEquals(3, ParitySweep.countStyleElements("<p><u><b>a</b></u> <i>b</i><br/></p>"));
        assertEquals(0, ParitySweep.countStyleElements(null));
    }
}
