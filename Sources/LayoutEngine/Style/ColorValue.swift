/// A colour as written in source: a named system colour or explicit components.
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    case system(SystemColor)
    /// `Color(red:green:blue:opacity:)`, components 0…1.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)

    public var description: String {
        switch self {
        case .system(let color): return color.rawValue
        case .rgb(let r, let g, let b, let a):
            return "rgb(\(NumberText.format(r)), \(NumberText.format(g)), \(NumberText.format(b)), \(NumberText.format(a)))"
        }
    }
}
