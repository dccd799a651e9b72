import Diagnostics
import Foundation
@testable import ProjectReader

/// The repository's `Fixtures/` folder, found from this file's path.
let fixturesURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// Every `.swift` fixture, relative to the repository root, sorted.
func fixtureFiles() -> [String] {
    let root = fixturesURL.deletingLastPathComponent().path + "/"
    // Used as test arguments: an empty list would run no test cases and pass, so fail loudly.
    guard let enumerator = FileManager.default.enumerator(atPath: fixturesURL.path) else {
        fatalError("no Fixtures folder at \(fixturesURL.path)")
    }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        files.append(String((fixturesURL.path + "/" + path).dropFirst(root.count)))
    }
    precondition(!files.isEmpty, "no .swift fixtures in \(fixturesURL.path)")
    return files.sorted()
}

/// Diagnostics printed as swiftc prints them.
func printed(_ diagnostics: [Diagnostic], source: String) -> String {
    let table = SourceLineTable(text: source)
    return DiagnosticFormatter().format(diagnostics, sources: ["x.swift": table])
}

import LayoutEngine

/// Reads a fixture (path relative to the repository root) with its assets.
func readFixture(_ path: String) -> FileReading {
    let url = fixturesURL.deletingLastPathComponent().appendingPathComponent(path)
    let bytes = (try? [UInt8](Data(contentsOf: url))) ?? []
    return SwiftUIFileReader.read(bytes: bytes, file: path, assets: ImageAssets(besideSourceFile: url.path))
}

/// The ids of the warnings the interpreter's library gives for a value fixed so that every run is
/// the same (`Date()`, `UUID()`: docs/diagnostics.md, "Assumptions of the interpreter's
/// library"): expected of any file that reads now, beside what a test checks.
let libraryAssumptionIDs: Set<String> = ["fixedNow", "fixedUUID", "fixedRandomSeed", "fixedHashValue",
                                         "timeZoneReadAsUTC", "calendarTimeZoneIgnored", "calendarReadAsGregorian"]

extension Array where Element == Diagnostic {
    /// These diagnostics without the library's fixed-value warnings (`libraryAssumptionIDs`).
    var withoutLibraryAssumptions: [Diagnostic] { filter { !libraryAssumptionIDs.contains($0.message.id) } }
}

/// Reads source text as `x.swift` with no assets folder.
func read(_ source: String) -> FileReading {
    SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
}

/// The texts of the first preview of a file of `declarations` and a `#Preview` of
/// `VStack { body }`, expecting the file to read without a diagnostic (but the library's
/// fixed-value warnings, `libraryAssumptionIDs`).
func textsOfPreview(declarations: String = "", _ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
    let reading = read("import SwiftUI\n\(declarations)\n#Preview {\n    VStack {\n\(body)\n    }\n}\n")
    #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))", sourceLocation: sourceLocation)
    return try #require(reading.scenarios.first, sourceLocation: sourceLocation).root.texts
}

/// Lays out a scenario with the engine's defaults (scale 3, monospaced test text measurer).
func layout(_ scenario: Scenario) -> LayoutResult {
    scenario.layout()
}

/// Widths of the placed views whose label is one of `labels`, in depth-first source order.
func widths(_ result: LayoutResult, labels: Set<String>) -> [Double] {
    result.root.allViews.filter { labels.contains($0.label) }.map(\.frame.width)
}

func readFixtureText(_ path: String) -> String {
    let url = fixturesURL.deletingLastPathComponent().appendingPathComponent(path)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}

import Testing

/// Reads `source`, expects no diagnostic (or, with `warningsAllowed`, no error) and a scenario,
/// and lays out its first scenario: every placed view, depth first.
func placedViews(_ source: String, warningsAllowed: Bool = false,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
    let reading = read(source)
    let reported = warningsAllowed ? reading.diagnostics.filter { $0.severity == .error } : reading.diagnostics
    #expect(reported.isEmpty, "\(reading.diagnostics)", sourceLocation: sourceLocation)
    let scenario = try #require(reading.scenarios.first, sourceLocation: sourceLocation)
    return layout(scenario).root.allViews
}

/// The frame of the `index`-th placed view of `kind` (depth first).
func frame(_ views: [PlacedView], kind: String, _ index: Int = 0,
           sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Rect {
    let matching = views.filter { $0.kind == kind }
    try #require(matching.count > index, "no \(kind) #\(index)", sourceLocation: sourceLocation)
    return matching[index].frame
}

/// Whether the root of `result` is its first text grown by `growth` in width and in height (a
/// padding of `growth / 2` on every side).
func rootIsItsTextGrown(_ result: LayoutResult, by growth: Double) -> Bool {
    guard let text = result.root.allViews.first(where: { $0.kind == "Text" }) else { return false }
    return result.root.frame.width == text.frame.width + growth && result.root.frame.height == text.frame.height + growth
}

/// Reads `source` as `x.swift`.
func interpretedReading(_ source: String) throws -> FileReading {
    read(source)
}

/// Expects `reading` to have no error and a scenario, and lays out its first scenario: every
/// placed view, depth first.
func viewsWithoutErrors(_ reading: FileReading, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
    #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)", sourceLocation: sourceLocation)
    let scenario = try #require(reading.scenarios.first, sourceLocation: sourceLocation)
    return layout(scenario).root.allViews
}
