import SwiftFrontEnd

extension SwiftUIRuntime {
    /// Every declaration of the module's files, members of types and extensions included, in
    /// source order (a type before its members).
    func forEachDeclaration(_ body: (Decl) -> Void) {
        func visit(_ declaration: Decl) {
            body(declaration)
            switch declaration.kind {
            case let .nominalType(nominal): for member in nominal.members { visit(member) }
            case let .extension(extensionDecl): for member in extensionDecl.members { visit(member) }
            default: break
            }
        }
        for moduleFile in moduleFiles {
            for statement in moduleFile.statements {
                if case let .declaration(declaration) = statement.kind { visit(declaration) }
            }
        }
    }
}
