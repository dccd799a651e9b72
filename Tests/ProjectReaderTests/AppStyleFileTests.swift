import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Fixtures/app-style-profile.swift: a realistic file with several structs, previews of both kinds,
/// comments and non-layout modifiers.
@Suite struct AppStyleFileTests {
    let reading = readFixture("Fixtures/app-style-profile.swift")

    @Test func readsWithoutDiagnostics() {
        #expect(reading.diagnostics.map { "\($0.line):\($0.column) \($0.text)" } == [])
    }

    @Test func yieldsEveryPreviewInSourceOrder() {
        #expect(reading.scenarios.map(\.name) == ["Card", "List", "No tags", "Avatar 1"])
        // `sizeThatFitsLayout` / `.sizeThatFits` offer the device (Apple's `PreviewLayout.sizeThatFits`)
        // and then fit the canvas to the view.
        #expect(reading.scenarios.map(\.proposal) == [
            PreviewDevice.default.proposal(in: .portrait), ProposedSize(width: 375, height: 400), PreviewDevice.default.proposal(in: .portrait),
            ProposedSize(width: 100, height: 100),
        ])
        #expect(reading.scenarios.map(\.fitsCanvasToRoot) == [true, false, true, false])
        // Lines of the two `#Preview`s and of the two entries (`grep -n` on the fixture).
        #expect(reading.scenarios.map(\.line) == [90, 94, 101, 104])
    }

    /// `ForEach(0..<count)` with `count = 3`: three cards, each followed by a divider, in one group.
    @Test func forEachExpandsOncePerElement() throws {
        try #require(reading.scenarios.count > 1)
        let root = reading.scenarios[1].root
        let forEach = root.children.first
        #expect(root.kind == "VStack")
        #expect(forEach?.kind == "ForEach")
        #expect(forEach?.children.count == 6)
    }

    /// The tags `ForEach` over `["Swift", "Layout"]` interpolates each tag into its Text; the
    /// "No tags" entry passes `tags: []`, so its tag row is empty.
    @Test func memberwiseArgumentsReplaceDefaults() throws {
        func texts(_ node: ViewNode) -> [String] {
            var result: [String] = []
            if let text = node.primitive as? TextLeaf { result.append(text.content) }
            for child in node.children { result += texts(child) }
            return result
        }
        try #require(reading.scenarios.count == 4)
        #expect(texts(reading.scenarios[0].root) == ["J", "Jane Appleseed", "Engineer", "#Swift", "#Layout", "Follow"])
        #expect(texts(reading.scenarios[2].root) == ["J", "Kim", "Designer", "Follow"])
    }

    /// `Avatar(initial: "Z", size: 80)`: the circle's frame is 80 × 80 and its text uses
    /// `.system(size: 80 / 2, weight: .semibold)`.
    @Test func avatarSizeFlowsIntoFrameAndFont() throws {
        try #require(reading.scenarios.count == 4)
        let result = reading.scenarios[3].layout()
        let circle = result.root.allViews.first { $0.kind == "Circle" }
        #expect(circle?.frame.size == Size(width: 80, height: 80))
        // Centred in the 100 × 100 canvas: (100 − 80) / 2 = 10.
        #expect(result.root.frame.origin == Point(x: 10, y: 10))
        let font = findFont(reading.scenarios[3].root)
        #expect(font == FontDescriptor(size: 40, weight: .semibold))
    }

    private func findFont(_ node: ViewNode) -> FontDescriptor? {
        if let modifier = node.primitive as? EnvironmentModifier, case .font(let font) = modifier.change { return font }
        for child in node.children { if let font = findFont(child) { return font } }
        return nil
    }
}
