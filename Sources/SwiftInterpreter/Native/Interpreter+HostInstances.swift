/// What a host library needs to make a program's values itself, as Foundation's decoders do:
/// a new instance of a struct or class with its declared initial values (the host then sets the
/// stored properties it decodes), and a Swift error thrown to the program's `catch`.
extension Interpreter {
    /// A new instance of `type` (a struct or class) with every stored property at its declared
    /// initial value, `nil` for an optional `var`, and unset otherwise (the caller sets those).
    public func makeInstanceForHost(_ type: TypeInfo) throws -> Value { try makeInstance(type) }

    /// `value` thrown as user code's `throw value` would throw it, at the current source range.
    public func thrownError(_ value: Value) -> Error { ThrownError(value: value, range: currentRange) }
}
