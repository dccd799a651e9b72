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
        for offset in parser.mutations {
            diagnostics.append(.at(offset, in: file, lines: lines, .manifestFormNotUnderstood("a change to a value after it is made")))
        }
        var interpreter = ManifestInterpreter(bindings: parser.bindings, folder: ProjectPath.parent(file))
        let package = parser.bindings.values.sorted { $0.offset < $1.offset }.first { $0.calleeName == "Package" }
        guard let package else {
            diagnostics.append(.aboutFile(file, .manifestWithoutPackage()))
            return (nil, diagnostics)
        }
        let manifest = interpreter.package(package)
        diagnostics += interpreter.problems.map { .at($0.offset, in: file, lines: lines, $0.message) }
        return (manifest, diagnostics)
    }
}
