import SwiftFrontEnd

/// The type an `extension` extends. Swift declares extensions at file scope only and looks their
/// bare name up at top level, where a nested type is never visible by its bare name (The Swift
/// Programming Language, "Nested Types": outside its outer type a nested type is named
/// `Outer.Inner`). So `extension Application` beside `enum UserSpace { struct Application }`
/// extends another module's `Application`, never the nested one (swiftc 6 rejects it with
/// "cannot find type 'Application' in scope" when no other module has one). The interpreter
/// lends a nested type its bare name for lookups inside expressions; an extension does not
/// borrow it, unless a top-level `typealias Application = UserSpace.Application` names it.
extension Interpreter {
    func resolveExtendedType(_ syntax: TypeSyntax) -> TypeInfo? {
        guard let type = resolveType(syntax) else { return nil }
        guard case let .identifier(identifier, _) = syntax.kind, !type.isLibraryType,
              InlineName.containsDot(type.qualifiedName), typeAliasTargets[identifier.name] == nil
        else { return type }
        return nil
    }
}
