package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * The packaged plugin in hosts that load it their own way (issue #24), each run as an application would
 * be: a JVM with Tika and PDFBox on its class path running {@link PluginHost}. In a child class loader the
 * plugin cannot extend Tika's package-private writer (a package split across loaders), so it must style
 * every corpus PDF by its second pass, with the stock text, and let no {@link Error} out; on one class
 * path it must take the single pass. And the jar must load on the Java that Tika 3.x requires.
 */
class PluginClassLoaderIT {

    /** A JVM parsing the whole corpus three times over: about a minute on the 2-core CI machine. */
    private static final Duration MAX_RUN_TIME = Duration.ofMinutes(10);
    /** Corpus PDFs the plugin styles with the defaults; fewer means styles went missing in that host. */
    private static final int MIN_STYLED_SHARE_PERCENT = 80;
    /** JVMS 4.1: class files of Java SE 11 have major version 55. */
    private static final int JAVA_11_CLASS_FILE_MAJOR = 55;

    @Test
    void childClassLoader_everyCorpusPdfStyledWithStockText_secondPass() throws Exception {
        // act
        List<String> lines = runHost("child", "child", E2eEnvironment.pluginJar().toString());
        // assert
        assertCorpusStyledWithStockText(lines);
        assertTrue(lines.contains("single-pass false"), String.join("\n", lines));
    }

    @Test
    void sameClassPath_everyCorpusPdfStyledWithStockText_singlePass() throws Exception {
        // act
        List<String> lines = runHost("flat", "flat");
        // assert
        assertCorpusStyledWithStockText(lines);
        assertTrue(lines.contains("single-pass true"), String.join("\n", lines));
    }

    /** Tika 3.x runs on Java 11: every class in the jar must load there (class file version 55). */
    @Test
    void packagedJar_everyClassIsJava11Bytecode() throws Exception {
        // arrange
        List<String> newer = new ArrayList<>();
        int classes = 0;
        // act
        try (JarFile jar = new JarFile(E2eEnvironment.pluginJar().toFile())) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                if (!entry.getName().endsWith(".class")) {
                    continue;
                }
                classes++;
                try (DataInputStream in = new DataInputStream(jar.getInputStream(entry))) {
                    in.readInt();              // magic
                    in.readUnsignedShort();    // minor version
                    int major = in.readUnsignedShort();
                    if (major > JAVA_11_CLASS_FILE_MAJOR) {
                        newer.add(entry.getName() + " (" + major + ")");
                    }
                }
            }
        }
        // assert
        assertTrue(classes > 50, "classes in the jar: " + classes);
        assertEquals(List.of(), newer);
    }

    private static void assertCorpusStyledWithStockText(List<String> lines) {
        String all = String.join("\n", lines);
        List<String> bad = lines.stream().filter(l -> l.startsWith("FAIL ") || l.startsWith("ERROR "))
                .collect(Collectors.toList());
        assertEquals(List.of(), bad, "parity or errors");
        long pdfs = lines.stream().filter(l -> l.startsWith("OK ")).count();
        long styled = lines.stream().filter(l -> l.startsWith("OK ") && !l.contains("styleElements=0 ")
                && !l.endsWith("styleElements=0")).count();
        assertTrue(pdfs > 100, "corpus PDFs parsed: " + pdfs + "\n" + all);
        assertTrue(styled * 100 >= pdfs * MIN_STYLED_SHARE_PERCENT, styled + " of " + pdfs + " styled\n" + all);
        assertTrue(lines.contains("done " + pdfs), all);
    }

    private static List<String> runHost(String runName, String... args) throws Exception {
        Path work = E2eEnvironment.workDir("plugin-class-loader");
        List<String> command = new ArrayList<>(List.of(E2eEnvironment.javaExecutable(),
                "-cp", hostClassPath("flat".equals(args[0])), PluginHost.class.getName()));
        command.addAll(Arrays.asList(args));
        command.add(E2eEnvironment.projectDir().resolve("test-documents").toString());
        ExternalProgram.Result result = ExternalProgram.run(command, work, runName, MAX_RUN_TIME);
        assertEquals(0, result.exitCode, result.describe());
        assertFalse(result.stderr.contains("Exception in thread"), result.describe());
        return Arrays.asList(result.stdout.split("\n"));
    }

    /**
     * The test class path (Tika, PDFBox, this harness) without the plugin's own classes; with the packaged
     * jar appended for the one-loader host.
     */
    private static String hostClassPath(boolean withPlugin) {
        Path pluginJar = E2eEnvironment.pluginJar().toAbsolutePath();
        Path mainClasses = E2eEnvironment.projectDir().resolve("target/classes");
        List<String> entries = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> !Path.of(e).toAbsolutePath().equals(pluginJar)
                        && !Path.of(e).toAbsolutePath().normalize().equals(mainClasses))
                .collect(Collectors.toCollection(ArrayList::new));
        if (withPlugin) {
            entries.add(pluginJar.toString());
        }
        return String.join(File.pathSeparator, entries);
    }
}
