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
        case .member(let name, _):
            noMember(name, type: expected, candidates: ["infinity", "zero", "nan"], range: range)
            return nil
        default:
            sink.add(.wrongType(expected: expected, found: value.typeDescription), at: range)
            return nil
        }
    }

    /// A required number argument, or `default` when the argument is absent.
    mutating func numberArgument(_ argument: Argument?, scope: Scope, default fallback: Double? = nil) -> Double? {
        guard let argument else { return fallback }
        guard let value = evaluate(argument.value, scope: scope) else { return nil }
        return number(value, range: argument.value.range)
    }

    /// An optional number: absent or `nil` give `.some(nil)`; a bad value gives nil (reported).
    mutating func optionalNumberArgument(_ argument: Argument?, scope: Scope) -> Double?? {
        guard let argument else { return .some(nil) }
        guard let value = evaluate(argument.value, scope: scope) else { return nil }
        if case .none = value { return .some(nil) }
        guard let number = number(value, range: argument.value.range, expected: "CGFloat?") else { return nil }
        return .some(number)
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

    // MARK: - Colours

    /// A colour or shape style: `Color.red`, `.red`, `Color(red:green:blue:)`.
    mutating func color(_ value: Value, range: SourceRange) -> ColorValue? {
        switch value {
        case .color(let color): return color
        case .member(let name, nil):
            if let color = SystemColor(rawValue: name) { return .system(color) }
            noMember(name, type: "Color", candidates: SystemColor.allCases.map(\.rawValue), range: range)
            return nil
        case .views(let nodes):
            if nodes.count == 1, let leaf = nodes[0].primitive as? ColorLeaf { return leaf.color }
            fallthrough
        default:
            sink.add(.wrongType(expected: "Color", found: value.typeDescription), at: range)
            return nil
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`,
    /// `Color("AssetName")` (an asset colour: drawn gray, it has no layout).
    mutating func colorInitialiser(_ arguments: [Argument], calleeRange: SourceRange, scope: Scope) -> ColorValue? {
        guard let bound = ArgumentMatcher.match(arguments, callee: "Color", calleeRange: calleeRange, signatures: [
            Signature([.labelled("red", optional: false), .labelled("green", optional: false),
                       .labelled("blue", optional: false), .labelled("opacity")]),
            Signature([.labelled("white", optional: false), .labelled("opacity")]),
            Signature([.labelled("hue", optional: false), .labelled("saturation", optional: false),
                       .labelled("brightness", optional: false), .labelled("opacity")]),
            Signature([.unlabelled("name")]),
        ], sink: &sink) else { return nil }
        guard let opacity = numberArgument(bound["opacity"], scope: scope, default: 1) else { return nil }
        switch bound.signature {
        case 0:
            guard let r = numberArgument(bound["red"], scope: scope), let g = numberArgument(bound["green"], scope: scope),
                  let b = numberArgument(bound["blue"], scope: scope) else { return nil }
            return .rgb(red: r, green: g, blue: b, opacity: opacity)
        case 1:
            guard let w = numberArgument(bound["white"], scope: scope) else { return nil }
            return .rgb(red: w, green: w, blue: w, opacity: opacity)
        case 2:
            guard let h = numberArgument(bound["hue"], scope: scope), let s = numberArgument(bound["saturation"], scope: scope),
                  let v = numberArgument(bound["brightness"], scope: scope) else { return nil }
            let (r, g, b) = Self.rgb(hue: h, saturation: s, brightness: v)
            return .rgb(red: r, green: g, blue: b, opacity: opacity)
        default:
            guard stringArgument(bound["name"], scope: scope) != nil else { return nil }
            return .system(.gray)
        }
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    // MARK: - Fonts

    /// `.body`, `.system(size: 20, weight: .bold)`, `.custom("Avenir", size: 14)`, `Font.title.bold()`.
    mutating func font(_ value: Value, range: SourceRange, scope: Scope) -> FontDescriptor? {
        switch value {
        case .font(let font):
            return font
        case .member(let name, nil):
            if let style = TextStyle(rawValue: name) { return style.defaultFont }
            noMember(name, type: "Font", candidates: Self.textStyleTable.map(\.0) + ["system", "custom"], range: range)
            return nil
        case .member("system", let arguments?):
            guard let bound = ArgumentMatcher.match(arguments, callee: "system", calleeRange: range, signatures: [
                Signature([.labelled("size", optional: false), .labelled("weight"), .labelled("design")]),
                Signature([.unlabelled("style"), .labelled("design"), .labelled("weight")]),
            ], sink: &sink) else { return nil }
            var font: FontDescriptor
            if bound.signature == 0 {
                guard let size = numberArgument(bound["size"], scope: scope) else { return nil }
                guard size.isFinite, size > 0 else {
                    sink.add(.wrongType(expected: "a positive font size", found: "\(size)"), at: bound["size"]?.value.range ?? range)
                    return nil
                }
                font = FontDescriptor(size: size)
            } else {
                guard let styleValue = bound["style"].flatMap({ evaluate($0.value, scope: scope) }),
                      case .member(let styleName, nil) = styleValue, let style = TextStyle(rawValue: styleName) else {
                    sink.add(.wrongType(expected: "Font.TextStyle", found: "value"), at: bound["style"]?.value.range ?? range)
                    return nil
                }
                font = style.defaultFont
            }
            if bound.has("weight") {
                guard let weight = weightArgument(bound["weight"], scope: scope) else { return nil }
                font.weight = weight
            }
            return font
        case .member("custom", let arguments?):
            guard let bound = ArgumentMatcher.match(arguments, callee: "custom", calleeRange: range, signatures: [
                Signature([.unlabelled("name"), .labelled("size", optional: false), .labelled("relativeTo")]),
                Signature([.unlabelled("name"), .labelled("fixedSize", optional: false)]),
            ], sink: &sink) else { return nil }
            guard let name = stringArgument(bound["name"], scope: scope),
                  let size = numberArgument(bound["size"] ?? bound["fixedSize"], scope: scope) else { return nil }
            return FontDescriptor(family: .custom(name), size: size)
        case .member(let name, _):
            noMember(name, type: "Font", candidates: Self.textStyleTable.map(\.0) + ["system", "custom"], range: range)
            return nil
        default:
            sink.add(.wrongType(expected: "Font", found: value.typeDescription), at: range)
            return nil
        }
    }

    /// Font modifiers in argument position: `.bold()`, `.weight(_:)`, and ones that do not change
    /// metrics we model (`.italic()`, `.monospacedDigit()`, …) keep the font as is.
    mutating func fontModifier(_ name: String, arguments: [Argument], on base: Value, nameRange: SourceRange,
                               scope: Scope) -> FontDescriptor? {
        guard var font = font(base, range: nameRange, scope: scope) else { return nil }
        switch name {
        case "bold":
            font.weight = .bold
        case "weight":
            guard arguments.count == 1, let weight = weightArgument(arguments.first, scope: scope) else {
                if arguments.count != 1 { sink.add(.missingArgument("_", callee: "weight"), at: nameRange) }
                return nil
            }
            font.weight = weight
        case "italic", "monospacedDigit", "monospaced", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading":
            break
        default:
            noMember(name, type: "Font", candidates: ["bold", "weight", "italic", "monospacedDigit"], range: nameRange)
            return nil
        }
        return font
    }
}
