/// A global operator function declared on a protocol (`func == (lhs: Error, rhs: Error) -> Bool`)
/// takes only values whose types conform to it. Swift compares two metatypes
/// (`type(of: lhs) == type(of: rhs)`) with the standard library's `== (Any.Type?, Any.Type?)`, and
/// two strings (`a.domain == b.domain`) with `String`'s own `==`: a metatype conforms to no
/// protocol the program names, and `String` is no `Error` unless the program says so (The Swift
/// Programming Language, "Metatype Type" and "Protocols": a type conforms to a protocol only by
/// declaring it). swiftc 6 runs exactly that `==`, both comparisons inside its body, without
/// re-entering it: two equal errors give `true`, errors of two types `false`.
extension Interpreter {
    /// Whether an operand cannot be passed where `function` declares a protocol or a type by name:
    /// a metatype given for a known type that is not itself a metatype, or a string, number,
    /// character or `Bool` given for `Error` or the program's own protocol its type does not adopt.
    func operandOutsideDeclaredProtocol(_ function: Function, _ operands: Value...) -> Bool {
        guard case let .interpreted(body) = function.body else { return false }
        for (parameter, value) in zip(body.parameters, operands) {
            guard let declared = parameter.hint?.lookingThroughOptional.typeName, let expected = type(named: declared) else { continue }
            switch value {
            case .metatype:
                if !Self.holdsMetatypes(declared) { return true }
            case .string, .int, .double, .cgFloat, .bool, .character:
                guard declared == "Error" || expected.kind == .protocolType && !expected.isLibraryType else { continue }
                if !allConformances(of: typeInfo(of: value)).contains(declared) { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether `function` is the operator running now and an operand is another file's value
    /// (`(lhs as NSError).domain` where the bridge is not modelled): Swift chose the operator by
    /// a type LayoutLens cannot see, and re-entering the running one would never return, so the
    /// comparison gives an unknown value as any operator on such a value does.
    func reentersWithUnseenOperand(_ function: Function, _ lhs: Value, _ rhs: Value) -> Bool {
        runningFunction == ObjectIdentifier(function) && (isUnseen(lhs) || isUnseen(rhs))
    }

    /// Type names whose values may be metatypes: `Any`, `AnyObject`, `AnyClass` (`AnyObject.Type`),
    /// and any `X.Type` or `X.Protocol`.
    private static func holdsMetatypes(_ name: String) -> Bool {
        name == "Any" || name == "AnyObject" || name == "AnyClass" || name.hasSuffix(".Type") || name.hasSuffix(".Protocol")
    }
}
