import LayoutEngine
import Render

/// A view present in both snapshots whose displayed frame moved or resized.
public struct ViewChange: Hashable, Sendable {
    public var path: String
    public var label: String
    public var before: Rect
    public var after: Rect
    /// The display scale both frames are rounded to: their differences are whole pixels, so
    /// deltas are snapped to that grid (the stored three decimals would otherwise show as
    /// −20.334 for −61/3).
    public var scale: Double
    /// The view in words (`the second Text "$4" in the HStack in DrinkRow`, `ViewWords`), when
    /// known; the label otherwise.
    public var words: String?
    /// Where the view is written, `App/DrinkRow.swift:10`, when known.
    public var location: String?

    public init(path: String, label: String, before: Rect, after: Rect, scale: Double = 3) {
        self.path = path
        self.label = label
        self.before = before
        self.after = after
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    private func snapped(_ value: Double) -> Double { (value * scale).rounded() / scale }

    public var dx: Double { snapped(after.x - before.x) }
    public var dy: Double { snapped(after.y - before.y) }
    public var dw: Double { snapped(after.width - before.width) }
    public var dh: Double { snapped(after.height - before.height) }

    /// The largest absolute change of the four, used to rank changes.
    /// The largest delta; NaN when any delta is NaN (`max` would drop it).
    public var magnitude: Double {
        let deltas = [dx, dy, dw, dh]
        return deltas.contains(where: \.isNaN) ? .nan : deltas.map(abs).max() ?? 0
    }

    /// `the Color in the HStack (Card.swift:12): w 100 → 300 (+200), x 470 → 270 (−200)` — the view
    /// in words and where it is written, then only what changed, in the report's number format
    /// (`ReportNumber`). Without words, the label (`Color.yellow w 100 → 300 (+200)`).
    public var summary: String {
        let name = (words ?? label) + (location.map { " (\($0))" } ?? "") + (words == nil ? " " : ": ")
        return name + deltas
    }

    /// `x 320 → 470 (+150), w 300 → 150 (-150)`: only what changed.
    public var deltas: String {
        var parts: [String] = []
        func part(_ name: String, _ old: Double, _ new: Double, _ delta: Double) {
            guard delta != 0 else { return }
            parts.append("\(name) \(ReportNumber.format(old, scale: scale)) → \(ReportNumber.format(new, scale: scale)) (\(signed(delta)))")
        }
        part("x", before.x, after.x, dx)
        part("y", before.y, after.y, dy)
        part("w", before.width, after.width, dw)
        part("h", before.height, after.height, dh)
        return parts.joined(separator: ", ")
    }

    /// A delta with its sign, in the report's number format.
    func signed(_ value: Double) -> String { ReportNumber.signed(value, scale: scale) }
}
