import Diagnostics
import Foundation
import LayoutEngine
import SwiftFrontEnd
import Testing
import TestSupport
@testable import ProjectReader

/// `RealWorldCorpus/`: view files written for this project the way blog posts and apps write them
/// (models and views, `@State` counters, `if let`/`switch`/`guard`, `ForEach` over `Identifiable`
/// structs, enums with computed properties, view extensions, `ViewModifier`s, button/label/toggle
/// styles, `Task { await … }`, `#Preview` and `PreviewProvider`, `@Observable` and
/// `ObservableObject` models, `extension Color`, helper functions with loops, formatting).
/// Each must parse (ours and `swiftc -parse`) and lay out with no error diagnostic.
@Suite struct RealWorldCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealWorldCorpus")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    /// Files that use what another issue brings: their scenario is an error here until then.
    /// When one of them starts laying out, `withKnownIssue` fails: take it off this list.
    static let awaitingOtherIssues: [String: Comment] = [:]

    static func reading(_ name: String) -> FileReading {
        let url = folder.appendingPathComponent(name)
        let bytes = (try? [UInt8](Data(contentsOf: url))) ?? []
        return SwiftUIFileReader.read(bytes: bytes, file: name, assets: ImageAssets(directory: nil))
    }

    static func scenario(_ file: String, _ name: String? = nil) throws -> Scenario {
        let reading = reading(file)
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        if let name { return try #require(reading.scenarios.first { $0.name == name }, "\(reading.scenarios.map(\.name))") }
        return try #require(reading.scenarios.first)
    }

    @Test func corpusHasAtLeastFortyFiles() {
        #expect(Self.files.count >= 40)
    }

    @Test(arguments: files)
    func parsesWithoutDiagnostics(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let (_, diagnostics) = SwiftParser.parse(bytes: bytes, file: name)
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.text)" } == [])
    }

    @Test(arguments: files)
    func laysOutWithoutErrors(_ name: String) throws {
        let check = {
            let reading = Self.reading(name)
            let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
            #expect(errors == [])
            #expect(!reading.scenarios.isEmpty)
            for scenario in reading.scenarios {
                let result = LayoutEngine.layout(scenario.root, in: scenario.proposal)
                #expect(result.root.frame.width.isFinite && result.root.frame.height.isFinite)
            }
        }
        if let reason = Self.awaitingOtherIssues[name] {
            withKnownIssue(reason) { check() }
        } else {
            check()
        }
    }

    @Test(.requires(.swiftc)) func swiftcAcceptsEveryFile() throws {
        let paths = Self.files.map { Self.folder.appendingPathComponent($0).path }
        let (status, output) = try ExternalTool.swiftc.run(["-frontend", "-parse"] + paths)
        #expect(status == 0, "\(output)")
    }

    // MARK: Frames derived from the sources

    /// SettingsWithUIKit.swift: the wrapped UIKit text view is a placeholder inside its
    /// `.frame(height: 120)`; the toggle with the animated binding is a row of the padded width
    /// 393 − 2 × 16 = 361; the stack's spacing 16 separates them (the toggle's 31-pt switch height
    /// is its tallest part): the frame starts 31 + 16 = 47 below the toggle's top.
    @Test func uiKitWrappedViewIsAPlaceholderInItsFrame() throws {
        let result = layout(try Self.scenario("SettingsWithUIKit.swift"))
        let toggle = try #require(result.root.allViews.first { $0.kind == "Toggle" })
        let frame = try #require(result.root.allViews.first { $0.kind == "frame" })
        #expect(toggle.frame.width == 361)
        #expect(frame.frame.height == 120)
        #expect(frame.frame.origin.y - toggle.frame.origin.y == toggle.frame.height + 16)
        #expect(frame.children.first?.label == "GrowingTextView")
    }

    /// RemoteArticleCard.swift: a preview loads no image, so `AsyncImage` shows its placeholder, a
    /// colour that fills the `.frame(height: 160)` across the padded width 393 − 2 × 16 = 361;
    /// `ShareLink` shows its default "Share" label.
    @Test func asyncImageShowsItsPlaceholder() throws {
        let scenario = try Self.scenario("RemoteArticleCard.swift")
        let result = layout(scenario)
        let placeholder = try #require(result.root.allViews.first { $0.kind == "Color" })
        #expect(placeholder.frame.size == Size(width: 361, height: 160))
        #expect(scenario.root.texts.contains("Share"))
    }

    /// HelperLoops.swift: `weekBars` scales `[3, 6, 4, 12, 9, 2, 5]` by the peak 12 to 120 pt:
    /// 3/12 × 120 = 30, 6/12 × 120 = 60, 40, 120, 90, 20, 50; each bar is 24 wide.
    @Test func barChartHeightsComeFromTheHelperLoop() throws {
        let result = layout(try Self.scenario("HelperLoops.swift"))
        let bars = result.root.allViews.filter { $0.kind == "RoundedRectangle" }
        #expect(bars.map(\.frame.height) == [30, 60, 40, 120, 90, 20, 50])
        #expect(Set(bars.map(\.frame.width)) == [24])
    }

    /// LazyAndStatics.swift: six 30-pt swatches (180 × 30), then `Palette.count * 2` = 12 swatches of
    /// 15 (180 × 15); the VStack's spacing 4: 30 + 4 + 15 = 49 high, 180 wide.
    @Test func staticMembersSizeTheStrips() throws {
        let result = layout(try Self.scenario("LazyAndStatics.swift"))
        #expect(result.root.frame.size == Size(width: 180, height: 49))
        #expect(result.root.allViews.filter { $0.kind == "Color" }.count == 18)
    }

    /// StructInitDefaults.swift: the custom `init` picks 120 × 100 tiles, or 80 × 60 when compact.
    /// Rows: 120 + 12 + 120 = 252 and 80 + 12 + 80 = 172 wide; column: 100 + 12 + 60 = 172 high;
    /// `.padding()` adds 16 a side: 284 × 204.
    @Test func customInitialiserDecidesTheTileSizes() throws {
        let result = layout(try Self.scenario("StructInitDefaults.swift"))
        #expect(result.root.frame.size == Size(width: 284, height: 204))
    }

    /// ProgressRing.swift: a ring is `diameter` square plus `lineWidth / 2` = 5 of padding a side:
    /// 80 + 10 = 90 and 120 + 10 = 130. HStack spacing 20: 90 + 20 + 130 = 240 wide, 130 high;
    /// `.padding()`: 272 × 162.
    @Test func ringsAreSizedByTheirParameters() throws {
        let result = layout(try Self.scenario("ProgressRing.swift"))
        #expect(result.root.frame.size == Size(width: 272, height: 162))
    }

    /// MutatingModel.swift: `.frame(width: 220)` then `.padding()`: 220 + 2 × 16 = 252 wide. The
    /// `mutating` `record` calls give Iris 12 + 9 = 21 and Omar 18, so Iris ranks first with a crown.
    @Test func mutatingMethodsBuildTheRanking() throws {
        let scenario = try Self.scenario("MutatingModel.swift")
        #expect(layout(scenario).root.frame.width == 252)
        let texts = scenario.root.texts
        #expect(texts == ["After 3 rounds", "Iris", "21", "Omar", "18"])
        #expect(scenario.root.allNodes.filter { $0.label == "Image(systemName: \"crown.fill\")" }.count == 1)
    }

    /// EnvironmentTheme.swift: the tiles are `theme.spacing` apart; the standard theme's 12, and
    /// 24 where the preview sets `.environment(\.theme, .roomy)`.
    @Test(arguments: [("Standard", 12.0), ("Roomy", 24.0)])
    func customEnvironmentKeyReachesTheViews(_ name: String, _ spacing: Double) throws {
        let result = layout(try Self.scenario("EnvironmentTheme.swift", name))
        let texts = result.root.allViews.filter { $0.kind == "Text" }
        try #require(texts.count == 2)
        // The tile is the text padded by the spacing on every side, so the gap between the texts
        // is the stack's spacing plus two paddings: 3 × spacing.
        #expect(texts[1].frame.origin.y - texts[0].frame.maxY == 3 * spacing)
    }

    /// EnvironmentObjectCart.swift: `add("Apples")` twice merges into one line of quantity 2.
    @Test func observableObjectBuiltInThePreviewReachesTheViews() throws {
        let texts = try Self.scenario("EnvironmentObjectCart.swift").root.texts
        #expect(texts == ["Cart", "4", "Apples", "× 2", "Pears", "× 2"])
    }

    /// SwitchOnState.swift: `switch` with associated values and a `where` clause picks a branch;
    /// 2 400 words / 200 = 12 minutes.
    @Test func switchPicksTheBranch() throws {
        #expect(try Self.scenario("SwitchOnState.swift", "Idle").root.texts == ["Pull to refresh"])
        #expect(try Self.scenario("SwitchOnState.swift", "Long").root.texts == ["The quiet return of trams", "Long read · 12 min"])
    }

    /// ButtonStyles.swift: the user `PillButtonStyle.makeBody` pads the label 24 a side
    /// horizontally and 12 vertically inside its capsule, for `.pill` (a static of
    /// `extension ButtonStyle where Self == PillButtonStyle`) and for `PillButtonStyle(background:)`.
    @Test func userButtonStyleBodyRuns() throws {
        let result = layout(try Self.scenario("ButtonStyles.swift"))
        let capsules = result.root.allViews.filter { $0.kind == "Capsule" }
        let texts = result.root.allViews.filter { $0.kind == "Text" }
        try #require(capsules.count == 2 && texts.count == 2)
        for (capsule, text) in zip(capsules, texts) {
            #expect(capsule.frame.width == text.frame.width + 2 * 24)
            #expect(capsule.frame.height == text.frame.height + 2 * 12)
        }
    }

    /// LabelStyles.swift: `VerticalLabelStyle` puts each icon above its title (a VStack), four
    /// tabs; the built-in label would put them side by side.
    @Test func userLabelStyleBodyRuns() throws {
        let result = layout(try Self.scenario("LabelStyles.swift"))
        let images = result.root.allViews.filter { $0.kind == "Image" }
        let texts = result.root.allViews.filter { $0.kind == "Text" }
        try #require(images.count == 4 && texts.count == 4)
        for (image, text) in zip(images, texts) {
            // VStack(spacing: 6): the title starts 6 below the icon.
            #expect(text.frame.origin.y == image.frame.maxY + 6)
        }
    }

    /// ToggleStyleCustom.swift: `packed = [true, false, true]` read through `$packed[i]` into each
    /// `configuration.isOn`: the checkmark is drawn in rows 1 and 3 only.
    @Test func userToggleStyleReadsTheBinding() throws {
        let scenario = try Self.scenario("ToggleStyleCustom.swift")
        let checkmarks = scenario.root.allNodes.filter { $0.label == "Image(systemName: \"checkmark\")" }
        #expect(checkmarks.count == 2)
        #expect(scenario.root.allNodes.filter { $0.kind == "RoundedRectangle" }.count == 3)
    }

    /// ScreenWidthAndDismiss.swift: `UIScreen.main.bounds.width * 0.8` on the 393-pt-wide preview
    /// device (docs/swiftui-subset.md, "Default canvas"): 314.4.
    @Test func screenBoundsAreThePreviewDevice() throws {
        let result = layout(try Self.scenario("ScreenWidthAndDismiss.swift"))
        let card = result.root.allViews.first { $0.kind == "RoundedRectangle" }
        #expect(card?.frame.width == 393 * 0.8)
        #expect(card?.frame.height == 160)
    }

    /// HexColorExtension.swift: five 50 × 80 swatches side by side (250 × 80); `Color(hex:)` runs
    /// `Scanner.scanHexInt64`: "#FF6B6B" is (255, 107, 107) / 255, "F7FFF7" (247, 255, 247) / 255.
    @Test func hexColourInitialiserRuns() throws {
        let scenario = try Self.scenario("HexColorExtension.swift")
        #expect(layout(scenario).root.frame.size == Size(width: 250, height: 80))
        let fills = scenario.root.allNodes.filter { $0.kind == "Rectangle" }.compactMap(\.style.fill)
        try #require(fills.count == 5)
        #expect(fills[0] == .rgb(red: 1, green: 107.0 / 255, blue: 107.0 / 255, opacity: 1))
        #expect(fills[4] == .rgb(red: 247.0 / 255, green: 1, blue: 247.0 / 255, opacity: 1))
    }

    /// TextConcatenation.swift: `Text + Text(…).bold() + …` is one text; `Text(verbatim:)` keeps
    /// the interpolated year as Swift prints an Int.
    @Test func concatenatedTextIsOneText() throws {
        let texts = try Self.scenario("TextConcatenation.swift").root.texts
        #expect(texts == ["By continuing you agree to the Terms and Privacy Policy", "© 2024 Lumen Inc."])
    }

    /// ConditionalCompilation.swift: the `PreviewProvider` inside `#if DEBUG` is a preview (Xcode
    /// builds previews in Debug), 375 × 200 from `.previewLayout(.fixed(…))`, and the `#if DEBUG`
    /// text inside the body is shown.
    @Test func debugOnlyCodeIsCompiledIn() throws {
        let scenario = try Self.scenario("ConditionalCompilation.swift")
        #expect(scenario.proposal == ProposedSize(width: 375, height: 200))
        #expect(scenario.root.texts.contains("Debug build"))
    }

    /// PreviewProviderGroup.swift: `Group { … }.previewLayout(.sizeThatFits).padding()` gives one
    /// scenario per entry, each named by its `.previewDisplayName` and sized to fit; the computed
    /// `formatted` property: 12.5 → "12,50 EUR", 9.99 → "9,99 EUR" (Int(0.99 × 100 + 0.5) = 99).
    @Test func groupedProviderEntriesShareTheGroupsModifiers() throws {
        let reading = Self.reading("PreviewProviderGroup.swift")
        #expect(reading.scenarios.map(\.name) == ["Plain", "Sale"])
        // `.sizeThatFits`: offered the device, the canvas fits the root (Scenario.fitsCanvasToRoot).
        #expect(reading.scenarios.map(\.fitsCanvasToRoot) == [true, true])
        #expect(reading.scenarios.map(\.root.texts) == [["12,50 EUR"], ["9,99 EUR"]])
        // Each entry keeps the group's `.padding()`: 16 around the tag.
        for scenario in reading.scenarios {
            let placed = layout(scenario).root.allViews
            #expect(placed[0].frame.width == placed[1].frame.width + 32)
        }
    }

    /// CustomShapes.swift: user `Shape`s take the frame they are given, like every shape: the
    /// triangle 90 × 81 (size × 0.9), the chevron 30 × 45 (90 / 3 × 90 / 2); HStack spacing 16:
    /// 90 + 16 + 30 = 136 wide, 81 high; `.padding()`: 168 × 113.
    @Test func userShapesFillTheirFrames() throws {
        let result = layout(try Self.scenario("CustomShapes.swift"))
        #expect(result.root.frame.size == Size(width: 168, height: 113))
        let shapes = result.root.allViews.filter { $0.label == "Triangle" || $0.label == "Chevron" }
        #expect(shapes.map(\.frame.size) == [Size(width: 90, height: 81), Size(width: 30, height: 45)])
    }

    /// WeatherZipTiles.swift: three 90 × 110 tiles, HStack default spacing 8: 3 × 90 + 2 × 8 = 286
    /// wide (in the 393-pt canvas). Fahrenheit with Swift's integer division, which truncates
    /// toward zero: 21 × 9 / 5 + 32 = 69, 18 × 9 / 5 + 32 = 64, −2 × 9 / 5 + 32 = −3 + 32 = 29.
    @Test func zippedEnumTilesUseIntegerArithmetic() throws {
        let scenario = try Self.scenario("WeatherZipTiles.swift")
        #expect(scenario.root.texts == ["69°F", "64°F", "29°F"])
        #expect(layout(scenario).root.frame.size == Size(width: 286, height: 110))
    }

    /// SettingRowBuilderLet.swift: `@ViewBuilder let trailing: Trailing` takes the trailing closure
    /// and stores what it builds; the quiet hours read "22:00–7:00".
    @Test func viewBuilderLetPropertyTakesTheTrailingClosure() throws {
        let texts = try Self.scenario("SettingRowBuilderLet.swift").root.texts
        #expect(texts.contains("22:00–7:00"))
        #expect(texts.contains("Quiet hours"))
    }

    /// ProductCardsFormatted.swift: `price.formatted(.currency(code: "USD"))` as an en_US device
    /// formats it (symbol, two decimals); stock 3 < 5 shows the low-stock badge on the first card only.
    @Test func currencyFormattingAndComputedExtensions() throws {
        let texts = try Self.scenario("ProductCardsFormatted.swift").root.texts
        #expect(texts.contains("$18.00") && texts.contains("$24.50"))
        #expect(texts.filter { $0.hasPrefix("Only ") } == ["Only 3 left"])
    }

    /// CountryRanking.swift: sorted by population, ranked with `enumerated()`, and formatted with
    /// `String(format: "%.1fM")`: 124 516 650 → "124.5M", 10 467 366 → "10.5M"; Iceland's
    /// 387 758 is below a million and shows as is.
    @Test func enumeratedRankingWithFormatting() throws {
        let texts = try Self.scenario("CountryRanking.swift").root.texts
        #expect(texts.filter { $0.hasPrefix("#") } == ["#1", "#2", "#3"])
        #expect(texts.filter { $0.hasSuffix("M") || $0.first?.isNumber == true } == ["124.5M", "10.5M", "387758"])
    }

    /// ActivityRings.swift: ring `index` is 120 − 32 × index: 120, 88, 56, stacked in a ZStack as
    /// wide and high as the largest (120); `.padding()` makes the row 120 + 32 = 152 high.
    @Test func ringSizesComeFromTheEnumeratedIndex() throws {
        let result = layout(try Self.scenario("ActivityRings.swift"))
        let frames = result.root.allViews.filter { $0.kind == "frame" && $0.frame.width == $0.frame.height && $0.frame.width > 8 }
        #expect(frames.map(\.frame.width) == [120, 88, 56])
        #expect(result.root.frame.height == 152)
    }

    /// RecipeScaler.swift: two servings of the base: 250 g, 125.5 g (not whole: "%.1f g"), 80 g.
    @Test func helperFormatsScaledAmounts() throws {
        let texts = try Self.scenario("RecipeScaler.swift").root.texts
        #expect(texts.filter { $0.hasSuffix(" g") } == ["250 g", "125.5 g", "80 g"])
    }

    /// AvatarStack.swift: three 40-pt avatars and the "+2" badge (5 names, 3 shown) overlap by
    /// HStack(spacing: -12): 4 × 40 − 3 × 12 = 124 wide, 40 high; `.padding()`: 156 × 72.
    @Test func negativeSpacingOverlapsTheAvatars() throws {
        let scenario = try Self.scenario("AvatarStack.swift")
        #expect(layout(scenario).root.frame.size == Size(width: 156, height: 72))
        #expect(scenario.root.texts == ["AL", "AT", "GH", "+2"])
    }

    /// ToastModifier.swift: the `ViewModifier` gets `$saved` (true) through a `Binding<Bool>`
    /// parameter of a `View` extension, so the toast is shown; the transition chain
    /// (`.move(edge:).combined(with:)`) is paint only.
    @Test func bindingReachesTheViewModifier() throws {
        #expect(try Self.scenario("ToastModifier.swift").root.texts == ["Saved!"])
    }

    /// StackedStorageBar.swift: each segment is `width × value / total` of the 300-pt bar, total
    /// 45 + 30 + 25 = 100: 135, 90, 75; the legend rounds the percentages: 45 %, 30 %, 25 %.
    @Test func segmentWidthsAreShareOfTheTotal() throws {
        let scenario = try Self.scenario("StackedStorageBar.swift")
        let bars = layout(scenario).root.allViews.filter { $0.kind == "Rectangle" }
        #expect(bars.map(\.frame.width) == [135, 90, 75])
        #expect(scenario.root.texts == ["Apps 45%", "Photos 30%", "System 25%"])
    }

    /// TipsExpandable.swift: `expanded = [2]` in the view model: only the second tip shows its body.
    @Test func setMembershipDecidesWhatIsShown() throws {
        let texts = try Self.scenario("TipsExpandable.swift").root.texts
        #expect(texts == ["Use .task", "Prefer @Observable", "Views re-render only for the properties they read."])
    }

    /// DashboardSwitchBody.swift: a `switch` as the body (with `let _ = Self._printChanges()`).
    /// Regular: two `maxWidth: .infinity` tiles share the 393-pt canvas with the HStack's default
    /// spacing 8: (393 − 8) / 2 = 192.5 each, `minHeight: 80` high. Compact: stacked, 393 wide,
    /// 80 + 8 + 80 = 168 high.
    @Test func switchBodyPicksTheLayout() throws {
        let regular = layout(try Self.scenario("DashboardSwitchBody.swift", "Regular"))
        #expect(regular.root.children.map(\.frame.size) == [Size(width: 192.5, height: 80), Size(width: 192.5, height: 80)])
        let compact = layout(try Self.scenario("DashboardSwitchBody.swift", "Compact"))
        #expect(compact.root.frame.size == Size(width: 393, height: 168))
    }

    /// JobCards.swift: a `ClosedRange<Int>` salary in thousands with integer division
    /// (120 000 / 1000 = 120), the remote badge only where `isRemote`, tags uppercased.
    @Test func rangesAndConditionalBadges() throws {
        let texts = try Self.scenario("JobCards.swift").root.texts
        #expect(texts == ["iOS Engineer", "Lumen", "REMOTE", "$120k – $160k", "SWIFT", "SWIFTUI",
                          "Designer", "Fable", "$90k – $110k"])
    }

    /// NowPlayingBar.swift: `if let item` in the body; 303 s is "5:03" (`%d:%02d`); the bar has a
    /// `Spacer`, so it takes the 393-pt width the canvas offers, and the progress line inside the
    /// background's `GeometryReader` is `proxy.size.width × 0.35` = 137.55 wide. Without an item the
    /// body is an `EmptyView`.
    @Test func optionalItemAndGeometryProgress() throws {
        let playing = try Self.scenario("NowPlayingBar.swift", "Playing")
        #expect(playing.root.texts == ["Harvest Moon", "Neil Young", "5:03"])
        let line = layout(playing).root.allViews.first { $0.kind == "Rectangle" }
        #expect(line?.frame.size == Size(width: 393 * 0.35, height: 2))
        #expect(try Self.scenario("NowPlayingBar.swift", "Nothing").root.texts == [])
    }
}

