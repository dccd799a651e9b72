import Diagnostics

/// Reads a `Package.swift` declaratively: the manifest is tokenized and parsed as Swift
/// expressions, never run. It understands the forms packages are written in — one
/// `Package(name:products:dependencies:targets:)` value, literal strings and arrays, `+` of
/// arrays, and names bound by top-level `let`/`var` — and warns (`manifestFormNotUnderstood`)
/// where a manifest does something else (a helper function, a loop, `package.targets.append`), so
/// a missing target is never silent. See docs/project-model.md for why not run the manifest.
public enum PackageManifestReader {
    /// Far larger than any real manifest.
    public static let sizeLimit = 1 << 20

    /// Reads the manifest `Package.swift` at `path`; nil with an error when it cannot be read
    /// or holds no `Package(…)`.
    public static func read(_ path: String) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        let file = ProjectPath.normalize(path)
        switch FileSystem.readText(file, limit: sizeLimit) {
        case .success(let bytes): return read(bytes, file: file)
        case .failure(let failure): return (nil, [failure.diagnostic])
        }
    }

    /// Reads manifest text `bytes` of the file `file`.
    public static func read(_ bytes: [UInt8], file: String) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        let lines = SourceLineTable(bytes: bytes)
        let (tokens, tokenDiagnostics) = ManifestTokenizer.tokenize(bytes, file: file, lines: lines)
        var diagnostics = tokenDiagnostics
        var parser = ManifestParser(tokens: tokens)
        parser.parseTopLevel()
        if let offset = parser.tooDeepAt {
            diagnostics.append(.at(offset, in: file, lines: lines, .nestingTooDeep(limit: ManifestParser.nestingLimit)))
        }
        for (what, offset) in parser.notUnderstood {
            diagnostics.append(.at(offset, in: file, lines: lines, .manifestFormNotUnderstood(what)))
        }
        for offset in parser.conditions {
            diagnostics.append(.at(offset, in: file, lines: lines, .manifestConditionNotEvaluated()))
        }
        var interpreter = ManifestInterpreter(bindings: parser.bindings, folder: ProjectPath.parent(file))
        let package = parser.bindings.sorted { $0.value.offset < $1.value.offset }.first { $0.value.calleeName == "Package" }
        guard let package else {
            diagnostics.append(.aboutFile(file, .manifestWithoutPackage()))
            return (nil, diagnostics)
        }
        let manifest = interpreter.package(package.value, changes: parser.changes.filter { $0.binding == package.key })
        diagnostics += interpreter.problems.map { .at($0.offset, in: file, lines: lines, $0.message) }
        return (manifest, diagnostics)
    }
}
