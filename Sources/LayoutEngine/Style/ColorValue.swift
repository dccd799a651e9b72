/// A colour as written in source: a named system colour or explicit components.
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    case system(SystemColor)
    /// `Color(red:green:blue:opacity:)`, components 0…1.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    /// A named colour made translucent with `.opacity(_:)` (`Color.gray.opacity(0.2)`): it keeps
    /// adapting to light and dark appearance, with its alpha multiplied by `opacity` (0…1).
    case faded(SystemColor, opacity: Double)

    public var description: String {
        switch self {
        case .system(let color): return color.rawValue
        case .rgb(let r, let g, let b, let a):
            return "rgb(\(NumberText.format(r)), \(NumberText.format(g)), \(NumberText.format(b)), \(NumberText.format(a)))"
        case .faded(let color, let opacity): return "\(color.rawValue).opacity(\(NumberText.format(opacity)))"
        }
    }

    /// The colour with `.opacity(value)` applied: alphas multiply, as SwiftUI composes them.
    public func withOpacity(_ value: Double) -> ColorValue {
        let factor = value.isFinite ? min(max(value, 0), 1) : 1
        switch self {
        case .system(let color): return .faded(color, opacity: factor)
        case .faded(let color, let opacity): return .faded(color, opacity: opacity * factor)
        case .rgb(let r, let g, let b, let a): return .rgb(red: r, green: g, blue: b, opacity: a * factor)
        }
    }
}
