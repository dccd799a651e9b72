import Foundation

/// One case of `Cases/<concept>/<case>.swift`: a SwiftUI file whose `// expect:` lines say what
/// reading and laying it out must give and whose `// source:` lines say where those numbers come
/// from (`Cases/README.md`). The way crafting-interpreters keeps `test/<feature>/*.lox` and taffy
/// `test_fixtures/<group>/`: the case is data, one parameterised test runs them all.
struct CaseFile {
    /// One `// expect:` line: its text after the marker and its 1-based line in the file.
    struct ExpectLine {
        var text: String
        var line: Int
    }

    /// The path under `Cases/`, e.g. `optional_views/optional_background.swift`.
    var path: String
    var source: String
    var expectations: [ExpectLine]
    /// The text after each `// source:` marker.
    var sources: [String]

    /// `Cases/`, found from this file's path (the folder is excluded from the test target).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

    static let expectMarker = "// expect:"
    static let sourceMarker = "// source:"

    /// Every case's path under `Cases/`, sorted.
    static func paths() -> [String] {
        // Used as test arguments: an empty list would run no case and pass, so fail loudly.
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            fatalError("no Cases folder at \(folder.path)")
        }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(path) }
        }
        precondition(!paths.isEmpty, "no .swift cases in \(folder.path)")
        return paths.sorted()
    }

    var url: URL { Self.folder.appendingPathComponent(path) }

    static func load(_ path: String) throws -> CaseFile {
        let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        var expectations: [ExpectLine] = []
        var sources: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix(expectMarker) {
                expectations.append(ExpectLine(text: trimmed.dropFirst(expectMarker.count).trimmingCharacters(in: .whitespaces),
                                               line: index + 1))
            } else if trimmed.hasPrefix(sourceMarker) {
                sources.append(trimmed.dropFirst(sourceMarker.count).trimmingCharacters(in: .whitespaces))
            }
        }
        return CaseFile(path: path, source: source, expectations: expectations, sources: sources)
    }
}
