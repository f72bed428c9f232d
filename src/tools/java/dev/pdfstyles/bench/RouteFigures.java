package dev.pdfstyles.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * A group's figures per producer route (issue 27): how a route's files spread, not only where their middle is.
 * The median, the 90th percentile (nearest rank: the smallest value at least 90% of the files do not exceed;
 * the maximum for a route of fewer than ten files) and the maximum of the per-file ratios.
 */
final class RouteFigures {

    /** Percent of files at or below the percentile reported beside the median and the maximum. */
    static final int PERCENTILE = 90;
    private static final int HUNDRED = 100;

    final String route;
    final List<DocumentTimings> documents;

    RouteFigures(String route, List<DocumentTimings> documents) {
        if (documents.isEmpty()) {
            throw new IllegalArgumentException("route " + route + " has no documents");
        }
        this.route = route;
        this.documents = Collections.unmodifiableList(new ArrayList<>(documents));
    }

    /** The documents by route ({@link BenchDocument#routeOf}), routes in alphabetical order. */
    static List<RouteFigures> byRoute(List<DocumentTimings> documents) {
        Map<String, List<DocumentTimings>> routes = new TreeMap<>();
        for (DocumentTimings document : documents) {
            routes.computeIfAbsent(BenchDocument.routeOf(document.name), r -> new ArrayList<>()).add(document);
        }
        List<RouteFigures> figures = new ArrayList<>();
        routes.forEach((route, list) -> figures.add(new RouteFigures(route, list)));
        return figures;
    }

    double median(ToDoubleFunction<DocumentTimings> ratio) {
        return Medians.ofDoubles(documents, ratio);
    }

    double percentile(ToDoubleFunction<DocumentTimings> ratio) {
        return nearestRank(values(ratio), PERCENTILE);
    }

    double max(ToDoubleFunction<DocumentTimings> ratio) {
        double[] values = values(ratio);
        return values[values.length - 1];
    }

    /**
     * The smallest of the sorted values that at least {@code percent}% of them do not exceed: rank
     * ceil(percent x n / 100), computed in whole numbers so that no rounding of a product moves the rank.
     */
    static double nearestRank(double[] sorted, int percent) {
        if (sorted.length == 0) {
            throw new IllegalArgumentException("percentile of no values");
        }
        int rank = (percent * sorted.length + HUNDRED - 1) / HUNDRED;
        return sorted[Math.max(1, rank) - 1];
    }

    private double[] values(ToDoubleFunction<DocumentTimings> ratio) {
        double[] values = new double[documents.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = ratio.applyAsDouble(documents.get(i));
        }
        Arrays.sort(values);
        return values;
    }
}
