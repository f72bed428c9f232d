package dev.pdfstyles.testsupport;

import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Where tests write their reports: Maven's build directory. It is {@code target/} unless the build names
 * another ({@code -Dbuild.dir}); scripts/tika-matrix.sh gives each Tika version its own (issue #24), so one
 * version's reports never overwrite another's. Surefire passes the directory in; a test started outside
 * Maven (an IDE) writes to {@code target/}.
 */
public final class BuildOutput {

    /** Set by Surefire's {@code systemPropertyVariables} in pom.xml to {@code ${project.build.directory}}. */
    private static final String PROPERTY = "pdfstyles.buildDir";
    private static final String DEFAULT_DIRECTORY = "target";

    private BuildOutput() {
    }

    /** The build directory, or {@code target/} outside Maven. */
    public static Path directory() {
        return Paths.get(System.getProperty(PROPERTY, DEFAULT_DIRECTORY));
    }

    /** {@code first} and {@code more} under the build directory. */
    public static Path resolve(String first, String... more) {
        return directory().resolve(Paths.get(first, more));
    }
}
