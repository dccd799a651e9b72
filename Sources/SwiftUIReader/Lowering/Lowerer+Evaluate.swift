import Diagnostics
import LayoutEngine

extension Lowerer {
    /// Evaluates a non-view argument or constant. Returns nil after reporting a problem.
    mutating func evaluate(_ expr: Expr, scope: Scope) -> Value? {
        switch expr.kind {
        case .integer(let value, _): return .number(value, isInteger: true)
        case .float(let value, _): return .number(value, isInteger: false)
        case .bool(let flag): return .bool(flag)
        case .nil: return Value.none
        case .string(let parts): return interpolate(parts, scope: scope)
        case .keyPath(let components): return .keyPath(components)
        case .closure(let closure): return .closure(closure)
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

    private mutating func interpolate(_ parts: [StringPart], scope: Scope) -> Value? {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .interpolation(let inner):
                guard let value = evaluate(inner, scope: scope) else { return nil }
                guard let piece = value.interpolationText else {
                    sink.add(.unsupportedExpression("interpolating a value of type '\(value.typeDescription)'"), at: inner.range)
                    return nil
                }
                text += piece
            }
        }
        return .string(text)
    }

    private mutating func evaluateMember(_ base: Expr, name: String, nameRange: SourceRange, expr: Expr, scope: Scope) -> Value? {
        if case .identifier("Color") = base.kind {
            return systemColor(name, range: nameRange).map { .color(.system($0)) }
        }
        guard let baseValue = evaluate(base, scope: scope) else { return nil }
        switch baseValue {
        case .typeName(let type):
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
                guard arguments.count == 1, arguments[0].label == nil,
                      let value = evaluate(arguments[0].value, scope: scope),
                      let number = number(value, range: arguments[0].value.range) else {
                    if arguments.count != 1 { sink.add(.missingArgument("_", callee: name), at: callee.range) }
                    return nil
                }
                return .number(name == "Int" ? number.rounded(.towardZero) : number, isInteger: name == "Int")
            case "min", "max":
                guard arguments.count == 2,
                      let a = evaluate(arguments[0].value, scope: scope).flatMap({ number($0, range: arguments[0].value.range) }),
                      let b = evaluate(arguments[1].value, scope: scope).flatMap({ number($0, range: arguments[1].value.range) }) else {
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
            default:
                break
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
            if let baseValue = evaluate(base, scope: scope) {
                if case .color = baseValue { return baseValue }
                if let font = fontModifier(name, arguments: arguments, on: baseValue, nameRange: nameRange, scope: scope) {
                    return .font(font)
                }
                return nil
            }
            return nil
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

    private func isBool(_ value: Value) -> Bool {
        if case .bool = value { return true }
        return false
    }
}
