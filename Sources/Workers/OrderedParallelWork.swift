#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Work on many independent items spread over the machine's cores, with results handed back in
/// input order — never in the order they finish — so output built from them is the same bytes
/// whether one thread or eight did the work.
///
/// `render` draws a thousand fixtures: reading, laying out, explaining and drawing one file
/// never looks at another, so each worker takes the next item as it becomes free. The caller
/// receives result `i` as soon as it and every result before it are done, so it can print
/// diagnostics and drop what it no longer needs while the workers go on.
public enum OrderedParallelWork {
    /// The stack of `BackgroundWork`'s threads: a main thread's room. The workers of `forEach`
    /// get the reader's larger stack (`LargeStack.startThread`), so the reader runs on them.
    public static let stackSize = 64 * 1024 * 1024

    /// The number of workers `forEach` uses by default: one per active processor.
    public static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Calls `transform` for every item on up to `threads` worker threads and `consume(index,
    /// result)` on the calling thread for every item in input order. With one thread (or one
    /// item) everything runs on the calling thread, in order.
    public static func forEach<Item, Result>(_ items: [Item], threads: Int = defaultThreadCount,
                                             transform: @escaping @Sendable (Item) -> Result,
                                             consume: (Int, Result) throws -> Void) rethrows {
        let workers = min(threads, items.count)
        guard workers > 1 else {
            for (index, item) in items.enumerated() { try consume(index, transform(item)) }
            return
        }
        let queue = Queue(items: items, window: workers * resultsAheadPerWorker, transform: transform)
        for _ in 0..<workers {
            // The reader's stack: a file is read on the worker itself, not handed to another thread.
            LargeStack.startThread { queue.work() }
        }
        defer { queue.cancel() }
        for index in items.indices {
            try consume(index, queue.take(index))
        }
    }

    /// How far the workers may run ahead of the caller, per worker: results done but not yet
    /// taken are at most this many per worker, so memory holds the work in flight and a few
    /// results waiting their turn, not every result of a long run whose caller is slower.
    public static let resultsAheadPerWorker = 4

    /// `transform` of every item, in input order, computed on up to `threads` threads.
    public static func map<Item, Result>(_ items: [Item], threads: Int = defaultThreadCount,
                                         transform: @escaping @Sendable (Item) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(items.count)
        forEach(items, threads: threads, transform: transform) { _, result in results.append(result) }
        return results
    }

    /// The items, the next one to start and the finished results, under one condition lock.
    private final class Queue<Item, Result>: @unchecked Sendable {
        private let condition = ConditionLock()
        private let items: [Item]
        private let transform: (Item) -> Result
        private var next = 0
        /// Results taken by the caller so far (the next one it takes is `taken`).
        private var taken = 0
        /// Items started past `taken` before a worker waits for the caller.
        private let window: Int
        /// Workers waiting for the caller to take a result (`window`).
        private var waitingWorkers = 0
        private var results: [Result?]
        private var cancelled = false

        init(items: [Item], window: Int, transform: @escaping (Item) -> Result) {
            self.items = items
            self.window = max(1, window)
            self.transform = transform
            self.results = Array(repeating: nil, count: items.count)
        }

        /// The result the caller is waiting for, if it waits: only its arrival wakes the caller.
        private var awaited: Int?

        /// A worker's loop: take the next item, transform it, store the result; until none is left.
        /// The caller is woken only for the result it waits for, so a finished item costs no
        /// futex call unless the caller is actually asleep on it.
        func work() {
            while true {
                condition.lock()
                // The item the caller waits for has been started (it is before `next`), so the
                // caller always takes another result and wakes this worker.
                while !cancelled, next < items.count, next >= taken + window {
                    waitingWorkers += 1
                    condition.wait()
                    waitingWorkers -= 1
                }
                guard !cancelled, next < items.count else {
                    condition.unlock()
                    return
                }
                let index = next
                next += 1
                condition.unlock()
                let result = transform(items[index])
                condition.lock()
                results[index] = result
                if awaited == index {
                    // Under the lock: a worker that starts waiting for the window after this
                    // could otherwise take a signal meant for the caller. With workers already
                    // asleep on the same condition, all are woken so the caller is among them.
                    if waitingWorkers > 0 { condition.broadcast() } else { condition.signal() }
                }
                condition.unlock()
            }
        }

        /// Waits for result `index` and takes it out (so its memory goes with the caller's use).
        func take(_ index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil {
                awaited = index
                condition.wait()
            }
            awaited = nil
            let result = results[index]!
            results[index] = nil
            taken = index + 1
            if waitingWorkers > 0 { condition.broadcast() }
            return result
        }

        /// Stops handing out items (the caller stopped early); running ones finish.
        func cancel() {
            condition.lock()
            cancelled = true
            let everyone = waitingWorkers > 0
            condition.unlock()
            if everyone { condition.broadcast() }
        }
    }
}
