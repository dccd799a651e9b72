import XCTest
import LayoutEngine

/// The library example of README.md must do what the README says (seed 001, Ole Begemann:
/// 620 − 20 = 600; blue offered 600 / 3 = 200, halved to 100; green and yellow 500 / 2 = 250).
/// Written with XCTest so both of the toolchain's test libraries run in `swift test`.
final class ReadmeExampleTests: XCTestCase {
    func testSeed001FirstHStackFromTheReadme() {
        let scene = HStack(spacing: 10) {
            Color.blue.relativeProposed(width: 0.5)
            Color.green
            Color.yellow
        }.frame(height: 80)
        let result = LayoutEngine.layout(scene.node, in: ProposedSize(width: 620, height: 80))
        let widths = result.root.children[0].children.map(\.frame.width)
        XCTAssertEqual(widths, [100, 250, 250])
    }

    func testPixelRoundingOfThirds() {
        // Three equal colours in 100 pt at @3x: edges at 33.333…, exactly on the 1/3-pt grid.
        let scene = HStack(spacing: 0) { Color.red; Color.green; Color.blue }
        let result = LayoutEngine.layout(scene.node, in: ProposedSize(width: 100, height: 10))
        XCTAssertEqual(result.root.children.map(\.displayFrame.x), [0, 100.0 / 3, 200.0 / 3])
    }
}
