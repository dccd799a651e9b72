/// A static method the program declares in an extension of a library type, beside the library's
/// own static members of the same base name: `extension Target { static func target(name:product:
/// sources:) -> Target { .target(name: name, destinations: .iOS, product: product, …) } }` in a
/// Tuist helper, next to ProjectDescription's `Target.target(name:destinations:product:…)`.
///
/// An extension adds members to a type; it does not hide the type's own (The Swift Programming
/// Language, "Extensions": extensions add new functionality, they cannot override existing
/// functionality). A call is resolved against every overload of its base name together, and an
/// overload whose parameter labels cannot take the call's argument labels is not a candidate
/// ("Functions": a function's argument labels are part of its name). So a call the program's
/// overloads cannot take is the library's, here the very call the helper's body makes.
///
/// The interpreter found the program's overloads by base name first and called one of them
/// anyway (an "extra argument" error). Only a library type that answers members it does not list
/// (`NativeTypeDescriptor.resolveImplicitMember`, as the modelled ProjectDescription types do) is
/// asked, and only when no overload the program declares can take the labels; a library answering
/// nil leaves the program's overloads to report the mismatch as before.
extension Interpreter {
    /// The library's static member `name` of `type` called with `arguments`, when none of the
    /// program's `overloads` can take the arguments' labels (see above); nil otherwise.
    func libraryStaticBesideExtension(_ name: String, of type: TypeInfo, overloads: [Function],
                                      _ arguments: [CallArgument]) throws -> Value? {
        guard let resolve = type.native?.resolveImplicitMember, Self.libraryAnswers(type, besides: overloads, labels: arguments.map(\.label))
        else { return nil }
        return try resolve(self, UnresolvedMember(name: name, arguments: arguments))
    }

    /// Whether a call with `labels` is the library's (see above): `type` answers members it does
    /// not list and none of the program's `overloads` can take the labels. Then the arguments are
    /// evaluated for no overload of the program's (`staticCallee`), as the library's call takes them.
    static func libraryAnswers(_ type: TypeInfo, besides overloads: [Function], labels: [String?]) -> Bool {
        type.native?.resolveImplicitMember != nil && overloads.allSatisfy { $0.isInterpreted && !$0.canTake(labels) }
    }
}

extension Interpreter {
    /// Whether the program declares a static method `member.name` on `typeName` (in the type or
    /// an extension of it) whose labels can take `member`'s arguments.
    public func programStaticTakes(_ member: UnresolvedMember, of typeName: String) -> Bool {
        guard let arguments = member.arguments, let type = type(named: typeName), type.programStatics.contains(member.name),
              let overloads = type.staticMethods[member.name] else { return false }
        let labels = arguments.map(\.label)
        return overloads.contains { $0.isInterpreted && $0.canTake(labels) }
    }
}
