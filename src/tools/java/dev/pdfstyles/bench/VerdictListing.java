package dev.pdfstyles.bench;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.StyledPdfParser;

/**
 * Developer tool (issue 27), not a test: the font verdict listing ({@code listFontVerdicts}, metadata
 * {@value StyledPdfParser#FONT_VERDICT_METADATA_KEY}) of every PDF of Tika's test files and the labelled corpus,
 * one digest per document and one over all, from one parser instance that parses every document three times.
 * The parser's shared verdict cache remembers each font whose outlines are measured on the first pass, keeps its
 * verdict on the second and hands it out on the third, so a listing that differs between the passes is a cache
 * that changed a verdict or its evidence; the tool then names the document and fails.
 * Compare the digest before and after a change meant only to make the verdicts faster; {@code --print} writes
 * the listing lines themselves.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.bench.VerdictListing [--print]
 * </pre>
 */
public final class VerdictListing {

    private VerdictListing() {
    }

    public static void main(String[] args) throws Exception {
        boolean print = args.length > 0 && "--print".equals(args[0]);
        List<BenchDocument> documents = new ArrayList<>(BenchDocument.tikaTestPdfs(0));
        documents.addAll(BenchDocument.corpusPdfs(0));
        StyledPdfParser parser = new StyledPdfParser();
        parser.setListFontVerdicts(true);
        List<String> firstPass = new ArrayList<>();
        for (BenchDocument document : documents) {
            firstPass.add(listing(parser, document));
        }
        String afterFirstPass = statistics(parser);
        List<String> secondPass = new ArrayList<>();
        for (BenchDocument document : documents) {
            secondPass.add(listing(parser, document));
        }
        String afterSecondPass = statistics(parser);
        MessageDigest all = MessageDigest.getInstance("SHA-256");
        int changed = 0;
        for (int i = 0; i < documents.size(); i++) {
            String first = firstPass.get(i);
            String second = secondPass.get(i);
            String third = listing(parser, documents.get(i));
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(first.getBytes(StandardCharsets.UTF_8));
            all.update(hash);
            System.out.println(OutputDigest.hex(hash).substring(0, 16) + "  " + documents.get(i).name);
            if (print) {
                System.out.print(first);
            }
            if (!first.equals(second) || !first.equals(third)) {
                changed++;
                System.out.println("LATER PASS DIFFERS: " + documents.get(i).name + "\n--- first\n" + first
                        + "--- second\n" + second + "--- third\n" + third);
            }
        }
        System.out.println(OutputDigest.hex(all.digest()).substring(0, 16) + "  ALL (" + documents.size()
                + " documents)");
        System.out.println("shared verdicts after the first pass: " + afterFirstPass);
        System.out.println("shared verdicts after the second pass: " + afterSecondPass);
        System.out.println("shared verdicts after the third pass: " + statistics(parser));
        if (changed > 0) {
            System.out.println(changed + " document(s) listed differently on the second pass");
            System.exit(1);
        }
    }

    /** The shared cache's figures; a build from before issue 27 has none (its digest is still comparable). */
    private static String statistics(StyledPdfParser parser) {
        try {
            return parser.getFontVerdictCacheStatistics().toString();
        } catch (NoSuchMethodError e) {
            return "none (a build without the shared cache)";
        }
    }

    private static String listing(StyledPdfParser parser, BenchDocument document) {
        Metadata metadata = new Metadata();
        StringBuilder text = new StringBuilder();
        try (TikaInputStream in = TikaInputStream.get(document.bytes)) {
            parser.parse(in, new ToXMLContentHandler(), metadata, new ParseContext());
        } catch (Exception | StackOverflowError e) {
            text.append("failed: ").append(e.getClass().getName()).append('\n');
        }
        for (String value : metadata.getValues(StyledPdfParser.FONT_VERDICT_METADATA_KEY)) {
            text.append(value).append('\n');
        }
        return text.toString();
    }
}
