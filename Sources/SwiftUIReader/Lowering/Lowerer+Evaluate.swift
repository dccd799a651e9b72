import Diagnostics
import LayoutEngine
import SwiftUIRuntime

extension Lowerer {
    /// Evaluates a non-view argument or constant. Returns nil after reporting a problem.
    mutating func evaluate(_ expr: Expr, scope: Scope) -> Value? {
        evaluationSteps += 1
        if evaluationSteps >= Self.evaluationLimit {
            if evaluationSteps == Self.evaluationLimit {
                sink.add(.unsupportedExpression("a preview that takes more than \(Self.evaluationLimit) evaluation steps"), at: expr.range)
            }
            return nil
        }
        switch expr.kind {
        case .integer(let value, _): return .number(value, isInteger: true)
        case .float(let value, _): return .number(value, isInteger: false)
        case .bool(let flag): return .bool(flag)
        case .nil: return Value.none
        case .string(let parts): return interpolate(parts, scope: scope)
        case .keyPath(let components): return .keyPath(components)
        case .closure(let closure): return .closure(closure, captured: scope)
        case .implicitMember(let name): return .member(name, arguments: nil)
        case .shorthandParameter(let index):
            if let value = scope.lookup("$\(index)") { return value }
            sink.add(.cannotFindInScope("$\(index)"), at: expr.range)
            return nil
        case .identifier(let name):
            if let value = scope.lookup(name) ?? globals.lookup(name) { return value }
            if ViewCatalogue.valueTypes.contains(name) { return .typeName(name) }
            reportUnknownName(name, range: expr.range, scope: scope)
            return nil
        case .array(let elements):
            var values: [Value] = []
            for element in elements {
                guard let value = evaluate(element, scope: scope) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .member(let base, let name, let nameRange):
            return evaluateMember(base, name: name, nameRange: nameRange, expr: expr, scope: scope)
        case .call(let callee, let arguments):
            return evaluateCall(callee, arguments: arguments, expr: expr, scope: scope)
        case .binary(let op, let lhs, let rhs):
            return evaluateBinary(op, lhs, rhs, range: expr.range, scope: scope)
        case .prefix(let op, let operand):
            guard let value = evaluate(operand, scope: scope) else { return nil }
            if op == "-", let number = number(value, range: operand.range) {
                if case .number(_, let isInteger) = value { return .number(-number, isInteger: isInteger) }
            }
            if op == "!", case .bool(let flag) = value { return .bool(!flag) }
            sink.add(.unsupportedExpression("prefix '\(op)' on a value of type '\(value.typeDescription)'"), at: expr.range)
            return nil
        case .ternary(let condition, let thenExpr, let elseExpr):
            guard let flag = evaluateBool(condition, scope: scope) else { return nil }
            return evaluate(flag ? thenExpr : elseExpr, scope: scope)
        case .tuple:
            sink.add(.unsupportedExpression("a tuple"), at: expr.range)
            return nil
        case .subscripted:
            sink.add(.unsupportedExpression("a subscript outside an alignment guide"), at: expr.range)
            return nil
        case .error:
            return nil
        }
    }

    mutating func evaluateBool(_ expr: Expr, scope: Scope) -> Bool? {
        guard let value = evaluate(expr, scope: scope) else { return nil }
        if case .bool(let flag) = value { return flag }
        sink.add(.wrongType(expected: "Bool", found: value.typeDescription), at: expr.range)
        return nil
    }

    /// Builds a string literal's value. `localized` is for `Text("…")`, whose literal is a
    /// `LocalizedStringKey`: SwiftUI formats an interpolated floating-point value with the `%lf`
    /// format specifier, so `Text("\(0.5)")` shows `0.500000` (six decimals), integers as usual.
    mutating func interpolate(_ parts: [StringPart], scope: Scope, localized: Bool = false) -> Value? {
        var text = ""
        // Localized: interpolated values stand in as private-use placeholders while the literal's
        // Markdown is rendered, then replace them (values are arguments, not Markdown).
        var arguments: [String] = []
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .interpolation(let inner):
                guard let value = evaluate(inner, scope: scope) else { return nil }
                var piece: String
                if localized, case .number(let number, isInteger: false) = value, number.isFinite {
                    piece = Self.sixDecimals(number)
                } else if let plain = value.interpolationText {
                    piece = plain
                } else {
                    sink.add(.unsupportedExpression("interpolating a value of type '\(value.typeDescription)'"), at: inner.range)
                    return nil
                }
                if localized {
                    arguments.append(piece)
                    piece = String(Character(LocalizedStringKeyText.placeholder(arguments.count - 1)))
                }
                text += piece
            }
        }
        guard localized else { return .string(text) }
        var display = ""
        for scalar in InlineMarkdown.displayText(text).unicodeScalars {
            if let argument = LocalizedStringKeyText.placeholderIndex(scalar).flatMap({ $0 < arguments.count ? arguments[$0] : nil }) {
                display += argument
            } else {
                display.unicodeScalars.append(scalar)
            }
        }
        return .string(display)
    }

    private mutating func evaluateMember(_ base: Expr, name: String, nameRange: SourceRange, expr: Expr, scope: Scope) -> Value? {
        if case .identifier("Color") = base.kind {
            return systemColor(name, range: nameRange).map { .color(.system($0)) }
        }
        guard let baseValue = evaluate(base, scope: scope) else { return nil }
        switch baseValue {
        case .typeName("GeometryProxy"):
            sink.add(.unsupportedExpression("reading '\(name)' of a GeometryProxy (its values exist only during layout)"),
                     at: nameRange)
            return nil
        case .typeName(let type):
            switch typedAlignment(type, name, range: nameRange) {
            case .found(let value): return value
            case .wrongAxis: return nil
            case .other: break
            }
            switch (type, name) {
            case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"): return .number(.infinity, isInteger: false)
            case (_, "zero"): return .number(0, isInteger: true)
            case (_, "greatestFiniteMagnitude"): return .number(.greatestFiniteMagnitude, isInteger: false)
            case (_, "pi"): return .number(.pi, isInteger: false)
            case (_, "nan"): return .number(.nan, isInteger: false)
            default: return .member(name, arguments: nil)
            }
        case .member(let outer, let arguments) where outer == "Set" && arguments == nil:
            return .member(name, arguments: nil)
        default:
            if let value = Self.collectionMember(name, of: baseValue) { return value }
            if case .record(let type, let fields) = baseValue {
                switch fields.lookup(name) {
                case .computedView(let body)?:
                    // A computed property of a data struct: a one-expression getter.
                    if let expr = body.singleExpression { return evaluate(expr, scope: fields) }
                    sink.add(.unsupportedExpression("a computed property whose getter is not a single expression"), at: nameRange)
                    return nil
                case let value?:
                    return value
                case nil:
                    noMember(name, type: type, candidates: fields.names, range: nameRange)
                    return nil
                }
            }
            sink.add(.unsupportedExpression("member '\(name)' of a value of type '\(baseValue.typeDescription)'"), at: nameRange)
            return nil
        }
    }

    private mutating func evaluateCall(_ callee: Expr, arguments: [Argument], expr: Expr, scope: Scope) -> Value? {
        switch callee.kind {
        case .implicitMember(let name):
            return .member(name, arguments: arguments)
        case .identifier(let name):
            switch name {
            case "CGFloat", "Double", "Float", "Int":
                guard let bound = ArgumentMatcher.match(arguments, callee: name, calleeRange: callee.range,
                                                        signatures: [Signature([.unlabelled("value")])], sink: &sink),
                      let value = bound["value"].flatMap({ evaluate($0.value, scope: scope) }),
                      let number = number(value, range: bound["value"]?.value.range ?? callee.range) else { return nil }
                return .number(name == "Int" ? number.rounded(.towardZero) : number, isInteger: name == "Int")
            case "min", "max":
                guard let bound = ArgumentMatcher.match(arguments, callee: name, calleeRange: callee.range,
                                                        signatures: [Signature([.unlabelled("x"), .unlabelled("y")])], sink: &sink),
                      let a = numberArgument(bound["x"], scope: scope, domain: .unchecked),
                      let b = numberArgument(bound["y"], scope: scope, domain: .unchecked) else {
                    return nil
                }
                return .number(name == "min" ? Swift.min(a, b) : Swift.max(a, b), isInteger: false)
            case "Alignment":
                guard let bound = ArgumentMatcher.match(arguments, callee: name, calleeRange: callee.range, signatures: [
                    Signature([.labelled("horizontal", optional: false), .labelled("vertical", optional: false)]),
                ], sink: &sink),
                    let h = horizontalArgument(bound["horizontal"], scope: scope),
                    let v = verticalArgument(bound["vertical"], scope: scope) else { return nil }
                return .alignment(Alignment(horizontal: h, vertical: v))
            case "EdgeInsets":
                guard let bound = ArgumentMatcher.match(arguments, callee: name, calleeRange: callee.range, signatures: [
                    Signature([.labelled("top"), .labelled("leading"), .labelled("bottom"), .labelled("trailing")]),
                ], sink: &sink) else { return nil }
                var values: [Double] = []
                for key in ["top", "leading", "bottom", "trailing"] {
                    guard let value = numberArgument(bound[key], scope: scope, default: 0) else { return nil }
                    values.append(value)
                }
                return .insets(EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
            case "Color":
                return colorInitialiser(arguments, calleeRange: callee.range, scope: scope).map { .color($0) }
            case "UUID":
                // An identifier nobody lays out; any stable value will do.
                return .string("UUID")
            default:
                if let decl = structs[name], !decl.isView {
                    return memberwiseScope(decl, arguments: arguments, calleeRange: callee.range, scope: scope)
                        .map { .record(name, $0) }
                }
                if structs[name] == nil, let function = function(named: name, scope: scope) {
                    return callValueFunction(function, arguments: arguments, calleeRange: callee.range, scope: scope)
                }
            }
        case .member(let base, let name, let nameRange):
            if case .identifier(let type) = base.kind, ["Font", "Color", "Alignment", "VerticalAlignment", "HorizontalAlignment"].contains(type),
               scope.lookup(type) == nil {
                if type == "Color" {
                    // `Color.red.opacity(0.5)` and friends: the colour, paint changes ignored.
                    return evaluate(base, scope: scope)
                }
                return .member(name, arguments: arguments)
            }
            // A modifier on a view (`Text("x").font(.body)` passed to `.overlay(…)`).
            if looksLikeView(base, scope: scope) {
                return lowerView(expr, scope: scope).map { .views([$0]) }
            }
            // `.body.bold()`, `.system(size: 20).weight(.bold)`: font modifiers.
            guard let baseValue = evaluate(base, scope: scope) else { return nil }
            switch baseValue {
            case .color(let color) where name == "opacity":
                // `Color.gray.opacity(0.2)`: the colour, translucent.
                guard let value = numberArgument(arguments.first, scope: scope) else { return baseValue }
                return .color(color.withOpacity(value))
            case .color:
                return baseValue
            case .string(let text) where arguments.isEmpty && ["uppercased", "lowercased"].contains(name):
                return .string(name == "uppercased" ? text.uppercased() : text.lowercased())
            case .font, .member:
                return fontModifier(name, arguments: arguments, on: baseValue, nameRange: nameRange, scope: scope).map { .font($0) }
            default:
                sink.add(.unsupportedExpression("calling '\(name)' on a value of type '\(baseValue.typeDescription)'"), at: nameRange)
                return nil
            }
        default:
            break
        }
        // Anything else in value position must be a view (`.overlay(Text("x"))`, `let v = Card()`).
        return lowerView(expr, scope: scope).map { .views([$0]) }
    }

    private mutating func evaluateBinary(_ op: String, _ lhs: Expr, _ rhs: Expr, range: SourceRange, scope: Scope) -> Value? {
        guard let a = evaluate(lhs, scope: scope), let b = evaluate(rhs, scope: scope) else { return nil }
        switch op {
        case "&&", "||":
            guard case .bool(let x) = a, case .bool(let y) = b else {
                sink.add(.wrongType(expected: "Bool", found: (isBool(a) ? b : a).typeDescription), at: range)
                return nil
            }
            return .bool(op == "&&" ? x && y : x || y)
        case "==", "!=":
            let equal: Bool
            switch (a, b) {
            case (.number(let x, _), .number(let y, _)): equal = x == y
            case (.string(let x), .string(let y)): equal = x == y
            case (.bool(let x), .bool(let y)): equal = x == y
            case (.member(let x, _), .member(let y, _)): equal = x == y
            case (.none, .none): equal = true
            default:
                sink.add(.unsupportedExpression("comparing '\(a.typeDescription)' with '\(b.typeDescription)'"), at: range)
                return nil
            }
            return .bool(op == "==" ? equal : !equal)
        default:
            break
        }
        guard let x = number(a, range: lhs.range), let y = number(b, range: rhs.range) else { return nil }
        var isInteger = false
        if case .number(_, let i1) = a, case .number(_, let i2) = b { isInteger = i1 && i2 }
        switch op {
        case "+": return .number(x + y, isInteger: isInteger)
        case "-": return .number(x - y, isInteger: isInteger)
        case "*": return .number(x * y, isInteger: isInteger)
        case "/", "%":
            if y == 0 {
                sink.add(.divisionByZero(), at: range)
                return nil
            }
            if op == "%" { return .number(x.truncatingRemainder(dividingBy: y), isInteger: isInteger) }
            return .number(isInteger ? (x / y).rounded(.towardZero) : x / y, isInteger: isInteger)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        case "..<", "...":
            // Swift traps when a range's lower bound is above its upper bound.
            guard !x.isNaN, !y.isNaN, x <= y else {
                sink.add(.invalidRange(x.isNaN ? "NaN" : NumberText.format(x, decimals: 4), y.isNaN ? "NaN" : NumberText.format(y, decimals: 4),
                                       closed: op == "..."), at: range)
                return nil
            }
            return .range(lower: x, upper: y, isClosed: op == "...")
        default:
            sink.add(.unsupportedExpression("operator '\(op)'"), at: range)
            return nil
        }
    }

    /// Whether `expr` is a view: a chain of calls and members rooted at a view's name, or at a
    /// name in scope holding views.
    func looksLikeView(_ expr: Expr, scope: Scope) -> Bool {
        switch expr.kind {
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind {
                return ViewCatalogue.modelled.contains(name) || structs[name] != nil
                    || (function(named: name, scope: scope)?.returnTypeText?.contains("View") ?? false)
            }
            return looksLikeView(callee, scope: scope)
        case .member(let base, _, _):
            if case .identifier("Color") = base.kind { return false }
            return looksLikeView(base, scope: scope)
        case .identifier(let name):
            switch scope.lookup(name) ?? globals.lookup(name) {
            case .views?, .computedView?: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// `count`, `isEmpty` of strings and arrays; `first`, `last` of arrays.
    static func collectionMember(_ name: String, of value: Value) -> Value? {
        switch (value, name) {
        case (.string(let text), "count"): return .number(Double(text.count), isInteger: true)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.array(let values), "count"): return .number(Double(values.count), isInteger: true)
        case (.array(let values), "isEmpty"): return .bool(values.isEmpty)
        case (.array(let values), "first"): return values.first ?? Value.none
        case (.array(let values), "last"): return values.last ?? Value.none
        default: return nil
        }
    }

    /// `%lf` formatting: six decimals (shared with the runtime).
    static func sixDecimals(_ value: Double) -> String { LocalizedStringKeyText.sixDecimals(value) }

    /// A value stored in a property declared as `CGFloat`/`Double`/`Float` is floating point even
    /// when written as an integer literal (`let side: CGFloat = 30`); `Int` the other way round.
    static func typed(_ value: Value, as typeText: String?) -> Value {
        guard case .number(let number, _) = value, let typeText else { return value }
        switch typeText {
        case "CGFloat", "Double", "Float", "CGFloat?", "Double?": return .number(number, isInteger: false)
        case "Int", "Int?": return .number(number.rounded(.towardZero), isInteger: true)
        default: return value
        }
    }

    private func isBool(_ value: Value) -> Bool {
        if case .bool = value { return true }
        return false
    }
}
