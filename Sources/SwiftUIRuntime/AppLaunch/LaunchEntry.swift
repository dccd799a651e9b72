import SwiftFrontEnd
import SwiftInterpreter

/// The type a module's process starts from, as Swift picks it: the one type marked `@main` (or
/// UIKit's older `@UIApplicationMain`, AppKit's `@NSApplicationMain`). The Swift Programming
/// Language ("Attributes", `main`): the attribute marks "the top-level entry point for program
/// flow", and the type must provide a `static func main()` — its own, or one a protocol
/// extension gives: SwiftUI's `App` ("App": "Initializes and runs the app", `main()`), UIKit's
/// `UIApplicationDelegate` and AppKit's `NSApplicationDelegate` give it to a delegate class. A
/// module holds at most one (swiftc: "'main' attribute can only apply to one type in a module").
struct LaunchEntry {
    enum Kind: Equatable {
        /// A SwiftUI `App`: its `init()` runs, then the delegate its adaptor names is made and told.
        case app
        /// A UIKit or AppKit app delegate class: it is made and told the launch.
        case delegate
        /// A `static func main()` of the program's own: not run (what it calls is arbitrary).
        case customMain
    }

    var typeName: String
    var kind: Kind
    var file: SourceFileSyntax
    /// The declaration's attribute and name (where a warning about the launch points).
    var span: SourceSpan

    /// The entry points the module's files declare, in file order; of a top-level `#if`, the
    /// clause the interpreter compiles.
    static func entries(in files: [SourceFileSyntax], compiledBy interpreter: Interpreter) -> [LaunchEntry] {
        var found: [LaunchEntry] = []
        for file in files {
            for declaration in topLevelDeclarations(file.statements, interpreter) {
                if let entry = entry(declaration, in: file) { found.append(entry) }
            }
        }
        return found
    }

    private static func entry(_ declaration: Decl, in file: SourceFileSyntax) -> LaunchEntry? {
        guard case let .nominalType(nominal) = declaration.kind else { return nil }
        let attributes = declaration.attributes.map(\.name.name)
        let isDelegateMain = attributes.contains("UIApplicationMain") || attributes.contains("NSApplicationMain")
        guard attributes.contains("main") || isDelegateMain else { return nil }
        let span = SourceSpan(start: declaration.span.start, end: nominal.name.span.end)
        let inherited = nominal.inheritance.flatteningCompositions.compactMap(SwiftUIRuntime.typeName)
        if declaresStaticMain(nominal) {
            return LaunchEntry(typeName: nominal.name.name, kind: .customMain, file: file, span: span)
        }
        if inherited.contains("App") {
            return LaunchEntry(typeName: nominal.name.name, kind: .app, file: file, span: span)
        }
        // A class's `main()` comes from the delegate protocol it adopts (directly, or through a
        // superclass of the program's that adopts it).
        if nominal.kind == .class, isDelegateMain || !inherited.isEmpty {
            return LaunchEntry(typeName: nominal.name.name, kind: .delegate, file: file, span: span)
        }
        // A `WidgetBundle`, a `Widget` or anything else: an extension's or a tool's entry, no app launch.
        return nil
    }

    private static func declaresStaticMain(_ nominal: NominalTypeDecl) -> Bool {
        nominal.members.contains { member in
            guard case let .function(function) = member.kind, function.name.name == "main" else { return false }
            return member.modifiers.contains { $0.name == "static" || $0.name == "class" }
        }
    }

    private static func topLevelDeclarations(_ statements: [Stmt], _ interpreter: Interpreter) -> [Decl] {
        func flattened(_ declaration: Decl) -> [Decl] {
            guard case let .ifConfig(clauses) = declaration.kind else { return [declaration] }
            return interpreter.activeClause(clauses)?.elements.flatMap(flattened) ?? []
        }
        return statements.flatMap { statement -> [Decl] in
            switch statement.kind {
            case let .declaration(declaration): return flattened(declaration)
            case let .ifConfig(clauses): return interpreter.activeClause(clauses).map { topLevelDeclarations($0.elements, interpreter) } ?? []
            default: return []
            }
        }
    }
}
