/// A value filling a format specifier of a localized string (the interpolations of
/// `Text("\(count) items")` become `%lld`, `%@`, `%lf`… in the key, and their values these).
public enum FormatArgument: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case number(Double)

    /// The number a plural rule is chosen by, when the argument is numeric.
    public var count: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        case .string: return nil
        }
    }
}
