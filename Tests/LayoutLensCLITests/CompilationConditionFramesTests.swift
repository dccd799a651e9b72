import Foundation
import Testing
@testable import LayoutLensCLI

/// A package target's preview is read with the conditions SwiftPM compiles it with:
/// `SWIFT_PACKAGE` and its `swiftSettings` `.define("WIDE")`, so the `#if SWIFT_PACKAGE && WIDE`
/// branch (a 300-point card) is laid out, not the `#else` (a 100-point one). Widths are the
/// `.frame(width:)` each branch writes.
@Suite struct CompilationConditionFramesTests {
    private static func writePackage() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-conditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v17)],
            targets: [.target(name: "Kit", swiftSettings: [.define("WIDE")])]
        )
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        struct Card: View {
            var body: some View {
                #if SWIFT_PACKAGE && WIDE
                Color.blue.frame(width: 300, height: 40)
                #else
                Color.red.frame(width: 100, height: 40)
                #endif
            }
        }

        #Preview("Card") { Card() }
        """.write(to: folder.appendingPathComponent("Sources/Kit/Card.swift"), atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test func aPackageTargetsPreviewTakesItsPackageAndDefinedBranch() throws {
        let folder = try Self.writePackage()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = runFrames(FramesOptions(inputs: [folder], format: .json))
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        let root = try #require(scenarios.first?["root"] as? [String: Any])
        func nodes(_ node: [String: Any]) -> [[String: Any]] {
            [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(nodes)
        }
        let widths = nodes(root).compactMap { ($0["frame"] as? [String: Any])?["width"] as? Double }
        #expect(widths.contains(300), "\(widths)")
        #expect(!widths.contains(100), "\(widths)")
    }
}
