/// Choosing between overloads that differ only by whether a parameter declares a key-path type.
///
/// `static func make(title: String, icon: Icon)` beside `static func make(title: String, icon:
/// KeyPath<Icons, Image>) where Icon == IconView`: a key-path literal `\.star` goes to the
/// `KeyPath` parameter, and a view (`IconView(icon)`, passed on from that overload's body) goes
/// to the other. Swift decides by type: a key-path expression has a key-path type
/// (`KeyPath`, `WritableKeyPath`, `ReferenceWritableKeyPath`, or as a function, SE-0249), and no
/// other value converts to one (The Swift Programming Language, "Expressions: Key-Path
/// Expression"; checked with swiftc 6.3 on a two-overload program).
extension Interpreter {
    /// The standard library's key-path types.
    static let keyPathTypeNames: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
                                                "PartialKeyPath", "AnyKeyPath"]

    /// Whether `function` takes `values` as far as key paths go: each key path goes to a parameter
    /// declaring a key-path type (or a function type, or one not written), and no other known value
    /// goes to a parameter declaring a key-path type. A host function decides nothing.
    func keyPathsFit(_ function: Function, _ values: [CallArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return true }
        for (index, argument) in values.enumerated() {
            let hint = Self.parameter(for: argument.label, at: index, in: body)?.hint?.lookingThroughOptional
            var declaresKeyPath = false
            if let name = hint?.typeName { declaresKeyPath = Self.keyPathTypeNames.contains(name) }
            switch argument.value {
            case .keyPath:
                // A named type, or the declaring type's generic parameter (`icon: Icon` of
                // `ListRowLabel<Icon: View>`), that is not a key-path type.
                var declaresAType = hint?.typeName != nil
                if case .genericParameter? = hint { declaresAType = true }
                if declaresAType, !declaresKeyPath { return false }
            case .optional(nil), .optional(.keyPath?):
                continue
            default:
                if declaresKeyPath, !isUnseen(argument.value) { return false }
            }
        }
        return true
    }

    /// Another overload among `overloads` taking the labels of `values` whose key-path parameters
    /// fit them, when `found`'s do not; `found` otherwise.
    func overloadFittingKeyPaths(_ found: Function, among overloads: [Function], values: [CallArgument]) -> Function {
        guard overloads.count > 1, !keyPathsFit(found, values) else { return found }
        let labels = values.map(\.label)
        return overloads.first { $0 !== found && $0.canTake(labels) && keyPathsFit($0, values) } ?? found
    }
}
