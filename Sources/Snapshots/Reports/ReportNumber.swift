import LayoutEngine
import Render

/// The one number format of everything a `check` prints or shows — deltas, frame tables, the
/// why sentence, JUnit, summaries and the diagrams' labels: a displayed length is snapped to the
/// pixel grid of the display scale (SwiftUI rounds frames to it, so a frame and a difference of
/// frames are whole pixels), then written as the diagrams write it, with at most two decimals:
/// 290/3 pt at @3x is `96.67`, never `96.667` in one place and `96.67` in another.
public enum ReportNumber {
    /// A displayed length (a frame edge or a difference of two).
    public static func format(_ value: Double, scale: Double) -> String {
        DiagramNumber.format(snapped(value, scale: scale))
    }

    /// `+14.67` / `-20.33`.
    public static func signed(_ value: Double, scale: Double) -> String {
        let text = format(value, scale: scale)
        return text.hasPrefix("-") || text == "0" ? text : "+" + text
    }

    /// A proposal or a response: not necessarily on the grid (a parent may propose 203.333…),
    /// so only written with the same two decimals; `nil` for an unspecified axis.
    public static func format(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value.isFinite ? DiagramNumber.format(value) : (value > 0 ? "inf" : "-inf")
    }

    /// `(300, 80)`, as SwiftUI's `ProposedViewSize(width:height:)` reads.
    public static func proposal(_ size: ProposedSize) -> String {
        "(\(format(size.width)), \(format(size.height)))"
    }

    /// A proposal in words for the *why*: `300 × 80`, `width 0, ideal height` — an axis proposed
    /// as nil asks for the view's ideal size on it (Apple, `ProposedViewSize`: "nil … the view
    /// uses its ideal size"), `∞` for an infinite axis.
    public static func proposalInWords(_ size: ProposedSize) -> String {
        func axis(_ value: Double?) -> String? {
            guard let value else { return nil }
            return value.isFinite ? DiagramNumber.format(value) : (value > 0 ? "∞" : "-∞")
        }
        switch (axis(size.width), axis(size.height)) {
        case let (width?, height?): return "\(width) × \(height)"
        case let (width?, nil): return "width \(width), ideal height"
        case let (nil, height?): return "ideal width, height \(height)"
        case (nil, nil): return "its ideal size"
        }
    }

    /// `90×20`.
    public static func size(_ size: Size) -> String {
        "\(format(size.width))×\(format(size.height))"
    }

    static func snapped(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, scale > 0, scale.isFinite else { return value }
        return (value * scale).rounded() / scale
    }
}
