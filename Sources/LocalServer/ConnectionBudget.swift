#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workers

/// Counts open connections against `ServerLimits.maxConnections`: a slot is taken when a
/// connection is accepted and given back when it is closed, whoever closes it.
final class ConnectionBudget: @unchecked Sendable {
    private let lock = MutualExclusion()
    private let limit: Int
    private var open = 0

    init(limit: Int) { self.limit = limit }

    func tryTake() -> Bool {
        lock.withLock {
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    func giveBack() {
        lock.withLock { open -= 1 }
    }

    var count: Int { lock.withLock { open } }
}
