import SwiftFrontEnd

/// Foundation's `#Predicate<Item> { $0.isDone == false }`: the macro turns the closure into a
/// `Predicate<Item>` that `evaluate(_:)` answers for one value (Apple, Foundation, `Predicate`
/// and the `Predicate()` macro). Here the closure itself is kept and called, with the type named
/// in the macro's generic argument (nil when the closure's type is left to inference), which a
/// data store uses to choose the models it is asked about.
public struct PredicateValue {
    /// `Item` in `#Predicate<Item>`; nil when it is left to inference.
    public var subjectTypeName: String?
    public var closure: Function

    /// Whether `subject` satisfies the predicate: the closure's `Bool`.
    public func evaluate(_ subject: Value, in interpreter: Interpreter) throws -> Bool {
        guard case let .bool(result) = try interpreter.call(closure, [subject]) else {
            throw interpreter.error(.invalid, "a #Predicate's closure must give a Bool")
        }
        return result
    }
}

extension Interpreter {
    /// `#Predicate<T> { … }`: a `Predicate` value holding the closure; nil for another macro.
    func predicateMacro(_ macro: MacroExpansion, _ scope: Scope) -> Value? {
        guard macro.name.name == "Predicate", macro.trailingClosures.count == 1, macro.arguments.isEmpty,
              let trailing = macro.trailingClosures.first else { return nil }
        var typeName: String?
        if case let .identifier(name, _)? = macro.genericArguments.first?.kind { typeName = name.name }
        let predicate = PredicateValue(subjectTypeName: typeName,
                                       closure: makeClosure(trailing.closure, scope, hint: nil, builderName: nil))
        return nativeValue("Predicate", predicate)
    }
}
