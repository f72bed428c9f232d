package dev.pdfstyles.page;

import java.util.List;

import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.OperatorName;
import org.apache.pdfbox.contentstream.operator.OperatorProcessor;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSNumber;

/**
 * {@code w}, which a text stripper does not run: fill+stroke bold and stroked rules need the line width. It sets
 * the width as PDFBox's own operator does (the first operand, and only when every operand is a number), without
 * that operator's type check, which builds a stream over the operands for every {@code w} of every page.
 */
final class LineWidthOperator extends OperatorProcessor {

    LineWidthOperator(PDFStreamEngine engine) {
        super(engine);
    }

    @Override
    public void process(Operator operator, List<COSBase> operands) {
        if (operands.isEmpty()) {
            return;   // PDFBox's operator throws here, and EvidenceOperator would swallow it: the width stays
        }
        for (int i = 0; i < operands.size(); i++) {
            if (!(operands.get(i) instanceof COSNumber)) {
                return;
            }
        }
        getContext().getGraphicsState().setLineWidth(((COSNumber) operands.get(0)).floatValue());
    }

    @Override
    public String getName() {
        return OperatorName.SET_LINE_WIDTH;
    }
}
