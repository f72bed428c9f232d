package dev.pdfstyles.testsupport.work;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.RecursiveParserWrapper;
import org.apache.tika.sax.BasicContentHandlerFactory;
import org.apache.tika.sax.RecursiveParserWrapperHandler;

import dev.pdfstyles.testsupport.Parsers;

/**
 * The main class of the JVM that {@link ForkedWorkCount} starts with {@link WorkCountingAgent}: counts the
 * steps of each parse or workload it is asked for and prints them, one line each.
 *
 * <pre>
 * WorkProbe parses DIR             name TAB stock steps TAB styled steps, per DIR/*.pdf by name
 * WorkProbe workload CLASS SIZE... size TAB steps
 * </pre>
 * Each parse and workload runs once uncounted first: the first run in a JVM also pays for static
 * caches (PDFBox's font mapping, Tika's detectors), which are no more this input's work than the JIT is.
 */
public final class WorkProbe {

    /** Exit status of a wrong call. */
    static final int USAGE = 2;

    private WorkProbe() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = System.out;
        if (args.length == 2 && "parses".equals(args[0])) {
            Parser stock = Parsers.stock();
            Parser styled = Parsers.styled();
            for (Path pdf : pdfsIn(Paths.get(args[1]))) {
                byte[] bytes = Files.readAllBytes(pdf);
                parse(stock, bytes);
                parse(styled, bytes);
                long stockSteps = parse(stock, bytes);
                long styledSteps = parse(styled, bytes);
                out.println(pdf.getFileName() + "\t" + stockSteps + "\t" + styledSteps);
            }
        } else if (args.length >= 3 && "workload".equals(args[0])) {
            java.lang.reflect.Constructor<?> constructor = Class.forName(args[1]).getDeclaredConstructor();
            constructor.setAccessible(true);   // workloads are package-private classes beside their tests
            Workload workload = (Workload) constructor.newInstance();
            for (int i = 2; i < args.length; i++) {
                int size = Integer.parseInt(args[i]);
                workload.prepare(size).run();
                Runnable work = workload.prepare(size);
                long before = WorkCounter.steps;
                work.run();
                out.println(size + "\t" + (WorkCounter.steps - before));
            }
        } else {
            System.err.println("usage: WorkProbe parses DIR | WorkProbe workload CLASS SIZE...");
            System.exit(USAGE);
        }
        out.flush();
    }

    private static List<Path> pdfsIn(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".pdf")).sorted()
                    .collect(Collectors.toList());
        }
    }

    /** Steps of one recursive parse into XHTML, as the robustness tests parse; a failed parse counts too. */
    private static long parse(Parser parser, byte[] pdf) {
        RecursiveParserWrapperHandler handler = new RecursiveParserWrapperHandler(
                new BasicContentHandlerFactory(BasicContentHandlerFactory.HANDLER_TYPE.XML, -1));
        RecursiveParserWrapper wrapper = new RecursiveParserWrapper(parser);
        long before = WorkCounter.steps;
        try (TikaInputStream stream = TikaInputStream.get(pdf)) {
            wrapper.parse(stream, handler, new Metadata(), new ParseContext());
        } catch (Exception | StackOverflowError e) {
            // hostile inputs may fail to parse; what the failure cost is counted all the same
        }
        return WorkCounter.steps - before;
    }
}
