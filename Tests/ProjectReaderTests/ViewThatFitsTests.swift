import LayoutEngine
import Testing
@testable import ProjectReader

/// Apple, "ViewThatFits" (https://developer.apple.com/documentation/swiftui/viewthatfits): it
/// evaluates its children in order and selects the first whose ideal size on the constrained
/// axes fits within the proposed size; when none fits, the last; by default both axes are
/// constrained. Children are fixed-size colours so the arithmetic is only comparisons.
@Suite struct ViewThatFitsTests {
    static let threeColours = """
        Color.red.frame(width: 300, height: 10)
        Color.green.frame(width: 150, height: 50)
        Color.blue.frame(width: 50, height: 10)
        """

    /// The laid-out `ViewThatFits\(axes) { children }` in a `width` × `height` canvas.
    private func root(width: Int, height: Int = 100, axes: String = "", _ children: String = threeColours) throws -> PlacedView {
        let source = """
        import SwiftUI
        #Preview(traits: .fixedLayout(width: \(width), height: \(height))) {
            ViewThatFits\(axes) {
        \(children)
            }
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        return layout(try #require(reading.scenarios.first)).root
    }

    /// The colours placed (only the chosen child is).
    private func shown(width: Int, height: Int = 100, axes: String = "", _ children: String = threeColours) -> [String] {
        let colours: Set<String> = ["Color.red", "Color.green", "Color.blue"]
        return ((try? root(width: width, height: height, axes: axes, children))?.allViews ?? []).map(\.label).filter { colours.contains($0) }
    }

    /// 300 > 200, 150 ≤ 200: green; only the chosen child is placed.
    @Test func theFirstChildThatFitsIsShown() {
        #expect(shown(width: 200) == ["Color.green"])
        #expect(shown(width: 400) == ["Color.red"])
    }

    /// 300 > 100 and 150 > 100; 50 ≤ 100: blue. At 40 nothing fits: the last child, blue.
    @Test func elseTheLastChild() {
        #expect(shown(width: 100) == ["Color.blue"])
        #expect(shown(width: 40) == ["Color.blue"])
    }

    /// Both axes by default: at 200 × 30, green fits across (150) but not down (50 > 30): blue.
    /// Constrained only horizontally, green's height no longer matters.
    @Test func onlyTheGivenAxesConstrain() {
        #expect(shown(width: 200, height: 30) == ["Color.blue"])
        #expect(shown(width: 200, height: 30, axes: "(in: .horizontal)") == ["Color.green"])
        #expect(shown(width: 100, height: 30, axes: "(in: .vertical)") == ["Color.red"])
    }

    /// The chosen child's size is the view's: green's frame, 150 × 50, centred in a 200 × 100 canvas.
    @Test func theChosenChildsSizeIsTheViews() throws {
        let root = try root(width: 200, """
            Color.red.frame(width: 300, height: 10)
            Color.green.frame(width: 150, height: 50)
            """)
        #expect(root.kind == "ViewThatFits")
        #expect(root.frame == Rect(x: 25, y: 25, width: 150, height: 50))
    }

    /// The ideal size decides, not the size for the proposal: red's frame has an ideal width of
    /// 300 (its answer to an unspecified proposal) but takes any width it is offered (a colour
    /// fills the 200 × 100 proposal, and a frame without minimum or maximum takes its child's
    /// size). 300 > 200: red does not fit, though it would fill the canvas; blue (50 ≤ 200) is shown.
    @Test func theIdealSizeNotTheProposedSizeDecides() throws {
        let children = """
            Color.red.frame(idealWidth: 300, idealHeight: 10)
            Color.blue.frame(width: 50, height: 10)
            """
        #expect(shown(width: 200, children) == ["Color.blue"])
        #expect(try root(width: 200, children).frame == Rect(x: 75, y: 45, width: 50, height: 10))
    }
}
