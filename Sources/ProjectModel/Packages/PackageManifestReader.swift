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

    /// Whether the `Package.swift` at `path` is taken for a manifest: a manifest imports
    /// `PackageDescription` (SwiftPM's manifest API), so a file that imports other modules and
    /// not it is a Swift file of an app that happens to be named `Package.swift` (Cork's
    /// `Protocols/Package.swift` model): app code. A file with no imports, or that cannot be read,
    /// counts as a manifest, so a broken one is still reported.
    public static func isManifest(_ path: String) -> Bool {
        guard case .success(let bytes) = FileSystem.readText(path, limit: sizeLimit) else { return true }
        let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        if text.contains("PackageDescription") { return true }
        return !text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("import ") }
    }

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
        // `extension Target.Dependency { static let styleguide = byName(name: "Styleguide") }`:
        // modular packages name their dependencies once there and write `.styleguide` in targets.
        parser.readsDeclarationBodies = true
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
        var manifest = interpreter.package(package.value, changes: parser.changes.filter { $0.binding == package.key })
        manifest.toolsVersion = ManifestToolsVersion.declared(in: Substring(String(decoding: bytes.prefix(256), as: UTF8.self)))
        diagnostics += interpreter.problems.map { .at($0.offset, in: file, lines: lines, $0.message) }
        return (manifest, diagnostics)
    }
}
