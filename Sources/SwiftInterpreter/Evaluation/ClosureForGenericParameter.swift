/// `init(content: Content)` beside `init(@ViewBuilder content: () -> Content)`, called with a
/// trailing closure: the closure is for the parameter of function type. A generic parameter
/// declared with a constraint (`Content: View`) is never a function type, as a function type
/// conforms to no protocol of the program's or SwiftUI's and is no class (The Swift Programming
/// Language, "Generic Parameters and Arguments"); swiftc 6.3 calls the closure form in either
/// declaration order. An unconstrained `T` takes the closure itself (swiftc picks `init(_: T)`
/// over `init(_: () -> T)` for `{ 3 }`), so it decides nothing here.
extension Interpreter {
    /// Of `tied` (initializers with the labels of `found`), the one that declares a function type
    /// where `found` declares one of `type`'s constrained generic parameters and the argument
    /// there is a closure; nil when no argument is so.
    func initializerTakingTheClosure(_ found: Function, of type: TypeInfo, among tied: [Function], values: [CallArgument]) -> Function? {
        guard !type.constrainedGenericParameterNames.isEmpty, case let .interpreted(body) = found.body else { return nil }
        let closurePositions = values.indices.filter { index in
            guard case .function = values[index].value else { return false }
            switch Self.parameter(for: values[index].label, at: index, in: body)?.hint {
            case let .genericParameter(name)?, let .named(name)?: return type.constrainedGenericParameterNames.contains(name)
            default: return false
            }
        }
        guard !closurePositions.isEmpty else { return nil }
        return tied.first { candidate in
            guard case let .interpreted(other) = candidate.body, runningFunction != ObjectIdentifier(candidate) else { return false }
            return closurePositions.allSatisfy { index in
                Self.parameter(for: values[index].label, at: index, in: other)?.takesAClosure == true
            }
        }
    }
}
