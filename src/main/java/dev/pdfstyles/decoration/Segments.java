package dev.pdfstyles.decoration;

import dev.pdfstyles.spatial.FloatHypot;

/** Distances and crossings between points and rules' centre lines. */
final class Segments {

    private Segments() {
    }

    /** Distance from a point to the rule's centre-line segment. */
    static float distance(float px, float py, Rule rule) {
        float dx = rule.x2() - rule.x1();
        float dy = rule.y2() - rule.y1();
        float lengthSquared = dx * dx + dy * dy;
        float t = lengthSquared == 0 ? 0 : ((px - rule.x1()) * dx + (py - rule.y1()) * dy) / lengthSquared;
        t = Math.max(0f, Math.min(1f, t));
        return FloatHypot.of(px - (rule.x1() + t * dx), py - (rule.y1() + t * dy));
    }

    /** True when the two centre lines properly intersect. */
    static boolean crosses(Rule a, Rule b) {
        float d1 = side(b, a.x1(), a.y1());
        float d2 = side(b, a.x2(), a.y2());
        float d3 = side(a, b.x1(), b.y1());
        float d4 = side(a, b.x2(), b.y2());
        return d1 * d2 < 0 && d3 * d4 < 0;
    }

    /**
     * Where the centre line of {@code b} meets the line through {@code a}: the distance from a's start along a's
     * direction. NaN when they are parallel.
     */
    static float crossingAlong(Rule a, Rule b) {
        float s1 = side(a, b.x1(), b.y1());
        float s2 = side(a, b.x2(), b.y2());
        if (s1 == s2) {
            return Float.NaN;
        }
        float t = s1 / (s1 - s2);
        float x = b.x1() + t * (b.x2() - b.x1());
        float y = b.y1() + t * (b.y2() - b.y1());
        float length = a.length();
        return ((x - a.x1()) * (a.x2() - a.x1()) + (y - a.y1()) * (a.y2() - a.y1())) / length;
    }

    private static float side(Rule rule, float px, float py) {
        return (rule.x2() - rule.x1()) * (py - rule.y1()) - (rule.y2() - rule.y1()) * (px - rule.x1());
    }
}
