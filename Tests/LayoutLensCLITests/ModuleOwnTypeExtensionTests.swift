import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// An app and the design-system package it imports both declare `public struct Catalog: View`,
/// and the app extends its own (`extension Catalog { var defaultView: some View }`). In the app's
/// files `Catalog` is the app's (a module's own declaration shadows an imported one: The Swift
/// Programming Language, "Access Control"), so the extension's members are the app's type's and
/// its preview uses them: the app's catalog shows the app's text, with nothing drawn as a stand-in.
/// Before, the preview's type was declared anew for its file, as for a private type two files of
/// one module declare, and lost what the extension adds.
@Suite struct ModuleOwnTypeExtensionTests {
    private func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func anExtensionOfTheAppsOwnTypeReachesItsPreviewBesideAPackagesTypeOfTheSameName() throws {
        let root = try ScratchFolder.fresh("cli/module-own-type-extension")
        try write("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
        """, "Packages/Kit/Package.swift", in: root)
        try write("""
        import SwiftUI
        public struct Catalog: View {
            public init() {}
            public var body: some View { VStack { defaultView } }
        }
        public extension Catalog {
            var defaultView: some View { Text("Kit catalog") }
        }
        """, "Packages/Kit/Sources/Kit/Catalog.swift", in: root)
        try write("""
        import SwiftUI
        import Kit
        public struct Catalog: View {
            public var body: some View { VStack { defaultView } }
        }
        // The app's own catalog page.
        public extension Catalog {
            var defaultView: some View { Text("App catalog") }
        }
        #Preview { Catalog() }
        """, "App/Catalog.swift", in: root)
        let result = runFrames(FramesOptions(inputs: [root.path], format: .json))
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        let app = try #require(scenarios.first { ($0["file"] as? String)?.hasSuffix("App/Catalog.swift") == true })
        let appText = String(decoding: try JSONSerialization.data(withJSONObject: app), as: UTF8.self)
        // The body's one view is the app's `Text` (line 8 of its file; the package's is on line 7).
        let body = try #require(app["root"] as? [String: Any])
        let children = (body["children"] as? [[String: Any]]) ?? []
        #expect(children.count == 1)
        #expect(children.first?["kind"] as? String == "Text")
        #expect((children.first?["source"] as? [String: Any])?["line"] as? Int == 8, "\(appText)")
        #expect(!appText.contains("\"standIn\""), "\(appText)")
        let diagnostics = (document["diagnostics"] as? [[String: Any]]) ?? []
        #expect(!diagnostics.contains { ($0["file"] as? String)?.hasSuffix("App/Catalog.swift") == true }, "\(diagnostics)")
    }
}
