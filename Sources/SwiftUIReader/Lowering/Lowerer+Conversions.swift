import Diagnostics
import LayoutEngine

/// Conversions of evaluated arguments to the types SwiftUI's parameters have. Each reports
/// "cannot convert value of type … to expected argument type …" or "type … has no member …"
/// (with a suggestion) and returns nil when the value does not fit.
extension Lowerer {
    // MARK: - Numbers

    mutating func number(_ value: Value, range: SourceRange, expected: String = "CGFloat") -> Double? {
        switch value {
        case .number(let number, _): return number
        case .member("infinity", nil): return .infinity
        case .member("zero", nil): return 0
        case .member("nan", nil): return .nan
        case .member("greatestFiniteMagnitude", nil): return .greatestFiniteMagnitude
        case .member(let name, _):
            noMember(name, type: expected, candidates: ["infinity", "zero", "nan", "greatestFiniteMagnitude"], range: range)
            return nil
        default:
            sink.add(.wrongType(expected: expected, found: value.typeDescription), at: range)
            return nil
        }
    }

    /// Which numbers a parameter takes. SwiftUI's layout parameters are finite lengths, except
    /// a flexible frame's maximum, where `.infinity` means "as large as offered".
    enum NumberDomain {
        /// Finite, magnitude at most `largestMagnitude`; NaN, ±∞ and absurd magnitudes are errors.
        case finite
        /// `maxWidth`/`maxHeight`: +∞ allowed, and any value above `largestMagnitude` (such as
        /// `.greatestFiniteMagnitude`, a common spelling of "no limit") is taken as +∞ — the
        /// frame then behaves exactly as with `.infinity`.
        case upperBound
        /// An intermediate value (`CGFloat(x)`, `min`, `max`): checked where it is finally used.
        case unchecked
    }

    /// The largest magnitude a number argument may have: a billion points is far beyond any
    /// screen (the largest iOS display is under 1 400 pt), and keeps every product of lengths and
    /// the display scale exact in the renderers' integer pixel arithmetic.
    static let largestMagnitude = 1e9

    /// A required number argument, or `default` when the argument is absent.
    mutating func numberArgument(_ argument: Argument?, scope: Scope, default fallback: Double? = nil,
                                 domain: NumberDomain = .finite) -> Double? {
        guard let argument else { return fallback }
        guard let value = evaluate(argument.value, scope: scope),
              let number = number(value, range: argument.value.range) else { return nil }
        return checked(number, argument, domain)
    }

    /// An optional number: absent or `nil` give `.some(nil)`; a bad value gives nil (reported).
    mutating func optionalNumberArgument(_ argument: Argument?, scope: Scope, domain: NumberDomain = .finite) -> Double?? {
        guard let argument else { return .some(nil) }
        guard let value = evaluate(argument.value, scope: scope) else { return nil }
        if case .none = value { return .some(nil) }
        guard let number = number(value, range: argument.value.range, expected: "CGFloat?"),
              let valid = checked(number, argument, domain) else { return nil }
        return .some(valid)
    }

    /// `number` if its parameter takes it; otherwise an error naming the parameter, and nil.
    mutating func checked(_ number: Double, _ argument: Argument, _ domain: NumberDomain) -> Double? {
        let name = argument.parameter ?? argument.label ?? "_"
        let text = number.isNaN ? "NaN" : number.isInfinite ? (number > 0 ? "+infinity" : "-infinity") : NumberText.format(number, decimals: 4)
        switch domain {
        case .unchecked:
            return number
        case .upperBound where !number.isNaN && number > Self.largestMagnitude:
            return .infinity
        case .finite, .upperBound:
            if !number.isFinite {
                sink.add(.nonFiniteArgument(name, value: text), at: argument.value.range)
                return nil
            }
            if abs(number) > Self.largestMagnitude {
                sink.add(.numberOutOfRange(name, value: text, limit: "1e9"), at: argument.value.range)
                return nil
            }
            return number
        }
    }

    mutating func intArgument(_ argument: Argument?, scope: Scope) -> Int? {
        guard let argument, let value = evaluate(argument.value, scope: scope) else { return nil }
        guard case .number(let number, _) = value, number == number.rounded(), abs(number) < 1e9 else {
            sink.add(.wrongType(expected: "Int", found: value.typeDescription), at: argument.value.range)
            return nil
        }
        return Int(number)
    }

    mutating func boolArgument(_ argument: Argument?, scope: Scope, default fallback: Bool) -> Bool? {
        guard let argument else { return fallback }
        return evaluateBool(argument.value, scope: scope)
    }

    mutating func stringArgument(_ argument: Argument?, scope: Scope) -> String? {
        guard let argument, let value = evaluate(argument.value, scope: scope) else { return nil }
        guard case .string(let text) = value else {
            sink.add(.wrongType(expected: "String", found: value.typeDescription), at: argument.value.range)
            return nil
        }
        return text
    }

    // MARK: - Names resolved by the parameter type

