/// A library type's initializer the program declares in an extension, called with its defaulted
/// parameters left out: `extension Color { init(hex: String, opacity: Double = 1) }` called as
/// `Color(hex: "#F1F5F9")`, `extension Text { init(key: String, table: String = "Main") }` as
/// `Text(key: "title")`.
///
/// A library initializer taking any labels (`Color`'s, `Text`'s) is found first by its type's
/// lookup, and it answers calls it cannot read with a stand-in. Swift chooses the extension's
/// initializer wherever the library has no overload taking the call (The Swift Programming
/// Language, "Functions": "you can omit that parameter when calling the function" for a parameter
/// with a default value), and prefers the library's only where it takes the call without defaults
/// (checked with swiftc 6: `S(x: 1)` beside `init(x:)` and an extension's `init(x:y: = 0)` runs
/// `init(x:)`). So the library asks for this initializer just before it would draw a stand-in.
extension Interpreter {
    /// The value of the program's initializer of `typeName` taking these arguments (its defaults
    /// filling the rest), or nil when the program declares none that takes them.
    public func valueOfProgramInitializer(of typeName: String, _ arguments: [CallArgument]) throws -> Value? {
        guard let type = type(named: typeName),
              let initializer = programInitializer(of: type, accepting: arguments.map(\.label)) else { return nil }
        var made = Value.void
        _ = try call(initializer, arguments, self: &made)
        return made
    }
}
