import LayoutEngine
import Testing
@testable import ProjectReader

/// Apple, "containerRelativeFrame(_:count:span:spacing:alignment:)"
/// (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)):
/// the size comes from the nearest container (on iOS the screen, minus safe-area insets), divided
/// into `count` columns: available = length − spacing × (count − 1), column = available / count,
/// item = column × span + (span − 1) × spacing. The canvas here is a fixed 400 × 300.
@Suite struct ContainerRelativeFrameTests {
    private func frame(of label: String, in body: String) throws -> Rect {
        let source = """
        import SwiftUI
        #Preview(traits: .fixedLayout(width: 400, height: 300)) {
            \(body)
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first)
        return try #require(layout(scenario).root.allViews.first { $0.label == label }).frame
    }

    /// (400 − 8 × 3) / 4 = 94; 94 × 3 + 2 × 8 = 298 wide; the vertical axis is not constrained, so
    /// the colour takes the 300 pt proposed.
    @Test func countSpanAndSpacing() throws {
        let red = try frame(of: "Color.red", in: "Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8)")
        #expect(red.size == Size(width: 298, height: 300))
    }

    /// The container is not the parent: inside a 100 pt frame, half the container is 400 / 2 = 200.
    @Test func theContainerIsNotTheParent() throws {
        let red = try frame(of: "Color.red", in: """
        HStack { Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0) }.frame(width: 100)
        """)
        #expect(red.size.width == 200)
    }

    /// Without `count`, the frame is the container's length on the axes given; `alignment` places
    /// the child in it: a 50 × 20 view at the leading edge of a 400 × 300 frame, centred vertically.
    @Test func wholeContainerWithAlignment() throws {
        let blue = try frame(of: "Color.blue", in: """
        Color.blue.frame(width: 50, height: 20).containerRelativeFrame([.horizontal, .vertical], alignment: .leading)
        """)
        #expect(blue == Rect(x: 0, y: 140, width: 50, height: 20))
    }
}
