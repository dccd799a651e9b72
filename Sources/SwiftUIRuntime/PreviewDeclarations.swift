import SwiftFrontEnd
import SwiftInterpreter

/// The previews a file declares, found as Xcode finds them: every `#Preview` at the top level and
/// every type conforming to `PreviewProvider`, nested or not (Apple, "PreviewProvider": "Xcode
/// statically discovers preview providers in your project"), in the `#if` clauses the build
/// compiles. Which clause that is depends on the module's compilation conditions, so a file two
/// targets compile can declare previews in one of them only (`#if PREVIEW` around the providers of
/// a component library that only its preview app defines `PREVIEW` for).
public enum PreviewDeclarations {
    public enum Found {
        case macro(MacroExpansion, span: SourceSpan)
        /// A provider, by its dotted name (`Feature.Preview` for one nested in `Feature`).
        case provider(NominalTypeDecl, name: String, span: SourceSpan)
    }

    /// The previews of `file` in order, `holds` deciding each `#if` condition: the first clause
    /// whose condition holds is compiled, else the `#else`.
    public static func find(in file: SourceFileSyntax, holds: (Expr) -> Bool) -> [Found] {
        find(in: file, everyClause: false, holds: holds)
    }

    /// Whether `file` declares a preview in some `#if` clause, compiled or not (`#if os(tvOS)`
    /// around a tvOS screen and its provider).
    public static func declaresPreviewInAnyClause(_ file: SourceFileSyntax) -> Bool {
        !find(in: file, everyClause: true) { _ in true }.isEmpty
    }

    /// `everyClause`: visit every clause of each `#if`, not only the one `holds` compiles.
    private static func find(in file: SourceFileSyntax, everyClause: Bool, holds: (Expr) -> Bool) -> [Found] {
        var found: [Found] = []
        func active<T>(_ clauses: [IfConfigClause<T>]) -> [IfConfigClause<T>] {
            if everyClause { return clauses }
            return clauses.first { clause in clause.condition.map(holds) ?? true }.map { [$0] } ?? []
        }
        // `outer`: the type a provider is nested in, dotted.
        func visit(_ declarations: [Decl], outer: String? = nil) {
            for declaration in declarations {
                switch declaration.kind {
                case let .macroExpansion(expansion) where expansion.name.name == "Preview" && outer == nil:
                    found.append(.macro(expansion, span: declaration.span))
                case let .nominalType(nominal) where nominal.inheritance.flatteningCompositions.contains(where: { SwiftUIRuntime.typeName($0) == "PreviewProvider" }):
                    found.append(.provider(nominal, name: outer.map { $0 + "." + nominal.name.name } ?? nominal.name.name, span: declaration.span))
                case let .nominalType(nominal):
                    visit(nominal.members, outer: outer.map { $0 + "." + nominal.name.name } ?? nominal.name.name)
                case let .extension(extensionDecl):
                    if outer == nil, let name = SwiftUIRuntime.dottedTypeName(extensionDecl.extendedType) { visit(extensionDecl.members, outer: name) }
                case let .ifConfig(clauses):
                    for clause in active(clauses) { visit(clause.elements, outer: outer) }
                default: break
                }
            }
        }
        func visitStatements(_ statements: [Stmt]) {
            for statement in statements {
                switch statement.kind {
                case let .declaration(declaration):
                    visit([declaration])
                case let .expression(expression):
                    // At the top level `#Preview { … }` is a macro expansion statement.
                    if case let .macroExpansion(expansion) = expression.kind, expansion.name.name == "Preview" {
                        found.append(.macro(expansion, span: statement.span))
                    }
                case let .ifConfig(clauses):
                    for clause in active(clauses) { visitStatements(clause.elements) }
                default: break
                }
            }
        }
        visitStatements(file.statements)
        return found
    }

    /// Whether `file` declares a preview when its module sets `flags` (`CompilationCondition`).
    public static func declaresPreview(in file: SourceFileSyntax, flags: Set<String>) -> Bool {
        !find(in: file) { CompilationCondition.holds($0, in: file, flags: flags) }.isEmpty
    }
}
