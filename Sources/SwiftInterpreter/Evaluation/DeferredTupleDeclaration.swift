import SwiftFrontEnd

extension Interpreter {
    /// `let (start, end): (CGPoint, CGPoint)` with no initial value: each name is declared and
    /// left uninitialised, to be assigned once on every path before it is read (The Swift
    /// Programming Language, "Constant Declaration": a constant's value may be set later, once;
    /// a tuple pattern declares each of its names). A `var` whose element type is optional starts
    /// as nil, as `var x: Int?` does (swiftc 6: `var (c, d): (Int?, String?)` then `print(d)`
    /// prints `nil`). False when `pattern` is not a tuple pattern, for the caller's own rule.
    func declareUninitialisedTuple(_ pattern: Pattern, _ scope: Scope, isLet: Bool, hint: TypeHint?) -> Bool {
        switch pattern.kind {
        case let .typed(inner, type):
            return declareUninitialisedTuple(inner, scope, isLet: isLet, hint: TypeHint(type))
        case let .tuple(elements) where elements.count > 1:
            var hints: [TypeHint?] = []
            if case let .tuple(elementHints, _)? = hint { hints = elementHints }
            for (index, element) in elements.enumerated() {
                declareUninitialised(element.pattern, scope, isLet: isLet, hint: hints[safe: index] ?? nil)
            }
            return true
        default:
            return false
        }
    }

    private func declareUninitialised(_ pattern: Pattern, _ scope: Scope, isLet: Bool, hint: TypeHint?) {
        switch pattern.kind {
        case let .identifier(identifier):
            if !isLet, case .optional? = hint {
                scope.declare(identifier.name, .nil, isLet: false, hint: hint)
            } else {
                scope.declare(identifier.name, .void, isLet: isLet, hint: hint)
            }
        case let .binding(kind, inner):
            declareUninitialised(inner, scope, isLet: kind == .let, hint: hint)
        case .typed, .tuple:
            if !declareUninitialisedTuple(pattern, scope, isLet: isLet, hint: hint), case let .typed(inner, type) = pattern.kind {
                declareUninitialised(inner, scope, isLet: isLet, hint: TypeHint(type))
            }
        default:
            return
        }
    }
}
