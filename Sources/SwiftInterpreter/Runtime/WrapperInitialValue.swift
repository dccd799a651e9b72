/// Whether a program's `@propertyWrapper` type is made from the property's value.
///
/// Swift passes a wrapped property's value to its wrapper as `init(wrappedValue:)` only when the
/// wrapper has such an initializer (SE-0258, "Initialization of synthesized storage properties").
/// A wrapper without one (`@propertyWrapper struct Router { var wrappedValue: Wrapper { … } }`,
/// made with `init()` or `init(interval: = 1)`) is initialised by its own initializer: a property
/// `@Router var router` has no value to give it, and the synthesised memberwise initializer's
/// parameter is the wrapper itself (`Host(router: Router())`), defaulted when the wrapper can be
/// made with no arguments (SE-0258, "Memberwise initializers"; swiftc 6 accepts
/// `Host(name: "a")` and `Host(count: Doubled(), name: "b")` for
/// `struct Host { @Doubled var count; var name: String }`).
extension Interpreter {
    /// Whether the program's wrapper type `name` has an initializer taking `wrappedValue:` first
    /// (an explicit one, or the memberwise one of a struct declaring none); true for the host's
    /// wrappers and names the program does not declare, which keep their current handling.
    public func wrapperTakesWrappedValue(_ name: String) -> Bool {
        guard propertyWrappers[name] == nil, let type = type(named: name), type.native == nil else { return true }
        if type.initializers.contains(where: { $0.labels?.first == "wrappedValue" }) { return true }
        if type.hasExplicitInit || type.kind != .structType { return false }
        return type.storedProperties.first { Self.isMemberwiseParameter($0) }.map { Self.memberwiseLabel($0) == "wrappedValue" } ?? false
    }

    /// Whether a wrapped property written without a value or attribute arguments (`@Stored
    /// private var inner: Value`) is left for the type's initializer to fill (`_inner =
    /// Stored(key: k, defaultValue: d)`): its wrapper is the program's and cannot be made with no
    /// arguments. Swift initialises such storage with the wrapper's `init()` only when it has one;
    /// otherwise the initializer must assign it (SE-0258, "Initialization of synthesized storage
    /// properties"; swiftc 6 compiles and runs a wrapper nesting such a property, printing its
    /// value).
    func wrapperFilledByInitializer(_ wrapper: PropertyWrapperUse) -> Bool {
        guard wrapper.arguments == nil, propertyWrappers[wrapper.typeName] == nil,
              let type = type(named: wrapper.typeName), type.native == nil, !type.isLibraryType else { return false }
        if type.initializers.contains(where: { $0.canTake([]) }) { return false }
        if type.kind == .structType, !type.hasExplicitInit, memberwiseAccepts(type, []) { return false }
        return true
    }
}
