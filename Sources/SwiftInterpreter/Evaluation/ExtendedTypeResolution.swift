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
        // A `Float` is held as a `Double` (TypeHint reads `Float` as `Double`), so what `extension
        // Float` adds is found on the values a `Float` parameter or property holds.
        if type === builtins.float { return builtins.double }
        guard case let .identifier(identifier, _) = syntax.kind, !type.isLibraryType,
              InlineName.containsDot(type.qualifiedName), typeAliasTarget(identifier.name) == nil
        else { return type }
        return nil
    }
}

/// The same holds for a call by the bare name outside the outer type: `Application(bundleIdentifier:
/// …)` in a top-level type's member, beside `UserSpace.Application` whose initializers take other
/// labels, constructs another module's `Application` (Swift's unqualified lookup never reaches a
/// type nested in another type). Only a call none of the nested struct's or class's initializers
/// takes is left to that other module: the interpreter finds nested types by their bare name where
/// it cannot tell the outer type's scope.
extension Interpreter {
    func lentNestedTypeRefuses(_ type: TypeInfo, _ name: String, _ labels: [String?]) -> Bool {
        guard type.kind == .structType || type.kind == .classType, !type.isLibraryType,
              InlineName.containsDot(type.qualifiedName), typeAliasTarget(name) == nil,
              initializer(of: type, labels: labels) == nil else { return false }
        return type.kind == .classType || type.hasExplicitInit || !memberwiseAccepts(type, labels)
    }
}

/// The types nested in extensions, declared in an order where an extension of a type that another
/// extension nests comes after it: `extension Project.Environment { enum InfoPlist }` in one file
/// and `extension Project { enum Environment }` in a file read later. Swift's declarations are
/// order-independent across a module's files (The Swift Programming Language, "Extensions": an
/// extension may extend a type declared anywhere, nested types included), so `InfoPlist` is
/// `Project.Environment.InfoPlist` whichever file comes first. Read in file order, the first
/// extension's `Project.Environment` was not yet declared: its `InfoPlist` became a top-level type
/// (hiding ProjectDescription's `InfoPlist`) and `Project.Environment.InfoPlist` was not found.
extension Interpreter {
    /// Declares each extension with `declare`, in file order, except that one extending a
    /// qualified type (`A.B`) not yet declared waits for the others, round after round while a
    /// round declares something; what still does not resolve is declared last, as before (its
    /// nested types known by their own names).
    func declareExtensionTypeNames(_ extensions: [(file: SourceFileSyntax, declaration: Decl)],
                                   declare: (Decl, TypeInfo?) -> Void) {
        var pending = extensions
        while !pending.isEmpty {
            var waiting: [(file: SourceFileSyntax, declaration: Decl)] = []
            for entry in pending {
                currentFile = entry.file
                if extendsUndeclaredMemberType(entry.declaration) { waiting.append(entry) } else { declare(entry.declaration, nil) }
            }
            if waiting.count == pending.count {
                for entry in waiting {
                    currentFile = entry.file
                    declare(entry.declaration, nil)
                }
                return
            }
            pending = waiting
        }
    }

    /// Whether `declaration` extends a qualified type (`extension A.B`) the program does not know yet.
    private func extendsUndeclaredMemberType(_ declaration: Decl) -> Bool {
        guard case let .extension(extensionDecl) = declaration.kind, case .member = extensionDecl.extendedType.kind else { return false }
        return resolveExtendedType(extensionDecl.extendedType) == nil
    }
}
