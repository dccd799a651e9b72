/// A global function named like a type (`func Section(_ title: String, content:, learnMore:)`
/// beside SwiftUI's `Section`, `func Form(systemImage:content:)` beside `Form`).
///
/// Swift's overload resolution considers the functions and the type's initializers of that name
/// together and takes the one whose parameters the arguments fit (The Swift Programming
/// Language, "Functions" and "Initializers"); a function missing an argument for a parameter
/// without a default is no candidate. With `public struct Box { public init(_ v: Int) }` in an
/// imported module and `func Box(_ v: Int, extra: Int) -> Int` in the importing one, swiftc 6
/// makes `Box(1)` the struct and `Box(1, extra: 2)` the function.
extension Interpreter {
    /// Whether `name` also names a type the call could construct instead of a global function.
    func isAlsoATypeName(_ name: String, _ scope: Scope) -> Bool {
        nestedTypeInScope(name, from: scope.selfType) != nil || type(named: name) != nil
    }
}
