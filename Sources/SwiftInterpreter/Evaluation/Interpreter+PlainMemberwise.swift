import SwiftFrontEnd

/// `Row(item: item)`: a struct made by its synthesised memberwise initializer in the plain case,
/// from the call's arguments as written, without the general path's steps (the arguments
/// gathered into an array, matched against the stored properties one by one into a second array,
/// an instance made with placeholder fields and then filled in), which cost about 2 500
/// instructions for one argument.
extension Interpreter {
    /// The instance a call of `type`'s memberwise initializer makes, when the call is the plain
    /// case: a struct declaring no initializer, whose stored properties have no initial value,
    /// wrapper, observer, laziness or result builder, called with each of them labelled, in order,
    /// as an expression. Each argument is evaluated with its property's type as the hint and
    /// converted to it, as the general path does. nil when the call is not the plain case. A
    /// generic struct is not: its properties' types may name a parameter the contextual type
    /// binds (`let c: Choice<Shade> = Choice(id: .dark)`), which only the general path reads.
    func plainMemberwiseInstance(_ type: TypeInfo, _ call: CallExpr, _ scope: Scope, span: SourceSpan) throws -> Value? {
        guard type.kind == .structType, type.genericParameterNames.isEmpty, !type.hasExplicitInit, type.initializers.isEmpty,
              !type.hasSpecialStoredProperties,
              call.trailingClosures.isEmpty, isPlainMemberwiseCall(type.storedProperties, call.arguments) else { return nil }
        let properties = type.storedProperties
        var fields: [Value] = []
        fields.reserveCapacity(properties.count)
        for index in properties.indices {
            let hint = properties[index].hint
            fields.append(try coerce(try eval(call.arguments[index].value, scope, hint), to: hint))
        }
        currentSpan = span
        // What `construct` and `makeInstance` count.
        try step()
        try allocate(fields.count + 1)
        return .structValue(StructInstance(type: type, fields: fields))
    }

    /// Whether `arguments` (as written, no trailing closure) give every one of `properties`, in
    /// order, by its name, and no property has an initial value or a result builder (properties
    /// read in place: a copy of a `StoredProperty` retains all its parts).
    private func isPlainMemberwiseCall(_ properties: [StoredProperty], _ arguments: [SwiftFrontEnd.Argument]) -> Bool {
        guard properties.count == arguments.count else { return false }
        for index in properties.indices {
            guard properties[index].initialValue == nil, properties[index].builderName == nil,
                  arguments[index].label?.name == properties[index].name else { return false }
        }
        return true
    }
}
