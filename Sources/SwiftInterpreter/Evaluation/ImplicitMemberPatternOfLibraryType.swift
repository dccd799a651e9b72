/// `case .framework:` switching over a value of a library type that is not an enum here (a
/// native type of the host: ProjectDescription's `Product` in a Tuist manifest, a SwiftUI value).
///
/// Swift reads such a case as an expression pattern: `.framework` is an implicit member
/// expression whose contextual type is the subject's type, and the case matches when `~=` (for an
/// `Equatable` type, `==`) holds (The Swift Programming Language, "Patterns", "Expression Pattern";
/// "Expressions", "Implicit Member Expression"). A native type answers implicit members through
/// its descriptor's `resolveImplicitMember` (as `.framework` in an argument position does), so the
/// pattern's member is resolved there too, unless the type or an extension declares a static of
/// that name, which Swift would find first.
extension Interpreter {
    /// The value `.name` names as a pattern over a value of the native type `type`; nil when the
    /// type is not native, declares the static itself, or its descriptor does not know the name.
    func implicitMemberPatternValue(_ name: String, of type: TypeInfo) throws -> Value? {
        guard type.kind == .native, let resolve = type.native?.resolveImplicitMember else { return nil }
        guard type.staticMethods[name] == nil, type.staticValues[name] == nil, type.staticComputed[name] == nil,
              type.staticInitialisers[name] == nil else { return nil }
        return try resolve(self, UnresolvedMember(name: name, arguments: nil))
    }
}
