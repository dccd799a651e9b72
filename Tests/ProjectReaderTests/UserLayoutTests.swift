import LayoutEngine
import Testing
@testable import ProjectReader

/// A user `Layout` runs during layout: its `sizeThatFits`/`placeSubviews` decide the frames.
@Suite struct UserLayoutTests {
    static let colors: Set<String> = ["Color.blue", "Color.green", "Color.yellow"]
    static let fixture = "Fixtures/seed-001-relative-layout.swift"

    /// Seed 001 (Ole Begemann, "How the relative size modifier interacts with stack views"):
    /// 100/250/250, 200/100/300, 200/200/100, 150/150/300 in a 620 pt HStack(spacing: 10).
    @Test func seedNumbersThroughTheFixturesOwnLayout() throws {
        let reading = readFixture(Self.fixture)
        try #require(reading.scenarios.count == 4)
        #expect(widths(layout(reading.scenarios[0]), labels: Self.colors) == [100, 250, 250])
        #expect(widths(layout(reading.scenarios[1]), labels: Self.colors) == [200, 100, 300])
        #expect(widths(layout(reading.scenarios[2]), labels: Self.colors) == [200, 200, 100])
        #expect(widths(layout(reading.scenarios[3]), labels: Self.colors) == [150, 150, 300])
        #expect(layout(reading.scenarios[0]).root.allViews.contains { $0.label == "FractionOfProposal" })
    }

    /// The user's arithmetic is what runs: halve the fraction in the source and the first stack
    /// changes. 600 / 3 = 200 proposed to the layout, × 0.5 / 2 = 50 for blue; (600 − 50) / 2 = 275.
    @Test func changingTheUsersFactorChangesTheFrames() throws {
        let source = readFixtureText(Self.fixture)
        let edited = source.replacingOccurrences(of: "offered * widthFraction", with: "offered * widthFraction / 2")
        try #require(edited != source)
        let reading = read(edited)
        try #require(reading.scenarios.count == 4)
        #expect(widths(layout(reading.scenarios[0]), labels: Self.colors) == [50, 275, 275])
    }

    /// Apple's `LayoutSubview.place(at:anchor:proposal:)` documentation: a subview the layout
    /// does not place appears at the centre of the layout's bounds. Layout 100 × 50 (it takes
    /// the proposal); the 20 × 10 child at ((100 − 20) / 2, (50 − 10) / 2) = (40, 20).
    @Test func anUnplacedSubviewIsCentred() throws {
        let source = """
        import SwiftUI
        struct Idle: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview(traits: .fixedLayout(width: 100, height: 50)) {
            Idle { Color.red.frame(width: 20, height: 10) }
        }
        """
        let reading = read(source)
        try #require(reading.scenarios.count == 1)
        let red = try #require(layout(reading.scenarios[0]).root.allViews.first { $0.label == "Color.red" })
        #expect(red.frame.origin == Point(x: 40, y: 20))
        #expect(red.frame.size == Size(width: 20, height: 10))
    }

    /// Seed 002 (objc.io, "How an HStack lays out its children") with its `.measure()` helper as
    /// the fixture writes it: the label is the width the overlay's GeometryReader was given, so
    /// the text shows the article's widths (75 for red, 100 for green), computed by the file's code.
    @Test func measureHelperLabelsShowTheArticlesWidths() throws {
        let reading = readFixture("Fixtures/seed-002-measure-helper.swift")
        try #require(reading.scenarios.count == 2)
        #expect(reading.diagnostics.isEmpty)
        func labels(_ index: Int) -> [String] {
            layout(reading.scenarios[index]).root.allViews.compactMap { $0.text?.lines.map(\.text).joined() }
        }
        #expect(labels(0) == ["100", "100", "100"])
        #expect(labels(1) == ["75", "100"])
    }
}
