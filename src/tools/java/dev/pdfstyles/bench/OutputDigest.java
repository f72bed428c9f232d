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
 * <p>One parser instance parses every document three times (issue 27): the parser's shared font verdict cache
 * remembers fonts on the first pass, keeps their verdicts on the second and hands them out on the third. The
 * per-document lines are the first pass's; the total is printed for each pass, and all three must be equal.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.OutputDigest [target/bench]
 * </pre>
 */
public final class OutputDigest {

    /** Passes over all documents with one parser: enough for its shared verdict cache to hand verdicts out. */
    private static final int PASSES = 3;

    private OutputDigest() {
    }

    public static void main(String[] args) throws Exception {
        List<BenchDocument> documents = new ArrayList<>(BenchDocument.tikaTestPdfs(0));
        documents.addAll(BenchDocument.corpusPdfs(0));
        GeneratedPdfs generated = new GeneratedPdfs(java.nio.file.Paths.get(args.length > 0 ? args[0] : "target/bench"));
        documents.add(BenchDocument.read("generated:long-100p", generated.longStyledText(100)));
        documents.add(BenchDocument.read("generated:dense-paths", generated.densePaths()));
        Parser styled = Parsers.styled();
        for (int pass = 1; pass <= PASSES; pass++) {
            String total = digestAll(styled, documents, pass == 1);
            System.out.println(total + "  ALL (" + documents.size() + " documents), pass " + pass);
        }
    }

    /** The digest over all documents' XHTML; each document's too when {@code print}. */
    private static String digestAll(Parser styled, List<BenchDocument> documents, boolean print) throws Exception {
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
            if (print) {
                System.out.println(hex(hash).substring(0, 16) + "  " + document.name);
            }
        }
        return hex(all.digest()).substring(0, 16);
    }

    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(String.format("%02x", b));
        }
        return sb.toString();
    }
}
