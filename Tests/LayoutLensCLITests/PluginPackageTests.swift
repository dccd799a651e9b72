import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

extension ExternalTool {
    static let swift = ExternalTool(names: ["swift"], installHint: "a Swift toolchain")
}

/// The SwiftPM command plugin, seen from a package that depends on LayoutLens by path (made in a
/// temporary folder). Listing needs only the manifests (about 3 s); running the plugin builds the
/// whole tool in the user's package (minutes), so that is the manual check in docs/ci.md.
@Suite("SwiftPM plugin")
struct PluginPackageTests {
    @Test("swift package plugin --list in a depending package names the layoutlens plugin", .requires(.swift))
    func aDependingPackageListsThePlugin() throws {
        let folder = try ScratchFolder.fresh("plugin-user")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Cards"), withIntermediateDirectories: true)
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "PluginUser",
                dependencies: [.package(path: "\(CheckEndToEndTests.repository.path)")],
                targets: [.target(name: "Cards")]
            )
            """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n".write(to: folder.appendingPathComponent("Sources/Cards/Card.swift"), atomically: true, encoding: .utf8)
        let result = try ExternalTool.swift.run(["package", "--package-path", folder.path, "plugin", "--list"], in: folder, timeout: 300)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("‘layoutlens’ (plugin ‘LayoutLensPlugin’ in package ‘LayoutLens’)"), "\(result.output)")
    }

    @Test func thePluginsTargetsAreTheInputsOnlyWhenNoneAreGiven() throws {
        let folder = try ScratchFolder.fresh("plugin-inputs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["LAYOUTLENS_DEFAULT_INPUTS": folder.appendingPathComponent("Missing").path]
        // No inputs typed: the plugin's folder is the input (here one that does not exist, so the
        // command says so, which shows it was used).
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: ["--no-config", "frames"], io: captured.io, environment: environment)
        #expect(status == 2)
        #expect(captured.error.contains("no such file or folder: '\(folder.path)/Missing'"), "\(captured.error)")
        // Typed inputs win.
        let typed = CapturedIO()
        _ = LayoutLens.main(arguments: ["--no-config", "frames", folder.path], io: typed.io, environment: environment)
        #expect(!typed.error.contains("Missing"), "\(typed.error)")
    }
}
