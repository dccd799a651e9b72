import Diagnostics
import LayoutEngine

extension Lowerer {
    /// Compiles an `alignmentGuide` closure body: one expression (or `return` expression) built
    /// from numbers, constants in scope, `d.width`, `d.height`, `d[guide]`, `+ - * /`, `min`, `max`.
    /// `d[.center]` means the centre on the guide's own axis.
    mutating func compileGuide(_ closure: Closure, axis: Axis, scope: Scope) -> GuideFormula? {
        let parameter = closure.parameters.first ?? "$0"
        guard let body = closure.body.singleExpression else {
            sink.add(.unsupportedExpression("an alignment guide closure that is not a single expression"), at: closure.range)
            return nil
        }
        return compileGuideExpression(body, parameter: parameter, axis: axis, scope: scope)
    }

    private func isParameter(_ expr: Expr, _ parameter: String) -> Bool {
        switch expr.kind {
        case .identifier(let name): return name == parameter
        case .shorthandParameter(let index): return index == 0 && parameter == "$0"
        default: return false
        }
    }

    private mutating func compileGuideExpression(_ expr: Expr, parameter: String, axis: Axis, scope: Scope) -> GuideFormula? {
        switch expr.kind {
        case .integer(let value, _), .float(let value, _):
            return .constant(value)
        case .member(let base, let name, let nameRange) where isParameter(base, parameter):
            switch name {
            case "width": return .width
            case "height": return .height
            default:
                noMember(name, type: "ViewDimensions", candidates: ["width", "height"], range: nameRange)
                return nil
            }
        case .subscripted(let base, let arguments) where isParameter(base, parameter):
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "explicit",
                  let value = evaluate(arguments[0].value, scope: scope) else {
                if arguments.count != 1 { sink.add(.unsupportedExpression("this subscript"), at: expr.range) }
                return nil
            }
            switch value {
            case .horizontal(let h): return .guide(h.key)
            case .vertical(let v): return .guide(v.key)
            case .member(let name, nil):
                let horizontal = Self.horizontalTable.first { $0.0 == name }?.1
                let vertical = Self.verticalTable.first { $0.0 == name }?.1
                if name == "center" {
                    return .guide(axis == .horizontal ? HorizontalAlignment.center.key : VerticalAlignment.center.key)
                }
                if let horizontal { return .guide(horizontal.key) }
                if let vertical { return .guide(vertical.key) }
                noMember(name, type: axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment",
                         candidates: Self.horizontalTable.map(\.0) + Self.verticalTable.map(\.0), range: arguments[0].value.range)
                return nil
            default:
                sink.add(.wrongType(expected: "HorizontalAlignment", found: value.typeDescription), at: arguments[0].value.range)
                return nil
            }
        case .binary(let op, let lhs, let rhs):
            guard let formulaOperator = GuideFormula.Operator(rawValue: op) else {
                sink.add(.unsupportedExpression("operator '\(op)' in an alignment guide"), at: expr.range)
                return nil
            }
            guard let a = compileGuideExpression(lhs, parameter: parameter, axis: axis, scope: scope),
                  let b = compileGuideExpression(rhs, parameter: parameter, axis: axis, scope: scope) else { return nil }
            if formulaOperator == .divide, case .constant(0) = b {
                sink.add(.divisionByZero(), at: rhs.range)
                return nil
            }
            return .binary(formulaOperator, a, b)
        case .prefix("-", let operand):
            return compileGuideExpression(operand, parameter: parameter, axis: axis, scope: scope).map { .negate($0) }
        case .call(let callee, let arguments):
            if case .identifier(let name) = callee.kind, name == "min" || name == "max", arguments.count == 2,
               let a = compileGuideExpression(arguments[0].value, parameter: parameter, axis: axis, scope: scope),
               let b = compileGuideExpression(arguments[1].value, parameter: parameter, axis: axis, scope: scope) {
                return name == "min" ? .minimum(a, b) : .maximum(a, b)
            }
            if case .identifier(let name) = callee.kind, ["CGFloat", "Double"].contains(name), arguments.count == 1 {
                return compileGuideExpression(arguments[0].value, parameter: parameter, axis: axis, scope: scope)
            }
            fallthrough
        default:
            // A constant from the scope (`spacing`, `offset * 2`).
            guard let value = evaluate(expr, scope: scope), let number = number(value, range: expr.range) else { return nil }
            var argument = Argument(label: nil, labelRange: nil, value: expr)
            argument.parameter = "computeValue"
            guard let valid = checked(number, argument, .finite) else { return nil }
            return .constant(valid)
        }
    }
}
