/// `string as NSString`: Foundation bridges a Swift `String` to an `NSString` (Apple,
/// "Working with Foundation Types": `as` converts between a Swift value type and its bridged
/// Foundation class). After the cast the value's static type is `NSString`, so its members are
/// `NSString`'s: a program's `extension String { var expandingTildeInPath: String { (self as
/// NSString).expandingTildeInPath } }` reads Foundation's property, not itself.
extension Interpreter {
    /// A `String` cast with `as NSString` made an `NSString` value, when the library registers
    /// `NSString`; any other value as it is.
    func bridgedToNSString(_ value: Value, _ hint: TypeHint?) -> Value {
        guard case let .string(text) = value, hint == .named("NSString"), type(named: "NSString")?.native != nil else { return value }
        return nativeValue("NSString", text)
    }

    /// Whether the program itself declares a property or method `name` on `type` (in an
    /// extension of a library type such as `String`), rather than the library.
    public func programDeclaresMember(_ name: String, on type: TypeInfo) -> Bool {
        if let getter = findComputedGetter(name, in: type), getter.isInterpreted { return true }
        return type.methods(named: name)?.contains(where: \.isInterpreted) == true
    }
}