    mutating func noMember(_ name: String, type: String, candidates: [String], range: SourceRange) {
        var notes: [DiagnosticNote] = []
        var fixIt: FixIt?
        if let suggestion = NameSuggestion.closest(to: name, in: candidates) {
            notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: range))
            fixIt = FixIt(range: range, replacement: "." + suggestion)
        }
        sink.add(.noMember(name, type: type), at: range, notes: notes, fixIt: fixIt)
    }

    /// Resolves an implicit member (`.leading`) against a table, or accepts an already typed value.
    private mutating func member<T>(_ argument: Argument?, scope: Scope, type: String, table: [(String, T)],
                                    typed: (Value) -> T?) -> T? {
        guard let argument, let value = evaluate(argument.value, scope: scope) else { return nil }
        if let typedValue = typed(value) { return typedValue }
        if case .member(let name, nil) = value {
            if let entry = table.first(where: { $0.0 == name }) { return entry.1 }
            noMember(name, type: type, candidates: table.map(\.0), range: argument.value.range)
            return nil
        }
        sink.add(.wrongType(expected: type, found: value.typeDescription), at: argument.value.range)
        return nil
    }

    static let horizontalTable: [(String, HorizontalAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
    static let verticalTable: [(String, VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ]
    static let alignmentTable: [(String, Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
        ("centerLastTextBaseline", .centerLastTextBaseline), ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
        ("leadingLastTextBaseline", .leadingLastTextBaseline), ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
        ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ]
    static let edgeTable: [(String, EdgeSet)] = [
        ("all", .all), ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("horizontal", .horizontal), ("vertical", .vertical),
    ]
    static let weightTable: [(String, FontWeight)] = FontWeight.allCases.map { ($0.rawValue, $0) }
    static let textStyleTable: [(String, TextStyle)] = TextStyle.allCases.map { ($0.rawValue, $0) }

    mutating func horizontalArgument(_ argument: Argument?, scope: Scope) -> HorizontalAlignment? {
        member(argument, scope: scope, type: "HorizontalAlignment", table: Self.horizontalTable) {
            if case .horizontal(let h) = $0 { return h }
            return nil
        }
    }

    mutating func verticalArgument(_ argument: Argument?, scope: Scope) -> VerticalAlignment? {
        member(argument, scope: scope, type: "VerticalAlignment", table: Self.verticalTable) {
            if case .vertical(let v) = $0 { return v }
            return nil
        }
    }

    mutating func alignmentArgument(_ argument: Argument?, scope: Scope) -> Alignment? {
        member(argument, scope: scope, type: "Alignment", table: Self.alignmentTable) {
            if case .alignment(let a) = $0 { return a }
            return nil
        }
    }

    mutating func weightArgument(_ argument: Argument?, scope: Scope) -> FontWeight? {
        member(argument, scope: scope, type: "Font.Weight", table: Self.weightTable) { _ in nil }
    }

    mutating func truncationArgument(_ argument: Argument?, scope: Scope) -> TruncationMode? {
        member(argument, scope: scope, type: "Text.TruncationMode",
               table: [("head", TruncationMode.head), ("middle", .middle), ("tail", .tail)]) { _ in nil }
    }

    mutating func textAlignmentArgument(_ argument: Argument?, scope: Scope) -> TextAlignment? {
        member(argument, scope: scope, type: "TextAlignment",
               table: [("leading", TextAlignment.leading), ("center", .center), ("trailing", .trailing)]) { _ in nil }
    }

    mutating func contentModeArgument(_ argument: Argument?, scope: Scope) -> AspectRatioLayout.ContentMode? {
        member(argument, scope: scope, type: "ContentMode",
               table: [("fit", AspectRatioLayout.ContentMode.fit), ("fill", .fill)]) { _ in nil }
    }

    /// `.horizontal`, `[.top, .leading]`, `Edge.Set.all`.
    mutating func edgesArgument(_ argument: Argument?, scope: Scope) -> EdgeSet? {
        guard let argument, let value = evaluate(argument.value, scope: scope) else { return nil }
        return edges(value, range: argument.value.range)
    }

    mutating func edges(_ value: Value, range: SourceRange) -> EdgeSet? {
        switch value {
        case .member(let name, nil):
            if let entry = Self.edgeTable.first(where: { $0.0 == name }) { return entry.1 }
            noMember(name, type: "Edge.Set", candidates: Self.edgeTable.map(\.0), range: range)
            return nil
        case .array(let elements):
            var set: EdgeSet = []
            for element in elements {
                guard let part = edges(element, range: range) else { return nil }
                set.formUnion(part)
            }
            return set
        default:
            sink.add(.wrongType(expected: "Edge.Set", found: value.typeDescription), at: range)
            return nil
        }
    }
}

/// What a member written on an alignment type names.
enum TypedAlignmentMember {
    /// A built-in guide or alignment of that type.
    case found(Value)
    /// A built-in name of the other axis: reported as an error.
    case wrongAxis
    /// Not a built-in name: perhaps a custom guide, left as a plain member.
    case other
}

extension Lowerer {
    /// `VerticalAlignment.center`, `HorizontalAlignment.leading`, `Alignment.top`: a guide written
    /// with its type keeps its axis, so `VerticalAlignment.center` is never taken for the
    /// horizontal centre (Swift looks the member up in the named type only). A built-in name of
    /// the other axis, such as `HorizontalAlignment.top`, is an error.
    mutating func typedAlignment(_ type: String, _ name: String, range: SourceRange) -> TypedAlignmentMember {
        let horizontal = Self.horizontalTable.first { $0.0 == name }?.1
        let vertical = Self.verticalTable.first { $0.0 == name }?.1
        switch type {
        case "HorizontalAlignment":
            if let horizontal { return .found(.horizontal(horizontal)) }
            guard vertical != nil else { return .other }
            noMember(name, type: type, candidates: Self.horizontalTable.map(\.0), range: range)
            return .wrongAxis
        case "VerticalAlignment":
            if let vertical { return .found(.vertical(vertical)) }
            guard horizontal != nil else { return .other }
            noMember(name, type: type, candidates: Self.verticalTable.map(\.0), range: range)
            return .wrongAxis
        case "Alignment":
            return Self.alignmentTable.first { $0.0 == name }.map { .found(.alignment($0.1)) } ?? .other
        default:
            return .other
        }
    }
}
