import Diagnostics
import Foundation
@testable import SwiftUIReader

/// The repository's `Fixtures/` folder, found from this file's path.
let fixturesURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// Every `.swift` fixture, relative to the repository root, sorted.
func fixtureFiles() -> [String] {
    let root = fixturesURL.deletingLastPathComponent().path + "/"
    guard let enumerator = FileManager.default.enumerator(atPath: fixturesURL.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        files.append(String((fixturesURL.path + "/" + path).dropFirst(root.count)))
    }
    return files.sorted()
}

func parse(_ source: String, file: String = "x.swift") -> (syntax: SourceFileSyntax, diagnostics: [Diagnostic]) {
    SwiftUISourceReader.parse(text: source, file: file)
}

/// Diagnostics printed as swiftc prints them.
func printed(_ diagnostics: [Diagnostic], source: String) -> String {
    let table = SourceLineTable(text: source)
    return DiagnosticFormatter().format(diagnostics, sources: ["x.swift": table])
}
