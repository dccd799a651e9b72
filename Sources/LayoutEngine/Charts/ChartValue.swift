/// One value a mark plots on an axis (`.value("Day", "Mon")`, `.value("Steps", 6_019)`), as
/// Swift Charts' `Plottable` sorts it: strings are categories (a band scale), numbers are
/// quantities (a linear scale), dates are instants (a linear scale labelled by day).
public enum ChartValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    /// Seconds since 1970 (`Date`'s value in the interpreter).
    case date(Double)

    /// The position on a linear scale; nil for a category.
    public var quantity: Double? {
        switch self {
        case .number(let value), .date(let value): return value.isFinite ? value : nil
        case .category: return nil
        }
    }

    public var isCategory: Bool {
        if case .category = self { return true }
        return false
    }
}
