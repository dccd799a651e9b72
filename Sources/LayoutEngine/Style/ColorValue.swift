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

extension ColorValue {
    /// The colour as a token of snapshot text: `blue`, `secondarySystemBackground@0.5` (faded),
    /// `rgb:1,0.5,0,1` (components and opacity).
    public var token: String {
        switch self {
        case .system(let name): return name.rawValue
        case .rgb(let r, let g, let b, let a):
            return "rgb:" + [r, g, b, a].map { NumberText.format($0) }.joined(separator: ",")
        case .faded(let name, let opacity): return name.rawValue + "@" + NumberText.format(opacity)
        }
    }

    /// Reads a token written by `token`; nil for anything else.
    public init?(token: String) {
        if let system = SystemColor(rawValue: token) { self = .system(system); return }
        let faded = token.split(separator: "@")
        if faded.count == 2, let system = SystemColor(rawValue: String(faded[0])), let opacity = Double(String(faded[1])) {
            self = .faded(system, opacity: opacity)
            return
        }
        guard token.hasPrefix("rgb:") else { return nil }
        let parts = token.dropFirst(4).split(separator: ",").compactMap { Double(String($0)) }
        guard parts.count == 4 else { return nil }
        self = .rgb(red: parts[0], green: parts[1], blue: parts[2], opacity: parts[3])
    }
}
