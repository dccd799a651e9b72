import Foundation
import Testing
@testable import LayoutLensCLI

/// `ProjectReaderTests/Apps/Aviary`: an app folder and a local package, `Plumage`, that exports
/// `public typealias Color = PlumageColor` beside SwiftUI's `Color` (as Lottie 3.5 did before 4.0
/// removed it; airbnb/lottie-ios#1761). One app file imports `Plumage`, another only SwiftUI.
/// Swift resolves a bare name in the file's own module and the modules that file imports
/// (checked with swiftc 6: a file without `import Dep` reads Foundation's `Data` though another
/// file of its module imports a `Dep` exporting `typealias Data`), so the SwiftUI-only file's
/// `Color.orange` is a view, and the package's own code reads its own `Color`
/// (`LibraryNamesBehindImports`).
@Suite struct LibraryNamesBehindImportsTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Aviary").path

    private func document() throws -> [String: Any] {
        let result = runFrames(FramesOptions(inputs: [Self.app], format: .json))
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    private func leafSizes(_ node: [String: Any]) -> [[Double]] {
        let children = (node["children"] as? [[String: Any]]) ?? []
        guard children.isEmpty else { return children.flatMap(leafSizes) }
        let frame = (node["frame"] as? [String: Any]) ?? [:]
        return [[frame["width"] as? Double ?? -1, frame["height"] as? Double ?? -1]]
    }

    private func root(_ name: String, in document: [String: Any]) throws -> [String: Any] {
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        let scenario = try #require(scenarios.first { $0["name"] as? String == name }, "\(scenarios.map { $0["name"] ?? "" })")
        return try #require(scenario["root"] as? [String: Any])
    }

    /// The perch: SwiftUI's orange 30 × 20 over its blue 60 × 5, read with its module and no
    /// warning (not read alone after failing on the package's `Color`).
    @Test func aFileNotImportingThePackageReadsTheLibrarysType() throws {
        let document = try document()
        #expect(leafSizes(try root("Perch", in: document)) == [[30, 20], [60, 5]])
        let diagnostics = (document["diagnostics"] as? [[String: Any]]) ?? []
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"] ?? "" })")
    }

    /// The aviary: the package's swatch (its `Color(red: 0.5, …)` is its own alias: 0.5 × 100 = 50
    /// wide, 10 high) above the perch.
    @Test func thePackageReadsItsOwnAliasAndTheImportingFileItsViews() throws {
        let document = try document()
        #expect(leafSizes(try root("Aviary", in: document)) == [[50, 10], [30, 20], [60, 5]])
        #expect(leafSizes(try root("Feather", in: document)) == [[50, 10]])
    }
}
