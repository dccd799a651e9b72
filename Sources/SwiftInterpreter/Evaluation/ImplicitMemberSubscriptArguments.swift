import SwiftFrontEnd

/// A subscript's arguments are typed by its parameters, as a call's are: `theme[.title]` beside
/// `subscript(color: ColorToken)` and `subscript(font: FontToken)` is the `FontToken` one, the
/// implicit member resolved in the parameter's type (The Swift Programming Language, "Subscripts",
/// "Subscript Options": the subscript used "will be inferred based on the types of the value or
/// values that are contained within the subscript brackets"; "Implicit Member Expression": the
/// type is inferred from context). A dictionary's key is typed in `DictionarySubscriptArguments`. Checked with swiftc 6.3 (`ImplicitMemberSubscriptArgumentTests`).
extension Interpreter {
    /// The subscript's arguments evaluated under the parameter types of the subscript of `base`
    /// they choose (labels first, then the implicit members each parameter type declares), or
    /// with no type where `base` declares no subscript of the program.
    func subscriptArguments(_ written: [SwiftFrontEnd.Argument], of base: Value, _ scope: Scope) throws -> [CallArgument] {
        let arguments = pending(written, [])
        var function: Function?
        if !isUnseen(base), arguments.contains(where: { Self.implicitMemberName($0.expression) != nil }) {
            switch base {
            case .array, .dictionary, .string, .range, .tuple, .metatype: break
            default:
                let type = typeInfo(of: base)
                if let found = findMethod("subscript", in: type, labels: arguments.map(\.label)), found.isInterpreted {
                    function = refineOverload(found, name: "subscript", in: type, arguments: arguments)
                }
            }
        }
        return try evaluate(arguments, scope, for: function, span: currentSpan).values
    }

}
