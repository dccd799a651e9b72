import Diagnostics
import LayoutEngine

/// Fonts in argument position.
extension Lowerer {
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
