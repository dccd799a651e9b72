import Workers
import Foundation
import Testing
@testable import ProjectReader

/// The reader's large stack: a call made on a thread started with that stack runs right there;
/// a call from anywhere else, or from inside another call, gets a worker thread of its own.
@Suite struct LargeStackTests {
    /// Both threads' identities, handed out of the started thread.
    private final class Seen: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var caller: pthread_t?
        var outer: pthread_t?
        var inner: pthread_t?
    }

    @Test func aCallOnALargeStackThreadRunsThereAndANestedOneMoves() {
        let seen = Seen()
        LargeStack.startThread {
            seen.caller = pthread_self()
            seen.outer = LargeStack.run { () -> pthread_t in
                seen.inner = LargeStack.run { pthread_self() }
                return pthread_self()
            }
            seen.done.signal()
        }
        seen.done.wait()
        #expect(pthread_equal(seen.caller!, seen.outer!) != 0)
        #expect(pthread_equal(seen.outer!, seen.inner!) == 0)
    }

    @Test func aCallFromAnOrdinaryThreadMovesToAWorker() {
        let here = pthread_self()
        let there = LargeStack.run { pthread_self() }
        #expect(pthread_equal(here, there) == 0)
    }

    /// After a call returns, the thread is marked idle again: the next call runs there too.
    @Test func aLargeStackThreadTakesOneCallAfterAnother() {
        let seen = Seen()
        LargeStack.startThread {
            seen.caller = pthread_self()
            _ = LargeStack.run { 1 }
            seen.outer = LargeStack.run { pthread_self() }
            seen.done.signal()
        }
        seen.done.wait()
        #expect(pthread_equal(seen.caller!, seen.outer!) != 0)
    }
}
