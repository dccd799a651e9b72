import SwiftFrontEnd

/// A variadic function forwarding to its array twin: `func combine(_ parts: Label?...)` whose body
/// is `combine(parts, separator: separator)` beside `func combine(_ parts: [Label?])`. Inside the
/// variadic one, `parts` is an array (`[Label?]`, The Swift Programming Language, "Functions",
/// "Variadic Parameters"), and the overload declaring that array type takes it as it is, so
/// swiftc calls the array overload (checked with swiftc 6.3: the forwarding call prints the
/// joined parts). Labels alone tie the two, and the variadic one taken again (its array spread
/// as `VariadicForwarding` does where no twin exists) would re-enter it until the nesting limit.
extension Interpreter {
    /// The overload among `overloads` declaring `[T]` where `found` declares `T...` and the
    /// argument there is a name declared `[T]` (or an array literal of a plain `T`); nil when there is none.
    func arrayOverload(forVariadic found: Function, among overloads: [Function], _ arguments: [PendingArgument], _ scope: Scope) -> Function? {
        guard overloads.count > 1, case let .interpreted(body) = found.body, body.parameters.contains(where: \.isVariadic) else { return nil }
        let labels = arguments.map(\.label)
        for (index, argument) in arguments.enumerated() {
            guard let parameter = Self.parameter(for: argument.label, at: index, in: body), parameter.isVariadic,
                  let element = parameter.hint, Self.isArray(of: element, argument.expression, scope) else { continue }
            return overloads.first { candidate in
                guard candidate !== found, candidate.canTake(labels), case let .interpreted(other) = candidate.body,
                      let twin = Self.parameter(for: argument.label, at: index, in: other) else { return false }
                return !twin.isVariadic && twin.hint == .array(element)
            }
        }
        return nil
    }

    /// Whether `expression` is an array of `element`s: a name declared `[T]`, or an array literal
    /// where `T` is a plain type (`sum([4])` beside `sum(_: Int...)`: no array is an `Int`).
    private static func isArray(of element: TypeHint, _ expression: Expr?, _ scope: Scope) -> Bool {
        switch expression?.kind {
        case let .identifier(name)?: return scope.lookupBelowGlobals(name.name)?.hint == .array(element)
        case .arrayLiteral?: return element.typeName.flatMap(PlainValueKind.init(typeName:)) != nil
        default: return false
        }
    }
}
