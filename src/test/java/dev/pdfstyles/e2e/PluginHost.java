package dev.pdfstyles.e2e;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.tika.config.TikaConfig;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaType;
import org.apache.tika.parser.CompositeParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.pdf.PDFParser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.tika.compat.StyleTags;

/**
 * An application that loads the plugin its own way, run in a JVM of its own by {@link PluginClassLoaderIT}.
 * Tika and PDFBox are on its class path; the plugin is either in a child {@link URLClassLoader} over the
 * packaged jar ({@code child}: plugin folders, Spark {@code --jars}, a TikaConfig with its own loader) or
 * on the same class path ({@code flat}). It finds the plugin the two ways such hosts do, by
 * {@link ServiceLoader} and by a tika-config.xml read through that loader, parses every PDF under a folder
 * with it and with the stock parser, and prints a line per PDF; nothing of the plugin is named in its code.
 *
 * <p>Arguments: {@code child PLUGIN_JAR PDF_DIR} or {@code flat PDF_DIR}. Output lines: {@code OK},
 * {@code FAIL} or {@code ERROR} (a {@link Throwable} that is not an {@link Exception} left a parse), then
 * {@code single-pass true|false} and {@code done}. Exit 0 once every PDF was tried.
 */
public final class PluginHost {

    private static final String PLUGIN_CLASS = "dev.pdfstyles.StyledPdfParser";
    private static final Pattern STYLE_ELEMENT = Pattern.compile("<(u|s|i|b)>");
    /** Strict parity needs over-printed copies kept, as ParityTest does. */
    private static final String CONFIG = "<properties><parsers><parser class=\"" + PLUGIN_CLASS + "\">"
            + "<params><param name=\"mergeOverprintedCopies\" type=\"bool\">false</param></params>"
            + "</parser></parsers></properties>";

    private PluginHost() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        boolean child = "child".equals(args[0]);
        ClassLoader loader = child
                ? new URLClassLoader(new URL[] {Path.of(args[1]).toUri().toURL()}, PluginHost.class.getClassLoader())
                : PluginHost.class.getClassLoader();
        Path pdfs = Path.of(args[child ? 2 : 1]);

        Parser byServiceLoader = pluginByServiceLoader(loader);
        Parser byConfig = pluginByConfig(loader, pdfs.resolve("..").normalize());
        if (child && byServiceLoader.getClass().getClassLoader() != loader) {
            throw new IllegalStateException("the plugin was not loaded by the child loader");
        }
        Parser stock = new PDFParser();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(pdfs)) {
            files = walk.filter(p -> p.toString().endsWith(".pdf")).sorted().collect(Collectors.toList());
        }
        for (Path pdf : files) {
            String name = pdfs.relativize(pdf).toString();
            byte[] bytes = Files.readAllBytes(pdf);
            try {
                Outcome expected = parse(stock, bytes);
                Outcome strict = parse(byConfig, bytes);
                Outcome styled = parse(byServiceLoader, bytes);
                String problem = expected.differenceFrom(strict);
                out.println((problem == null ? "OK " : "FAIL ") + name + " styleElements=" + styled.styleElements()
                        + (problem == null ? "" : " " + problem));
            } catch (Throwable e) {
                out.println("ERROR " + name + " " + e);
            }
        }
        out.println("single-pass " + isSinglePass(byServiceLoader.getClass()));
        out.println("done " + files.size());
    }

    private static Parser pluginByServiceLoader(ClassLoader loader) {
        for (Parser parser : ServiceLoader.load(Parser.class, loader)) {
            if (parser.getClass().getName().equals(PLUGIN_CLASS)) {
                return parser;
            }
        }
        throw new IllegalStateException("ServiceLoader did not find " + PLUGIN_CLASS);
    }

    private static Parser pluginByConfig(ClassLoader loader, Path dir) throws Exception {
        Path config = Files.createTempFile("plugin-host", ".xml");
        Files.writeString(config, CONFIG);
        Parser composite = new TikaConfig(config.toUri().toURL(), loader).getParser();
        Parser pdf = ((CompositeParser) composite).getParsers().get(MediaType.application("pdf"));
        Files.delete(config);
        if (pdf == null || !pdf.getClass().getName().equals(PLUGIN_CLASS)) {
            throw new IllegalStateException("tika-config.xml did not give " + PLUGIN_CLASS + ": " + pdf);
        }
        return pdf;
    }

    /** The plugin's own verdict in its loader, read the way a debugger would (it is not public API). */
    private static boolean isSinglePass(Class<?> pluginClass) throws ReflectiveOperationException {
        Class<?> link = Class.forName("dev.pdfstyles.tika.SinglePassLink", true, pluginClass.getClassLoader());
        Field inThisLoader = link.getDeclaredField("IN_THIS_LOADER");
        inThisLoader.setAccessible(true);
        Method isSinglePass = link.getDeclaredMethod("isSinglePass");
        isSinglePass.setAccessible(true);
        return (Boolean) isSinglePass.invoke(inThisLoader.get(null));
    }

    private static Outcome parse(Parser parser, byte[] pdf) throws IOException {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        Metadata metadata = new Metadata();
        try (InputStream stream = TikaInputStream.get(pdf)) {
            parser.parse(stream, handler, metadata, new ParseContext());
            return new Outcome(handler.toString(), null);
        } catch (Exception e) {
            return new Outcome(handler.toString(), e.getClass().getName());
        }
    }

    /** What one parse wrote, and the class of the exception it threw, if any. */
    private static final class Outcome {
        final String xhtml;
        final String exception;

        Outcome(String xhtml, String exception) {
            this.xhtml = xhtml;
            this.exception = exception;
        }

        int styleElements() {
            Matcher m = STYLE_ELEMENT.matcher(xhtml);
            int count = 0;
            while (m.find()) {
                count++;
            }
            return count;
        }

        /** Null when {@code styled} is this stock outcome plus style elements; else what differs. */
        String differenceFrom(Outcome styled) {
            if (!String.valueOf(exception).equals(String.valueOf(styled.exception))) {
                return "exception " + exception + " vs " + styled.exception;
            }
            String text = StyleTags.strip(styled.xhtml);
            if (!xhtml.equals(text)) {
                int at = 0;
                while (at < Math.min(xhtml.length(), text.length()) && xhtml.charAt(at) == text.charAt(at)) {
                    at++;
                }
                return "text differs at " + at;
            }
            return null;
        }
    }
}
