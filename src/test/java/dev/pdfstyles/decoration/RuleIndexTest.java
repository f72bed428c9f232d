package dev.pdfstyles.decoration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.spatial.IntList;

class RuleIndexTest {

    private static final int UNLIMITED = Integer.MAX_VALUE;

    private enum Kind { ALL, LEVEL, STEEP }

    private static TreeSet<Integer> query(RuleIndex index, Kind kind, float minX, float minY, float maxX, float maxY) {
        IntList found = new IntList();
        if (kind == Kind.STEEP) {
            index.querySteep(minX, minY, maxX, maxY, UNLIMITED, found);
        } else {
            index.query(kind == Kind.LEVEL, minX, minY, maxX, maxY, UNLIMITED, found);
        }
        TreeSet<Integer> result = new TreeSet<>();
        for (int i = 0; i < found.size(); i++) {
            assertTrue(result.add(found.get(i)), "found twice: " + found.get(i));
            assertTrue(i == 0 || found.get(i - 1) < found.get(i), "in ascending order");
        }
        return result;
    }

    /** Page-like rule sets: underlines, borders, slanted strokes, a few far off or degenerate. */
    private static List<Rule> randomRules(Random random, int count) {
        List<Rule> rules = new ArrayList<>();
        for (int r = 0; r < count; r++) {
            float x = random.nextFloat() * 600;
            float y = random.nextFloat() * 800;
            float length = random.nextInt(10) == 0 ? 2000 : 1 + random.nextFloat() * 200;
            float thickness = random.nextInt(10) == 0 ? 0 : random.nextFloat() * 2;
            switch (random.nextInt(12)) {
                case 0:
                    rules.add(new Rule(x, y, x + random.nextFloat() * 40, y + random.nextFloat() * 40, thickness));
                    break;
                case 1:
                    rules.add(new Rule(x, y, x, y + length, thickness));
                    break;
                case 2:
                    rules.add(new Rule(x * 1e6f, y, x * 1e6f + length, y, thickness));   // beyond the grid
                    break;
                default:
                    rules.add(new Rule(x, y, x + length, y + random.nextFloat() * 0.5f, thickness));
            }
        }
        return rules;
    }

    /**
     * A few rules are scanned rather than gridded: wherever the grid answers a query completely, the scan
     * finds the same rules, for every subset; and it calls every query it answers complete.
     */
    @Test
    void query_scannedSmallSets_sameAsGrid() {
        Random random = new Random(20261130L);
        for (int page = 0; page < 600; page++) {
            int count = page % 2 == 0 ? random.nextInt(RuleIndex.MAX_SCANNED_RULES + 1) : random.nextInt(400);
            List<Rule> rules = randomRules(random, count);
            RuleIndex scanned = new RuleIndex(rules);
            RuleIndex gridded = new RuleIndex(rules, 0);
            for (int q = 0; q < 50; q++) {
                float x = random.nextFloat() * 700 - 50;
                float y = random.nextFloat() * 900 - 50;
                float width = random.nextInt(20) == 0 ? 5000 : random.nextFloat() * 100;
                float height = random.nextFloat() * 30;
                if (!rules.isEmpty() && q % 2 == 0) {
                    // a query box touching a rule's grown box at an edge, where an off-by-one would show
                    Rule rule = rules.get(random.nextInt(rules.size()));
                    float half = rule.thickness() / 2;
                    x = random.nextBoolean() ? rule.maxX() + half : rule.minX();
                    y = random.nextBoolean() ? rule.maxY() + half : rule.minY() - half;
                    height = y == rule.minY() - half ? 0 : height;   // a flat query along the rule's bottom
                }
                for (Kind kind : Kind.values()) {
                    boolean level = kind == Kind.LEVEL;
                    if (kind != Kind.STEEP && !gridded.isCompleteQuery(level, x, y, x + width, y + height)) {
                        continue;
                    }
                    if (kind != Kind.STEEP) {
                        assertTrue(scanned.isCompleteQuery(level, x, y, x + width, y + height));
                    }
                    assertEquals(query(gridded, kind, x, y, x + width, y + height),
                            query(scanned, kind, x, y, x + width, y + height), "page " + page + " " + kind);
                }
            }
        }
    }

    @Test
    void query_scannedSet_nothingOffTheGridOrInverted() {
        RuleIndex index = new RuleIndex(List.of(new Rule(100, 100, 200, 100, 1)));
        assertEquals(1, query(index, Kind.LEVEL, 90, 90, 210, 110).size());
        assertEquals(0, query(index, Kind.LEVEL, 210, 90, 90, 110).size());
        assertEquals(0, query(index, Kind.LEVEL, Float.NaN, 90, 210, 110).size());
        assertEquals(0, query(index, Kind.LEVEL, -1e8f, 90, 1e8f, 110).size());
        assertFalse(index.isCompleteQuery(true, Float.NaN, 90, 210, 110));
    }

