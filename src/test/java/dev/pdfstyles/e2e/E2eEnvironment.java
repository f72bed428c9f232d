package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where the end-to-end tests find the packaged plugin and the real Tika programs. Failsafe passes
 * the paths as system properties (see pom.xml); the defaults are the same paths, so a test can
 * also be started from an IDE after one {@code mvn verify}.
 */
final class E2eEnvironment {

    private E2eEnvironment() {
    }

    static Path projectDir() {
        return Path.of(System.getProperty("e2e.projectDir", ".")).toAbsolutePath().normalize();
    }

    static Path e2eDir() {
        return existingDir(System.getProperty("e2e.dir", projectDir().resolve("target/e2e").toString()));
    }

    static Path pluginJar() {
        String configured = System.getProperty("e2e.pluginJar");
        assertNotNull(configured, "e2e.pluginJar is not set: run the end-to-end tests with `mvn verify`");
        return existingFile(configured);
    }

    static Path tikaAppJar() {
        return existingFile(System.getProperty("e2e.tikaAppJar"));
    }

    static Path tikaServerJar() {
        return existingFile(System.getProperty("e2e.tikaServerJar"));
    }

    /** The JVM running the tests also runs the programs: the build's Java, whatever PATH says. */
    static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    static String classPath(Path... jars) {
        StringBuilder out = new StringBuilder();
        for (Path jar : jars) {
            if (out.length() > 0) {
                out.append(java.io.File.pathSeparatorChar);
            }
            out.append(jar.toString());
        }
        return out.toString();
    }

    /** A fresh directory for one test class's files, under target/e2e so `mvn clean` removes it. */
    static Path workDir(String name) throws IOException {
        return Files.createDirectories(e2eDir().resolve("work").resolve(name));
    }

    /** {@code dir}, emptied of what an earlier run left in it. */
    static Path freshDir(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
                for (Path file : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                    Files.delete(file);
                }
            }
        }
        return Files.createDirectories(dir);
    }

    /** Copies one of Tika's test PDFs (from the tests jar on the class path) into {@code dir}. */
    static Path tikaTestDocument(String fileName, Path dir) throws IOException {
        try (InputStream in = E2eEnvironment.class.getResourceAsStream("/test-documents/" + fileName)) {
            assertNotNull(in, "test document " + fileName);
            Path target = dir.resolve(fileName);
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        }
    }

    private static Path existingFile(String path) {
        assertNotNull(path, "path property not set: run the end-to-end tests with `mvn verify`");
        Path file = Path.of(path);
        assertTrue(Files.isRegularFile(file), "missing " + file + ": run `mvn verify`");
        return file;
    }

    private static Path existingDir(String path) {
        Path dir = Path.of(path);
        assertTrue(Files.isDirectory(dir), "missing " + dir + ": run `mvn verify`");
        return dir;
    }
}
