/// Telling overloads with the same labels apart by the elements of an array argument:
/// `static func make(with items: [Item])` beside `static func make(with names: [String])`, the
/// first forwarding `items.map(\.identifier)` to the second. An array converts to another array
/// type only when its elements convert (The Swift Programming Language, "Type Casting"; the
/// standard library's array upcast), and a `String` is no instance of the program's `Item`, nor
/// an `Item` a `String`, so swiftc calls the `[String]` overload (checked with swiftc 6: the
/// forwarding call prints the names, where LayoutLens re-entered the first overload until its
/// nesting limit). Likewise an array is no single value: `eligibility(for package: Package)`
/// forwarding `[package]` to `eligibility(for packages: [Package])` calls the array overload.
extension Interpreter {
    /// Whether `elements` (an array argument) cannot be a parameter's `declared` type: that type
    /// is a plain type or the program's struct, enum or class, not an array; or it is an array
    /// type whose elements they cannot be: a string, number or `Bool` where the program's
    /// struct, enum or class is declared, an instance of the program's type where a plain type
    /// is, or an instance of another of the program's structs or enums. Arrays in Swift hold one
    /// element type, so the first element stands for all; an empty array fits every array type.
    func arrayElementsContradict(_ elements: [Value], declared: TypeHint?) -> Bool {
        if case let .named(name)? = declared?.lookingThroughOptional {
            return PlainValueKind(typeName: name) != nil || declaredTypeRejectsLibraryValue(name)
        }
        guard case let .array(elementHint)? = declared?.lookingThroughOptional, let first = elements.first,
              let element = elementHint.typeName else { return false }
        switch first {
        case .string, .int, .double, .cgFloat, .bool:
            return PlainValueKind.contradicts(element, first) || declaredTypeRejectsLibraryValue(element)
        case .structValue, .enumValue, .object:
            let actual = typeInfo(of: first)
            if PlainValueKind(typeName: element) != nil { return !actual.isLibraryType && actual.native == nil }
            guard let expected = type(named: element), expected.kind == .structType || expected.kind == .enumType else { return false }
            return expected !== actual
        default:
            return false
        }
    }
}

extension Interpreter {
    /// Whether a string, number or `Bool` goes where `parameter` declares an array, dictionary or
    /// set: no such value or literal is a collection (a string literal is no array literal, The
    /// Swift Programming Language, "Literal Expressions"), so `Content("**bold**")` beside
    /// `init(_ parts: [Part])` and `init(_ text: String)` calls the second. A variadic parameter,
    /// whose declared type reads as an array here, takes single values.
    static func plainValueContradictsCollection(_ value: Value, _ parameter: ParameterInfo?) -> Bool {
        guard let parameter, !parameter.isVariadic, PlainValueKind(value: value) != nil else { return false }
        switch parameter.hint?.lookingThroughOptional {
        case .array?, .dictionary?, .set?: return true
        default: return false
        }
    }
}
