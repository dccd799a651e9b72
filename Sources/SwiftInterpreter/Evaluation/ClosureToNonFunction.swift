/// A library type's initializer beside one the program adds in an extension with the same labels:
/// `Label { Text("Name") } icon: { Image(systemName: "star") }` beside the program's
/// `extension Label { init(_ title: LocalizedStringKey, icon: Icon) }`.
///
/// A closure is given only to a parameter of function type (The Swift Programming Language,
/// "Closures": a trailing closure is written for a function-type argument), so an initializer
/// declaring a string or one of the program's types where the call gives a closure is no
/// candidate, and Swift takes the library's `init(title:icon:)` (its first trailing closure
/// matching `title:` by the forward scan, SE-0286).
extension Interpreter {
    /// Whether `function` declares a non-function type where `values` gives a closure.
    func givesClosureToNonFunction(_ function: Function, _ values: [CallArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return false }
        for (index, argument) in values.enumerated() {
            guard case .function = argument.value, let parameter = Self.parameter(for: argument.label, at: index, in: body),
                  case let .named(declared)? = parameter.hint?.lookingThroughOptional else { continue }
            if Self.closureTakingNames.contains(declared) { continue }
            if Self.plainValueTypeNames.contains(declared) { return true }
            if let type = type(named: declared), type.kind != .builtin || Self.plainValueTypeNames.contains(type.name) { return true }
        }
        return false
    }

    /// Names a closure may be given as (`Any`, a protocol every function meets).
    private static let closureTakingNames: Set<String> = ["Any", "Sendable", "AnyObject"]
    /// Library types a closure never is.
    private static let plainValueTypeNames: Set<String> = ["String", "Substring", "Int", "Double", "CGFloat", "Float", "Bool",
                                                            "LocalizedStringKey", "LocalizedStringResource", "StringProtocol"]
}
