package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of the evaluation commands ({@link AccuracyReport}, {@link RealWorldReport}, {@link PeerComparison}):
 * options with a value ({@code --out FILE}), flags ({@code --all}) and plain words, in any order. An unknown
 * option, an option without its value, or a word where none is accepted is an {@link IllegalArgumentException}
 * that shows the usage. Immutable.
 */
final class CommandArguments {
    private static final String OPTION_PREFIX = "--";

    private final Map<String, String> values;
    private final Set<String> flags;
    private final List<String> words;

    private CommandArguments(Map<String, String> values, Set<String> flags, List<String> words) {
        this.values = Collections.unmodifiableMap(values);
        this.flags = Collections.unmodifiableSet(flags);
        this.words = Collections.unmodifiableList(words);
    }

    /**
     * Reads {@code args}: each of {@code valueOptions} takes the next argument as its value (the last one given
     * wins), each of {@code flagOptions} stands alone, and anything not starting with {@code --} is a word, accepted
     * only when {@code wordsAccepted}. {@code usage} goes into the message of a refusal.
     */
    static CommandArguments parse(String[] args, Set<String> valueOptions, Set<String> flagOptions,
            boolean wordsAccepted, String usage) {
        Map<String, String> values = new HashMap<>();
        Set<String> flags = new HashSet<>();
        List<String> words = new ArrayList<>();
        for (int index = 0; index < args.length; index++) {
            String argument = args[index];
            if (valueOptions.contains(argument)) {
                if (index + 1 >= args.length) {
                    throw new IllegalArgumentException(argument + " needs a value; usage: " + usage);
                }
                values.put(argument, args[++index]);
            } else if (flagOptions.contains(argument)) {
                flags.add(argument);
            } else if (argument.startsWith(OPTION_PREFIX) || !wordsAccepted) {
                throw new IllegalArgumentException("Unknown argument '" + argument + "'; usage: " + usage);
            } else {
                words.add(argument);
            }
        }
        return new CommandArguments(values, flags, words);
    }

    /** The value given to {@code option}, or {@code otherwise} when it was not given. */
    String value(String option, String otherwise) {
        return values.getOrDefault(option, otherwise);
    }

    boolean has(String flag) {
        return flags.contains(flag);
    }

    /** The arguments that are no option, in order. */
    List<String> words() {
        return words;
    }
}
