import LayoutEngine
import Synchronization

/// Remembers recent layouts: the engine asks a `Text` the same question several times in one pass
/// (minimum, maximum and ideal probes, sizing, baselines, placement), and the answer depends only
/// on the request. Shared by copies of a measurer; safe across threads. Bounded: it starts over
/// when full, so memory stays flat on any input.
final class TextLayoutCache: Sendable {
    static let capacity = 8_192
    private let entries = Mutex<[TextLayoutRequest: TextLayoutResult]>([:])

    func result(for request: TextLayoutRequest, compute: () -> TextLayoutResult) -> TextLayoutResult {
        if let cached = entries.withLock({ $0[request] }) { return cached }
        let result = compute()
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[request] = result
        }
        return result
    }
}
