import LayoutEngine

/// A view present in both snapshots whose displayed frame moved or resized.
public struct ViewChange: Hashable, Sendable {
    public var path: String
    public var label: String
    public var before: Rect
    public var after: Rect

    public var dx: Double { after.x - before.x }
    public var dy: Double { after.y - before.y }
    public var dw: Double { after.width - before.width }
    public var dh: Double { after.height - before.height }

    /// The largest absolute change of the four, used to rank changes.
    public var magnitude: Double { max(abs(dx), abs(dy), abs(dw), abs(dh)) }

    /// `Color.yellow w 100 → 300 (+200), x 470 → 270 (−200)` — only what changed.
    public var summary: String {
        var parts: [String] = []
        func part(_ name: String, _ old: Double, _ new: Double) {
            guard old != new else { return }
            parts.append("\(name) \(SnapshotNumber.format(old)) → \(SnapshotNumber.format(new)) (\(Self.signed(new - old)))")
        }
        part("x", before.x, after.x)
        part("y", before.y, after.y)
        part("w", before.width, after.width)
        part("h", before.height, after.height)
        return "\(label) " + parts.joined(separator: ", ")
    }

    static func signed(_ value: Double) -> String {
        value >= 0 ? "+" + SnapshotNumber.format(value) : SnapshotNumber.format(value)
    }
}
