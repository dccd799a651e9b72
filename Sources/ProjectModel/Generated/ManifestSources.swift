import Diagnostics

/// The Swift files one project manifest is read from (`Project.swift` and the helpers in
/// `Tuist/ProjectDescriptionHelpers`), tokenized with offsets shifted so each file has its own
/// range: a diagnostic at any offset names the right file, line and column.
struct ManifestSources {
    struct File {
        var path: String
        var base: Int
        var length: Int
        var lines: SourceLineTable
        /// The file's text, for a `TuistManifestRunning` that runs it.
        var bytes: [UInt8]
    }

    private(set) var files: [File] = []
    private(set) var tokens: [[ManifestToken]] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var nextBase = 0

    /// Reads and tokenizes `path`; false (with an error) when it cannot be read.
    @discardableResult
    mutating func add(_ path: String, limit: Int) -> Bool {
        let bytes: [UInt8]
        switch FileSystem.readText(path, limit: limit) {
        case .success(let text): bytes = text
        case .failure(let failure):
            diagnostics.append(failure.diagnostic)
            return false
        }
        let lines = SourceLineTable(bytes: bytes)
        let (found, problems) = ManifestTokenizer.tokenize(bytes, file: path, lines: lines)
        diagnostics += problems
        let base = nextBase
        files.append(File(path: path, base: base, length: bytes.count, lines: lines, bytes: bytes))
        tokens.append(found.map { token in
            var shifted = token
            shifted.offset += base
            return shifted
        })
        nextBase += bytes.count + 1
        return true
    }

    /// The range of offsets of file `index`.
    func range(of index: Int) -> Range<Int> { files[index].base..<(files[index].base + files[index].length + 1) }

    /// A diagnostic at a shifted offset.
    func diagnostic(_ message: DiagnosticMessage, at offset: Int) -> Diagnostic {
        guard let file = files.last(where: { $0.base <= offset }) ?? files.first else {
            return .aboutFile("", message)
        }
        return .at(max(0, offset - file.base), in: file.path, lines: file.lines, message)
    }
}
