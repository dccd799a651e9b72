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
        let head = bytes.prefix(1 << 16)
        if namesPackageDescriptionBetweenASCII(head) { return true }
        let text = String(decoding: head, as: UTF8.self)
        if text.contains("PackageDescription") { return true }
        return !text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("import ") }
    }

    /// Whether the bytes hold `PackageDescription` with an ASCII byte (or the text's start or
    /// end) on either side: then the decoded text contains it as characters too, since an ASCII
    /// scalar neither joins the grapheme cluster before it nor the one after (Unicode UAX #29:
    /// only Extend, ZWJ and SpacingMark scalars attach to the character before, Prepend scalars
    /// to the one after, and none is ASCII). A match beside a non-ASCII byte is left to the
    /// character search. Searching the bytes spares decoding a manifest and searching it
    /// character by character (≈ 0.9 M instructions of a cold run, docs/performance.md).
    static func namesPackageDescriptionBetweenASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        let word = Array("PackageDescription".utf8)
        guard bytes.count >= word.count else { return false }
        var start = bytes.startIndex
        let last = bytes.endIndex - word.count
        while start <= last {
            if bytes[start] == word[0], bytes[start ..< start + word.count].elementsEqual(word) {
                let asciiBefore = start == bytes.startIndex || bytes[start - 1] < 0x80
                let end = start + word.count
                let asciiAfter = end == bytes.endIndex || bytes[end] < 0x80
                if asciiBefore && asciiAfter { return true }
            }
            start += 1
        }
        return false
    }

    /// Reads the manifest `Package.swift` at `path`; nil with an error when it cannot be read
    /// or holds no `Package(…)`.
    /// With a `runner`, a manifest the declarative reading does not fully understand is run
    /// (`read(_:file:runner:)`).
    public static func read(_ path: String, runner: (any PackageManifestRunning)? = nil) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        let file = ProjectPath.normalize(path)
        switch FileSystem.readText(file, limit: sizeLimit) {
        case .success(let bytes): return read(bytes, file: file, runner: runner)
        case .failure(let failure): return (nil, [failure.diagnostic])
        }
    }

    /// The warnings that say the declarative reading left part of the manifest out: with any of
    /// them, the manifest is run when a runner is given.
    static let notUnderstoodIDs: Set<String> = [
        "manifestFormNotUnderstood", "manifestConditionalCompilation", "manifestConditionNotEvaluated", "manifestWithoutPackage",
    ]

    /// Reads manifest text `bytes` of the file `file`: declaratively, and when that leaves a part
    /// not understood and a `runner` is given, by running it as SwiftPM does. A run that gives a
    /// `Package` replaces the declarative reading (its warnings were about what the run now
    /// followed); a run that stops adds why (`packageManifestNotRun`) to the declarative reading.
    /// A manifest the declarative reader understands is never run: its reading is exact and fast.
    public static func read(_ bytes: [UInt8], file: String, runner: (any PackageManifestRunning)?) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        let declarative = read(bytes, file: file)
        guard let runner, declarative.diagnostics.contains(where: { notUnderstoodIDs.contains($0.message.id) }),
              !declarative.diagnostics.contains(where: { $0.severity == .error && $0.message.id != "manifestWithoutPackage" }) else {
            return declarative
        }
        let result = runner.runPackage(TuistManifestRunRequest(files: [.init(path: file, bytes: bytes)], bindingNames: topLevelNames(bytes, file: file)))
        guard let value = result.project else { return (declarative.manifest, declarative.diagnostics + result.diagnostics) }
        var interpreter = ManifestInterpreter(bindings: [:], folder: ProjectPath.parent(file))
        let lines = SourceLineTable(bytes: bytes)
        let manifest = interpreter.package(value.expression(at: 0))
        return (manifest, result.diagnostics + interpreter.problems.map { .at($0.offset, in: file, lines: lines, $0.message) })
    }

    /// The manifest's top-level `let`/`var` names in the order written (`package` by SwiftPM's convention).
    private static func topLevelNames(_ bytes: [UInt8], file: String) -> [String] {
        let (tokens, _) = ManifestTokenizer.tokenize(bytes, file: file, lines: SourceLineTable(bytes: bytes))
        var parser = ManifestParser(tokens: tokens)
        parser.parseTopLevel()
        return parser.bindings.sorted { $0.value.offset < $1.value.offset }.map(\.key)
    }

    /// Reads manifest text `bytes` of the file `file`, declaratively only.
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
