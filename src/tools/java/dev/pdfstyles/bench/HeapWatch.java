package dev.pdfstyles.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;

/**
 * Heap figures of one parse: the peak heap in use (sampled every {@link #SAMPLE_INTERVAL_MILLIS} by a
 * helper thread, and the pools' own peaks, which the JVM records at collections; garbage included), and
 * the largest heap still in use right after any collection during the parse (what the parse kept
 * reachable then).
 *
 * <p>Collection notifications arrive on a JMX thread shortly after the collection; the last collection
 * of each collector is also read synchronously at {@link #stop()}, so a parse that ends right after a
 * collection still sees it. One instance per benchmark; not for concurrent parses.
 */
final class HeapWatch implements NotificationListener, AutoCloseable {

    /** Marks "no collection during the parse": the after-GC figure is then unknown, not zero. */
    static final long NO_COLLECTION = -1;

    /**
     * Sampling period of the heap in use. G1 reports eden usage per region (MiBs), so a finer period
     * would not see more; the sampler runs only during the untimed heap round.
     */
    private static final long SAMPLE_INTERVAL_MILLIS = 1;

    private final List<MemoryPoolMXBean> heapPools = new ArrayList<>();
    private final Set<String> heapPoolNames = new HashSet<>();
    private final List<com.sun.management.GarbageCollectorMXBean> collectors = new ArrayList<>();
    private final Map<String, Long> lastGcIdAtStart = new java.util.concurrent.ConcurrentHashMap<>();
    private final AtomicLong maxAfterGc = new AtomicLong(NO_COLLECTION);
    private final AtomicLong sampledPeak = new AtomicLong();
    private volatile boolean watching;
    private Thread sampler;

    HeapWatch() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool);
                heapPoolNames.add(pool.getName());
            }
        }
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof com.sun.management.GarbageCollectorMXBean) {
                collectors.add((com.sun.management.GarbageCollectorMXBean) gc);
            }
            if (gc instanceof NotificationEmitter) {
                ((NotificationEmitter) gc).addNotificationListener(this, null, null);
            }
        }
    }

    /** Stops listening to the collectors (they are JVM-wide; a listener left behind would outlive the run). */
    @Override
    public void close() {
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter) {
                try {
                    ((NotificationEmitter) gc).removeNotificationListener(this);
                } catch (javax.management.ListenerNotFoundException e) {
                    // never added to this collector: nothing to remove
                }
            }
        }
    }

    /**
     * Heap in use now. From {@code Runtime} rather than the pools: G1's eden pool counts whole regions and
     * is refreshed at collections, while the heap's used figure includes the current allocation region.
     */
    static long usedBytes() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    void start() {
        for (MemoryPoolMXBean pool : heapPools) {
            pool.resetPeakUsage();
        }
        for (com.sun.management.GarbageCollectorMXBean gc : collectors) {
            GcInfo last = gc.getLastGcInfo();
            lastGcIdAtStart.put(gc.getName(), last == null ? 0L : last.getId());
        }
        maxAfterGc.set(NO_COLLECTION);
        sampledPeak.set(usedBytes());
        watching = true;
        sampler = new Thread(this::sampleWhileWatching, "benchmark-heap-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    private void sampleWhileWatching() {
        while (watching) {
            sampledPeak.accumulateAndGet(usedBytes(), Math::max);
            try {
                Thread.sleep(SAMPLE_INTERVAL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Figures since {@link #start()}. */
    HeapFigures stop() {
        watching = false;
        try {
            sampler.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long poolPeaks = 0;
        for (MemoryPoolMXBean pool : heapPools) {
            poolPeaks += pool.getPeakUsage().getUsed();
        }
        long peak = Math.max(Math.max(sampledPeak.get(), usedBytes()), poolPeaks);
        long afterGc = maxAfterGc.get();
        for (com.sun.management.GarbageCollectorMXBean gc : collectors) {
            GcInfo last = gc.getLastGcInfo();
            if (last != null && last.getId() > lastGcIdAtStart.get(gc.getName())) {
                afterGc = Math.max(afterGc, heapAfter(last));
            }
        }
        return new HeapFigures(peak, afterGc);
    }

    @Override
    public void handleNotification(Notification notification, Object handback) {
        if (!watching || !GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION
                .equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo gc = GarbageCollectionNotificationInfo.from(
                (CompositeData) notification.getUserData());
        Long idAtStart = lastGcIdAtStart.get(gc.getGcName());
        // Notifications come late: one about the collection before start() (System.gc()) is not ours.
        if (idAtStart == null || gc.getGcInfo().getId() <= idAtStart) {
            return;
        }
        long after = heapAfter(gc.getGcInfo());
        maxAfterGc.accumulateAndGet(after, Math::max);
    }

    private long heapAfter(GcInfo info) {
        long used = 0;
        for (Map.Entry<String, MemoryUsage> pool : info.getMemoryUsageAfterGc().entrySet()) {
            if (heapPoolNames.contains(pool.getKey())) {
                used += pool.getValue().getUsed();
            }
        }
        return used;
    }

    /** Sum of the heap pools' peaks; largest heap after a collection, or {@link #NO_COLLECTION}. */
    static final class HeapFigures {
        final long peakBytes;
        final long maxAfterGcBytes;

        HeapFigures(long peakBytes, long maxAfterGcBytes) {
            this.peakBytes = peakBytes;
            this.maxAfterGcBytes = maxAfterGcBytes;
        }
    }
}
