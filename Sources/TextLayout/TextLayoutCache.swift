import LayoutEngine
import Synchronization

/// Remembers recent layouts: the engine asks a `Text` the same question several times in one pass
/// (minimum, maximum and ideal probes, sizing, baselines, placement), and the answer depends only
/// on the request. Shared by copies of a measurer; safe across threads. Bounded: it starts over
/// when full, so memory stays flat on any input.
///
/// It also keeps recent strings' measured clusters (`TextLayouter.paragraphs`): a text in a stack
/// is asked at several widths (0, unlimited and its offer), and only the line breaking differs.
final class TextLayoutCache: Sendable {
    static let capacity = 8_192
    /// How many strings' measured clusters are kept.
    static let paragraphsCapacity = 256
    private let layouts = BoundedStore<TextLayoutRequest, TextLayoutResult>(capacity: capacity)
    private let measuredParagraphs = BoundedStore<MeasuredKey, [GraphemeClusters]>(capacity: paragraphsCapacity)

    /// A string in a font: what its clusters' measurement depends on (the measurer's library
    /// resolves a descriptor to the same font every time).
    private struct MeasuredKey: Hashable, Sendable {
        var text: String
        var font: FontDescriptor
    }

    func result(for request: TextLayoutRequest, compute: () -> TextLayoutResult) -> TextLayoutResult {
        layouts.value(for: request, compute: compute)
    }

    /// The layout kept for `request`, if any (nothing is computed or kept).
    func knownResult(for request: TextLayoutRequest) -> TextLayoutResult? {
        layouts.known(request)
    }

    /// The paragraphs of `text` measured in `font`, kept for the string's other widths and line
    /// limits.
    func paragraphs(of text: String, font: FontDescriptor, compute: () -> [GraphemeClusters]) -> [GraphemeClusters] {
        measuredParagraphs.value(for: MeasuredKey(text: text, font: font), compute: compute)
    }
}

/// Values by key behind a lock, emptied when `capacity` entries are reached.
private final class BoundedStore<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private let entries = Mutex<[Key: Value]>([:])

    init(capacity: Int) { self.capacity = capacity }

    /// The value kept for `key`, if any.
    func known(_ key: Key) -> Value? {
        entries.withLock { $0[key] }
    }

    /// The value kept for `key`, or `compute`'s, then kept (computed outside the lock).
    func value(for key: Key, compute: () -> Value) -> Value {
        if let known = entries.withLock({ $0[key] }) { return known }
        let value = compute()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }
}
