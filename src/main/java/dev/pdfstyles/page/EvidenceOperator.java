package dev.pdfstyles.page;

import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.OperatorProcessor;
import org.apache.pdfbox.cos.COSBase;

/**
 * An operator a text stripper runs for us only (colours, line width): it feeds style evidence, so its
 * failure on a damaged stream is swallowed. The stock text pass never runs it, so it must never stop a
 * page that the stock parser would read to the end.
 */
final class EvidenceOperator extends OperatorProcessor {

    private final OperatorProcessor inner;

    EvidenceOperator(PDFStreamEngine engine, OperatorProcessor inner) {
        super(engine);
        this.inner = inner;
    }

    @Override
    public void process(Operator operator, List<COSBase> operands) {
        try {
            inner.process(operator, operands);
        } catch (IOException | RuntimeException e) {
            // evidence lost for this operator only: the colour or width stays as it was
        }
    }

    @Override
    public String getName() {
        return inner.getName();
    }
}
