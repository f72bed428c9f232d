package dev.pdfstyles.tika.compat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a fenced code block out of the project's Markdown documentation, so the tests run the
 * very snippet a user copies. A block is found by the HTML comment
 * {@code <!-- snippet: NAME -->} on the line before its opening fence.
 */
public final class DocSnippets {

    private DocSnippets() {
    }

    public static String read(Path markdown, String name) throws IOException {
        String text = Files.readString(markdown, StandardCharsets.UTF_8);
        Pattern block = Pattern.compile(
                "<!-- snippet: " + Pattern.quote(name) + " -->\\s*\\n```[a-z]*\\n(.*?)\\n```", Pattern.DOTALL);
        Matcher matcher = block.matcher(text);
        if (!matcher.find()) {
            throw new IllegalArgumentException("no snippet '" + name + "' in " + markdown);
        }
        return matcher.group(1) + "\n";
    }
}
