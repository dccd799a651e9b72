/// A library value (a `Text`, an `Image`, a `LocalizedStringResource`) given where an overload
/// declares a string type: `hero(_ titleKey: LocalizedStringKey, subtitle: LocalizedStringKey)`
/// beside `hero(_ title: Text, subtitle: Text? = nil)`, called as `hero(Text("Journal"), subtitle:
/// sub)`. A `Text` is no string and no conversion makes it one (The Swift Programming Language,
/// "Type Casting": a value converts only to a type it is or conforms to; `LocalizedStringKey`
/// adopts only the literal protocols, so only a literal becomes one, "Literal Expressions"), so
/// swiftc takes the `Text` overload (checked with swiftc 6 on a stand-in `struct Text` beside an
/// `ExpressibleByStringLiteral` key type: the call compiles and runs the `Text` overload).
extension Interpreter {
    /// The string types a parameter may declare: `String` and the library types a string literal
    /// becomes.
    static let stringParameterTypes: Set<String> = [
        "String", "LocalizedStringKey", "Substring", "Character", "StaticString", "String.LocalizationValue",
    ]

    /// Whether `value` is one of the library's values (not a stand-in LayoutLens made for a value
    /// it cannot know) given where `hint` declares a string type, optional or not.
    func libraryValueIsNoString(_ value: Value, for hint: TypeHint?) -> Bool {
        var value = value
        if case let .optional(wrapped?) = value { value = wrapped }
        guard case .native = value, !isUnseen(value),
              let declared = hint?.lookingThroughOptional.typeName else { return false }
        return Self.stringParameterTypes.contains(declared)
    }
}
