package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.OperatorProcessor;
import org.apache.pdfbox.contentstream.operator.state.Restore;
import org.apache.pdfbox.contentstream.operator.state.Save;
import org.apache.pdfbox.contentstream.operator.state.SetLineWidth;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.ContentStreams;

class LineWidthOperatorTest {

    /** Widths a number sets, and operands PDFBox's operator refuses: none, a name, a string among numbers. */
    private static final String CONTENT = "3 w 0 0 m 9 0 l S\n"
            + "0.25 w S\n"
            + "/Thick w S\n"
            + "w S\n"
            + "4 (x) w S\n"
            + "-1.5 w S\n"
            + "7 8 w S\n"
            + "q 2 w S Q S\n";

    @Test
    void setsTheWidthsPdfboxsOperatorSets() throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage();
            document.addPage(page);
            ContentStreams.setContent(document, page, CONTENT);

            List<Float> pdfbox = widthsAtStrokes(page, SetLineWidth::new);
            List<Float> ours = widthsAtStrokes(page, LineWidthOperator::new);

            assertEquals(List.of(3f, 0.25f, 0.25f, 0.25f, 0.25f, -1.5f, 7f, 2f, 7f), pdfbox);
            assertEquals(pdfbox, ours);
        }
    }

    /** The line width at each {@code S}, with {@code w} run as the recorder runs it (its failures swallowed). */
    private static List<Float> widthsAtStrokes(PDPage page, Function<PDFStreamEngine, OperatorProcessor> lineWidth)
            throws IOException {
        List<Float> widths = new ArrayList<>();
        PDFStreamEngine engine = new PDFStreamEngine() {
            {
                addOperator(new EvidenceOperator(this, lineWidth.apply(this)));
                addOperator(new Save(this));
                addOperator(new Restore(this));
            }

            @Override
            protected void unsupportedOperator(Operator operator, List<COSBase> operands) {
                if ("S".equals(operator.getName())) {
                    widths.add(getGraphicsState().getLineWidth());
                }
            }
        };
        engine.processPage(page);
        return widths;
    }
}