extension RealWorldCorpusTests {
    /// ReminderEditor.swift: the `#if os(iOS)` clause's `.navigationTitle` applies (the bar shows
    /// "Edit Reminder"), the local `@Bindable` binds the toggle and the date picker to the draft,
    /// so the date picker (a date and a time button) shows only when `hasDueDate` is true.
    @Test func reminderEditorPostfixIfAndBindable() throws {
        let due = try Self.scenario("ReminderEditor.swift", "With due date")
        #expect(due.root.texts.contains("Edit Reminder"))
        #expect(due.root.texts.contains("Jan 1, 2024") && due.root.texts.contains("12:00 AM"))
        let none = try Self.scenario("ReminderEditor.swift", "No due date")
        #expect(!none.root.allNodes.contains { $0.label == "DatePicker" })
        #expect(none.root.texts.contains("Call Ana"))
    }

    /// ChatBubbleFonts.swift: each bubble's text is padded by 16 × 0.75 = 12 a side (the UIFont's
    /// point size) and 8 above and below.
    @Test func chatBubbleInsetsFromTheUIFont() throws {
        let result = layout(try Self.scenario("ChatBubbleFonts.swift"))
        let bubbles = result.root.allViews.filter { $0.kind == "background" }
        try #require(bubbles.count == 3)
        for bubble in bubbles {
            let text = try #require(bubble.allViews.first { $0.kind == "Text" })
            #expect(bubble.frame.width == text.frame.width + 24)
            #expect(bubble.frame.height == text.frame.height + 16)
        }
    }

    /// SectionCardNoPreview.swift: the file's only view is generic, nested in an extension of
    /// another file's screen: its implicit preview has empty content (nothing drawn for it), so
    /// the card is its uppercased title padded 16 on each side horizontally.
    @Test func sectionCardWithoutPreview() throws {
        let scenario = try Self.scenario("SectionCardNoPreview.swift")
        #expect(scenario.root.texts == ["TITLE"])
        let result = layout(scenario)
        let text = try #require(result.root.allViews.first { $0.kind == "Text" })
        #expect(result.root.frame.width == text.frame.width + 32)
    }
}

extension ViewNode {
    /// Every node of the tree, depth first.
    var allNodes: [ViewNode] { [self] + children.flatMap(\.allNodes) }

    /// The contents of the tree's texts, in order.
    var texts: [String] { allNodes.compactMap { ($0.primitive as? TextLeaf)?.content } }
}
