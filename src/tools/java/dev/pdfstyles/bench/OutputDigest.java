package dev.pdfstyles.bench;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;

import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.testsupport.Parsers;

/**
 * Developer tool (issue 7), not a test: one digest of the styled parser's XHTML per PDF of Tika's test
 * files, the labelled corpus and the generated benchmark documents, and one over all of them. A change
 * meant only to make the parser faster must leave every line the same.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.OutputDigest [target/bench]
 * </pre>
 */
public final class OutputDigest {

    private OutputDigest() {
    }

    public static void main(String[] args) throws Exception {
        List<BenchDocument> documents = new ArrayList<>(BenchDocument.tikaTestPdfs(0));
        documents.addAll(BenchDocument.corpusPdfs(0));
        GeneratedPdfs generated = new GeneratedPdfs(java.nio.file.Paths.get(args.length > 0 ? args[0] : "target/bench"));
        documents.add(BenchDocument.read("generated:long-100p", generated.longStyledText(100)));
        documents.add(BenchDocument.read("generated:dense-paths", generated.densePaths()));
        Parser styled = Parsers.styled();
        MessageDigest all = MessageDigest.getInstance("SHA-256");
        for (BenchDocument document : documents) {
            String output;
            try {
                ToXMLContentHandler handler = new ToXMLContentHandler();
                styled.parse(new ByteArrayInputStream(document.bytes), handler, new Metadata(), new ParseContext());
                output = handler.toString();
            } catch (Exception | StackOverflowError e) {
                output = "failed: " + e.getClass().getName();
            }
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(output.getBytes(StandardCharsets.UTF_8));
            all.update(hash);
            System.out.println(hex(hash).substring(0, 16) + "  " + document.name);
        }
        System.out.println(hex(all.digest()).substring(0, 16) + "  ALL (" + documents.size() + " documents)");
    }

    private static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(String.format("%02x", b));
        }
        return sb.toString();
    }
}
