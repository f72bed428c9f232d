package dev.pdfstyles.bench;

import java.nio.file.Paths;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.testsupport.Parsers;

/**
 * Developer tool, not a test: parses the given PDFs with one parser so that what PDFBox logs can be compared
 * between the stock and the styled parser (styles must not add log lines: tika-server logs PDFBox's warnings).
 * The build's SLF4J has no provider, so route commons-logging to its simple stderr log:
 *
 * <pre>
 * L="-Dorg.apache.commons.logging.LogFactory=org.apache.commons.logging.impl.LogFactoryImpl
 *    -Dorg.apache.commons.logging.Log=org.apache.commons.logging.impl.SimpleLog
 *    -Dorg.apache.commons.logging.simplelog.defaultlog=warn"
 * for p in stock styled; do
 *   java $L -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.WarningCount $p \
 *       test-documents/*&#47;*.pdf 2&gt;&amp;1 | grep -E '^\[(WARN|ERROR)\]' | sed -E 's/[0-9]+/N/g' | sort | uniq -c &gt; $p.log
 * done; diff stock.log styled.log
 * </pre>
 */
public final class WarningCount {

    private WarningCount() {
    }

    public static void main(String[] args) throws Exception {
        Parser parser = "styled".equals(args[0]) ? Parsers.styled() : Parsers.stock();
        for (int i = 1; i < args.length; i++) {
            try (TikaInputStream in = TikaInputStream.get(Paths.get(args[i]))) {
                parser.parse(in, new ToXMLContentHandler(), new Metadata(), new ParseContext());
            } catch (Exception e) {
                // both parsers fail alike on broken files; only the log lines matter here
            }
        }
    }
}
