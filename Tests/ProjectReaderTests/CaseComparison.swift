/// An `// expect:` line about the laid-out views or the scenarios (`Cases/README.md`):
///
///     term (== | != | < | > | <= | >= | contains | excludes) term
///     term:     path | literal, joined by + and -
///     path:     selector { .property | [index] | [*] }
///     selector: Kind | Kind("label") | any | any("label") | root | scenarios | scenario
///     literal:  12 | -3.5 | "text" | .name | 50×20 | (x, y) | [a, b, …]
struct CaseComparison: Equatable, CustomStringConvertible {
    enum Operator: String, CaseIterable {
        case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"
        case contains, excludes

        /// The operator that holds exactly where this one does not.
        var negated: Operator {
            switch self {
            case .equal: .notEqual
            case .notEqual: .equal
            case .less: .greaterOrEqual
            case .greaterOrEqual: .less
            case .greater: .lessOrEqual
            case .lessOrEqual: .greater
            case .contains: .excludes
            case .excludes: .contains
            }
        }
    }

    var left: CaseTerm
    var comparison: Operator
    var right: CaseTerm

    var description: String { "\(left) \(comparison.rawValue) \(right)" }

    /// A comparison that must not hold where this one does, to show the check can fail: for `==`
    /// the right side's last number one more (or its last text changed, or the right side plus 1);
    /// for the others the operator negated.
    var mutant: CaseComparison {
        var mutant = self
        guard comparison == .equal else {
            mutant.comparison = comparison.negated
            return mutant
        }
        if let changed = right.withLastLiteralChanged() {
            mutant.right = changed
        } else {
            mutant.right = .sum(right, .plus, .number(1))
        }
        return mutant
    }
}

/// One side of a comparison.
indirect enum CaseTerm: Equatable, CustomStringConvertible {
    enum Sign: String { case plus = "+", minus = "-" }

    case number(Double)
    case string(String)
    /// `.bold`: an enumeration case, compared by its name.
    case name(String)
    /// `50×20`, `(x, y)`, `[a, b]`: compared element by element.
    case list([CaseTerm], written: ListSpelling)
    case path(CasePath)
    case sum(CaseTerm, Sign, CaseTerm)

    enum ListSpelling: Equatable { case size, tuple, brackets }

    static func list(_ elements: [CaseTerm]) -> CaseTerm { .list(elements, written: .brackets) }

    var description: String {
        switch self {
        case let .number(value): return Self.format(value)
        case let .string(text): return CaseWords.quoted(text).description
        case let .name(name): return ".\(name)"
        case let .list(elements, .size): return elements.map(\.description).joined(separator: "×")
        case let .list(elements, .tuple): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case let .list(elements, .brackets): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case let .path(path): return path.description
        case let .sum(left, sign, right): return "\(left) \(sign.rawValue) \(right)"
        }
    }

    /// Whether the term reads a view or a scenario (a path), not only literals.
    var readsTheLayout: Bool {
        switch self {
        case .number, .string, .name: false
        case let .list(elements, _): elements.contains(where: \.readsTheLayout)
        case .path: true
        case let .sum(left, _, right): left.readsTheLayout || right.readsTheLayout
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// This term with its last number literal one more, else its last text literal changed; nil
    /// when it has no literal.
    func withLastLiteralChanged() -> CaseTerm? {
        switch self {
        case let .number(value): return .number(value + 1)
        case let .string(text): return .string(text + "✗")
        case let .name(name): return .name(name + "✗")
        case .path: return nil
        case let .sum(left, sign, right):
            if let changed = right.withLastLiteralChanged() { return .sum(left, sign, changed) }
            return left.withLastLiteralChanged().map { .sum($0, sign, right) }
        case let .list(elements, spelling):
            for index in elements.indices.reversed() {
                if let changed = elements[index].withLastLiteralChanged() {
                    var copy = elements
                    copy[index] = changed
                    return .list(copy, written: spelling)
                }
            }
            return nil
        }
    }
}

/// `Text[2].width`, `any("Color.red").frame`, `background.children[*].size`.
struct CasePath: Equatable, CustomStringConvertible {
    enum Selector: Equatable {
        /// Placed views of the first scenario, depth first; a nil kind is any kind.
        case views(kind: String?, label: String?)
        /// The first scenario's root view.
        case root
        case scenarios
        /// The first scenario.
        case scenario
    }

    enum Step: Equatable {
        case index(Int)
        case all
        case property(String)
    }

    var selector: Selector
    var steps: [Step]

    var description: String {
        var text: String
        switch selector {
        case let .views(kind, label):
            text = kind ?? "any"
            if let label { text += "(\"\(label)\")" }
        case .root: text = "root"
        case .scenarios: text = "scenarios"
        case .scenario: text = "scenario"
        }
        for step in steps {
            switch step {
            case let .index(index): text += "[\(index)]"
            case .all: text += "[*]"
            case let .property(name): text += ".\(name)"
            }
        }
        return text
    }
}
