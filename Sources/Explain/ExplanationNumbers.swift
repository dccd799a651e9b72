import LayoutEngine

/// Numbers as explanations write them: at most two decimals, `∞`, a real minus sign, and `×`
/// between a width and a height.
enum ExplanationNumbers {
    static func format(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "∞" : "−∞" }
        let text = NumberText.format(value, decimals: 2)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    static func format(_ value: Double?) -> String {
        value.map(format) ?? "nil"
    }

    static func size(_ size: Size) -> String {
        "\(format(size.width)) × \(format(size.height))"
    }

    static func proposal(_ proposal: ProposedSize) -> String {
        "\(format(proposal.width)) × \(format(proposal.height))"
    }

    /// `a + b + c` for a list of terms.
    static func sum(_ terms: [String]) -> String {
        terms.joined(separator: " + ")
    }

    /// `8` for one term, `(0 + 8)` for several: a sum that is subtracted.
    static func grouped(_ terms: [String]) -> String {
        terms.count == 1 ? terms[0] : "(" + sum(terms) + ")"
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// The share a stack offers when `remaining` children wait: "all", "half", "one third", ….
    static func share(_ remaining: Int) -> String {
        switch remaining {
        case 1: return "all"
        case 2: return "half"
        case 3: return "one third"
        case 4: return "one quarter"
        default: return "a 1/\(remaining) share"
        }
    }
}
