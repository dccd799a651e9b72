/// What a property wrapper does, for wrappers the host implements natively (SwiftUI's `State`,
/// `Binding`, `Environment`, …). The stored property holds the wrapper's *storage* value; reading
/// `x` gives `wrappedValue(storage)`, `$x` gives `projectedValue(storage)`, `_x` the storage itself.
/// User-declared `@propertyWrapper` types need none of this: their `wrappedValue` and
/// `projectedValue` members are used.
public struct PropertyWrapperBehaviour {
    /// Makes the storage from the initial value (`= 1` or the memberwise argument; nil if none) and
    /// the attribute's arguments (`@Environment(\.colorScheme)`).
    public var makeStorage: (Interpreter, Value?, [CallArgument]) throws -> Value
    public var wrappedValue: (Interpreter, Value) throws -> Value
    /// Writes through the wrapper; nil for read-only wrappers.
    public var setWrappedValue: ((Interpreter, inout Value, Value) throws -> Void)?
    public var projectedValue: ((Interpreter, Value) throws -> Value)?
    /// The initial value of a property declared without one, from its declared type, when the
    /// wrapper has an `init()` that gives one (`@FocusState var isFocused: Bool` is false); nil
    /// for none.
    public var initialValueWhenNoneGiven: ((TypeHint?) -> Value?)?

    public init(makeStorage: @escaping (Interpreter, Value?, [CallArgument]) throws -> Value,
                wrappedValue: @escaping (Interpreter, Value) throws -> Value,
                setWrappedValue: ((Interpreter, inout Value, Value) throws -> Void)? = nil,
                projectedValue: ((Interpreter, Value) throws -> Value)? = nil) {
        self.makeStorage = makeStorage
        self.wrappedValue = wrappedValue
        self.setWrappedValue = setWrappedValue
        self.projectedValue = projectedValue
    }
}
