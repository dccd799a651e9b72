import Diagnostics

/// What reading the projects found (`ProjectModel`: a `project.pbxproj`, `Package.swift`,
/// workspace, Tuist or xcodegen manifest, `swiftgen.yml`), as every command prints it: each
/// problem once — a project met twice (listed by a workspace and found walking its folder) says
/// it once —, in a stable order (file, line, column, id, message), each with its id in brackets
/// as the drawing's warnings are (docs/cli.md). Errors and warnings both: a warning is what
/// LayoutLens assumed about the project (a dependency it could not find, a manifest form it did
/// not follow), which the previews' stand-ins then show, so it is never silent
/// (docs/diagnostics.md). Notes stay in the project model.
struct ProjectDiagnostics {
    let diagnostics: [Diagnostic]

    init(_ found: [Diagnostic]) {
        var seen: Set<Diagnostic> = []
        diagnostics = found.filter { $0.severity != .note && seen.insert($0).inserted }.sorted(by: Self.precedes)
    }

    /// The text for standard error: swiftc's `file:line:col: severity: message`, with ` [id]`.
    var text: String {
        let formatter = DiagnosticFormatter()
        return diagnostics.map { diagnostic in
            var lines = formatter.format(diagnostic, source: nil).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines[0] += " [\(diagnostic.id)]"
            return lines.joined(separator: "\n")
        }.joined()
    }

    var isEmpty: Bool { diagnostics.isEmpty }

    private static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.file, a.line, a.column, a.id, a.text) < (b.file, b.line, b.column, b.id, b.text)
    }
}
