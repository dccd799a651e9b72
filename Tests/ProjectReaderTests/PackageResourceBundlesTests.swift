import AppResources
import Foundation
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Each Swift package target with resources is a bundle of its own, found through `Bundle.module`
/// (Apple docs, "Bundling resources with a Swift package"), and a lookup looks only in the bundle
/// it names, `Bundle.main` when none (Apple docs, `Text(_:tableName:bundle:comment:)`: "If `nil`,
/// SwiftUI uses the main bundle"; `Image(_:bundle:)`: "If `nil`, SwiftUI uses the main bundle").
/// `Apps/Trailhead` is an app folder with its own `Localizable.xcstrings` ("title" =
/// "Trailhead", German "Wanderstart") and `Sunrise` colour, and the local package TrailKit with
/// its own catalog ("title" = "Ridge Loop"/"Kammrunde", "distance" = "4.2 miles"/"6,8 km",
/// "difficulty" = "Moderate"/"Mittel"), `Sunrise` colour (0x2E 0x7D 0x32) and `TrailMap` image
/// (300 × 180 px at 2x: 150 × 90 pt), which its `TrailCard` reads with `bundle: .module`. The
/// modules are given as `FixtureModules` gives them: the app's resources with the package's.
@Suite struct PackageResourceBundlesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps/Trailhead").path
    private static let app = root + "/App"
    private static let package = root + "/TrailKit/Sources/TrailKit"
    private static let trailKit = PackageTargetResources(name: "TrailKit", sourceFiles: [package + "/TrailCard.swift"],
                                                          resourcePaths: [package + "/Resources"])

    /// The app module's readings: `HomeView.swift`, then `PackageResourcesFromTheApp.swift`.
    private func appReadings(locale: String? = nil) -> [FileReading] {
        ModuleReader.read(paths: [Self.app + "/HomeView.swift", Self.app + "/PackageResourcesFromTheApp.swift", Self.app + "/TrailheadApp.swift"],
                          contextPaths: Self.trailKit.sourceFiles, resourcePaths: [Self.app] + Self.trailKit.resourcePaths,
                          ownResourcePaths: [Self.app], moduleNames: ["Trailhead", "TrailKit"], bundleIdentity: BundleIdentity(name: "Trailhead"),
                          packageTargets: [Self.trailKit], settings: PreviewSettings(locale: locale)).readings
    }

    private func scenario(_ name: String, in reading: FileReading) throws -> Scenario {
        try #require(reading.scenarios.first { $0.name == name })
    }

    /// The package's own preview: its strings, map (150 × 90 pt) and colour through `.module`.
    @Test func aPackagesPreviewFindsItsStringsImageAndColourThroughBundleModule() throws {
        let reading = ModuleReader.read(paths: Self.trailKit.sourceFiles, resourcePaths: Self.trailKit.resourcePaths,
                                        ownResourcePaths: Self.trailKit.resourcePaths, moduleNames: ["TrailKit"],
                                        bundleIdentity: BundleIdentity(name: "TrailKit", isPackage: true), packageTargets: [Self.trailKit]).readings[0]
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let card = try scenario("Card", in: reading)
        #expect(card.root.texts == ["Ridge Loop", "4.2 miles", "Moderate"])
        let map = try #require(layout(card).root.allViews.first { $0.label == "Image(\"TrailMap\")" })
        #expect(map.frame.size == Size(width: 150, height: 90))
    }

    /// In the app's preview both catalogs have "title": the app's `Text("title")` shows the app's
    /// value and the card's `Text("title", bundle: .module)` the package's; the card's map,
    /// `String(localized:bundle:)` and `NSLocalizedString(_:bundle:comment:)` are the package's;
    /// and the two `Sunrise` colours, one per bundle, are no clash.
    @Test func theSameKeyShowsEachBundlesOwnValue() throws {
        let reading = appReadings()[0]
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let home = try scenario("Home", in: reading)
        #expect(home.root.texts == ["Trailhead", "Ridge Loop", "4.2 miles", "Moderate"])
        let views = layout(home).root.allViews
        #expect(views.first { $0.label == "Image(\"TrailMap\")" }?.frame.size == Size(width: 150, height: 90))
        // The card's background is the package's Sunrise: 0x2E / 255 red.
        #expect(views.contains { $0.label.hasPrefix("Color(rgb(0.18") })
    }

    /// `--locale de` reads each bundle's German value.
    @Test func eachBundleIsLocalizedOnItsOwn() throws {
        let home = try scenario("Home", in: appReadings(locale: "de")[0])
        #expect(home.root.texts == ["Wanderstart", "Kammrunde", "6,8 km", "Mittel"])
    }

    /// The app's `Text("distance")` looks in `Bundle.main`, which lacks the package's key: iOS
    /// shows the key, and the warning names the bundle that has it. Its `Image("TrailMap")`
    /// finds no image in `Bundle.main`: the missing-image placeholder, 100 × 100 pt.
    @Test func aPackagesResourcesReadThroughTheMainBundleAreMissing() throws {
        let reading = appReadings()[1]
        #expect(try scenario("Package key in the app's bundle", in: reading).root.texts == ["distance"])
        let image = try scenario("Package image in the app's bundle", in: reading)
        #expect(layout(image).root.allViews.first { $0.label == "Image(\"TrailMap\")" }?.frame.size == Size(width: 100, height: 100))
        #expect(reading.diagnostics.map(\.id) == ["localizedKeyShown", "missingAsset"])
        #expect(reading.diagnostics.allSatisfy { $0.text.contains("(the bundle of package target 'TrailKit' (Bundle.module) has one, but the lookup names Bundle.main)") },
                "\(reading.diagnostics.map(\.text))")
    }
}
