import Foundation
import Testing
@testable import LayoutLensCLI
import SwiftUIRuntime

/// Each Swift package target with resources is a bundle of its own, found through `Bundle.module`
/// (Apple docs, "Bundling resources with a Swift package"), and a lookup looks only in the bundle
/// it names, `Bundle.main` when none (Apple docs, `Text(_:tableName:bundle:comment:)`: "If `nil`,
/// SwiftUI uses the main bundle"). `Apps/Trailhead` is an app folder with its own
/// `Localizable.xcstrings` ("title" = "Trailhead") and `Sunrise` colour, and the local package
/// TrailKit with its own catalog ("title" = "Ridge Loop", "distance" = "4.2 miles",
/// "difficulty" = "Moderate"), `Sunrise` colour and `TrailMap` image (300 × 180 px at 2x, so
/// 150 × 90 pt), which its `TrailCard` reads with `bundle: .module`.
@Suite struct PackageResourceBundlesTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Trailhead").path

    /// The frames text of one scenario, and the ids of the diagnostics of the run.
    private func frames(_ scenario: String, locale: String? = nil) throws -> (lines: [String], json: [String: Any]) {
        let settings = PreviewSettings(locale: locale)
        let text = runFrames(FramesOptions(inputs: [Self.app], scenario: scenario, format: .text, settings: settings))
        #expect(text.status == 0, "\(text.standardError)")
        let json = runFrames(FramesOptions(inputs: [Self.app], scenario: scenario, format: .json, settings: settings))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        return (text.standardOutput.split(separator: "\n").map(String.init), document)
    }

    private func diagnostics(_ document: [String: Any]) -> [(id: String, message: String)] {
        ((document["diagnostics"] as? [[String: Any]]) ?? []).map { (($0["id"] as? String) ?? "", ($0["message"] as? String) ?? "") }
    }

    /// The package's card shows the package's own strings and its map at 150 × 90 pt, with no
    /// warning: `Text(_:bundle:)`, `String(localized:bundle:)`, `NSLocalizedString(_:bundle:comment:)`,
    /// `Image(_:bundle:)` and `Color(_:bundle:)` all name `.module`.
    @Test func aPackagesPreviewFindsItsStringsAndImageThroughBundleModule() throws {
        let (lines, document) = try frames("Card")
        let output = lines.joined(separator: "\n")
        for value in ["Ridge Loop", "4.2 miles", "Moderate"] { #expect(output.contains("\"\(value)\""), "\(output)") }
        #expect(lines.contains { $0.contains("Image") && $0.contains("150 × 90") }, "\(output)")
        #expect(diagnostics(document).isEmpty, "\(diagnostics(document))")
    }

    /// In the app's preview both catalogs have "title": the app's `Text("title")` shows the app's
    /// value and the card's `Text("title", bundle: .module)` the package's.
    @Test func theSameKeyShowsEachBundlesOwnValue() throws {
        let (lines, document) = try frames("Home")
        let output = lines.joined(separator: "\n")
        #expect(output.contains("\"Trailhead\"") && output.contains("\"Ridge Loop\""), "\(output)")
        #expect(output.contains("\"4.2 miles\""), "\(output)")
        #expect(diagnostics(document).isEmpty, "\(diagnostics(document))")
    }

    /// `--locale de` reads each bundle's German value.
    @Test func eachBundleIsLocalizedOnItsOwn() throws {
        let output = try frames("Home", locale: "de").lines.joined(separator: "\n")
        #expect(output.contains("\"Wanderstart\"") && output.contains("\"Kammrunde\"") && output.contains("\"6,8 km\""), "\(output)")
    }

    /// The app's `Text("distance")` looks in `Bundle.main`, which lacks the package's key: iOS
    /// shows the key, and the warning names the bundle that has it.
    @Test func aPackagesKeyReadThroughTheMainBundleShowsTheKey() throws {
        let (lines, document) = try frames("Package key in the app's bundle")
        #expect(lines.joined().contains("\"distance\""), "\(lines)")
        let found = diagnostics(document)
        #expect(found.map(\.id) == ["localizedKeyShown"])
        #expect(found.first?.message.contains("package target 'TrailKit'") == true, "\(found)")
    }

    /// The app's `Image("TrailMap")` finds no image in `Bundle.main`: the missing-image
    /// placeholder (100 × 100 pt), with the warning naming the package's bundle.
    @Test func aPackagesImageReadThroughTheMainBundleIsMissing() throws {
        let (lines, document) = try frames("Package image in the app's bundle")
        #expect(lines.contains { $0.contains("Image") && $0.contains("100 × 100") }, "\(lines)")
        let found = diagnostics(document)
        #expect(found.map(\.id) == ["missingAsset"])
        #expect(found.first?.message.contains("package target 'TrailKit'") == true, "\(found)")
    }
}
