import LayoutEngine
import Testing
@testable import ProjectReader

/// `GeometryReader`'s content is made during layout from the reader's size and position.
@Suite struct LiveGeometryReaderTests {
    private func placed(_ source: String) throws -> [PlacedView] {
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first)
        return layout(scenario).root.allViews
    }

    /// Paul Hudson, "Understanding frames and coordinates inside GeometryReader" (Hacking with
    /// Swift): `frame(width: geo.size.width * 0.9)` gives a view 90% of the reader's width; the
    /// reader takes what it is offered and puts its content at its top-leading corner (SwiftUI
    /// Field Guide, "GeometryReader"). In a 400 × 300 canvas: 400 × 0.9 = 360 wide, at (0, 0).
    @Test func contentSizedFromTheProxysSize() throws {
        let views = try placed("""
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 400, height: 300)) {
            GeometryReader { geo in
                Color.red.frame(width: geo.size.width * 0.9, height: 40)
            }
        }
        """)
        let red = try #require(views.first { $0.label == "Color.red" })
        #expect(red.frame == Rect(x: 0, y: 0, width: 360, height: 40))
    }

    /// Apple, "CoordinateSpaceProtocol" (https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol):
    /// `frame(in: .named(…))` is the reader's frame in the space an ancestor named with
    /// `.coordinateSpace(.named(…))`; `.local` is its own bounds, `.global` the window's. Canvas
    /// 200 × 200; `.padding(10)` leaves the named VStack 180 × 180 at (10, 10); its `.padding()`
    /// leaves the reader 180 − 32 = 148 square at (26, 26). Heights: named 26 − 10 = 16, global 26,
    /// local 0 + 148 / 4 = 37.
    @Test func framesInLocalGlobalAndNamedSpaces() throws {
        let views = try placed("""
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 200, height: 200)) {
            VStack {
                GeometryReader { proxy in
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: proxy.frame(in: .named("container")).minY)
                        Color.green.frame(width: 10, height: proxy.frame(in: .global).minY)
                        Color.blue.frame(width: 10, height: proxy.frame(in: .local).minY + proxy.size.height / 4)
                    }
                }
                .padding()
            }
            .coordinateSpace(.named("container"))
            .padding(10)
        }
        """)
        let heights = ["Color.red", "Color.green", "Color.blue"].compactMap { label in views.first { $0.label == label }?.frame.size.height }
        #expect(heights == [16, 26, 37])
    }

    /// `.coordinateSpace(name:)` (the iOS 13 spelling) names the same space.
    @Test func coordinateSpaceWithTheNameLabel() throws {
        let views = try placed("""
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 200, height: 200)) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .named("outer")).minX + 5, height: 10)
            }
            .padding(20)
            .coordinateSpace(name: "outer")
        }
        """)
        // The reader is at (20, 20) inside the named padding view at (0, 0): 20 + 5 = 25.
        #expect(views.first { $0.label == "Color.red" }?.frame.size.width == 25)
    }

    /// A failure inside the content closure is an error at its line, found while laying out.
    @Test func aFailingContentClosureIsReportedAtItsLine() throws {
        let source = """
        import SwiftUI
        #Preview {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.depth)
            }
        }
        """
        let reading = read(source)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("depth"))
        #expect(error.range.start.line == 4)
    }

    /// A view that contains itself through a reader would be built without end: it stops at the
    /// nesting limit with an error instead of exhausting the stack.
    @Test func aReaderThatContainsItselfStops() throws {
        let source = """
        import SwiftUI
        struct Forever: View {
            var body: some View {
                GeometryReader { _ in Forever().padding(1) }
            }
        }
        #Preview {
            Forever()
        }
        """
        let reading = read(source)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("nested"))
        // At the reader that recurses (line 4).
        #expect(error.range.start.line == 4)
    }

    /// Readers whose contents multiply views stop at a scenario's view limit for the pass
    /// (1 000 readers of 1 000 views each would be a million), at the reader that overflowed.
    @Test func readersThatMultiplyViewsStop() throws {
        let source = """
        import SwiftUI
        #Preview {
            GeometryReader { _ in
                VStack {
                    ForEach(0..<1000) { _ in
                        GeometryReader { _ in
                            VStack { ForEach(0..<1000) { _ in Color.red } }
                        }
                    }
                }
            }
        }
        """
        let reading = read(source)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("more than 20000 views"))
        #expect(error.range.start.line == 6)
        #expect(reading.scenarios.isEmpty)
    }
}
