import SwiftFrontEnd

/// `flag ? 0 : .ds(.p8)` with no contextual type the interpreter knows (a library parameter such
/// as `HStack(spacing:)`, whose `CGFloat?` the runtime does not declare).
///
/// A number literal has no type of its own: Swift gives it the type the rest of the expression
/// needs, `Int` or `Double` only by default (The Swift Programming Language, "Literals": "the
/// literal's type is inferred from context"). The other branch, an implicit member, is looked up
/// in the type both branches share, so that type has the member. Of the standard number types an
/// integer literal can be (`CGFloat`, `Double`, `Float`, `Int`; a float literal: the first three),
/// the first that declares the member is taken; nil when none does, and the literal's default
/// type stands as before.
extension Interpreter {
    static let integerLiteralTypes = ["CGFloat", "Double", "Float", "Int"]
    static let floatLiteralTypes = ["CGFloat", "Double", "Float"]

    /// The number type a literal branch beside the implicit member branch `implicitMember` takes.
    func numberTypeBesideImplicitMember(_ implicitMember: Expr, literal: Expr) -> TypeHint? {
        guard let kind = literalKind(literal), let member = Self.implicitMemberName(implicitMember), member != "init" else { return nil }
        let candidates = kind == .float ? Self.floatLiteralTypes : Self.integerLiteralTypes
        return candidates.first { name in type(named: name).map { declaresStatic(member, $0) } ?? false }.map { TypeHint.named($0) }
    }

    /// Whether `type` (or an extension of it) declares the static member `member`, not only a
    /// library type's catch-all lookup.
    private func declaresStatic(_ member: String, _ type: TypeInfo) -> Bool {
        type.staticMethods[member] != nil || type.hasStaticProperty(member) || type.caseIndex[member] != nil
    }
}
