import Diagnostics
import SwiftFrontEnd
import SwiftInterpreter

/// A snippet as blog posts print them: views written at the top level of the file (`VStack { … }
/// .padding()`, a playground's `PlaygroundPage.current.setLiveView(Card())`), or a lone
/// `var body: some View { … }`. Swift accepts such a file (top-level code); with no preview in
/// it, LayoutLens lays out what the snippet shows as `#Preview { … }` would, with a warning.
extension SwiftUIRuntime {
    /// The preview of the file's top-level views, else of its top-level `body`; nil when it has
    /// neither.
    func runFragmentPreview() -> PreviewRun? {
        if isScriptWithoutViews() { return nil }
        let statements = topLevelViewStatements()
        if let first = statements.first?.span, let last = statements.last?.span {
            let span = SourceSpan(start: first.start, end: last.end)
            return fragmentRun(at: span, sourceText: "#Preview {\n" + file.text(of: span) + "\n}", shows: "its top-level views",
                               warnedAt: first) {
                let closure = ClosureExpr(parameters: nil, statements: statements, span: span)
                return try self.interpreter.call(self.interpreter.topLevelClosure(closure), [], building: "ViewBuilder")
            }
        }
        guard let body = topLevelBody() else { return nil }
        return fragmentRun(at: body.span, sourceText: "#Preview { body }", shows: "its top-level 'body'", warnedAt: body.span) {
            try self.interpreter.value(named: "body")
        }
    }

    /// A preview of what `content` makes, on the device, with the warning that says so.
    private func fragmentRun(at span: SourceSpan, sourceText: String, shows what: String, warnedAt warning: SourceSpan,
                             content: @escaping () throws -> Value) -> PreviewRun {
        var run = PreviewRun(title: nil, shownView: nil, providerName: nil, line: file.range(of: span).start.line,
                             sourceText: sourceText, trait: .device, root: nil, diagnostics: [])
        (run.root, run.diagnostics) = attempt {
            self.warn(.fragmentPreview(what), at: self.file.range(of: warning))
            let value = try content()
            self.resolvingSafeArea = self.safeArea(for: run.trait)
            return try self.resolveSingle(value)
        }
        run.runsUserCodeDuringLayout = layoutTimeBridgesMade > 0
        return run
    }

    /// The top-level statements a snippet shows views with: expressions (the argument of a
    /// playground's `setLiveView(_:)` in its place), `if` and `switch`; declarations, assignments
    /// and `import`s are not views.
    private func topLevelViewStatements() -> [Stmt] {
        var statements: [Stmt] = []
        for statement in file.statements {
            switch statement.kind {
            case let .expression(expression):
                if case let .call(call) = expression.kind, case let .memberAccess(access) = call.callee.kind,
                   access.member.name == "setLiveView", let view = call.arguments.first?.value {
                    statements.append(Stmt(.expression(view), span: view.span))
                    continue
                }
                switch expression.kind {
                case .macroExpansion, .assignment: continue
                case let .sequence(sequence) where sequence.elements.contains(where: Self.isAssignmentOperator): continue
                default: statements.append(statement)
                }
            case .if, .switch:
                statements.append(statement)
            default: continue
            }
        }
        return statements
    }

    /// A script (`swift Scripts/tool.swift`, a CI step): its imports are all Apple modules that
    /// declare no SwiftUI view (`Foundation`, `CoreLocation`, …). SwiftUI's views are names of the
    /// SwiftUI module, which a file reaches only by importing it (or a module re-exporting it),
    /// else swiftc says "cannot find 'Text' in scope"; so its top-level code is a program, not
    /// views, and it has no preview. A file importing nothing stays a snippet.
    private func isScriptWithoutViews() -> Bool {
        var imported: [String] = []
        for statement in file.statements {
            guard case let .declaration(declaration) = statement.kind, case let .import(module) = declaration.kind,
                  let name = module.path.first?.name else { continue }
            imported.append(name)
        }
        return !imported.isEmpty && imported.allSatisfy(Self.modulesWithoutViews.contains)
    }

    /// Apple's modules that declare no SwiftUI view and re-export no module that does.
    static let modulesWithoutViews: Set<String> = [
        "Foundation", "CoreFoundation", "CoreLocation", "CoreGraphics", "Dispatch", "Darwin", "Glibc", "os", "OSLog",
        "UniformTypeIdentifiers", "ImageIO", "CoreImage", "CryptoKit", "Security", "CoreText", "AppKit",
        // A playground's usual imports: `Cocoa` re-exports AppKit, Foundation and Core Data, `UIKit`
        // Foundation and Core Graphics (Apple, "Cocoa", "UIKit"); neither re-exports SwiftUI, and
        // `PlaygroundSupport` shows a SwiftUI view only in a file that imports SwiftUI too.
        "Cocoa", "UIKit", "PlaygroundSupport", "CoreData", "Combine",
    ]

    private static func isAssignmentOperator(_ element: SequenceElement) -> Bool {
        guard case let .binaryOperator(name) = element else { return false }
        return name.name == "=" || (name.name.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(name.name))
    }

    /// `var body: some View { … }` declared at the top level.
    private func topLevelBody() -> Decl? {
        for statement in file.statements {
            guard case let .declaration(declaration) = statement.kind, case let .variable(variable) = declaration.kind else { continue }
            if variable.bindings.contains(where: { if case let .identifier(name) = $0.pattern.kind { name.name == "body" } else { false } }) {
                return declaration
            }
        }
        return nil
    }
}
