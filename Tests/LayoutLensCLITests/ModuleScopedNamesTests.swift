import Foundation
import Testing
@testable import LayoutLensCLI

/// `ProjectReaderTests/Apps/Harbor`: an app folder importing two local packages, `Moorings` (a
/// feature) and `Palette` (its design system, which `Moorings` imports too). All three declare an
/// internal `enum Constants` with their own values, both packages a `public enum Metrics`, and
/// `Palette` its own `public enum TextAlignment` beside `extension SwiftUI.TextAlignment { init(_:) }`.
/// Swift keeps each module's internal names to itself and lets a module's own declaration win
/// (The Swift Programming Language, "Access Control"; `ModuleScopedTypes`), so each view reads
/// its own module's constants, and `Palette.Metrics`/`Moorings.Metrics` name each package's.
/// The packages and the app also declare global `let`s, a function, a `typealias` and an
/// extension static of one name each, and each package has its own SwiftGen `Asset`
/// (`ModuleScopedGlobals`, `ModuleScopedStatics`, `ProgramTypeAliases`).
@Suite struct ModuleScopedNamesTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Harbor").path

    private func scenario(_ name: String) throws -> (root: [String: Any], diagnostics: [[String: Any]]) {
        let result = runFrames(FramesOptions(inputs: [Self.app], format: .json))
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        let scenario = try #require(scenarios.first { $0["name"] as? String == name }, "\(scenarios.map { $0["name"] ?? "" })")
        return (try #require(scenario["root"] as? [String: Any]), (document["diagnostics"] as? [[String: Any]]) ?? [])
    }

    /// The leaves of `node` (colours here), depth first, as (width, height).
    private func leafSizes(_ node: [String: Any]) -> [[Double]] {
        let children = (node["children"] as? [[String: Any]]) ?? []
        guard children.isEmpty else { return children.flatMap(leafSizes) }
        let frame = (node["frame"] as? [String: Any]) ?? [:]
        return [[frame["width"] as? Double ?? -1, frame["height"] as? Double ?? -1]]
    }

    /// The harbour screen, top to bottom: the app's banner (200 × `App.Constants.bannerHeight`
    /// 60); the berth row's swatch (`Palette.Constants`: 20 × 30) and label (`Moorings.Constants`:
    /// 120 × 44), spaced by `Moorings.Metrics.gutter`; a strip `Palette.Metrics.gutter` (8) wide and
    /// one `Moorings.Metrics.gutter` (12) wide, each 10 high; the caption, 90 wide because
    /// `SwiftUI.TextAlignment(.end)` is SwiftUI's `.trailing` (10 otherwise), 4 high; the app's
    /// own `Tide` has 3 cases (3 × 10 wide; `Moorings.Tide` has 2), 2 high; `TideTable.now() ==
    /// .high` compares the feature's `Tide` (whose `.high` the app's `Tide` lacks), 50 × 1 (5 if
    /// false); `switch TideTable.now()` takes `.high`, 40 × 6 (4 for `.low`).
    @Test func eachModuleReadsItsOwnConstantsAndQualifiedNamesReachTheirModule() throws {
        let (root, diagnostics) = try scenario("Harbour")
        #expect(leafSizes(root) == [[200, 60], [20, 30], [120, 44], [8, 10], [12, 10], [90, 4], [30, 2], [50, 1], [40, 6]], "\(leafSizes(root))")
        // The row: 20 + 12 + 120 wide, as tall as its taller part (44).
        let all = nodes(root)
        let row = try #require(all.first { $0["kind"] as? String == "HStack" })
        let frame = try #require(row["frame"] as? [String: Any])
        #expect(frame["width"] as? Double == 20 + 12 + 120 && frame["height"] as? Double == 44, "\(frame)")
        #expect(all.allSatisfy { $0["standIn"] == nil })
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"] ?? "" })")
    }

    /// Read in its own module, the feature's row is the same: its code sees `Moorings`' names.
    @Test func thePackagesOwnPreviewReadsTheSameNames() throws {
        let (root, _) = try scenario("Berth")
        #expect(leafSizes(root) == [[20, 30], [120, 44]], "\(leafSizes(root))")
    }

    /// The quay, top to bottom. The app's own names: `stripeHeight` 5 (Palette's is 3,
    /// Moorings' 7) and `CGFloat.deckHeight` 18 (Palette's extension says 14). The packages'
    /// exported `bollardWidth`, told apart by module: `Palette.bollardWidth` 16,
    /// `Moorings.bollardWidth` 24. `tideMark`, which the app does not declare: Palette's
    /// exported 9, not Moorings' internal 13. Then Palette's stripe, with its own names:
    /// `widened(10)` = 10 + 1 = 11 wide and 3 high; `Ratio` is `Double` there, so `7 / 2` is 3.5,
    /// 14 high (its `deckHeight`); its SwiftGen `Asset.swatchChip`, the 10 × 10 SVG. Then
    /// Moorings' cleat: `widened(10)` = 10 × 2 = 20 wide, 7 high; `Ratio` is `Int` there, so
    /// `7 / 2` is 3, 13 high (its own `tideMark`); its own SwiftGen `Asset.cleat`, the 20 × 12 SVG.
    @Test func globalsAliasesExtensionStaticsAndGeneratedAccessorsAreEachModulesOwn() throws {
        let (root, diagnostics) = try scenario("Quay")
        #expect(leafSizes(root) == [[30, 5], [16, 2], [24, 2], [9, 2], [30, 18],
                                    [11, 3], [3.5, 14], [10, 10],
                                    [20, 7], [3, 13], [20, 12]], "\(leafSizes(root))")
        #expect(nodes(root).allSatisfy { $0["standIn"] == nil })
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"] ?? "" })")
    }

    /// Read in the feature's module (with the design system as its dependency), the cleat reads
    /// the feature's names: 20 × 7, 3 × 13, and its own 20 × 12 cleat.
    @Test func theFeaturesPreviewReadsItsOwnGlobals() throws {
        let (root, _) = try scenario("Cleat")
        #expect(leafSizes(root) == [[20, 7], [3, 13], [20, 12]], "\(leafSizes(root))")
    }

    /// Another module sees only `Chip`'s public initializer (The Swift Programming Language,
    /// "Access Control"; a two-module swiftc 6.3 program prints the public one's result), so
    /// `Chip(.init(height: 6), width: 40)` is `init(_: ChipStyle, width:inset:)`: 40 − 0 = 40
    /// wide, 6 high (the internal `init(_: CGSize?, width:)` would fail on `.init(height:)`).
    /// Then `Chip(ChipStyle(height: 9), width: 30, inset: 4)`: 30 − 4 = 26 wide, 9 high.
    @Test func anotherModulesInternalInitializerIsNoCandidate() throws {
        let (root, diagnostics) = try scenario("Chip shelf")
        #expect(leafSizes(root) == [[40, 6], [26, 9]], "\(leafSizes(root))")
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0["message"] ?? "" })")
    }

    private func nodes(_ node: [String: Any]) -> [[String: Any]] {
        [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(nodes)
    }
}
