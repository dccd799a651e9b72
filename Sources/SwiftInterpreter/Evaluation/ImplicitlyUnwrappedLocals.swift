import SwiftFrontEnd

/// A local variable declared with an implicitly unwrapped optional type (`var s: String! = nil`)
/// is an `Optional` that Swift unwraps, with a check, wherever its value is used as the wrapped
/// type: reading a member `Optional` lacks (`s.count`) while it is nil stops the program with
/// "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value" at that
/// line (The Swift Programming Language, "Implicitly Unwrapped Optionals"; the message and line
/// checked with swiftc 6.3.1 `-Onone` on `var s: String! = nil; print(s.count)`).
///
/// The declaration says so, so this read is not another module's value: `Optional`'s own
/// members (`map`, `==`, an extension the program declares) are looked up first, as Swift
/// does, and only a name `Optional` has nowhere in the program traps.
extension Interpreter {
    /// Marks the box `binding` declared when its type is written `T!`.
    func markImplicitlyUnwrapped(_ binding: PatternBinding, _ scope: Scope) {
        guard case .implicitlyUnwrappedOptional? = binding.type?.kind,
              case let .identifier(name) = binding.pattern.kind else { return }
        scope.localBox(name.name)?.isImplicitlyUnwrapped = true
    }

    /// Traps when `base` names such a local, it is nil, and `Optional` has no member `name`.
    func trapOnNilImplicitlyUnwrapped(_ base: Expr, _ name: String, _ scope: Scope) throws {
        guard case let .identifier(identifier) = base.kind, let box = scope.lookup(identifier.name), box.isImplicitlyUnwrapped,
              findMethod(name, in: builtins.optional, labels: nil) == nil, findComputed(name, in: builtins.optional) == nil,
              !Self.optionalOwnMembers.contains(name) else { return }
        throw error(.trap, "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
    }

    /// The members the standard library's `Optional` declares (swift/stdlib/public/core/Optional.swift).
    static let optionalOwnMembers: Set<String> = ["map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror",
                                                   "hashValue", "hash", "none", "some", "init", "take"]
}