    /** The band test agrees with asking every level rule, across and at the edges of their heights. */
    @Test
    void hasLevelRuleBetween_sameAsEveryLevelRule() {
        Random random = new Random(11);
        for (int page = 0; page < 300; page++) {
            List<Rule> rules = randomRules(random, random.nextInt(page % 3 == 0 ? 300 : 20));
            RuleIndex index = new RuleIndex(rules);
            for (int q = 0; q < 60; q++) {
                float minY;
                if (!rules.isEmpty() && q % 2 == 0) {
                    // exactly at a rule's grown top or bottom, where an off-by-one would show
                    int r = random.nextInt(rules.size());
                    Rule rule = rules.get(r);
                    minY = random.nextBoolean() ? rule.maxY() + rule.thickness() / 2
                            : rule.minY() - rule.thickness() / 2 - random.nextFloat() * 10;
                } else {
                    minY = random.nextFloat() * 900 - 50;
                }
                float maxY = minY + (q % 5 == 0 ? 0 : random.nextFloat() * 20);
                boolean expected = false;
                for (int r = 0; r < rules.size(); r++) {
                    expected |= index.isLevel(r) && index.meets(r, -Float.MAX_VALUE, minY, Float.MAX_VALUE, maxY);
                }
                assertEquals(expected, index.hasLevelRuleBetween(minY, maxY), "page " + page + " band " + minY);
            }
        }
    }

    /**
     * The level rules at a line's heights, in ascending order, are every level rule reaching into them (found
     * by asking each), whenever they are few enough to be listed at all.
     */
    @Test
    void levelRulesBetween_sameAsEveryLevelRule_inOrder() {
        Random random = new Random(23);
        int listed = 0;
        for (int page = 0; page < 300; page++) {
            List<Rule> rules = randomRules(random, random.nextInt(page % 3 == 0 ? 300 : 30));
            RuleIndex index = new RuleIndex(rules);
            IntList found = new IntList();
            for (int q = 0; q < 60; q++) {
                float minY = random.nextFloat() * 900 - 50;
                if (!rules.isEmpty() && q % 2 == 0) {
                    Rule rule = rules.get(random.nextInt(rules.size()));
                    minY = rule.maxY() + rule.thickness() / 2;   // just touching a rule's grown top
                }
                float maxY = minY + random.nextFloat() * 15;
                int limit = 1 + random.nextInt(10);
                TreeSet<Integer> expected = new TreeSet<>();
                for (int r = 0; r < rules.size(); r++) {
                    if (index.isLevel(r) && index.meets(r, -Float.MAX_VALUE, minY, Float.MAX_VALUE, maxY)) {
                        expected.add(r);
                    }
                }
                if (!index.levelRulesBetween(minY, maxY, limit, found)) {
                    assertEquals(0, found.size());
                    assertTrue(expected.size() > limit || rules.size() > RuleIndex.MAX_WINDOW_RULES,
                            "refused " + expected.size() + " rules under the limit " + limit);
                    continue;
                }
                listed++;
                TreeSet<Integer> got = new TreeSet<>();
                for (int i = 0; i < found.size(); i++) {
                    got.add(found.get(i));
                    if (i > 0) {
                        assertTrue(found.get(i - 1) < found.get(i), "in ascending order");
                    }
                }
                assertEquals(expected, got, "page " + page);
            }
        }
        assertTrue(listed > 5000, "lists answered: " + listed);
    }

    /** Past the sorting limit nothing is passed over and no line's rules are listed: the index decides. */
    @Test
    void manyLevelRules_notSortedByHeight() {
        List<Rule> rules = new ArrayList<>();
        for (int r = 0; r <= RuleIndex.MAX_SORTED_LEVEL_RULES; r++) {
            rules.add(new Rule(0, r, 10, r, 0.5f));
        }
        RuleIndex index = new RuleIndex(rules);
        assertTrue(index.hasLevelRuleBetween(-100, -90));
        assertFalse(index.levelRulesBetween(5, 6, 8, new IntList()));
        RuleIndex fewer = new RuleIndex(rules.subList(0, RuleIndex.MAX_SORTED_LEVEL_RULES));
        assertFalse(fewer.hasLevelRuleBetween(-100, -90));
        assertTrue(fewer.levelRulesBetween(5, 6, 8, new IntList()));
    }

    @Test
    void hasLevelRuleBetween_steepRulesDoNotCount() {
        RuleIndex index = new RuleIndex(List.of(new Rule(100, 0, 100, 800, 1)));
        assertFalse(index.hasLevelRuleBetween(400, 410));
        RuleIndex none = new RuleIndex(List.of());
        assertFalse(none.hasLevelRuleBetween(-Float.MAX_VALUE, Float.MAX_VALUE));
    }
}
