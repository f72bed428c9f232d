package dev.pdfstyles.decoration;

import java.util.Arrays;

import dev.pdfstyles.decoration.DecorationClassifier.Role;

/**
 * Glyph-rule pairs that passed the band test, in glyph order, as parallel arrays. A candidate's role is
 * underline or strike-through, kept as a flag: on a page of underlined text the columns grow to a thousand
 * entries and more, and a reference column costs more to fill and copy.
 */
final class DecorationCandidates {
    int size;
    int[] glyph = new int[64];
    int[] rule = new int[64];
    boolean[] underline = new boolean[64];
    float[] lo = new float[64];
    float[] hi = new float[64];
    float[] distance = new float[64];

    /** @param ro {@link Role#UNDERLINE} or {@link Role#STRIKETHROUGH} */
    void add(int g, int r, Role ro, float l, float h, float d) {
        if (size == glyph.length) {
            int capacity = size * 2;
            glyph = Arrays.copyOf(glyph, capacity);
            rule = Arrays.copyOf(rule, capacity);
            underline = Arrays.copyOf(underline, capacity);
            lo = Arrays.copyOf(lo, capacity);
            hi = Arrays.copyOf(hi, capacity);
            distance = Arrays.copyOf(distance, capacity);
        }
        glyph[size] = g;
        rule[size] = r;
        underline[size] = ro == Role.UNDERLINE;
        lo[size] = l;
        hi[size] = h;
        distance[size] = d;
        size++;
    }

    Role role(int c) {
        return underline[c] ? Role.UNDERLINE : Role.STRIKETHROUGH;
    }

    /**
     * Candidate indexes grouped by the chain of their rule ({@link RuleChains#root}), in glyph order within
     * a chain; {@code chainOf} is filled with each candidate's chain. Every chain is walked before any root
     * is read: a later walk may join two chains.
     */
    int[] orderByChain(RuleChains chains, int[] chainOf) {
        for (int i = 0; i < size; i++) {
            chains.chain(rule[i]);
        }
        for (int i = 0; i < size; i++) {
            chainOf[i] = chains.root(rule[i]);
        }
        return orderBy(chainOf);
    }

    /** Candidate indexes grouped by {@code key} (non-negative), stable: a counting sort, linear. */
    private int[] orderBy(int[] key) {
        int maxKey = 0;
        for (int i = 0; i < size; i++) {
            maxKey = Math.max(maxKey, key[i]);
        }
        int[] counts = new int[maxKey + 2];
        for (int i = 0; i < size; i++) {
            counts[key[i] + 1]++;
        }
        for (int i = 1; i < counts.length; i++) {
            counts[i] += counts[i - 1];
        }
        int[] order = new int[size];
        for (int i = 0; i < size; i++) {
            order[counts[key[i]]++] = i;
        }
        return order;
    }
}
