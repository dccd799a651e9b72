import Workers
import Foundation
import Synchronization
import Testing
@testable import Render

/// Work spread over threads comes back in input order, whatever order it finishes in.
@Suite struct OrderedParallelWorkTests {
    /// Early items take longest (item i sleeps (40 - i) ms), so with four threads they finish
    /// after later ones; the results and the order they are handed over are still the inputs'.
    @Test func resultsComeInInputOrderWhateverFinishesFirst() {
        let items = Array(0..<40)
        var consumed: [Int] = []
        OrderedParallelWork.forEach(items, threads: 4, transform: { item -> Int in
            usleep(UInt32(40 - item) * 1000)
            return item * item
        }, consume: { index, square in
            #expect(square == index * index)
            consumed.append(index)
        })
        #expect(consumed == items)
    }

    @Test(arguments: [1, 2, 3, 8])
    func mapGivesTheSameResultsForAnyThreadCount(threads: Int) {
        let words = (0..<100).map { "word \($0)" }
        #expect(OrderedParallelWork.map(words, threads: threads) { $0.uppercased() } == words.map { $0.uppercased() })
    }

    /// A consumer that stops early (throws) gets nothing after that, and the error comes out.
    @Test func aThrowingConsumerStopsTheWork() {
        struct Stop: Error {}
        var consumed: [Int] = []
        #expect(throws: Stop.self) {
            try OrderedParallelWork.forEach(Array(0..<50), threads: 2, transform: { $0 }, consume: { index, _ in
                if index == 5 { throw Stop() }
                consumed.append(index)
            })
        }
        #expect(consumed == [0, 1, 2, 3, 4])
    }

    /// A slow consumer holds the workers back: at most `resultsAheadPerWorker` results per worker
    /// are started beyond the one it is taking, so memory is bounded by the work in flight.
    @Test func workersRunNoFurtherAheadOfASlowConsumerThanTheWindow() {
        let threads = 3
        let window = threads * OrderedParallelWork.resultsAheadPerWorker
        let started = Mutex(0)
        var largestLead = 0
        OrderedParallelWork.forEach(Array(0..<60), threads: threads, transform: { item -> Int in
            started.withLock { $0 = max($0, item + 1) }
            return item
        }, consume: { index, item in
            #expect(item == index)
            usleep(2000)
            // Items started beyond this one: the window, less this one.
            largestLead = max(largestLead, started.withLock { $0 } - index - 1)
        })
        #expect(largestLead <= window)
        #expect(largestLead > 0)
    }

    @Test func backgroundWorkHandsBackItsResult() {
        let work = BackgroundWork { (1...100).reduce(0, +) }
        // 1 + 2 + … + 100 = 100 · 101 / 2.
        #expect(work.result == 5050)
        #expect(work.result == 5050)
    }
}
