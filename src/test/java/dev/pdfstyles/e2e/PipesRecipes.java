package dev.pdfstyles.e2e;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.pdfstyles.tika.compat.DocSnippets;

/**
 * The tika-pipes recipes of docs/deploy.md, read from the document itself, so the tests run what a user
 * copies. Only what must differ on the build machine is changed: the folders ({@value #INPUT_PLACEHOLDER},
 * {@value #OUTPUT_PLACEHOLDER} and the jars of the class-path recipe) and the forked JVMs' {@code javaPath},
 * set to the build's own Java as for every program these tests start.
 */
final class PipesRecipes {

    /** The fetcher's folder in the recipes. */
    static final String INPUT_PLACEHOLDER = "/data/pdfs";
    /** The emitter's folder in the recipes. */
    static final String OUTPUT_PLACEHOLDER = "/data/extracts";
    /** The class path in the forkedJvmArgs recipe. */
    static final String CLASS_PATH_PLACEHOLDER = "/opt/tika/tika-app-3.2.2.jar:/opt/tika/pdf-styles-0.1.0-SNAPSHOT.jar";

    static final String APP_CONFIG = "tika-app-async-config";
    static final String SERVER_CONFIG = "tika-server-pipes-config";
    static final String FORKED_CLASS_PATH = "pipes-forked-classpath";
    static final String TUPLE = "pipes-tuple";
    static final String TUPLE_WITH_STYLE_SETTINGS = "pipes-tuple-style-settings";

    /** A {@code <params>} element of a pipes section, where the tests add their own settings. */
    private static final Pattern PIPES_PARAMS = Pattern.compile("(<(async|pipes)>\\s*<params>)");
    private static final ObjectMapper JSON = new ObjectMapper();

    private PipesRecipes() {
    }

    static String snippet(String name) throws IOException {
        return DocSnippets.read(E2eEnvironment.projectDir().resolve("docs/deploy.md"), name);
    }

    /**
     * The config recipe {@code name} for {@code input} and {@code output}; with {@code forkedClassPath}
     * not null, the forkedJvmArgs recipe too, with that class path.
     */
    static String config(String name, Path input, Path output, String forkedClassPath) throws IOException {
        String extra = "<javaPath>" + E2eEnvironment.javaExecutable() + "</javaPath>";
        if (forkedClassPath != null) {
            String args = snippet(FORKED_CLASS_PATH);
            if (!args.contains(CLASS_PATH_PLACEHOLDER)) {
                throw new IllegalStateException(FORKED_CLASS_PATH + " no longer holds " + CLASS_PATH_PLACEHOLDER);
            }
            extra += args.replace(CLASS_PATH_PLACEHOLDER, forkedClassPath);
        }
        String xml = snippet(name).replace(INPUT_PLACEHOLDER, input.toString())
                .replace(OUTPUT_PLACEHOLDER, output.toString());
        Matcher params = PIPES_PARAMS.matcher(xml);
        if (!params.find()) {
            throw new IllegalStateException(name + " has no <async><params> or <pipes><params>");
        }
        return params.replaceAll("$1" + Matcher.quoteReplacement(extra));
    }

    /** The tuple recipe {@code name} for one document, as the JSON a client posts. */
    static String tuple(String name, String fetchKey, String emitKey) throws IOException {
        ObjectNode tuple = (ObjectNode) JSON.readTree(snippet(name));
        tuple.put("id", emitKey);
        tuple.put("fetchKey", fetchKey);
        tuple.put("emitKey", emitKey);
        return JSON.writeValueAsString(tuple);
    }
}
