import LayoutEngine
import Testing
@testable import ProjectReader

/// Custom alignment guides (`AlignmentID`): the user's `defaultValue(in:)` runs during layout.
///
/// Source: Apple, "AlignmentID" (https://developer.apple.com/documentation/swiftui/alignmentid):
/// a custom guide is an `AlignmentID` type whose `defaultValue(in:)` gives the guide's offset from
/// the view's origin, wrapped as a static of `VerticalAlignment` (or `HorizontalAlignment`) and
/// used like a built-in guide; its example aligns an `HStack(spacing: 1)` of three striped views,
/// 60, 120 and 90 pt tall, at one third of each view's height. The code below is ours, written
/// from that description.
@Suite struct CustomAlignmentTests {
    static let declarations = """
    import SwiftUI
    struct OneThirdDown: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
    }
    struct TwoThirdsAcross: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 2 / 3 }
    }
    extension VerticalAlignment {
        static let oneThirdDown = VerticalAlignment(OneThirdDown.self)
    }
    extension HorizontalAlignment {
        static let twoThirdsAcross = HorizontalAlignment(TwoThirdsAcross.self)
    }
    struct Bands: View {
        var body: some View {
            VStack(spacing: 1) {
                ForEach(0..<3) { _ in Color.blue }
            }
        }
    }

    """

    private func frames(_ preview: String, labels: Set<String>) throws -> [Rect] {
        let reading = read(Self.declarations + preview)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first)
        return layout(scenario).root.allViews.filter { labels.contains($0.label) }.map(\.frame)
    }

    /// Apple's example: guides at 60 / 3 = 20, 120 / 3 = 40 and 90 / 3 = 30 meet on one line, 40
    /// below the tallest view's top, so the tops sit at 40 − 20 = 20, 0 and 40 − 30 = 10 below the
    /// stack's top; the stack is max(20 + 60, 120, 10 + 90) = 120 tall.
    @Test func apple_stripes_alignAtOneThirdOfEachHeight() throws {
        let preview = """
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            HStack(alignment: .oneThirdDown, spacing: 1) {
                Bands().frame(height: 60)
                Bands().frame(height: 120)
                Bands().frame(height: 90)
            }
        }
        """
        let reading = read(Self.declarations + preview)
        let scenario = try #require(reading.scenarios.first)
        let result = layout(scenario)
        let stack = try #require(result.root.allViews.first { $0.label == "HStack" })
        let bands = result.root.allViews.filter { $0.label == "frame" }
        try #require(bands.count == 3)
        #expect(bands.map { $0.frame.origin.y - stack.frame.origin.y } == [20, 0, 10])
        #expect(stack.frame.height == 120)
    }

    /// The same guide in a `ZStack`'s alignment, with an explicit value from `alignmentGuide`
    /// computed from `d[.bottom]`. Red (90 tall) has the guide at 30; green (30 tall) at its bottom
    /// + 15 = 45. Green spans −45…−15 around the guide, red −30…60: the stack spans −45…60, 105 tall;
    /// red's top at 15, green's at 0.
    @Test func zStackAlignsOnTheCustomGuideAndAnExplicitValue() throws {
        let preview = """
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            ZStack(alignment: Alignment(horizontal: .center, vertical: .oneThirdDown)) {
                Color.red.frame(width: 90, height: 90)
                Color.green.frame(width: 30, height: 30)
                    .alignmentGuide(.oneThirdDown) { d in d[.bottom] + 15 }
            }
        }
        """
        let found = try frames(preview, labels: ["Color.red", "Color.green"])
        try #require(found.count == 2)
        #expect(found[0].origin.y - found[1].origin.y == 15)
        #expect(max(found[0].maxY, found[1].maxY) - min(found[0].origin.y, found[1].origin.y) == 105)
    }

    /// A frame aligns its child's guide with its own: the 90 pt frame's guide is at 90 / 3 = 30,
    /// the 30 pt child's at 10, so the child's top is 20 below the frame's; leading puts it at x 0.
    @Test func frameAlignmentUsesTheCustomGuide() throws {
        let preview = """
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            Color.orange.frame(width: 30, height: 30)
                .frame(width: 90, height: 90, alignment: Alignment(horizontal: .leading, vertical: .oneThirdDown))
                .border(Color.gray)
        }
        """
        let reading = read(Self.declarations + preview)
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        let orange = try #require(views.first { $0.label == "Color.orange" })
        let outer = try #require(views.first { $0.label == "frame" && $0.frame.width == 90 })
        #expect(orange.frame.origin.y - outer.frame.origin.y == 20)
        #expect(orange.frame.origin.x == outer.frame.origin.x)
    }

    /// A horizontal custom guide in a `VStack`: widths 60 and 30 have it at 40 and 20; the guides
    /// line up 40 from the stack's leading edge, so x = 0 and 20, and the stack is 60 wide.
    @Test func horizontalCustomGuideInAVStack() throws {
        let preview = """
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            VStack(alignment: .twoThirdsAcross, spacing: 0) {
                Color.red.frame(width: 60, height: 10)
                Color.green.frame(width: 30, height: 10)
            }
        }
        """
        let found = try frames(preview, labels: ["Color.red", "Color.green"])
        try #require(found.count == 2)
        #expect(found[1].origin.x - found[0].origin.x == 20)
    }

    /// Apple, "alignmentGuide(_:computeValue:)" and `ViewDimensions.subscript(explicit:)`: the
    /// closure reads an explicit value set below it. Blue's `oneThirdDown` is set to 5, and its
    /// `top` to that explicit value; in an `HStack(alignment: .top)` blue's top guide (5) meets
    /// red's (0): blue sits 5 above red.
    @Test func explicitSubscriptReadsAValueSetBelow() throws {
        let preview = """
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 30)
                    .alignmentGuide(.oneThirdDown) { _ in 5 }
                    .alignmentGuide(.top) { d in d[explicit: .oneThirdDown] ?? 0 }
            }
        }
        """
        let found = try frames(preview, labels: ["Color.red", "Color.blue"])
        try #require(found.count == 2)
        #expect(found[0].origin.y - found[1].origin.y == 5)
    }

    /// A guide's axis is its type's: in a `VStack` (horizontal guides), an explicit
    /// `HorizontalAlignment.center` moves blue (guide 0 instead of 10), while one for
    /// `VerticalAlignment.center` leaves green alone (guide 10). Red's centre is at 20, so the
    /// line is at max(20, 0, 10) = 20: red x 0, blue x 20, green x 10.
    @Test func theCentreOfEachAxisIsItsOwnGuide() throws {
        let preview = """
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10)
                    .alignmentGuide(HorizontalAlignment.center) { _ in 0 }
                Color.green.frame(width: 20, height: 10)
                    .alignmentGuide(VerticalAlignment.center) { _ in 0 }
            }
        }
        """
        let found = try frames(preview, labels: ["Color.red", "Color.blue", "Color.green"])
        try #require(found.count == 3)
        #expect(found.map { $0.origin.x - found[0].origin.x } == [0, 20, 10])
    }

    /// An `AlignmentID` whose `defaultValue(in:)` reads what `ViewDimensions` does not have is an
    /// error at that read, found while laying out.
    @Test func aFailingDefaultValueIsReportedAtItsLine() throws {
        let source = """
        import SwiftUI
        struct Broken: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.depth }
        }
        extension VerticalAlignment {
            static let broken = VerticalAlignment(Broken.self)
        }
        #Preview {
            HStack(alignment: .broken) { Color.red }
        }
        """
        let reading = read(source)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("depth"))
        #expect(error.range.start.line == 3)
    }
}
