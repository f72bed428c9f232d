package dev.pdfstyles.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.StyledPdfParser;

/**
 * Issue 29: the parser's SPI registration has one source, the top-level {@code META-INF-services/}
 * folder, and the pom packages it as {@code META-INF/services/}. Checked on the packaged jar, not on
 * the tests' class path (where Tika's own jars bring registrations of the same name). The folder also
 * holds tika-server's request-header hook (issue 28), and the jar must not ship the tika-server
 * interface the build unpacks for javac.
 */
class ServiceRegistrationIT {

    private static final String SERVICE_NAME = "org.apache.tika.parser.Parser";
    private static final String JAR_SERVICES_DIR = "META-INF/services/";
    private static final String JAR_ENTRY = JAR_SERVICES_DIR + SERVICE_NAME;
    private static final Path SOURCE_FILE = Path.of("META-INF-services", SERVICE_NAME);
    private static final String SERVER_HOOK_NAME = "org.apache.tika.server.core.ParseContextConfig";
    private static final String SERVER_HOOK_ENTRY = JAR_SERVICES_DIR + SERVER_HOOK_NAME;
    private static final Path SERVER_HOOK_SOURCE_FILE = Path.of("META-INF-services", SERVER_HOOK_NAME);
    private static final String SERVER_HOOK_CLASS = "dev.pdfstyles.server.StyleHeaderConfig";
    /** tika-server's own classes: the build unpacks one of them for javac, tika-server brings them all. */
    private static final String TIKA_SERVER_PACKAGES = "org/apache/tika/server/";
    /** Where Maven's default resources would have put a second copy before issue 29. */
    private static final Path OLD_SOURCE_FILE = Path.of("src", "main", "resources", "META-INF", "services",
            SERVICE_NAME);

    /** Every entry name of the jar, in jar order: a repeated name is listed twice. */
    private static List<String> entryNames;
    /** The content of each entry under META-INF/services/. */
    private static Map<String, byte[]> serviceContents;

    @BeforeAll
    static void readJar() throws IOException {
        entryNames = new ArrayList<>();
        serviceContents = new HashMap<>();
        // ZipInputStream reads every local entry in order, so a duplicated name shows up twice
        // (a lookup by name would return only one of them).
        try (ZipInputStream jar = new ZipInputStream(Files.newInputStream(E2eEnvironment.pluginJar()))) {
            for (ZipEntry entry = jar.getNextEntry(); entry != null; entry = jar.getNextEntry()) {
                entryNames.add(entry.getName());
                if (entry.getName().startsWith(JAR_SERVICES_DIR) && !entry.isDirectory()) {
                    serviceContents.put(entry.getName(), jar.readAllBytes());
                }
            }
        }
    }

    private static byte[] parserEntry() {
        byte[] content = serviceContents.get(JAR_ENTRY);
        assertNotNull(content, "no " + JAR_ENTRY + " in " + E2eEnvironment.pluginJar());
        return content;
    }

    /** The provider names of a services file, as java.util.ServiceLoader reads them. */
    private static List<String> providerNames(byte[] servicesFile) {
        List<String> names = new ArrayList<>();
        for (String line : new String(servicesFile, StandardCharsets.UTF_8).split("\\R")) {
            int comment = line.indexOf('#');
            String name = (comment >= 0 ? line.substring(0, comment) : line).trim();
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        return names;
    }

    @Test
    void pluginJar_servicesFolder_parserAndServerHookRegistrationsOnceEach() {
        // act
        List<String> services = entryNames.stream()
                .filter(name -> name.startsWith(JAR_SERVICES_DIR) && !name.equals(JAR_SERVICES_DIR))
                .sorted()
                .collect(Collectors.toList());

        // assert
        assertEquals(List.of(JAR_ENTRY, SERVER_HOOK_ENTRY), services, "entries under " + JAR_SERVICES_DIR);
    }

    @Test
    void pluginJar_serverHookRegistration_namesTheHeaderConfigAndEqualsTopLevelFile() throws IOException {
        // arrange
        byte[] source = Files.readAllBytes(E2eEnvironment.projectDir().resolve(SERVER_HOOK_SOURCE_FILE));

        // act
        byte[] packaged = serviceContents.get(SERVER_HOOK_ENTRY);

        // assert
        assertNotNull(packaged, "no " + SERVER_HOOK_ENTRY + " in " + E2eEnvironment.pluginJar());
        assertEquals(List.of(SERVER_HOOK_CLASS), providerNames(packaged));
        assertArrayEquals(source, packaged, SERVER_HOOK_ENTRY + " differs from " + SERVER_HOOK_SOURCE_FILE);
        assertTrue(entryNames.contains(SERVER_HOOK_CLASS.replace('.', '/') + ".class"), SERVER_HOOK_CLASS);
    }

    @Test
    void pluginJar_tikaServerClasses_notShipped() {
        // act
        List<String> serverClasses = entryNames.stream().filter(name -> name.startsWith(TIKA_SERVER_PACKAGES))
                .collect(Collectors.toList());

        // assert
        assertEquals(List.of(), serverClasses);
    }

    @Test
    void pluginJar_parserRegistration_namesThePluginParser() {
        // act
        List<String> providers = providerNames(parserEntry());

        // assert
        assertEquals(List.of(StyledPdfParser.class.getName()), providers);
    }

    @Test
    void pluginJar_parserRegistration_equalsTopLevelFile() throws IOException {
        // arrange
        byte[] source = Files.readAllBytes(E2eEnvironment.projectDir().resolve(SOURCE_FILE));

        // act
        byte[] packaged = parserEntry();

        // assert
        assertArrayEquals(source, packaged, JAR_ENTRY + " differs from " + SOURCE_FILE);
    }

    @Test
    void pluginJar_registeredParser_classIsInTheJar() {
        // arrange
        String classEntry = StyledPdfParser.class.getName().replace('.', '/') + ".class";

        // act
        boolean found = entryNames.contains(classEntry);

        // assert
        assertTrue(found, classEntry + " in " + E2eEnvironment.pluginJar());
    }

    @Test
    void sourceTree_parserRegistration_onlyInTopLevelFolder() {
        // act
        Path projectDir = E2eEnvironment.projectDir();

        // assert
        assertTrue(Files.isRegularFile(projectDir.resolve(SOURCE_FILE)), SOURCE_FILE + " missing");
        assertFalse(Files.exists(projectDir.resolve(OLD_SOURCE_FILE)),
                OLD_SOURCE_FILE + " is a second copy of " + SOURCE_FILE + ": keep only the top-level one");
    }
}
